/**
 * `get_law_change_history`: statutes changed on one day (법령 변경이력, `lsHstInf`). The
 * upstream publishes a day's changes on the next day, so "today" is usually empty.
 *
 * @module
 */

import { z } from "zod";
import { parseLawChanges } from "../../parse/law_change.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { moreLine, nextPage, pagingInput, pagingOutput } from "../paging.ts";
import { LawRowSchema, MetaSchema } from "../schemas.ts";
import { drf, fitLines, given, orgArg, ymd, ymdArg } from "./common.ts";

const input = z.object({
  regDt: ymdArg.describe("change day YYYYMMDD; data of day D appear on D+1 (ask yesterday)"),
  org: orgArg.optional().describe("소관부처코드, e.g. 1613000"),
  ...pagingInput,
});

const output = z.object({
  regDt: z.string(),
  ...pagingOutput,
  rows: z.array(LawRowSchema),
  meta: MetaSchema,
});

/** The `get_law_change_history` tool. */
export const getLawChangeHistory: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_law_change_history",
  title: "법령 변경이력 (일자별)",
  aliases: ["get_law_history", "get_law_changes"],
  description: "Statutes changed (제정·개정·폐지) on a given day (법령 변경이력), optionally " +
    "one ministry. Data lag one day.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(a, ctx) {
    const track = new MetaTracker(ctx);
    const res = await drf(ctx, track, "search", "lsHstInf", {
      regDt: a.regDt,
      org: a.org,
      display: a.display,
      page: a.page,
    });
    const page = parseLawChanges(res.data);
    const next = nextPage(page.total, a.page, a.display);
    const head = [`${ymd(a.regDt)} 법령 변경이력: ${page.total}건 중 ${page.rows.length}건`];
    if (page.total === 0) {
      head.push("이 날짜에 변경된 법령이 없습니다 (당일 자료는 다음 날 반영됩니다).");
    }
    const lines = page.rows.map((r) =>
      `- ${r.name} [${r.kind ?? "?"}] ${r.revisionType ?? ""} 공포 ${ymd(r.promulgationDate)} ` +
      `시행 ${ymd(r.effectiveDate)} · ${r.ministry ?? ""} · 법령ID ${r.lawId} · MST ${r.mst}`
    );
    const more = moreLine("get_law_change_history", given(a), next);
    const { text } = fitLines(head, lines, more ? [more] : [], ctx.maxChars, "display를 줄이세요.");
    return {
      structured: {
        regDt: a.regDt,
        total: page.total,
        page: page.page,
        next,
        rows: page.rows,
        meta: track.meta(),
      },
      text,
    };
  },
});
