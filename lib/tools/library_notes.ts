/**
 * How an answer from the local law library says so: the source and its date, the live call that
 * would confirm it (a call that runs as printed), and a version not yet in force beside the text
 * in force. The registry adds these to every tool's answer, so no tool writes them itself.
 *
 * @module
 */

import { morePointer, pointer, pointerText } from "../vocab/pointer.ts";
import { showDate } from "../vocab/dates.ts";
import type { ToolContext, ToolDef } from "./define.ts";
import type { LibraryRead } from "./library_access.ts";

/** The value of `source` that skips the library and asks law.go.kr. */
export const LIVE_SOURCE = "live";

/** Whether `tool` takes `source: "live"` (the statute tools that read the library do). */
function takesLive(tool: ToolDef): boolean {
  const shape = (tool.input as unknown as { shape?: Record<string, unknown> }).shape;
  const source = shape?.source as { safeParse?(v: unknown): { success: boolean } } | undefined;
  return !!source?.safeParse?.(LIVE_SOURCE).success;
}

/**
 * The live call that would confirm an answer the library gave: this very call with
 * `source: "live"` when the tool takes it, else the text of the first statute it read, live.
 *
 * @example
 * ```ts
 * import { confirmCall } from "./library_notes.ts";
 * // confirmCall(getLawText, { name: "민법", articles: ["제750조"] }, reads)
 * // → 'get_law_text {"name":"민법","articles":["제750조"],"source":"live"}'
 * ```
 */
export function confirmCall(
  tool: ToolDef,
  args: Record<string, unknown>,
  reads: readonly LibraryRead[],
): string | undefined {
  // A body search has no live counterpart (law.go.kr searches names): its top hit is read live.
  const body = args.scope === "body" || args.scope === "both";
  if (takesLive(tool) && !body) {
    return pointerText(morePointer(tool.name, tool.input, args, { source: LIVE_SOURCE }));
  }
  const law = reads.find((r) => r.kind === "library" && r.lawId);
  return law
    ? pointerText(pointer("get_law_text", {
      lawId: law.lawId,
      articles: law.article ? [law.article] : undefined,
      source: LIVE_SOURCE,
    }))
    : undefined;
}

/**
 * The first lines of an answer that read the library: its source and date with the call that
 * confirms it, then each version not yet in force (시행 예정) with its date.
 */
export function libraryLines(reads: readonly LibraryRead[], confirm?: string): string[] {
  if (!reads.length) return [];
  const lines: string[] = [];
  const lib = reads.find((r) => r.kind === "library");
  if (lib) lines.push(`〔${lib.label}${confirm ? ` · 확인: ${confirm}` : ""}〕`);
  for (const r of reads) {
    if (r.kind === "live") lines.push(`〔${r.label}〕`);
  }
  const seen = new Set<string>();
  for (const r of reads) {
    if (!r.pending || seen.has(r.lawId ?? r.name ?? "")) continue;
    seen.add(r.lawId ?? r.name ?? "");
    lines.push(
      `〔${pendingText(r)!} — ${
        pointerText(pointer("get_law_text", { lawId: r.lawId, asOf: r.pending.effective }))
      }〕`,
    );
  }
  return lines;
}

/**
 * "시행 예정: 근로기준법 2027-01-01 시행분 (2026-03-17 공포)" for a read with a pending version.
 *
 * @example
 * ```ts
 * import { pendingText } from "./library_notes.ts";
 * pendingText({ kind: "library", label: "", name: "근로기준법", pending: { effective: "20270101" } });
 * // "시행 예정: 근로기준법 2027-01-01 시행분"
 * ```
 */
export function pendingText(r: LibraryRead): string | undefined {
  const p = r.pending;
  if (!p) return undefined;
  return `시행 예정: ${r.name ?? r.lawId} ${showDate(p.effective)} 시행분` +
    (p.promulgated ? ` (${showDate(p.promulgated)} 공포)` : "");
}

/** The context of a call that asked for `source: "live"`: the library is not consulted. */
export function contextFor(ctx: ToolContext, args: Record<string, unknown>): ToolContext {
  if (args.source !== LIVE_SOURCE || !ctx.library) return ctx;
  const { library: _skip, ...rest } = ctx;
  return rest;
}
