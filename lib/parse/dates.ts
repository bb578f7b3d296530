/**
 * Dates as the upstream writes them — `20251211` in bodies and law lists, `2025.12.11` in
 * decision lists, unpadded `2010.1.1` in lsHistory, `2015.1.30.` with a trailing dot, and `"0"`
 * for "none" (drf-api.md Q7) — read into one form, `YYYYMMDD`. The single reader of that
 * vocabulary; everything that parses an upstream date goes through it.
 *
 * @module
 */

/**
 * `YYYYMMDD` for any of the upstream's date spellings, or undefined when it is not a date.
 * Eight bare digits must be exactly that; separated forms may omit padding.
 *
 * @example
 * ```ts
 * import { toYmd } from "./dates.ts";
 * toYmd("2010. 1. 1."); // "20100101"
 * toYmd("0"); // undefined
 * ```
 */
export function toYmd(raw: string | undefined): string | undefined {
  const v = raw?.trim();
  if (!v) return undefined;
  const m = /^(\d{4})\s*(?:[.\-/]\s*)?(\d{1,2})\s*(?:[.\-/]\s*)?(\d{1,2})\.?$/.exec(v);
  if (!m || !(v.length === 8 || /[.\-/]/.test(v))) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || mo < 1 || mo > 12 || d < 1 || d > 31) return undefined;
  return `${m[1]}${String(mo).padStart(2, "0")}${String(d).padStart(2, "0")}`;
}
