/**
 * `get_law_abbreviations`: official 법령 약칭 registered by 법제처 (`lsAbrv`), optionally within a
 * registration window, optionally narrowed here to names containing a word.
 *
 * @module
 */

import { z } from "zod";
import { normalizeLawName } from "../../law/names.ts";
import { parseAbbreviations } from "../../parse/law_extras.ts";
import { dateArg, showDate } from "../../vocab/dates.ts";
import { defineListTool } from "../list_tool.ts";
import { LawRowSchema } from "../schemas.ts";
import { drf, showWindow } from "../common.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** The `get_law_abbreviations` tool. */
export const getLawAbbreviations: GeneratedTool<"get_law_abbreviations"> = defineListTool({
  name: "get_law_abbreviations",
  title: "법령명 약칭 목록",
  targets: ["law", "lsAbrv"],
  intents: ["약칭", "줄임말", "법령 약어"],
  aliases: ["list_law_abbreviations"],
  description: "Official statute abbreviations (법령 약칭) with the full names, optionally " +
    "registered in a window (from–to) or containing a word.",
  args: {
    query: z.string().trim().min(1).max(100).optional()
      .describe("keep rows whose name or 약칭 contains this (filters each page here)"),
    from: dateArg.optional().describe("registered from"),
    to: dateArg.optional().describe("registered until"),
  },
  display: 100,
  row: LawRowSchema.extend({ registeredDate: z.string().optional() }),
  async fetch(a, ctx, call) {
    const res = await drf(ctx, call.track, "search", "lsAbrv", {
      stdDt: a.from,
      endDt: a.to,
      display: a.display,
      page: a.page,
    });
    const page = parseAbbreviations(res.data);
    if (!a.query) return page;
    const want = normalizeLawName(a.query);
    const rows = page.rows.filter((r) =>
      normalizeLawName(r.name).includes(want) ||
      normalizeLawName(r.abbreviation ?? "").includes(want)
    );
    return { ...page, rows, scanned: page.rows.length };
  },
  heading: (a) =>
    `법령 약칭 (등록 ${showWindow(a.from, a.to)}${
      a.query ? `; 이 쪽에서 '${a.query}' 포함만` : ""
    })`,
  line: (r) =>
    `- ${r.abbreviation ?? "?"} → ${r.name} [${r.kind ?? "?"}] 등록 ${
      showDate(r.registeredDate)
    } · 법령ID ${r.lawId}`,
  empty: "조건에 맞는 약칭이 없습니다.",
});
