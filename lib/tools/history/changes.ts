/**
 * The statutes changed over a window of days, read from the daily change lists (`lsHstInf`,
 * one list per day: the upstream has no range query), newest day first, within the request's
 * budget. Days that could not be read are named with the reason, never counted as "no change".
 * Shared by `get_law_change_history` (the rows) and `get_law_statistics` (their counts).
 *
 * @module
 */

import { z } from "zod";
import { DrfError } from "../../errors.ts";
import { parseLawChanges } from "../../parse/law_change.ts";
import { showDate } from "../../vocab/dates.ts";
import type { ToolContext } from "../define.ts";
import type { ListPageData } from "../list_tool.ts";
import type { CallTracker } from "../define.ts";
import { pageOf } from "../paging.ts";
import { LawRowSchema } from "../schemas.ts";
import { daysOf, drf, lastPublishedDay, showWindow } from "../common.ts";

/** Days one call may walk (one upstream call per day, more for very busy days). */
export const MAX_DAYS = 31;

/** Calls kept in reserve so that a caller's chain can still answer after the walk. */
const RESERVE = 2;

/** A changed statute with the day its change was listed. */
export const ChangedLawSchema = LawRowSchema.extend({
  day: z.string().describe("YYYYMMDD of the change list it was on"),
});

/** Type of {@link ChangedLawSchema}. */
export type ChangedLaw = z.output<typeof ChangedLawSchema>;

/** Output fields saying which days were read. */
export const walkOutput = {
  from: z.string(),
  to: z.string(),
  daysChecked: z.array(z.string()),
  daysNotChecked: z.array(z.object({ day: z.string(), reason: z.string() }))
    .describe("days not (fully) read — unknown, not unchanged"),
};

/** The result of a walk. */
export interface ChangeWalk {
  /** First day. */
  from: string;
  /** Last day. */
  to: string;
  /** Days whose list was read. */
  daysChecked: string[];
  /** Days not (fully) read, with why. */
  daysNotChecked: { day: string; reason: string }[];
  /** Changed statutes, newest day first. */
  rows: ChangedLaw[];
}

/**
 * The last day of a window left open: the last published day (yesterday in Korea; day D is
 * listed on D+1), or `from` itself when that is later.
 */
export function openEnd(from: string | undefined): string {
  const last = lastPublishedDay();
  return from && from > last ? from : last;
}

/** Reads the change lists of `from`…`to` (at most {@link MAX_DAYS} days). */
async function walkChanges(
  ctx: ToolContext,
  track: CallTracker,
  q: { from: string; to: string; org?: string },
): Promise<ChangeWalk> {
  const days = daysOf(q.from, q.to, MAX_DAYS);
  const out: ChangeWalk = { from: q.from, to: q.to, daysChecked: [], daysNotChecked: [], rows: [] };
  const room = () => ctx.budget.limits.maxCalls - ctx.budget.calls > RESERVE;
  let firstError: DrfError | undefined;
  for (const day of days) {
    let read = 0;
    let total = 0;
    try {
      for (let page = 1; page === 1 || (read < total && room()); page++) {
        if (page === 1 && !room()) throw new DrfError("BUDGET_EXHAUSTED", "request budget");
        const res = await drf(ctx, track, "search", "lsHstInf", {
          regDt: day,
          org: q.org,
          display: 100,
          page,
        });
        const p = parseLawChanges(res.data);
        total = p.total;
        read += p.rows.length;
        out.rows.push(...p.rows.map((r) => ({ ...r, day })));
        if (!p.rows.length) break;
      }
      out.daysChecked.push(day);
      if (read < total) {
        out.daysNotChecked.push({ day, reason: `only ${read} of ${total} rows read` });
      }
    } catch (e) {
      if (!(e instanceof DrfError)) throw e;
      firstError ??= e;
      const quiet = e.code === "BUDGET_EXHAUSTED" || e.code === "ABORTED";
      out.daysNotChecked.push({ day, reason: quiet ? e.code : `${e.code}: ${e.message}` });
      if (read) out.daysChecked.push(day);
    }
  }
  if (!out.daysChecked.length && firstError) throw firstError;
  return out;
}

/** What a text says about a walk: its days. */
type WalkDays = Pick<ChangeWalk, "from" | "to" | "daysChecked" | "daysNotChecked">;

/**
 * One page of the changes in `from`…`to` (an open end runs to the last published day), with
 * the walk's days for the output and every row for whoever counts them.
 */
export async function changesPage(
  ctx: ToolContext,
  track: CallTracker,
  a: { from: string; to?: string; org?: string; page: number; display: number },
): Promise<ListPageData<ChangedLaw> & { all: ChangedLaw[]; walk: WalkDays }> {
  const { rows, ...walk } = await walkChanges(ctx, track, {
    from: a.from,
    to: a.to ?? openEnd(a.from),
    org: a.org,
  });
  return { ...pageOf(rows, a.page, a.display), all: rows, walk };
}

/**
 * The heading of a walk's answer: the days not read (so that a gap never reads as "no
 * change"), then `2025-10-01 ~ 2025-10-03 (조회한 날 3/3일) <title>`, then `lines`.
 */
export function walkHeading(w: WalkDays | undefined, title: string, lines: string[] = []): string {
  if (!w) return title;
  const all = daysOf(w.from, w.to, MAX_DAYS).length;
  return [
    ...w.daysNotChecked.map((n) =>
      `※ ${showDate(n.day)}: 확인하지 못함 (${n.reason}) — 변경 없음이 아닙니다.`
    ),
    `${showWindow(w.from, w.to)} (조회한 날 ${w.daysChecked.length}/${all}일) ${title}`,
    ...lines,
  ].join("\n");
}
