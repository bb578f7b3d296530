/**
 * The pages' one date style (YYYY-MM-DD, spans with `~`) for texts that arrive in others: the
 * demo's recorded span and the details recorded with each document.
 *
 * @module
 */

/**
 * A recorded span (`2025-11..2026-08` or `2025-11~2026-08`) in the pages' one style.
 *
 * @example
 * ```ts
 * import { recordedSpan } from "./dates.ts";
 * recordedSpan("2025-11..2026-08"); // "2025-11~2026-08"
 * ```
 */
export function recordedSpan(s: string): string {
  return s.replace(/(\d{4}-\d{2})\.\.(\d{4}-\d{2})/, "$1~$2");
}

/**
 * Dates inside a line of text in the pages' one style: `2015.1.30.` and `2015. 1. 30.` read
 * 2015-01-30 (recorded details carry the upstream's own forms).
 *
 * @example
 * ```ts
 * import { oneDateStyle } from "./dates.ts";
 * oneDateStyle("노동위원회 · 2015.1.30."); // "노동위원회 · 2015-01-30"
 * ```
 */
export function oneDateStyle(text: string): string {
  return text.replace(
    /(\d{4})\.\s?(\d{1,2})\.\s?(\d{1,2})\.?/g,
    (_, y, m, d) => `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`,
  );
}
