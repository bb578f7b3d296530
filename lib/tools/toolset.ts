/**
 * The composition root of the tools: the base tools and the composite ones, the typed tool map
 * derived from their zod schemas, and the one registry every face calls through. Nothing below
 * this file imports it: composite tools reach the others through the `ToolCaller` the registry
 * hands their handlers.
 *
 * @example
 * ```ts
 * import { type ToolOutput, TOOLS } from "./toolset.ts";
 * TOOLS.length > 50; // true
 * // A face reads a tool's answer by the tool map, so renaming a field fails to type-check:
 * const rows = (out: ToolOutput<"search_law">) => out.rows.map((r) => r.name);
 * ```
 *
 * @module
 */

import type { ResolvedTool, ToolContext, ToolDef, ToolMapOf, ToolOutcome } from "./define.ts";
import { createRegistry, type Registry } from "./registry.ts";
import type { Pointer } from "../vocab/pointer.ts";
import { BASE_TOOLS } from "./base_tools.ts";
import { ANALYSIS_TOOLS } from "./analysis/mod.ts";
import { ANNEX_TOOLS } from "./annexes/mod.ts";
import { CATALOGUE_TOOLS } from "./catalogue/mod.ts";
import { DECISION_TOOLS } from "./decisions/mod.ts";
import { ENGLISH_TOOLS } from "./english/mod.ts";
import { HISTORY_TOOLS } from "./history/mod.ts";
import { LOOKUP_TOOLS } from "./lookup/mod.ts";
import { RESEARCH_TOOLS } from "./research/mod.ts";
import { RULE_TOOLS } from "./rules/mod.ts";
import { STATUTE_TOOLS } from "./statutes/mod.ts";
import { STRUCTURE_TOOLS } from "./structure/mod.ts";
import { SYSTEM_TOOLS } from "./system/mod.ts";
import { TERM_TOOLS } from "./terms/mod.ts";
import { type IntentRule, intentRules } from "./catalogue/intents.ts";

/** Every tool, in listing order: the base tools, then the composite ones. */
export const TOOLS = [
  ...BASE_TOOLS,
  ...ANALYSIS_TOOLS,
  ...RESEARCH_TOOLS,
  ...CATALOGUE_TOOLS,
] as const;

/** Tool name → the arguments a caller writes (`input`) and the structured answer (`output`). */
export type ToolMap = ToolMapOf<typeof TOOLS[number]>;

/** The name of a registered tool (aliases excluded). */
export type ToolName = keyof ToolMap & string;

/** The arguments of tool `N` as a caller writes them. */
export type ToolInput<N extends ToolName> = ToolMap[N]["input"];

/** The structured content of tool `N`'s successful answer. */
export type ToolOutput<N extends ToolName> = ToolMap[N]["output"];

/** A category of tools: the folder under `lib/tools/` that holds them. */
export type ToolCategory =
  | "statutes"
  | "structure"
  | "history"
  | "lookup"
  | "english"
  | "annexes"
  | "rules"
  | "decisions"
  | "terms"
  | "system"
  | "analysis"
  | "research"
  | "catalogue";

/**
 * Each category folder's list (`lib/tools/<category>/mod.ts`), in listing order; typed by
 * {@link ToolCategory}, so a folder missing from either fails to type-check.
 */
const FOLDERS: { readonly [C in ToolCategory]: readonly ToolDef[] } = {
  statutes: STATUTE_TOOLS,
  structure: STRUCTURE_TOOLS,
  history: HISTORY_TOOLS,
  lookup: LOOKUP_TOOLS,
  english: ENGLISH_TOOLS,
  annexes: ANNEX_TOOLS,
  rules: RULE_TOOLS,
  decisions: DECISION_TOOLS,
  terms: TERM_TOOLS,
  system: SYSTEM_TOOLS,
  analysis: ANALYSIS_TOOLS,
  research: RESEARCH_TOOLS,
  catalogue: CATALOGUE_TOOLS,
};

