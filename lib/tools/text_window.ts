/**
 * Cutting a long text by character offset (decision bodies, treaties): where a window ends — at
 * the budget, or at a line break shortly before it, so that a cut answer does not split a line
 * when that can be helped — and the truncation with the call that continues it.
 *
 * @module
 */

import type { ToolCall } from "./define.ts";
import type { Truncation } from "./paging.ts";
import { pointerText } from "../vocab/pointer.ts";

/**
 * The end (exclusive) of the window `[start, start + budget)` of `text`, moved back to just
 * after a line break that lies in the window's last `1 - keep` part.
 *
 * @example
 * ```ts
 * import { windowEnd } from "./text_window.ts";
 * windowEnd("aaaa\nbbbb", 0, 7); // 5: just after the line break
 * ```
 */
export function windowEnd(text: string, start: number, budget: number, keep = 0.7): number {
  let stop = Math.min(text.length, start + budget);
  if (stop < text.length) {
    const nl = text.lastIndexOf("\n", stop - 1);
    if (nl >= start && nl + 1 > start + (stop - start) * keep) stop = nl + 1;
  }
  return stop;
}

/** A text cut by character offset: what was shown, and the pointer to the rest. */
export interface CharCut {
  /** Set when characters remain after `end`. */
  truncated?: Truncation;
  /** The line that says so, ending with the call that continues (empty when nothing remains). */
  notice: string;
}

/**
 * The truncation of a character window `[offset, end)` of `total` characters: the pointer is
 * this call with `offset: end` (and `patch`, e.g. the id a case number resolved to).
 */
export function charCut(
  call: ToolCall,
  what: string,
  w: { offset: number; end: number; total: number; patch?: Record<string, unknown> },
): CharCut {
  if (w.end >= w.total) return { notice: "" };
  const next = call.more({ ...w.patch, offset: w.end });
  return {
    truncated: { shown: w.end - Math.min(w.offset, w.total), total: w.total, next },
    notice: `[응답 길이 제한으로 ${what} ${w.total}자 중 ${
      w.offset + 1
    }–${w.end}자만 보였습니다. 나머지: ${pointerText(next)}]`,
  };
}
