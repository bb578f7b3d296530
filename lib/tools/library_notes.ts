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
 * `source: "live"` when the tool takes it, else the statute's text read live.
 *
 * @example
 * ```ts
 * import { confirmCall } from "./library_notes.ts";
 * // confirmCall(getLawText, { name: "민법", articles: ["제750조"] }, read)
 * // → 'get_law_text {"name":"민법","articles":["제750조"],"source":"live"}'
 * ```
 */
export function confirmCall(
  tool: ToolDef,
  args: Record<string, unknown>,
  read: LibraryRead,
): string {
  if (takesLive(tool)) {
    return pointerText(morePointer(tool.name, tool.input, args, { source: LIVE_SOURCE }));
  }
  return pointerText(
    pointer("get_law_text", {
      lawId: read.lawId,
      name: read.lawId ? undefined : read.name,
      source: LIVE_SOURCE,
    }),
  );
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
    const p = r.pending;
    lines.push(
      `〔시행 예정: ${r.name ?? r.lawId} ${showDate(p.effective)} 시행분` +
        `${p.promulgated ? ` (${showDate(p.promulgated)} 공포)` : ""} — ${
          pointerText(pointer("get_law_text", { lawId: r.lawId, asOf: p.effective }))
        }〕`,
    );
  }
  return lines;
}

/** The context of a call that asked for `source: "live"`: the library is not consulted. */
export function contextFor(ctx: ToolContext, args: Record<string, unknown>): ToolContext {
  if (args.source !== LIVE_SOURCE || !ctx.library) return ctx;
  const { library: _skip, ...rest } = ctx;
  return rest;
}