/**
 * Category → its tools' names, in listing order, read from the category folders' lists: a tool
 * added to a folder's list is in its category with nothing else to edit.
 *
 * @example
 * ```ts
 * import { TOOL_CATEGORIES } from "./toolset.ts";
 * TOOL_CATEGORIES.english; // ["search_english_laws", "get_english_law"]
 * ```
 */
export const TOOL_CATEGORIES: { readonly [C in ToolCategory]: readonly ToolName[] } = Object
  .fromEntries(
    Object.entries(FOLDERS).map(([c, tools]) => [c, tools.map((t) => t.name)]),
  ) as unknown as { readonly [C in ToolCategory]: readonly ToolName[] };

/**
 * The category of a tool (its own name; aliases are not resolved), or undefined for a name
 * no category lists.
 *
 * @example
 * ```ts
 * import { toolCategory } from "./toolset.ts";
 * toolCategory("list_law_versions"); // "history"
 * ```
 */
export function toolCategory(name: string): ToolCategory | undefined {
  for (const [c, names] of Object.entries(TOOL_CATEGORIES)) {
    if ((names as readonly string[]).includes(name)) return c as ToolCategory;
  }
  return undefined;
}

/**
 * discover_tools' phrase table, read from the tools' `intents`: one rule per tool for its plain
 * phrases, one per group that fixes arguments.
 */
export const INTENT_RULES: readonly IntentRule[] = intentRules(TOOLS);

/**
 * The tools whose definitions say they call `target` (their `targets`), in listing order.
 *
 * @example
 * ```ts
 * import { toolsOfTarget } from "./toolset.ts";
 * toolsOfTarget("elaw"); // ["search_english_laws", "get_english_law"]
 * ```
 */
export function toolsOfTarget(target: string): ToolName[] {
  return TOOLS.filter((t) => (t.targets as readonly string[] | undefined)?.includes(target))
    .map((t) => t.name);
}

/** The registry of every tool. */
export const registry: Registry<ToolMap> = createRegistry(TOOLS);

/** Resolves a tool name or alias, with the arguments an alias fixes. */
export function resolveTool(name: string): ResolvedTool | undefined {
  return registry.resolve(name);
}

/** Finds a tool by its name or one of its aliases. */
export function findTool(name: string): ToolDef | undefined {
  return registry.find(name);
}

/**
 * Validates `args` against the tool's input schema and runs it. Never throws: every failure
 * becomes a labelled {@link ToolOutcome}.
 */
export function runTool(tool: ToolDef, args: unknown, ctx: ToolContext): Promise<ToolOutcome> {
  return registry.run(tool, args, ctx);
}

/** Runs a tool by name or alias: the alias's fixed arguments are merged over the caller's. */
export function runToolByName(name: string, args: unknown, ctx: ToolContext): Promise<ToolOutcome> {
  return registry.runByName(name, args, ctx);
}

/**
 * Runs tool `name` with typed arguments and answers its typed structured content.
 *
 * @example
 * ```ts
 * import { callTool } from "./toolset.ts";
 * import type { ToolContext } from "./define.ts";
 * async function names(ctx: ToolContext): Promise<string[]> {
 *   const out = await callTool("search_law", { query: "건축법" }, ctx);
 *   return out.ok ? out.structured.rows.map((r) => r.name) : [];
 * }
 * ```
 */
export function callTool<N extends ToolName>(
  name: N,
  args: ToolInput<N>,
  ctx: ToolContext,
): Promise<ToolOutcome<ToolOutput<N>>> {
  return registry.caller(ctx).run(name, args);
}

/**
 * The call of tool `name` with `args` (vocabulary names) fitted to the names it takes, as a
 * pointer that runs as printed.
 */
export function fitPointer(name: string, args: Record<string, unknown>): Pointer {
  return registry.fit(name, args);
}

/** Whether tool `name` takes the vocabulary name `arg` (itself, or an older name for it). */
export function takesArg(name: string, arg: string): boolean {
  return registry.takes(name, arg);
}
