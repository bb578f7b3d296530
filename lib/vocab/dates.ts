/**
 * Dates in arguments and in answers: the one reader of a caller's date (`2024-01-01`,
 * `20240101`, `2024.01.01`, `2024. 1. 1.`), which refuses dates that do not exist, and the one
 * display format every text answer uses. Structured output keeps `YYYYMMDD`, the form the
 * upstream and every date argument accept.
 *
 * @module
 */

import { z } from "zod";

/**
 * `YYYYMMDD` for a caller's date, or a message saying why it is not one.
 *
 * @example
 * ```ts
 * import { readDateArg } from "./dates.ts";
 * readDateArg("2024.01.31"); // { ymd: "20240131" }
 * readDateArg("2024-02-31"); // { error: "2024-02-31: 2월에는 31일이 없습니다" }
 * ```
 */
export function readDateArg(raw: string): { ymd: string } | { error: string } {
  const v = raw.trim();
  const m = /^(\d{4})(?:(\d{2})(\d{2})|\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})\.?)$/.exec(v);
  if (!m) return { error: `'${raw}': 날짜는 YYYY-MM-DD, YYYYMMDD 또는 YYYY.MM.DD로 주세요` };
  const y = Number(m[1]);
  const mo = Number(m[2] ?? m[4]);
  const d = Number(m[3] ?? m[5]);
  if (y < 1900 || y > 9999) return { error: `'${raw}': 연도는 1900–9999` };
  if (mo < 1 || mo > 12) return { error: `'${raw}': ${mo}월은 없습니다` };
  const last = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d < 1 || d > last) return { error: `'${raw}': ${mo}월에는 ${d}일이 없습니다` };
  return { ymd: `${m[1]}${String(mo).padStart(2, "0")}${String(d).padStart(2, "0")}` };
}

/**
 * A date argument: any spelling {@link readDateArg} reads, validated and turned into
 * `YYYYMMDD`. Every tool's `asOf`, `from` and `to` is this one schema.
 */
export const dateArg: z.ZodPipe<z.ZodString, z.ZodTransform<string, string>> = z.string()
  .describe("YYYY-MM-DD")
  .transform((s, ctx) => {
    const r = readDateArg(s);
    if ("ymd" in r) return r.ymd;
    ctx.issues.push({ code: "custom", message: r.error, input: s });
    return z.NEVER;
  });

/**
 * The display form of a date in every text answer: `20251001` → `2025-10-01`. Anything that
 * is not eight digits is shown as given (an upstream's free text stays readable).
 *
 * @example
 * ```ts
 * import { showDate } from "./dates.ts";
 * showDate("20251001"); // "2025-10-01"
 * ```
 */
export function showDate(ymd: string | undefined): string {
  return ymd && /^\d{8}$/.test(ymd)
    ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}`
    : ymd ?? "";
}
