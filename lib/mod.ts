/**
 * beopmang (법망): Korean law from the Ministry of Government Legislation's Open API, for LLM
 * agents and people.
 *
 * The root holds what an embedding program needs: the runtime, the typed tool map and its call
 * path, the tool contract (for defining tools of one's own), the errors, the router, and the
 * notation of article anchors, annex references and case numbers. Specialised parts have their
 * own entries: `/parse` (DRF body normalisers), `/annex` (HWP·HWPX·PDF annex readers), `/law`
 * (the full legal vocabulary), `/vocab` (tool argument vocabulary), `/route` (the router's
 * extractors), `/drf` (the raw upstream client), `/tools` (the tool catalogue), `/topics` and
 * `/korean`.
 *
 * @example
 * ```ts
 * import { callTool, createRuntime } from "@beopmang/law";
 * const rt = await createRuntime({ oc: Deno.env.get("LAW_OC") });
 * const out = await callTool("get_law_text", { name: "건축법", articles: ["제4조의2"] }, rt.context());
 * if (out.ok) console.log(out.structured.law.name, out.text);
 * else console.error(out.error.code, out.text);
 * await rt.close();
 * ```
 *
 * @module
 */

// The runtime: configuration, the per-request context, the demo mode.
export { configFromEnv, createRuntime, DEMO_NOTICE } from "./runtime.ts";
export type { Runtime, RuntimeConfig } from "./runtime.ts";
export { VERSION } from "./version.ts";
export { demoCatalogue, matchDemo, pinRecorded } from "./demo/catalogue.ts";
export { renderDemoCatalogue } from "./demo/render.ts";
export type { DemoCall, DemoCatalogue, DemoDoc, DemoGroup, DemoList } from "./demo/types.ts";
export { starterCatalogue } from "./library/starter/catalogue.ts";
export type { StarterLaw } from "./library/starter/types.ts";

// The errors, and the upstream client and budget a ToolContext carries (the rest is in /drf).
export * from "./errors.ts";
export { DrfClient } from "./drf/client.ts";
export type { DrfClientOptions, DrfResult } from "./drf/client.ts";
export { RequestBudget } from "./drf/budget.ts";
export type { BudgetLimits, UpstreamMeter } from "./drf/budget.ts";

// The typed tool map and its call path.
export {
  callTool,
  findTool,
  fitPointer,
  registry,
  resolveTool,
  runTool,
  runToolByName,
  takesArg,
  TOOL_CATEGORIES,
  toolCategory,
  TOOLS,
} from "./tools/toolset.ts";
export type { ToolCategory, ToolInput, ToolMap, ToolName, ToolOutput } from "./tools/toolset.ts";
export { BASE_TOOLS, baseCaller } from "./tools/base_tools.ts";
export type { BaseTool, BaseToolMap, BaseToolName } from "./tools/base_tools.ts";

// The tool contract: what a tool is, what a call answers, how a registry is made.
export { defineTool, READ_ONLY } from "./tools/define.ts";
export type {
  Accepted,
  CallTracker,
  ContextPatch,
  Parsed,
  ResolvedTool,
  Schema,
  SchemaIssue,
  SchemaResult,
  ToolAlias,
  ToolAnnotations,
  ToolCall,
  ToolCaller,
  ToolContext,
  ToolDef,
  ToolError,
  ToolErrorCode,
  ToolIntent,
  ToolMapOf,
  ToolMapShape,
  ToolOutcome,
  ToolResult,
  ToolSpec,
  ToolTypes,
} from "./tools/define.ts";
export type { Meta } from "./tools/schemas.ts";
export type {
  LibraryAccess,
  LibraryBodyHit,
  LibraryFacts,
  LibraryLawRow,
  LibraryRead,
  LibraryStatute,
  StatuteLibrary,
} from "./tools/library_access.ts";
export type { Pointer } from "./vocab/pointer.ts";
export { createRegistry } from "./tools/registry.ts";
export type { Registry } from "./tools/registry.ts";

// The router over every registered tool (its extractors are in /route).
export { routeQuery } from "./route/bound.ts";
export type { RouteOptions } from "./route/router.ts";
export type { Route } from "./route/types.ts";

// Notation: article anchors, annex references, case numbers (the rest of /law stays there).
export {
  articleKey,
  compareArticles,
  formatArticle,
  fromJoCode,
  isValidArticleRef,
  parseArticleRef,
  parseArticleRefs,
  sameArticle,
  toJoCode,
} from "./law/article.ts";
export type { ArticleId, ArticleRef } from "./law/article.ts";
export {
  ANNEX_KINDS,
  compactAnnexRef,
  formatAnnexRef,
  isAnnexKind,
  parseAnnexRef,
  sameAnnex,
} from "./law/annex.ts";
export type { AnnexKind, AnnexRef } from "./law/annex.ts";
export {
  caseKey,
  courtOfCaseNumber,
  displayCaseNumber,
  findCaseNumbers,
  formatCaseNumber,
  parseCaseNumber,
  sameCaseNumber,
  scanCaseNumbers,
} from "./law/case_numbers.ts";
export type { CaseNumber, CaseNumberKind, FoundCaseNumber } from "./law/case_numbers.ts";
