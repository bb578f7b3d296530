/**
 * What a tool is: one definition from which the MCP server, the CLI and the web app are derived.
 *
 * @module
 */

import type { z } from "zod";
import type { DrfClient } from "../drf/client.ts";
import type { RequestBudget } from "../drf/budget.ts";

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

/** Another callable name of a tool, optionally with arguments it fixes. */
export type ToolAlias = string | { name: string; fixed: Record<string, unknown> };

/** One tool. */
export interface ToolDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
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
  /** Input schema (the single definition of the arguments). */
  input: I;
  /**
   * Maps argument names other tools used (e.g. korean-law-mcp's `jo`, `lawName`) onto ours
   * before validation, so old calls keep working without advertising extra fields.
   */
  legacyArgs?: (args: Record<string, unknown>) => Record<string, unknown>;
  /** Output schema of `structuredContent`. */
  output: O;
  /** MCP annotations. */
  annotations: ToolAnnotations;
  /** Runs the tool on validated input. */
  handler(args: z.output<I>, ctx: ToolContext): Promise<ToolResult<z.output<O>>>;
}

/**
 * Declares a tool with full type inference of its handler.
 *
 * @example
 * ```ts
 * import { z } from "zod";
 * import { defineTool, READ_ONLY } from "./define.ts";
 * const echo = defineTool({
 *   name: "echo", title: "메아리", description: "Echo.",
 *   input: z.object({ s: z.string() }), output: z.object({ s: z.string() }),
 *   annotations: READ_ONLY,
 *   handler: (args) => Promise.resolve({ structured: args, text: args.s }),
 * });
 * ```
 */
export function defineTool<I extends z.ZodType, O extends z.ZodType>(
  def: ToolDef<I, O>,
): ToolDef<I, O> {
  return def;
}
