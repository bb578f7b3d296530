/**
 * `search_treaties`: treaties (`trty` list) by name or text, kind, dates and country.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { nextPage, pagingInput, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { parseTreatyList } from "../../parse/treaty.ts";
import { listText, renameArgs } from "./shared.ts";
import { showDate } from "../../vocab/dates.ts";

const CLS = { bilateral: "1", multilateral: "2" } as const;
const dateRange = z.string().trim()
  .regex(/^\d{8}(~\d{8})?$/, "YYYYMMDD or YYYYMMDD~YYYYMMDD");

const input = z.object({
  query: z.string().trim().min(1).max(200).optional().describe("조약명 (or text with scope body)"),
  scope: z.enum(["name", "body"]).default("name").describe("search 조약명 or 조약 본문"),
  cls: z.enum(["bilateral", "multilateral"]).optional().describe("양자 / 다자"),
  eftYd: dateRange.optional().describe("발효일자 YYYYMMDD~YYYYMMDD"),
  concYd: dateRange.optional().describe("체결일자 YYYYMMDD~YYYYMMDD"),
  natCd: z.string().trim().regex(/^\d{1,4}$/, "digits").optional().describe("국가코드"),
  sort: z.enum(["lasc", "ldes", "dasc", "ddes", "rasc", "rdes"]).optional()
    .describe("l 조약명, d 발효일자, r 관보게재일; asc/des"),
  ...pagingInput,
});

const output = z.object({
  query: z.string().optional(),
  ...pagingOutput,
  rows: z.array(z.object({
    id: z.string().describe("조약일련번호 — use with get_treaty"),
    name: z.string(),
    kindCode: z.string().optional(),
    kind: z.string().optional(),
    effectiveDate: z.string().optional().describe("YYYYMMDD"),
    signDate: z.string().optional().describe("YYYYMMDD"),
    gazetteDate: z.string().optional().describe("YYYYMMDD"),
    treatyNo: z.string().optional().describe("조약번호 (not the ID)"),
    countryNo: z.string().optional(),
  })),
  meta: MetaSchema,
});

/** The `search_treaties` tool. */
export const searchTreaties: ToolDef<typeof input, typeof output> = defineTool({
  name: "search_treaties",
  title: "조약 검색",
  legacyArgs: (a) => {
    const out = renameArgs(a, []);
    if (out.cls === "1" || out.cls === 1) out.cls = "bilateral";
    if (out.cls === "2" || out.cls === 2) out.cls = "multilateral";
    if (out.search === 2 || out.search === "2") out.scope = "body";
    delete out.search;
    return out;
  },
  description: "Search treaties (조약) by name or text, 양자/다자, 발효일·체결일 range, country; " +
    "rows give the ID for get_treaty.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const res = await callDrf(ctx, track, {
      endpoint: "search",
      target: "trty",
      params: {
        query: args.query,
        search: args.scope === "body" ? 2 : undefined,
        cls: args.cls ? CLS[args.cls] : undefined,
        eftYd: args.eftYd,
        concYd: args.concYd,
        natCd: args.natCd,
        sort: args.sort,
        display: args.display,
        page: args.page,
      },
    });
    const list = parseTreatyList(res.data);
    const next = nextPage(list.total, list.page, args.display);
    const lines = [
      `조약${
        args.query ? ` '${args.query}'` : ""
      }: ${list.total}건 중 ${list.rows.length}건 (${list.page}쪽)`,
      ...list.rows.map((r) =>
        `- [${r.id}] ${r.name} (${r.kind ?? "?"}, 조약 제${
          r.treatyNo ?? "?"
        }호) 발효 ${(showDate(r.effectiveDate) || "?")}`
      ),
    ];
    lines.push(
      list.total === 0
        ? '일치하는 조약이 없습니다. 조약명 일부나 scope "body"로 다시 찾아 보세요.'
        : '본문: get_treaty {id: "<대괄호 안 조약일련번호>"}',
    );
    const { page: _p, display: _d, ...again } = args;
    return {
      structured: {
        query: args.query,
        total: list.total,
        page: list.page,
        next,
        rows: list.rows,
        meta: track.meta(),
      },
      text: listText(lines, "search_treaties", { ...again, display: args.display }, next),
    };
  },
});
