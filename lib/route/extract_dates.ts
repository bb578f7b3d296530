/**
 * Dates and periods in a query as inclusive YYYYMMDD ranges: "2019년 3월 1일", "2019.3.1",
 * "2019-03-01", "20190301", "2019년 3월" (the whole month), "2019년" (the whole year), "최근 3년",
 * "지난 6개월", "작년", "재작년", "올해", "지난달", "이번 달", "오늘", and "A부터 B까지" / "A~B"
 * joining two of them. Relative words are read against an injectable clock.
 *
 * @module
 */

import type { PeriodMention } from "./types.ts";

const pad = (n: number): string => String(n).padStart(2, "0");
const ymd = (d: Date): string => `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;
const lastDay = (y: number, m: number): number => new Date(y, m, 0).getDate();

function validDay(y: number, m: number, d: number): boolean {
  return y >= 1948 && y <= 2100 && m >= 1 && m <= 12 && d >= 1 && d <= lastDay(y, m);
}

type Reader = (m: RegExpExecArray, now: Date) => Omit<PeriodMention, "text" | "index"> | null;

function day(y: number, m: number, d: number): Omit<PeriodMention, "text" | "index"> | null {
  if (!validDay(y, m, d)) return null;
  const s = `${y}${pad(m)}${pad(d)}`;
  return { from: s, to: s, precision: "day" };
}

function month(y: number, m: number): Omit<PeriodMention, "text" | "index"> | null {
  if (!validDay(y, m, 1)) return null;
  return { from: `${y}${pad(m)}01`, to: `${y}${pad(m)}${pad(lastDay(y, m))}`, precision: "month" };
}

function year(y: number, precision: PeriodMention["precision"] = "year") {
  if (!validDay(y, 1, 1)) return null;
  return { from: `${y}0101`, to: `${y}1231`, precision };
}

function back(now: Date, n: number, unit: string): Omit<PeriodMention, "text" | "index"> {
  const d = new Date(now);
  if (unit === "년") d.setFullYear(d.getFullYear() - n);
  else if (unit === "개월" || unit === "달") d.setMonth(d.getMonth() - n);
  else if (unit === "주") d.setDate(d.getDate() - 7 * n);
  else d.setDate(d.getDate() - n);
  return { from: ymd(d), to: ymd(now), precision: "relative" };
}

// Order matters: the most specific form first, and each hit masks its span for the later ones.
const READERS: readonly [RegExp, Reader][] = [
  [/(\d{4})\s?년\s?(\d{1,2})\s?월\s?(\d{1,2})\s?일/g, (m) => day(+m[1], +m[2], +m[3])],
  [
    /(?<!\d)(\d{4})\s?[.\-/]\s?(\d{1,2})\s?[.\-/]\s?(\d{1,2})(?!\d)\.?/g,
    (m) => day(+m[1], +m[2], +m[3]),
  ],
  [/(?<![\d가-힣])((?:19|20)\d{2})(\d{2})(\d{2})(?!\d)/g, (m) => day(+m[1], +m[2], +m[3])],
  [/(\d{4})\s?년\s?(\d{1,2})\s?월/g, (m) => month(+m[1], +m[2])],
  [/(?<!\d)(\d{4})\s?[.\-/]\s?(\d{1,2})(?:\s?월)?(?![\d.])/g, (m) => month(+m[1], +m[2])],
  [/(?<![\d제])(\d{4})\s?년(?!\s?\d)/g, (m) => year(+m[1])],
  [
    /(?:최근|지난|과거)\s?(\d{1,3})\s?(년|개월|달|주|일)(?:\s?간|\s?동안)?/g,
    (m, now) => back(now, +m[1], m[2]),
  ],
  [/재작년/g, (_m, now) => year(now.getFullYear() - 2, "relative")],
  [/작년|지난\s?해|전년도?/g, (_m, now) => year(now.getFullYear() - 1, "relative")],
  [/올해|금년|이번\s?해|올\s?한\s?해/g, (_m, now) => year(now.getFullYear(), "relative")],
  [/지난\s?달|전월/g, (_m, now) => {
    const d = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    return { ...month(d.getFullYear(), d.getMonth() + 1)!, precision: "relative" };
  }],
  [/이번\s?달|이달/g, (_m, now) => ({
    ...month(now.getFullYear(), now.getMonth() + 1)!,
    precision: "relative",
  })],
  [/오늘|현재\s?시점/g, (_m, now) => ({ from: ymd(now), to: ymd(now), precision: "relative" })],
];

const JOIN = /^\s?(?:부터|에서|~|-|–)\s?$/;
const UNTIL = /^\s?(?:까지)?/;

/**
 * Every date or period in `text`, in order; two joined by 부터/~ become one range.
 *
 * @example
 * ```ts
 * import { extractDates } from "./extract_dates.ts";
 * extractDates("2019년 3월 건축법")[0]; // from "20190301", to "20190331", precision "month"
 * extractDates("최근 3년", { now: new Date(2025, 5, 15) })[0].from; // "20220615"
 * ```
 */
export function extractDates(text: string, opts: { now?: Date } = {}): PeriodMention[] {
  const now = opts.now ?? new Date();
  let rest = text;
  const found: PeriodMention[] = [];
  for (const [re, read] of READERS) {
    for (const m of [...rest.matchAll(re)]) {
      // An impossible date ("2019년 2월 30일") is masked too, so no shorter form reads part of it.
      const p = read(m as RegExpExecArray, now);
      if (p) found.push({ text: m[0], index: m.index!, ...p });
      rest = rest.slice(0, m.index!) + " ".repeat(m[0].length) + rest.slice(m.index! + m[0].length);
    }
  }
  found.sort((a, b) => a.index - b.index);
  const out: PeriodMention[] = [];
  for (const p of found) {
    const prev = out.at(-1);
    const gap = prev ? text.slice(prev.index + prev.text.length, p.index) : "";
    if (prev && prev.precision !== "relative" && JOIN.test(gap) && p.from >= prev.from) {
      const until = UNTIL.exec(text.slice(p.index + p.text.length))![0];
      out[out.length - 1] = {
        text: text.slice(prev.index, p.index + p.text.length + until.length),
        index: prev.index,
        from: prev.from,
        to: p.to,
        precision: "range",
      };
    } else out.push(p);
  }
  return out;
}
