/**
 * Where a character window over a long text ends: at the budget, or at a line break shortly
 * before it, so that a cut answer does not split a line when that can be helped. Used by the
 * tools that continue a text by character offset (decision bodies, treaties).
 *
 * @module
 */

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
