/**
 * The web app's tool context and the types its pages read answers by. Pages call tools with
 * lib's typed `callTool` (the same registry path as the MCP server, so they show what the
 * tools return); an answer's `structured` is typed by the tool's zod output schema, so renaming a
 * field a page reads fails the type check instead of emptying the page. Failures come back as a
 * `ToolError` (never thrown) for the page to label.
 *
 * @module
 */

import type {
  Runtime,
  ToolContext,
  ToolName,
  ToolOutcome,
  ToolOutput,
  UpstreamMeter,
} from "../lib/mod.ts";

/**
 * What `callTool` answers for tool `N`: its typed structured output, or the labelled failure.
 *
 * @example
 * ```ts
 * import type { Answer } from "./calls.ts";
 * const names = (a: Answer<"search_law">) => a.ok ? a.structured.rows.map((r) => r.name) : [];
 * ```
 */
export type Answer<N extends ToolName> = ToolOutcome<ToolOutput<N>>;

/** Pages read whole laws: the per-request answer cap is far above the MCP default. */
const WEB_MAX_CHARS = 5_000_000;

/**
 * A fresh per-request context (own budget, cancelled with the request, its upstream calls
 * counted by `meter`).
 */
export function webContext(
  runtime: Runtime,
  signal?: AbortSignal,
  meter?: UpstreamMeter,
): ToolContext {
  return runtime.context({ signal, meter, maxChars: WEB_MAX_CHARS, budget: { maxCalls: 20 } });
}
