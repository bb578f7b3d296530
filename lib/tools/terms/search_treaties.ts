/**
 * `search_treaties`: treaties (`trty` list) by name or text, kind, a date range and country.
 *
 * @module
 */

import { z } from "zod";
import { defineListTool } from "../list_tool.ts";
import { parseTreatyList } from "../../parse/treaty.ts";
import { pointer } from "../../vocab/pointer.ts";
import { dateArg, showDate } from "../../vocab/dates.ts";
import { queryArg } from "../../vocab/params.ts";
import { drfList } from "./shared.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** cls of each kind. */
const KIND_CODE = { "양자조약": "1", "다자조약": "2" } as const;
/** The upstream's range parameter of each date. */
const DATE_PARAM = { effective: "eftYd", concluded: "concYd" } as const;

/** The `search_treaties` tool. */
export const searchTreaties: GeneratedTool<"search_treaties"> = defineListTool({
  name: "search_treaties",
  title: "조약 검색",
  targets: ["law", "trty"],
  intents: ["조약", "협정", "협약"],
  description: "Search treaties (조약) by name or text, 양자/다자, 발효일·체결일 range, country; " +
    "rows give the ID for get_treaty.",
  args: {
    query: queryArg.optional().describe("조약명 (or text with scope body)"),
    scope: z.enum(["name", "body"]).default("name").describe("search 조약명 or 조약 본문"),
    kind: z.enum(["양자조약", "다자조약"]).optional(),
    from: dateArg.optional().describe("start of the dateField range"),
    to: dateArg.optional().describe("end of the dateField range"),
    dateField: z.enum(["effective", "concluded"]).default("effective")
      .describe("from/to bound effective 발효일 or concluded 체결일"),
    countryCode: z.string().trim().regex(/^\d{1,4}$/, "digits").optional().describe("국가코드"),
    sort: z.enum(["lasc", "ldes", "dasc", "ddes", "rasc", "rdes"]).optional()
      .describe("l 조약명, d 발효일자, r 관보게재일; asc/des"),
  },
  row: z.object({
    id: z.string().describe("조약일련번호 — use with get_treaty"),
    name: z.string(),
    kindCode: z.string().optional(),
    kind: z.string().optional(),
    effectiveDate: z.string().optional().describe("YYYYMMDD"),
    signDate: z.string().optional().describe("YYYYMMDD"),
    gazetteDate: z.string().optional().describe("YYYYMMDD"),
    treatyNo: z.string().optional().describe("조약번호 (not the ID)"),
    countryNo: z.string().optional(),
  }),
  fetch: (a, ctx, call) =>
    drfList(ctx, call, "trty", {
      query: a.query,
      search: a.scope === "body" ? 2 : undefined,
      cls: a.kind ? KIND_CODE[a.kind] : undefined,
      [DATE_PARAM[a.dateField]]: a.from || a.to
        ? `${a.from ?? "19000101"}~${a.to ?? "29991231"}`
        : undefined,
      natCd: a.countryCode,
      sort: a.sort,
      display: a.display,
      page: a.page,
    }, parseTreatyList),
  heading: (a) => `조약${a.query ? ` '${a.query}'` : ""}`,
  line: (r) =>
    `- [${r.id}] ${r.name} (${r.kind ?? "?"}, 조약 제${r.treatyNo ?? "?"}호) 발효 ${
      showDate(r.effectiveDate) || "?"
    }`,
  empty: '일치하는 조약이 없습니다. 조약명 일부나 scope "body"로 다시 찾아 보세요.',
  open: (r) => ({ label: "본문", call: pointer("get_treaty", { id: r.id }) }),
});
