/**
 * The `meta` every answer carries: what it cost upstream, whether it came from cache, demo mode.
 *
 * @module
 */

import type { DrfRequest, DrfResult } from "../drf/client.ts";
import type { CallTracker, ToolContext } from "./define.ts";
import type { Meta } from "./schemas.ts";
import type { LibraryRead } from "./library_access.ts";
import { pendingText } from "./library_notes.ts";

/** Collects `meta` across the upstream calls of one tool call. */
export class MetaTracker implements CallTracker {
  readonly #ctx: ToolContext;
  readonly #startCalls: number;
  readonly #startReads: number;
  readonly #confirm?: (reads: LibraryRead[]) => string | undefined;
  #allCached = true;
  #fallback?: string;

  /**
   * Starts tracking from the budget's current call count and the library's reads; `confirm`
   * prints the live call that would confirm an answer from the library.
   */
  constructor(ctx: ToolContext, confirm?: (reads: LibraryRead[]) => string | undefined) {
    this.#ctx = ctx;
    this.#startCalls = ctx.budget.calls;
    this.#startReads = ctx.library?.reads.length ?? 0;
    this.#confirm = confirm;
  }

  /** What this call answered from (or past) the local library. */
  libraryReads(): LibraryRead[] {
    return this.#ctx.library?.reads.slice(this.#startReads) ?? [];
  }

  /**
   * Whether the demo notice belongs on this answer: not when the library answered it whole
   * (no upstream call at all), since then no recording was used.
   */
  usedDemo(): boolean {
    if (!this.#ctx.demoNotice) return false;
    const fromLibrary = this.libraryReads().some((r) => r.kind === "library");
    return !fromLibrary || this.#ctx.budget.calls > this.#startCalls;
  }

  /** Records one client result. */
  note(res: DrfResult): DrfResult {
    if (!res.fromCache) this.#allCached = false;
    if (res.fellBackFrom) this.#fallback = `${res.fellBackFrom}→${res.format}`;
    return res;
  }

  /** The `meta` object for the answer. */
  meta(): Meta {
    const upstreamCalls = this.#ctx.budget.calls - this.#startCalls;
    const reads = this.libraryReads();
    const lib = reads.find((r) => r.kind === "library") ?? reads[0];
    const confirm = lib?.kind === "library" ? this.#confirm?.(reads) : undefined;
    const withPending = reads.find((r) => r.pending);
    const pending = withPending && pendingText(withPending);
    return {
      upstreamCalls,
      fromCache: this.#allCached,
      ...(this.usedDemo() ? { demo: this.#ctx.demoNotice } : {}),
      ...(this.#fallback ? { formatFallback: this.#fallback } : {}),
      ...(lib ? { library: lib.label } : {}),
      ...(confirm ? { confirm } : {}),
      ...(pending ? { pending } : {}),
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
