/**
 * `get_law_change_history`: statutes changed (제정·개정·폐지) on a day or over a window of up
 * to 31 days (법령 변경이력, `lsHstInf`). The upstream lists one day per call and publishes a
 * day's changes on the next day.
 *
 * Dates are a window, `from`–`to`, not one `asOf`: "what changed last week" is the question a
 * watcher asks, and one call should answer it. The upstream has no range query, so the window
 * is walked one day per call within the request budget (≤31 days, newest first); a day that
 * could not be read is named, never counted as unchanged. One day is `from` = `to`; without
 * `to` the window runs to the last published day.
 *
 * @module
 */

import { defineListTool } from "../list_tool.ts";
import { dateArg, showDate } from "../../vocab/dates.ts";
import { ChangedLawSchema, changesPage, walkHeading, walkOutput } from "./changes.ts";
import { lawRowLine, orgArg } from "../common.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** The `get_law_change_history` tool. */
export const getLawChangeHistory: GeneratedTool<"get_law_change_history"> = defineListTool({
  name: "get_law_change_history",
  title: "법령 변경이력 (일자별)",
  targets: ["lsHstInf"],
  intents: ["변경 이력", "최근 개정된 법", "개정된 법령 목록"],
  aliases: ["get_law_history", "get_law_changes"],
  description: "Statutes changed (제정·개정·폐지) on a day (from = to) or in a window of up " +
    "to 31 days, optionally of one ministry. A day's changes appear the next day.",
  args: {
    from: dateArg.describe("first day (YYYY-MM-DD)"),
    to: dateArg.optional().describe("last day; default the last published day (yesterday)"),
    org: orgArg.optional(),
  },
  row: ChangedLawSchema,
  extra: walkOutput,
  async fetch(a, ctx, call) {
    const { all: _, walk, ...page } = await changesPage(ctx, call.track, a);
    return { ...page, extra: walk };
  },
  heading: (_a, w) => walkHeading(w, "법령 변경이력"),
  line: (r) => lawRowLine(r, `${showDate(r.day)} `),
  empty: "이 기간에 변경된 법령이 없습니다 (당일 자료는 다음 날 반영됩니다).",
});
