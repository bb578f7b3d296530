/**
 * The lazy call path: tools found by their briefs (briefs.gen.ts) and imported on their first
 * call, so a server that lists ten tools and runs one evaluates one tool module, not fifty-six.
 * A base tool runs alone through the registry's one call path (`runTool`): its nested calls
 * (`runAny`, as the demo's case lookups make) import what they call when they call it. A
 * composite tool (analyses, research, the catalogue) reads the whole list — `discover_tools`
 * ranks it, research fits arguments to any tool — so it, and an unknown name (whose answer
 * names the peer's tool it stands for), run over the registry of every tool (`toolset.ts`),
 * imported then.
 *
 * @module
 */

import type { ToolCaller, ToolContext, ToolDef, ToolOutcome } from "./define.ts";
import type { ToolBrief } from "./brief.ts";
import { TOOL_BRIEFS, TOOL_LOADERS } from "./briefs.gen.ts";
import { namesOf, withFixed } from "./aliases.ts";

/** A name resolved by the briefs: the tool's brief and the arguments an alias fixes. */
export interface BriefMatch {
  /** The tool's brief. */
  brief: ToolBrief;
  /** Arguments merged over the caller's (empty for the tool's own name). */
  fixed: Record<string, unknown>;
}

let index: Map<string, BriefMatch> | undefined;

/**
 * Resolves a tool name or alias by the briefs, without importing any tool.
 *
 * @example
 * ```ts
 * import { resolveBrief } from "./lazy.ts";
 * resolveBrief("search_precedents")?.brief.name; // "search_decisions"
 * ```
 */
export function resolveBrief(name: string): BriefMatch | undefined {
  if (!index) {
    index = new Map();
    for (const brief of TOOL_BRIEFS) {
      for (const { name: n, fixed } of namesOf(brief.name, brief.aliases)) {
        index.set(n, { brief, fixed });
      }
    }
  }
  return index.get(name);
}

const loaded = new Map<string, Promise<ToolDef>>();

/**
 * The definition of tool `name` (its own name), imported on first use.
 *
 * @example
 * ```ts
 * import { loadTool } from "./lazy.ts";
 * const def = await loadTool("get_law_text");
 * def?.name; // "get_law_text"
 * ```
 */
export function loadTool(name: string): Promise<ToolDef | undefined> {
  const load = TOOL_LOADERS[name];
  if (!load) return Promise.resolve(undefined);
  let p = loaded.get(name);
  if (!p) {
    p = load();
    loaded.set(name, p);
    p.catch(() => loaded.delete(name)); // a failed import is tried again on the next call
  }
  return p;
}

/**
 * Runs a tool by name or alias as `runToolByName` does (same validation, labels, banner and
 * source lines), importing only what the call needs. Never throws.
 *
 * @example
 * ```ts
 * import { runLazily } from "./lazy.ts";
 * import type { ToolContext } from "./define.ts";
 * const text = async (ctx: ToolContext) =>
 *   (await runLazily("get_law_text", { lawId: "001823", articles: ["제1조"] }, ctx)).text;
 * ```
 */
export function runLazily(name: string, args: unknown, ctx: ToolContext): Promise<ToolOutcome> {
  return run(name, args, ctx, true);
}

async function run(
  name: string,
  args: unknown,
  ctx: ToolContext,
  outer: boolean,
): Promise<ToolOutcome> {
  const match = resolveBrief(name);
  if (!match?.brief.base) {
    const { registry } = await import("./toolset.ts");
    if (outer || !match) return registry.runByName(name, args, ctx);
    // Nested: the answer goes inside one that already has the demo banner.
    const { runTool } = await import("./registry.ts");
    const def = registry.find(match.brief.name)!;
    return runTool(def, withFixed(args, match.fixed), ctx, registry.caller(ctx), { banner: false });
  }
  const [{ runTool }, def] = await Promise.all([
    import("./registry.ts"),
    loadTool(match.brief.name),
  ]);
  return runTool(def!, withFixed(args, match.fixed), ctx, await callerOf(ctx), { banner: outer });
}

/**
 * The caller a base tool's handler gets: it runs other tools by name, each imported when called.
 * The list-reading methods belong to composite tools, which run over every tool's registry.
 */
async function callerOf(ctx: ToolContext): Promise<ToolCaller> {
  const { narrowed } = await import("./registry.ts");
  const whole = (method: string) => () => {
    throw new Error(
      `ToolCaller.${method}: a base tool's caller runs tools by name only; a tool that reads ` +
        "the list of tools is composite (brief.base false) and runs over every tool's registry",
    );
  };
  const make = (c: ToolContext): ToolCaller => ({
    run: (n, a) => run(n, a, c, false) as never,
    runAny: (n, a) => run(n, a, c, false),
    with: (patch) => make(narrowed(c, patch)),
    resolve: whole("resolve"),
    list: whole("list"),
    fit: whole("fit"),
    takes: whole("takes"),
  });
  return make(ctx);
}
