/**
 * `search_ordinances`: 자치법규 (조례·규칙 …) by name or text, local government, kind, dates.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { pagingInput, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { parseOrdinanceSearch } from "../../parse/ordin.ts";
import {
  dateRange,
  listPage,
  ordinanceLine,
  OrdinanceRowSchema,
  pointerArgs,
  ymdInput,
} from "./_common.ts";

/** 자치법규 종류 → the list's `knd` code (drf-api.md 3.3). */
const KIND_CODES = {
  조례: "30001",
  규칙: "30002",
  훈령: "30003",
  예규: "30004",
  기타: "30006",
  고시: "30010",
  의회규칙: "30011",
} as const;

const orgCode = z.string().trim().regex(/^\d{7}$/, "지자체코드, 7 digits");

const input = z.object({
  query: z.string().trim().min(1).max(200).optional().describe("자치법규명 (or body words)"),
  scope: z.enum(["name", "body"]).default("name"),
  kind: z.enum(Object.keys(KIND_CODES) as [keyof typeof KIND_CODES]).optional(),
  org: orgCode.optional().describe("광역 지자체코드, e.g. 6110000 서울"),
  sborg: orgCode.optional().describe("시군구 코드 (needs org)"),
  field: z.string().trim().regex(/^\d{1,10}$/).optional().describe(
    "분류seq from list_ordinance_fields",
  ),
  promulgatedFrom: ymdInput.optional(),
  promulgatedTo: ymdInput.optional(),
  effectiveFrom: ymdInput.optional(),
  effectiveTo: ymdInput.optional(),
  history: z.boolean().default(false).describe("search 연혁 versions instead"),
  sort: z.enum(["lasc", "ldes", "dasc", "ddes", "efasc", "efdes"]).optional(),
  ...pagingInput,
}).refine((a) => a.query || a.org, { message: "give query or org" })
  .refine((a) => !a.sborg || a.org, { message: "sborg needs org" });

const output = z.object({
  query: z.string().optional(),
  ...pagingOutput,
  rows: z.array(OrdinanceRowSchema),
  meta: MetaSchema,
});

/** The `search_ordinances` tool. */
export const searchOrdinances: ToolDef<typeof input, typeof output> = defineTool({
  name: "search_ordinances",
  title: "자치법규 검색",
  aliases: ["search_ordinance"],
  description:
    "Find 자치법규 (조례·규칙) by name/text, 지자체 code, kind or dates; gives MST for " +
    "get_ordinance.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const res = await callDrf(ctx, track, {
      endpoint: "search",
      target: "ordin",
      params: {
        query: args.query,
        search: args.scope === "body" ? 2 : undefined,
        knd: args.kind ? KIND_CODES[args.kind] : undefined,
        org: args.org,
        sborg: args.sborg,
        ordinFd: args.field,
        ancYd: dateRange(args.promulgatedFrom, args.promulgatedTo),
        efYd: dateRange(args.effectiveFrom, args.effectiveTo),
        nw: args.history ? 2 : undefined,
        sort: args.sort,
        display: args.display,
        page: args.page,
      },
    });
    const page = listPage({
      tool: "search_ordinances",
      pointer: pointerArgs(args, { scope: "name" }),
      heading: `${args.query ? `'${args.query}' ` : ""}자치법규 검색`,
      parsed: parseOrdinanceSearch(res.data),
      display: args.display,
      line: ordinanceLine,
      empty: '일치하는 자치법규가 없습니다. 지자체명을 빼거나 scope: "body"를 시도해 보세요.',
    });
    return {
      structured: {
        query: args.query,
        total: page.total,
        page: page.page,
        next: page.next,
        rows: page.rows,
        meta: track.meta(),
      },
      text: page.text,
    };
  },
});
