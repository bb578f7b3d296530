/**
 * The tool catalogue (`@beopmang/law/tools`): what a face built over the tools reads besides the
 * tool map and call path of the package root — the profile of tools listed to models, intent
 * rules and ranking, peer-name replacements, the upstream shape table, law.go.kr page links, and
 * the one call tracker.
 *
 * @example
 * ```ts
 * import { TOOLS } from "@beopmang/law";
 * import { bySerial, EXPOSED_TOOL_NAMES, rankTools } from "@beopmang/law/tools";
 * EXPOSED_TOOL_NAMES.includes("get_law_text"); // true
 * rankTools("판례 검색", TOOLS)[0]?.tool; // "search_decisions"
 * bySerial("precInfoP.do", "precSeq", "123"); // "https://www.law.go.kr/LSW/precInfoP.do?precSeq=123"
 * ```
 *
 * @module
 */

// The tool contract, the registry and the typed tool map are the package root's (lib/mod.ts).
export { MetaTracker } from "./meta.ts";
export { bySerial } from "./terms/web_links.ts";
export { INTENT_RULES, toolsOfTarget } from "./toolset.ts";
export {
  argsFor,
  EXPOSED_PROFILE,
  EXPOSED_TOOL_NAMES,
  intentRules,
  PEER_REPLACEMENTS,
  peerNameHint,
  PENDING_PEER_TOOLS,
  rankTools,
} from "./catalogue/mod.ts";
export type { IntentRule, Replacement, ToolMatch } from "./catalogue/mod.ts";
export { checkShape, shapeOf, TARGET_SHAPES } from "./system/mod.ts";
export type { ShapeVerdict, TargetShape } from "./system/mod.ts";
// Every tool's argument and answer types, generated from its zod schemas (`deno task gen`), and
// the tie that holds each tool's declaration to them.
export type * from "./tool_types.gen.ts";
export type { ExactTypes, Strict, TiedTool } from "./define.ts";
