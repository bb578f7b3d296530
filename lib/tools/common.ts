/**
 * Pieces the statute-list tools of several categories (history, lookup, english, structure,
 * statutes) share: the request helper, the `org` argument, date windows
 * (`from`/`to` as the upstream wants them and as a text shows them), the one line of a statute
 * row, and fitting a non-list answer into the budget.
 *
 * @module
 */

import { z } from "zod";
import type { DrfParams, DrfResult } from "../drf/client.ts";
import { InputError } from "../errors.ts";
import type { LawSearchRow } from "../parse/search.ts";
import { todayKst } from "../parse/statute.ts";
import { showDate } from "../vocab/dates.ts";
import type { ToolContext } from "./define.ts";
import { callDrf } from "./meta.ts";
import type { CallTracker } from "./define.ts";
import type { DrfTarget } from "../targets/mod.ts";

/** `org`: 소관부처코드, 7 digits (e.g. 1613000 국토교통부). */
export const orgArg: z.ZodString = z.string().trim().regex(/^\d{7}$/, "7-digit code")
  .describe("소관부처코드, e.g. 1613000 국토교통부");

/** A search (lawSearch.do) or body (lawService.do) call through the request's budget. */
export function drf(
  ctx: ToolContext,
  track: CallTracker,
  endpoint: "search" | "service",
  target: DrfTarget,
  params: DrfParams,
): Promise<DrfResult> {
  return callDrf(ctx, track, { endpoint, target, params });
}

/** `YYYYMMDD` moved by `delta` days. */
export function shiftDay(ymd: string, delta: number): string {
  const d = new Date(Date.UTC(+ymd.slice(0, 4), +ymd.slice(4, 6) - 1, +ymd.slice(6)));
  d.setUTCDate(d.getUTCDate() + delta);
  return d.toISOString().slice(0, 10).replaceAll("-", "");
}

/** Yesterday in Korea: the last day whose change lists are published (day D appears on D+1). */
export function lastPublishedDay(): string {
  return shiftDay(todayKst(), -1);
}

/** Refuses a window that ends before it starts. */
export function checkWindow(from?: string, to?: string): void {
  if (from && to && from > to) {
    throw new InputError(`from ${showDate(from)}이 to ${showDate(to)}보다 늦습니다.`, "from");
  }
}

/** The days of a window, newest first; refuses windows longer than `max` days. */
export function daysOf(from: string, to: string, max: number): string[] {
  checkWindow(from, to);
  const days: string[] = [];
  for (let d = to; d >= from; d = shiftDay(d, -1)) {
    if (days.length === max) {
      throw new InputError(
        `${showDate(from)} ~ ${showDate(to)}: 한 번에 ${max}일까지 봅니다. ` +
          `to를 주거나 기간을 나눠 물으세요 (하루면 from과 to를 같은 날로).`,
        "from",
      );
    }
    days.push(d);
  }
  return days;
}

/** A window as the upstream's range value (`A~B`); open ends are filled in. */
export function upstreamRange(from?: string, to?: string): string | undefined {
  if (!from && !to) return undefined;
  checkWindow(from, to);
  return `${from ?? "19000101"}~${to ?? "99991231"}`;
}

/**
 * A window as the upstream's day or range parameters: one day when `from` equals `to`, else a
 * start and (when given) an end — the upstream reads a missing end as "until now".
 */
export function dayOrRange(
  names: { day: string; from: string; to: string },
  from?: string,
  to?: string,
): Record<string, string | undefined> {
  checkWindow(from, to);
  return from && from === to ? { [names.day]: from } : { [names.from]: from, [names.to]: to };
}

/** How a window reads in a text: one day, `A ~ B`, `A ~` or `~ B`. */
export function showWindow(from?: string, to?: string, none = "전체 기간"): string {
  if (!from && !to) return none;
  if (from === to) return showDate(from);
  return `${showDate(from)} ~ ${showDate(to)}`.trim();
}

/** One statute row as a line: name, kind, status, change, dates, ministry and ids. */
export function lawRowLine(r: LawSearchRow, prefix = ""): string {
  const tags = [r.kind ?? "?", r.status].filter(Boolean).join(", ");
  return `- ${prefix}${r.name} [${tags}] ${r.revisionType ?? ""} 공포 ${
    showDate(r.promulgationDate)
  } 시행 ${showDate(r.effectiveDate)} · ${r.ministry ?? ""} · 법령ID ${r.lawId} · MST ${r.mst}`;
}

/**
 * Joins `head` and `lines` within `maxChars`; when lines must be dropped, says how many were
 * shown and where the rest is (`rest`).
 */
export function fitLines(head: string[], lines: string[], maxChars: number, rest: string): string {
  const out = [...head];
  let used = out.join("\n").length;
  let shown = 0;
  for (const l of lines) {
    if (shown > 0 && used + l.length + 1 > maxChars) break;
    out.push(l);
    used += l.length + 1;
    shown++;
  }
  if (shown < lines.length) {
    out.push(`[응답 길이 제한으로 ${lines.length}건 중 ${shown}건만 보였습니다. ${rest}]`);
  }
  return out.join("\n");
}

/** Cuts one long text to `n` characters with an ellipsis. */
export function clip(s: string | undefined, n: number): string {
  const t = (s ?? "").replace(/\s+/g, " ").trim();
  return t.length > n ? `${t.slice(0, n)}…` : t;
}
