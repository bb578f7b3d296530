/**
 * Types of a research chain: the declarative branch list a task builds from a query, and what
 * each branch came back as. Kept apart from the engine so tools and renderers share them without
 * importing the runner.
 *
 * @module
 */

import type { ToolContext } from "../tools/define.ts";

/** Arguments of one tool call. */
export type ToolArgs = Record<string, unknown>;

/**
 * One branch: one tool call. A branch may wait for another (`after`) and build its arguments
 * from that branch's structured result (`derive`); `args` are then the arguments a caller can
 * use by hand (e.g. with the law's name instead of its ID), shown when the branch never ran —
 * or absent when no call fetches the branch without its parent (the parent's call comes first).
 */
export interface BranchSpec {
  /** Unique within the chain. */
  id: string;
  /** Korean heading of the branch in the synthesis. */
  label: string;
  /** Tool name (or alias) run through the registry. */
  tool: string;
  /** Arguments (or the by-hand fallback when `derive` is set; absent when there is none). */
  args?: ToolArgs;
  /** Id of the branch whose result this one needs. */
  after?: string;
  /**
   * Arguments from the awaited branch's structured result; a string is the reason the branch
   * has nothing to do (e.g. "법령을 찾지 못함") and skips it.
   */
  derive?: (parent: Record<string, unknown>) => ToolArgs | string;
  /**
   * Set when the branch cannot run here (its tool is not built, or the arguments given do not
   * suit it): why. With `args` it is unfinished (the call to make by hand), without it skipped.
   */
  pending?: string;
}

/** How a branch ended. */
export type BranchStatus = "ok" | "failed" | "unfinished" | "skipped";

/** One branch's result. */
export interface BranchResult {
  /** Branch id. */
  id: string;
  /** Heading. */
  label: string;
  /** Tool called (or that would have been). */
  tool: string;
  /** Arguments used (or that fetch it); absent when only its parent's call can. */
  args?: ToolArgs;
  /** How it ended. */
  status: BranchStatus;
  /** The tool's text (ok or labelled failure). */
  text?: string;
  /** The tool's structuredContent (ok only). */
  structured?: Record<string, unknown>;
  /** Labelled error (failed only). */
  error?: { code: string; message: string; retryable: boolean };
  /** Why it did not run or finish (unfinished, skipped). */
  reason?: string;
  /** Milliseconds from chain start to the branch's end (or to the chain's end). */
  ms: number;
}

/** What a tool call through the registry returns (the registry's ToolOutcome, structurally). */
export type BranchOutcome =
  | { ok: true; text: string; structured: Record<string, unknown> }
  | { ok: false; text: string; error: { code: string; message: string; retryable: boolean } };

/** Runs one tool by name: the registry's `runToolByName`, injected to avoid an import cycle. */
export type ToolRunner = (tool: string, args: unknown, ctx: ToolContext) => Promise<BranchOutcome>;

/** Progress callback: `done` of `total` branches finished, with a short Korean message. */
export type ProgressHook = (done: number, total: number, message: string) => void;

/** Options of one chain run. */
export interface ChainOptions {
  /** Runs a tool (registry's runToolByName). */
  run: ToolRunner;
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
