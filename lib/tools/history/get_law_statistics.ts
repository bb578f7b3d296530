/**
 * `get_law_statistics`: how many statutes changed over the last days, by kind of change and by
 * ministry, from the daily change lists (`lsHstInf`, one upstream call per day). Days the budget
 * could not cover are listed, never counted as "no change".
 *
 * @module
 */

import { z } from "zod";
import { DrfError } from "../../errors.ts";
import { parseLawChanges } from "../../parse/law_change.ts";
import { todayKst } from "../../parse/statute.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { MetaSchema } from "../schemas.ts";
import { drf, orgArg, ymd, ymdArg } from "./common.ts";

const input = z.object({
  days: z.number().int().min(1).max(31).default(7),
  until: ymdArg.optional().describe("last day YYYYMMDD (default yesterday: data lag a day)"),
  org: orgArg.optional(),
  limit: z.number().int().min(1).max(50).default(10).describe("top laws listed"),
});

const count = z.array(z.object({ key: z.string(), count: z.number().int() }));

const output = z.object({
  from: z.string(),
  until: z.string(),
  daysChecked: z.array(z.string()),
  daysNotChecked: z.array(z.object({ day: z.string(), reason: z.string() })),
  total: z.number().int().describe("changes on the checked days"),
  byRevisionType: count,
  byMinistry: count,
  laws: z.array(
    z.object({
      lawId: z.string(),
      name: z.string(),
      day: z.string(),
      revisionType: z.string().optional(),
    }),
  ),
  meta: MetaSchema,
});

function shiftDay(ymdStr: string, delta: number): string {
  const d = new Date(Date.UTC(+ymdStr.slice(0, 4), +ymdStr.slice(4, 6) - 1, +ymdStr.slice(6)));
  d.setUTCDate(d.getUTCDate() + delta);
  return d.toISOString().slice(0, 10).replaceAll("-", "");
}

function tally(values: (string | undefined)[]): { key: string; count: number }[] {
  const m = new Map<string, number>();
  for (const v of values) m.set(v ?? "(미상)", (m.get(v ?? "(미상)") ?? 0) + 1);
  return [...m].map(([key, c]) => ({ key, count: c })).sort((a, b) => b.count - a.count);
}

/** The `get_law_statistics` tool. */
export const getLawStatistics: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_law_statistics",
  title: "법령 변경 통계",
  description:
    "Counts of statute changes over recent days (by 제개정 kind and ministry), from the daily " +
    "change lists; one call per day.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(a, ctx) {
    const track = new MetaTracker(ctx);
    const until = a.until ?? shiftDay(todayKst(), -1);
    const days = Array.from({ length: a.days }, (_, i) => shiftDay(until, -i));
    const checked: string[] = [];
    const notChecked: { day: string; reason: string }[] = [];
    const rows: {
      lawId: string;
      name: string;
      day: string;
      revisionType?: string;
      ministry?: string;
    }[] = [];
    for (const day of days) {
      // Keep two calls in reserve so a caller's chain can still answer after this tool.
      if (ctx.budget.calls >= ctx.budget.limits.maxCalls - 2) {
        notChecked.push({ day, reason: "request budget" });
        continue;
      }
      try {
        const res = await drf(ctx, track, "search", "lsHstInf", {
          regDt: day,
          org: a.org,
          display: 100,
        });
        const page = parseLawChanges(res.data);
        checked.push(day);
        for (const r of page.rows) {
          rows.push({
            lawId: r.lawId,
            name: r.name,
            day,
            revisionType: r.revisionType,
            ministry: r.ministry,
          });
        }
        if (page.total > page.rows.length) {
          notChecked.push({ day, reason: `only ${page.rows.length} of ${page.total} rows read` });
        }
      } catch (e) {
        if (!(e instanceof DrfError) || e.code === "BUDGET_EXHAUSTED" || e.code === "ABORTED") {
          if (e instanceof DrfError) notChecked.push({ day, reason: e.code });
          else throw e;
          continue;
        }
        notChecked.push({ day, reason: `${e.code}: ${e.message}` });
      }
    }
    if (checked.length === 0 && notChecked.length) {
      throw new DrfError(
        "UPSTREAM_HTTP",
        `변경이력을 하루도 조회하지 못했습니다: ${notChecked[0].reason}`,
        {
          target: "lsHstInf",
        },
      );
    }
    const byRevisionType = tally(rows.map((r) => r.revisionType));
    const byMinistry = tally(rows.map((r) => r.ministry));
    const laws = rows.slice(0, a.limit).map(({ ministry: _m, ...r }) => r);
    const from = days[days.length - 1];
    const lines = [
      `${ymd(from)} ~ ${
        ymd(until)
      } 법령 변경: ${rows.length}건 (조회한 날 ${checked.length}/${days.length}일)`,
      `제개정 구분: ${byRevisionType.map((x) => `${x.key} ${x.count}`).join(", ") || "없음"}`,
      `소관부처: ${byMinistry.slice(0, 8).map((x) => `${x.key} ${x.count}`).join(", ") || "없음"}`,
      ...laws.map((l) => `- ${ymd(l.day)} ${l.name} ${l.revisionType ?? ""} (법령ID ${l.lawId})`),
      ...notChecked.map((n) =>
        `※ ${ymd(n.day)}: 확인하지 못함 (${n.reason}) — 변경 없음이 아닙니다.`
      ),
    ];
    return {
      structured: {
        from,
        until,
        daysChecked: checked,
        daysNotChecked: notChecked,
        total: rows.length,
        byRevisionType,
        byMinistry,
        laws,
        meta: track.meta(),
      },
      text: lines.join("\n"),
    };
  },
});
