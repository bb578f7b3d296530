/**
 * The `meta` every answer carries: what it cost upstream, whether it came from cache, demo mode.
 *
 * @module
 */

import type { DrfRequest, DrfResult } from "../drf/client.ts";
import type { CallTracker, ToolContext } from "./define.ts";
import type { Meta } from "./schemas.ts";

/** Collects `meta` across the upstream calls of one tool call. */
export class MetaTracker implements CallTracker {
  readonly #ctx: ToolContext;
  readonly #startCalls: number;
  #allCached = true;
  #fallback?: string;
  #searched = false;

  /** Starts tracking from the budget's current call count. */
  constructor(ctx: ToolContext) {
    this.#ctx = ctx;
    this.#startCalls = ctx.budget.calls;
  }

  /** Records one client result. */
  note(res: DrfResult): DrfResult {
    if (!res.fromCache) this.#allCached = false;
    if (res.fellBackFrom) this.#fallback = `${res.fellBackFrom}→${res.format}`;
    if (/\/lawSearch\.do\b/.test(res.url)) this.#searched = true;
    return res;
  }

  /** Whether a page of an upstream search was read (the demo recorded first pages only). */
  searched(): boolean {
    return this.#searched;
  }

  /** The `meta` object for the answer. */
  meta(): Meta {
    const upstreamCalls = this.#ctx.budget.calls - this.#startCalls;
    return {
      upstreamCalls,
      fromCache: this.#allCached,
      ...(this.#ctx.demoNotice ? { demo: this.#ctx.demoNotice } : {}),
      ...(this.#fallback ? { formatFallback: this.#fallback } : {}),
    };
  }
}

/**
 * One upstream call on behalf of a tool: the request's budget, signal and key, noted in `track`.
 *
 * @example
 * ```ts
 * // const res = await callDrf(ctx, track, { endpoint: "search", target: "prec", params: { query: "임금" } });
 * ```
 */
export async function callDrf(
  ctx: ToolContext,
  track: CallTracker,
  req: DrfRequest,
): Promise<DrfResult> {
  return track.note(
    await ctx.client.call(req, { budget: ctx.budget, signal: ctx.signal, oc: ctx.oc }),
  );
}
