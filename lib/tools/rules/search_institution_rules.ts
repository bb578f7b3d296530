/**
 * `search_institution_rules`: 학칙 (대학), 지방공사·공단 규정 and 공공기관 규정 (`school`,
 * `public`, `pi`), whose lists reuse the admin-rule rows (drf-api.md 3.8).
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { pagingInput, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { parseAdminRuleSearch } from "../../parse/admrul.ts";
import {
  adminRuleLine,
  AdminRuleRowSchema,
  dateRange,
  listPage,
  pointerArgs,
  ymdInput,
} from "./_common.ts";

/** The three institution targets and what they hold. */
export const INSTITUTION_TARGETS = {
  school: "대학 학칙·학교규정",
  public: "지방공사·공단 규정",
  pi: "공공기관 규정",
} as const;

/** Institution-rule kinds → `knd` codes. */
const KIND_CODES = {
  학칙: "1",
  학교규정: "2",
  학교지침: "3",
  학교시행세칙: "4",
  공단규정: "5",
} as const;

const input = z.object({
  target: z.enum(["school", "public", "pi"]).describe(
    "school 대학 · public 지방공사공단 · pi 공공기관",
  ),
  query: z.string().trim().min(1).max(200).describe("규정명 (or body words)"),
  scope: z.enum(["name", "body"]).default("name"),
  kind: z.enum(Object.keys(KIND_CODES) as [keyof typeof KIND_CODES]).optional(),
  issuedFrom: ymdInput.optional().describe("발령일자 from"),
  issuedTo: ymdInput.optional(),
  history: z.boolean().default(false).describe("search 연혁 versions instead"),
  sort: z.enum(["lasc", "ldes", "dasc", "ddes"]).optional(),
  ...pagingInput,
});

const output = z.object({
  target: z.enum(["school", "public", "pi"]),
  query: z.string(),
  ...pagingOutput,
  rows: z.array(AdminRuleRowSchema),
  meta: MetaSchema,
});

/** The `search_institution_rules` tool. */
export const searchInstitutionRules: ToolDef<typeof input, typeof output> = defineTool({
  name: "search_institution_rules",
  title: "학칙·공단·공공기관 규정 검색",
  aliases: [
    { name: "search_school_rules", fixed: { target: "school" } },
    { name: "search_public_corp_rules", fixed: { target: "public" } },
    { name: "search_public_institution_rules", fixed: { target: "pi" } },
  ],
  description: "Find 대학 학칙, 지방공사·공단 or 공공기관 규정 by name or text; gives 일련번호 " +
    "for get_institution_rule.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const res = await callDrf(ctx, track, {
      endpoint: "search",
      target: args.target,
      params: {
        query: args.query,
        search: args.scope === "body" ? 2 : undefined,
        knd: args.kind ? KIND_CODES[args.kind] : undefined,
        prmlYd: dateRange(args.issuedFrom, args.issuedTo),
        nw: args.history ? 2 : undefined,
        sort: args.sort,
        display: args.display,
        page: args.page,
      },
    });
    const page = listPage({
      tool: "search_institution_rules",
      pointer: pointerArgs(args, { scope: "name" }),
      heading: `'${args.query}' ${INSTITUTION_TARGETS[args.target]} 검색`,
      parsed: parseAdminRuleSearch(res.data),
      display: args.display,
      line: adminRuleLine,
      empty: `일치하는 ${INSTITUTION_TARGETS[args.target]}이 없습니다.`,
    });
    return {
      structured: {
        target: args.target,
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
