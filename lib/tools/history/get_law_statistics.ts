/**
 * `get_law_statistics`: how many statutes changed over a window of days, by kind of change and
 * by ministry, with the changed statutes as a list — from the same day-by-day change lists as
 * `get_law_change_history` (one upstream call per day). Days the budget could not cover are
 * named, never counted as "no change".
 *
 * @module
 */

import { z } from "zod";
import { defineListTool } from "../list_tool.ts";
import { dateArg, showDate } from "../../vocab/dates.ts";
import { ChangedLawSchema, changesPage, openEnd, walkHeading, walkOutput } from "./changes.ts";
import { orgArg, shiftDay } from "../common.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const count = z.array(z.object({ key: z.string(), count: z.number().int() }));

function tally(values: (string | undefined)[]): { key: string; count: number }[] {
  const m = new Map<string, number>();
  for (const v of values) m.set(v ?? "(미상)", (m.get(v ?? "(미상)") ?? 0) + 1);
  return [...m].map(([key, c]) => ({ key, count: c })).sort((a, b) => b.count - a.count);
}

const show = (c: { key: string; count: number }[], n = c.length) =>
  c.slice(0, n).map((x) => `${x.key} ${x.count}`).join(", ") || "없음";

/** The `get_law_statistics` tool. */
export const getLawStatistics: GeneratedTool<"get_law_statistics"> = defineListTool({
  name: "get_law_statistics",
  title: "법령 변경 통계",
  targets: ["lsHstInf"],
  description: "Counts of statute changes over a window of days (default the last 7 published " +
    "days) by 제개정 kind and ministry, with the changed statutes; one upstream call per day.",
  args: {
    from: dateArg.optional().describe("first day; default 6 days before `to`"),
    to: dateArg.optional().describe("last day; default the last published day (yesterday)"),
    org: orgArg.optional(),
  },
  display: 10,
  row: ChangedLawSchema,
  extra: { ...walkOutput, byRevisionType: count, byMinistry: count },
  async fetch(a, ctx, call) {
    const to = a.to ?? openEnd(a.from);
    const { all, walk, ...page } = await changesPage(ctx, call.track, {
      ...a,
      from: a.from ?? shiftDay(to, -6),
      to,
    });
    return {
      ...page,
      extra: {
        ...walk,
        byRevisionType: tally(all.map((r) => r.revisionType)),
        byMinistry: tally(all.map((r) => r.ministry)),
      },
    };
  },
  heading: (_a, x) =>
    walkHeading(x, "법령 변경 통계", [
      `제개정 구분: ${show(x?.byRevisionType ?? [])}`,
      `소관부처: ${show(x?.byMinistry ?? [], 8)}`,
      "변경 법령",
    ]),
  line: (r) => `- ${showDate(r.day)} ${r.name} ${r.revisionType ?? ""} (법령ID ${r.lawId})`,
  empty: "이 기간에 변경된 법령이 없습니다 (당일 자료는 다음 날 반영됩니다).",
});
