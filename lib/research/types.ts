/**
 * Types of a research chain: the tools its branches call (by the tool map), the declarative
 * branch list a task builds from a query, and what each branch came back as. Kept apart from the
 * engine so tools and renderers share them without importing the runner.
 *
 * The tool map is the base tools' (lib/tools/base_tools.ts) and `analyze_document`'s own: both
 * sit below the list of every tool (lib/tools/toolset.ts), which holds `legal_research`, so
 * naming them here makes no import cycle.
 *
 * @module
 */

import type { analyzeDocument } from "../tools/analysis/analyze_document.ts";
import type { BaseToolMap } from "../tools/base_tools.ts";
import type { ToolCaller, ToolError, ToolMapOf } from "../tools/define.ts";

/** Arguments of one tool call, in vocabulary names (fitted to the tool's own names to run). */
export type ToolArgs = Record<string, unknown>;

/** The base tools a research branch may call. */
export type BaseBranchTool =
  | "search_law"
  | "ai_search_law"
  | "get_law_text"
  | "get_delegated_laws"
  | "get_annexes"
  | "search_decisions"
  | "search_admin_rules"
  | "get_law_system"
  | "get_three_way_comparison"
  | "get_law_ordinance_links"
  | "list_law_versions"
  | "compare_old_new"
  | "get_article_history"
  | "ordinance_radar"
  | "search_ordinances"
  | "get_ordinance";

/**
 * The tools research branches call: name → what a caller writes and what the tool answers.
 * A sub-map of the registry's tool map (tests/research/typed.test.ts checks that the registry's
 * caller is a caller of this map).
 */
export type ResearchToolMap =
  & Pick<BaseToolMap, BaseBranchTool>
  & ToolMapOf<typeof analyzeDocument>;

/** The name of a tool a branch calls. */
export type BranchTool = keyof ResearchToolMap & string;

/** The structured answer of branch tool `N`. */
export type BranchOutput<N extends BranchTool> = ResearchToolMap[N]["output"];

/** How a chain reaches its tools: the registry's caller, typed by {@link ResearchToolMap}. */
export type ResearchCaller = ToolCaller<ResearchToolMap>;

/** A branch's arguments under the names its tool takes (the caller's `fit`). */
export type FitArgs = (tool: BranchTool, args: ToolArgs) => ToolArgs;

/**
 * The branch a branch waits for (`id`, running `tool`) and the arguments it makes of that
 * branch's typed answer; a string is the reason it has nothing to do (e.g. "법령을 찾지 못함")
 * and skips it.
 */
export interface AwaitOf<P extends BranchTool> {
  /** Id of the awaited branch. */
  id: string;
  /** The awaited branch's tool (the engine checks it is the one that ran). */
  tool: P;
  /** Arguments from the awaited branch's structured answer, or why there are none. */
  derive: (parent: BranchOutput<P>) => ToolArgs | string;
}

/** {@link AwaitOf} for whichever tool the awaited branch runs. */
export type Await = { [P in BranchTool]: AwaitOf<P> }[BranchTool];

/**
 * Waits for `parent` (a branch spec) and derives arguments from its tool's typed answer.
 *
 * @example
 * ```ts
 * import { awaiting, type BranchSpec } from "./types.ts";
 * const law = { id: "law", tool: "search_law" } as const;
 * const text: BranchSpec = {
 *   id: "text",
 *   label: "조문",
 *   tool: "get_law_text",
 *   after: awaiting(law, (s) => s.rows[0] ? { lawId: s.rows[0].lawId } : "법령을 찾지 못함"),
 * };
 * ```
 */
export function awaiting<P extends BranchTool>(
  parent: { id: string; tool: P },
  derive: (parent: BranchOutput<P>) => ToolArgs | string,
): Await {
  return { id: parent.id, tool: parent.tool, derive };
}

/**
 * One branch: one tool call. A branch may wait for another (`after`) and build its arguments
 * from that branch's structured result; `args` are then the arguments a caller can use by hand
 * (e.g. with the law's name instead of its ID), shown when the branch never ran — or absent
 * when no call fetches the branch without its parent (the parent's call comes first).
 */
export interface BranchSpec {
  /** Unique within the chain. */
  id: string;
  /** Korean heading of the branch in the synthesis. */
  label: string;
  /** The tool it calls. */
  tool: BranchTool;
  /** Arguments (or the by-hand fallback when `after` is set; absent when there is none). */
  args?: ToolArgs;
  /** The branch whose result this one needs, and what it makes of it. */
  after?: Await;
  /**
   * Set when the branch cannot run here (its tool is not built, or the arguments given do not
   * suit it): why. With `args` it is unfinished (the call to make by hand), without it skipped.
   */
  pending?: string;
}

/** How a branch ended. */
export type BranchStatus = "ok" | "failed" | "unfinished" | "skipped";

/** One branch's result, for branch tool `N`. */
export interface BranchResultOf<N extends BranchTool> {
  /** Branch id. */
  id: string;
  /** Heading. */
  label: string;
  /** Tool called (or that would have been). */
  tool: N;
  /** Arguments used (or that fetch it); absent when only its parent's call can. */
  args?: ToolArgs;
  /** How it ended. */
  status: BranchStatus;
  /** The tool's text (ok or labelled failure). */
  text?: string;
  /** The tool's structured answer (ok only). */
  structured?: BranchOutput<N>;
  /** Labelled error (failed only). */
  error?: ToolError;
  /** Why it did not run or finish (unfinished, skipped). */
  reason?: string;
  /** Milliseconds from chain start to the branch's end (or to the chain's end). */
  ms: number;
}

/** One branch's result: narrowing `tool` types its `structured` answer. */
export type BranchResult = { [N in BranchTool]: BranchResultOf<N> }[BranchTool];

/**
 * Whether branch result `b` ran tool `tool`, so that its structured answer is that tool's.
 *
 * @example
 * ```ts
 * import { type BranchResult, ranTool } from "./types.ts";
 * const names = (b: BranchResult) => ranTool(b, "search_law") ? b.structured?.rows.map((r) => r.name) : [];
 * ```
 */
export function ranTool<N extends BranchTool>(
  b: BranchResult,
  tool: N,
): b is Extract<BranchResult, { tool: N }> {
  return b.tool === tool;
}

/** Progress callback: `done` of `total` branches finished, with a short Korean message. */
export type ProgressHook = (done: number, total: number, message: string) => void;

/** Options of one chain run. */
export interface ChainOptions {
  /** The tools, bound to the request (each branch runs them over its own context). */
  tools: ResearchCaller;
  /** Milliseconds until the chain returns what it has. */
  deadlineMs: number;
  /** Characters each branch's answer may use (its ctx.maxChars). */
  branchChars: number;
  /** Progress callback (see {@link progressOf}). */
  progress?: ProgressHook;
}

/** A finished (possibly partial) chain run. */
export interface ChainRun {
  /** Results in spec order. */
  branches: BranchResult[];
  /** True when some branch was cut by the deadline, cancellation or a failed prerequisite. */
  partial: boolean;
  /** Wall time. */
  elapsedMs: number;
  /** Why the chain stopped early, if it did. */
  stoppedBy?: "deadline" | "cancelled";
}
