/**
 * `get_deleted_data`: records deleted from the law database (`delHst`) on a day or in a window,
 * by family — for mirrors and caches that must drop them too.
 *
 * @module
 */

import { z } from "zod";
import { parseDeleted } from "../../parse/law_extras.ts";
import { dateArg, showDate } from "../../vocab/dates.ts";
import { defineListTool } from "../list_tool.ts";
import { dayOrRange, drf, showWindow } from "../common.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** Family → `knd` code (drf-api.md A023). Old codes reach `family` through VALUE_ALIASES. */
const FAMILY_CODES = { 법령: "1", 행정규칙: "2", 자치법규: "3", 학칙공단: "13" } as const;
type Family = keyof typeof FAMILY_CODES;

/** The `get_deleted_data` tool. */
export const getDeletedData: GeneratedTool<"get_deleted_data"> = defineListTool({
  name: "get_deleted_data",
  title: "삭제 데이터 목록",
  targets: ["delHst"],
  aliases: ["get_deleted_laws", "get_deleted_history"],
  description: "Records deleted from the law database (법령·행정규칙·자치법규·학칙공단) on a " +
    "day (from = to) or in a window; for keeping copies in sync.",
  args: {
    family: z.enum(Object.keys(FAMILY_CODES) as [Family, ...Family[]]).optional()
      .describe("법령, 행정규칙, 자치법규 or 학칙공단 (default all)"),
    from: dateArg.optional().describe("first deletion day"),
    to: dateArg.optional().describe("last deletion day (default: up to now)"),
  },
  row: z.object({
    serial: z.string().describe("일련번호 of the deleted record"),
    kindName: z.string().optional().describe("구분명: the family as the upstream names it"),
    deletedDate: z.string().optional(),
  }),
  async fetch(a, ctx, call) {
    const res = await drf(ctx, call.track, "search", "delHst", {
      knd: a.family ? FAMILY_CODES[a.family] : undefined,
      ...dayOrRange({ day: "delDt", from: "frmDt", to: "toDt" }, a.from, a.to),
      display: a.display,
      page: a.page,
    });
    return parseDeleted(res.data);
  },
  heading: (a) => `삭제 데이터 (${a.family ?? "전 종류"}, ${showWindow(a.from, a.to)})`,
  line: (r) => `- ${r.kindName ?? "?"} 일련번호 ${r.serial} 삭제 ${showDate(r.deletedDate)}`,
  empty: "조건에 맞는 삭제 기록이 없습니다.",
});
