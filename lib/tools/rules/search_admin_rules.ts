/**
 * `search_admin_rules`: 행정규칙 (훈령·예규·고시·공고·지침) by name or text, ministry, kind, date.
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
import { InputError } from "../../errors.ts";

/** 행정규칙 종류 → the list's `knd` code (drf-api.md 3.2). */
const KIND_CODES = { 훈령: "1", 예규: "2", 고시: "3", 공고: "4", 지침: "5", 기타: "6" } as const;
const KINDS = Object.keys(KIND_CODES) as [keyof typeof KIND_CODES, ...(keyof typeof KIND_CODES)[]];
const BY_CODE: Record<string, string> = Object.fromEntries(
  Object.entries(KIND_CODES).map(([k, v]) => [v, k]),
);

const input = z.object({
  query: z.string().trim().min(1).max(200).optional().describe("행정규칙명 (or body words)"),
  scope: z.enum(["name", "body"]).default("name"),
  // korean-law-mcp sends knd as a code string ("3"); the names are accepted as such.
  kind: z.preprocess((v) => (typeof v === "string" && BY_CODE[v.trim()]) || v, z.enum(KINDS))
    .optional(),
  knd: z.string().optional().describe("= kind"),
  org: z.string().trim().regex(/^\d{7}$/, "소관부처코드, 7 digits").optional()
    .describe("소관부처코드, e.g. 1492000 고용노동부"),
  issuedFrom: ymdInput.optional().describe("발령일자 from"),
  issuedTo: ymdInput.optional(),
  history: z.boolean().default(false).describe("search 연혁 (superseded) versions instead"),
  sort: z.enum(["lasc", "ldes", "dasc", "ddes"]).optional().describe("name/발령일자 asc/desc"),
  ...pagingInput,
}).refine((a) => a.query || a.org || a.issuedFrom || a.issuedTo || a.kind || a.knd, {
  message: "give query, org, kind or a date",
});

const output = z.object({
  query: z.string().optional(),
  ...pagingOutput,
  rows: z.array(AdminRuleRowSchema),
  meta: MetaSchema,
});

/** The `search_admin_rules` tool. */
export const searchAdminRules: ToolDef<typeof input, typeof output> = defineTool({
  name: "search_admin_rules",
  title: "행정규칙 검색",
  aliases: ["search_admin_rule"],
  description: "Find 행정규칙 (훈령·예규·고시·지침) by name/text, ministry, kind or 발령일; " +
    "gives 일련번호 for get_admin_rule.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const kind = args.kind ?? (args.knd ? BY_CODE[args.knd] ?? args.knd : undefined);
    const knd = kind ? KIND_CODES[kind as keyof typeof KIND_CODES] : undefined;
    if (kind && !knd) throw new InputError(`kind '${kind}': 허용값 ${KINDS.join(", ")}`);
    const res = await callDrf(ctx, track, {
      endpoint: "search",
      target: "admrul",
      params: {
        query: args.query,
        search: args.scope === "body" ? 2 : undefined,
        knd,
        org: args.org,
        prmlYd: dateRange(args.issuedFrom, args.issuedTo),
        nw: args.history ? 2 : undefined,
        sort: args.sort,
        display: args.display,
        page: args.page,
      },
    });
    const page = listPage({
      tool: "search_admin_rules",
      pointer: pointerArgs({ ...args, knd: undefined, kind }, { scope: "name" }),
      heading: `${args.query ? `'${args.query}' ` : ""}행정규칙 검색${
        args.history ? " (연혁)" : ""
      }`,
      parsed: parseAdminRuleSearch(res.data),
      display: args.display,
      line: adminRuleLine,
      empty:
        '일치하는 행정규칙이 없습니다. 다른 낱말, scope: "body", history: true 를 시도해 보세요.',
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
