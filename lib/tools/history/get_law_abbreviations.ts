/**
 * `get_law_abbreviations`: official 법령 약칭 registered by 법제처 (`lsAbrv`), optionally within a
 * registration window, optionally narrowed locally to names containing a word.
 *
 * @module
 */

import { z } from "zod";
import { normalizeLawName } from "../../law/names.ts";
import { parseAbbreviations } from "../../parse/law_extras.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { moreLine, nextPage, pagingInput, pagingOutput } from "../paging.ts";
import { LawRowSchema, MetaSchema } from "../schemas.ts";
import { drf, fitLines, given, ymd, ymdArg } from "./common.ts";

const input = z.object({
  stdDt: ymdArg.optional().describe("registered from (YYYYMMDD)"),
  endDt: ymdArg.optional().describe("registered until"),
  contains: z.string().trim().min(1).max(100).optional()
    .describe("keep rows whose name or 약칭 contains this (filters this page only)"),
  ...pagingInput,
  display: z.number().int().min(1).max(100).default(100).describe("rows per page"),
});

const output = z.object({
  ...pagingOutput,
  filteredOut: z.number().int().describe("rows of this page dropped by `contains`"),
  rows: z.array(LawRowSchema.extend({ registeredDate: z.string().optional() })),
  meta: MetaSchema,
});

/** The `get_law_abbreviations` tool. */
export const getLawAbbreviations: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_law_abbreviations",
  title: "법령명 약칭 목록",
  aliases: ["list_law_abbreviations"],
  description: "Official statute abbreviations (법령 약칭) with the full names, optionally " +
    "by registration date (stdDt~endDt).",
  input,
  output,
  annotations: READ_ONLY,
  async handler(a, ctx) {
    const track = new MetaTracker(ctx);
    const res = await drf(ctx, track, "search", "lsAbrv", {
      stdDt: a.stdDt,
      endDt: a.endDt,
      display: a.display,
      page: a.page,
    });
    const page = parseAbbreviations(res.data);
    const want = a.contains ? normalizeLawName(a.contains) : undefined;
    const rows = want
      ? page.rows.filter((r) =>
        normalizeLawName(r.name).includes(want) ||
        normalizeLawName(r.abbreviation ?? "").includes(want)
      )
      : page.rows;
    const next = nextPage(page.total, a.page, a.display);
    const head = [
      `법령 약칭: ${page.total}건 중 이 쪽 ${page.rows.length}건` +
      (want ? `, '${a.contains}' 포함 ${rows.length}건` : ""),
    ];
    if (!rows.length) head.push("조건에 맞는 약칭이 없습니다.");
    const lines = rows.map((r) =>
      `- ${r.abbreviation ?? "?"} → ${r.name} [${r.kind ?? "?"}] 등록 ${ymd(r.registeredDate)} · ` +
      `법령ID ${r.lawId}`
    );
    const more = moreLine("get_law_abbreviations", given(a), next);
    const { text } = fitLines(head, lines, more ? [more] : [], ctx.maxChars, "display를 줄이세요.");
    return {
      structured: {
        total: page.total,
        page: page.page,
        next,
        filteredOut: page.rows.length - rows.length,
        rows,
        meta: track.meta(),
      },
      text,
    };
  },
});
