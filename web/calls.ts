/**
 * The web app's one path to the tools: {@link runToolByName} with a per-request context, exactly
 * like the MCP server, so the pages show what the tools return. Failures come back as a
 * {@link ToolError} (never thrown) for the page to label.
 *
 * @module
 */

import {
  callFor,
  type Runtime,
  runToolByName,
  type ToolContext,
  type ToolError,
} from "../lib/mod.ts";

/** A tool answer: its structured output, or the labelled failure. */
export type Call<T> = { ok: true; data: T } | { ok: false; error: ToolError };

/** Pages read whole laws: the per-request answer cap is far above the MCP default. */
const WEB_MAX_CHARS = 5_000_000;

/** A fresh per-request context (own budget, cancelled with the request). */
export function webContext(runtime: Runtime, signal?: AbortSignal): ToolContext {
  return runtime.context({ signal, maxChars: WEB_MAX_CHARS, budget: { maxCalls: 20 } });
}

/**
 * Runs one tool with arguments written in vocabulary names (fitted to the names it takes); the
 * structured output is typed by the caller (the tool's output schema).
 */
export async function call<T>(
  ctx: ToolContext,
  name: string,
  args: Record<string, unknown>,
): Promise<Call<T>> {
  const out = await runToolByName(name, callFor(name, args).arguments, ctx);
  if (!out.ok) return { ok: false, error: out.error };
  return { ok: true, data: out.structured as T };
}

/** True when the failure is "no such thing" rather than an outage. */
export function isMiss(error: ToolError): boolean {
  return error.code === "NOT_FOUND";
}
