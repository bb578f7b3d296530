/**
 * What a tool is: one definition from which the MCP server, the CLI and the web app are derived.
 *
 * @module
 */

import type { DrfClient } from "../drf/client.ts";
import type { RequestBudget } from "../drf/budget.ts";
import type { Continuation } from "../vocab/continuation.ts";
import type { MetaTracker } from "./meta.ts";

/** MCP tool annotations (hints for clients; all our tools only read). */
export interface ToolAnnotations {
  /** The tool does not modify anything. */
  readOnlyHint: boolean;
  /** Calling twice with the same arguments has no additional effect. */
  idempotentHint: boolean;
  /** The tool talks to the outside world (law.go.kr). */
  openWorldHint: boolean;
  /** The tool may destroy data. */
  destructiveHint: boolean;
}

/** The annotations of every upstream-reading tool. */
export const READ_ONLY: ToolAnnotations = {
  readOnlyHint: true,
  idempotentHint: true,
  openWorldHint: true,
  destructiveHint: false,
};

/** Everything a handler may use; created once per incoming request. */
export interface ToolContext {
  /** The DRF client. */
  client: DrfClient;
  /** The request's shared budget. */
  budget: RequestBudget;
  /** Cancels the request. */
  signal?: AbortSignal;
  /** The caller's own key (HTTP mode); else the client's default. */
  oc?: string;
  /** Set when answering from bundled recorded data: shown on every answer. */
  demoNotice?: string;
  /** Characters a text answer may use before it is cut (with a notice). */
  maxChars: number;
  /**
   * Progress sink for long calls (research chains): the MCP server turns it into progress
   * notifications when the client sent a progress token; other callers leave it out.
   */
  progress?: (done: number, total: number, message: string) => void;
}

/** What a handler returns: typed data plus its compact text rendering. */
export interface ToolResult<O> {
  /** Data matching the tool's output schema (`structuredContent`). */
  structured: O;
  /** Compact human/LLM-readable rendering. */
  text: string;
}

/**
 * What the registry hands a handler besides its arguments: the tracker of this call's upstream
 * cost, and the builder of pointers that continue this call (from its validated arguments).
 */
export interface ToolCall {
  /** Upstream calls, cache use and format fallbacks of this call (→ `meta`). */
  track: MetaTracker;
  /** This call again with `patch` applied: the "more" pointer of a page or a cut answer. */
  more(patch: Record<string, unknown>): Continuation;
}

/** One problem a schema found in a value. */
export interface SchemaIssue {
  /** Where: the argument's path (`["articles", 0]`). */
  readonly path: readonly PropertyKey[];
  /** What is wrong. */
  readonly message: string;
  /** The allowed values, for enums. */
  readonly values?: readonly unknown[];
}

/** The outcome of checking a value against a {@link Schema}. */
export type SchemaResult<T> =
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly error: { readonly issues: readonly SchemaIssue[] } };

/**
 * A schema as the registry uses it. Tools define theirs with zod (every zod schema is one); the
 * public API names only this shape, so it carries no type of the zod package.
 */
export interface Schema<T = unknown> {
  /** Checks a value and returns it parsed (defaults filled, transforms applied). */
  safeParse(data: unknown): SchemaResult<T>;
  /** zod's internals, read for the type of a parsed value. */
  readonly _zod: { readonly output: T };
}

/** The type a schema parses to. */
export type Parsed<S extends Schema> = S["_zod"]["output"];

/** Another callable name of a tool, optionally with arguments it fixes. */
export type ToolAlias = string | { name: string; fixed: Record<string, unknown> };

/** One tool. */
export interface ToolDef<I extends Schema = Schema, O extends Schema = Schema> {
  /** Stable snake_case name. */
  name: string;
  /** Korean title shown by clients. */
  title: string;
  /**
   * Other names that stay callable: earlier names of ours and the names korean-law-mcp users
   * already type. Never listed, always accepted. An alias may fix arguments, so that e.g.
   * `search_precedents` is `search_decisions` with `{ domain: "prec" }`.
   */
  aliases?: readonly ToolAlias[];
  /** Tight description: what it does and when to use it. */
  description: string;
  /**
   * Input schema (the single definition of the arguments): a `z.object` of vocabulary names
   * (`lib/vocab`). Old names are mapped by the alias table there, never here.
   */
  input: I;
  /** Output schema of `structuredContent`. */
  output: O;
  /** MCP annotations. */
  annotations: ToolAnnotations;
  /** Runs the tool on validated input. */
  handler(args: Parsed<I>, ctx: ToolContext, call: ToolCall): Promise<ToolResult<Parsed<O>>>;
}

/** A tool as written: {@link ToolDef} whose annotations default to {@link READ_ONLY}. */
export type ToolSpec<I extends Schema, O extends Schema> =
  & Omit<ToolDef<I, O>, "annotations">
  & { annotations?: ToolAnnotations };

/**
 * Declares a tool with full type inference of its handler.
 *
 * @example
 * ```ts
 * import { z } from "zod";
 * import { defineTool } from "./define.ts";
 * const echo = defineTool({
 *   name: "echo", title: "메아리", description: "Echo.",
 *   input: z.object({ s: z.string() }), output: z.object({ s: z.string() }),
 *   handler: (args) => Promise.resolve({ structured: args, text: args.s }),
 * });
 * ```
 */
export function defineTool<I extends Schema, O extends Schema>(
  def: ToolSpec<I, O>,
): ToolDef<I, O> {
  return { ...def, annotations: def.annotations ?? READ_ONLY };
}
