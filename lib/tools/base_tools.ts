/**
 * The base tools: every tool that reads upstream itself, category by category (one folder
 * each), in listing order.
 * The composite tools (analyses, research chains, the catalogue) are made of these tools' calls
 * and are typed against {@link BaseToolMap}; they are added to the list in `toolset.ts`, above
 * this file, so that none of them imports the list that holds it.
 *
 * @module
 */

import type { ToolCaller, ToolMapOf } from "./define.ts";
import { ANNEX_TOOLS } from "./annexes/mod.ts";
import { DECISION_TOOLS } from "./decisions/mod.ts";
import { ENGLISH_TOOLS } from "./english/mod.ts";
import { HISTORY_TOOLS } from "./history/mod.ts";
import { LOOKUP_TOOLS } from "./lookup/mod.ts";
import { RULE_TOOLS } from "./rules/mod.ts";
import { STATUTE_TOOLS } from "./statutes/mod.ts";
import { STRUCTURE_TOOLS } from "./structure/mod.ts";
import { SYSTEM_TOOLS } from "./system/mod.ts";
import { TERM_TOOLS } from "./terms/mod.ts";

/** Every base tool. Each category folder owns its list in its `mod.ts`. */
export const BASE_TOOLS = [
  ...STATUTE_TOOLS,
  ...STRUCTURE_TOOLS,
  ...HISTORY_TOOLS,
  ...LOOKUP_TOOLS,
  ...ENGLISH_TOOLS,
  ...ANNEX_TOOLS,
  ...RULE_TOOLS,
  ...DECISION_TOOLS,
  ...TERM_TOOLS,
  ...SYSTEM_TOOLS,
] as const;

/** One base tool's definition (a union over the list). */
export type BaseTool = typeof BASE_TOOLS[number];

/** Base tool name → the arguments a caller writes and the structured content it answers. */
export type BaseToolMap = ToolMapOf<BaseTool>;

/** The name of a base tool. */
export type BaseToolName = keyof BaseToolMap & string;

/**
 * The caller a handler is handed, typed by the base tools' map: the registry that makes it
 * holds every base tool, so a composite tool's calls to them type-check by name, arguments
 * and answer.
 *
 * @example
 * ```ts
 * import { baseCaller } from "./base_tools.ts";
 * import type { ToolCall } from "./define.ts";
 * async function firstName(call: ToolCall): Promise<string | undefined> {
 *   const out = await baseCaller(call.tools).run("search_law", { query: "건축법" });
 *   return out.ok ? out.structured.rows[0]?.name : undefined;
 * }
 * ```
 */
export function baseCaller(tools: ToolCaller): ToolCaller<BaseToolMap> {
  return tools as unknown as ToolCaller<BaseToolMap>;
}
