/**
 * `search_decisions`: one search over every decision-like DRF target — 판례, 헌재, 법제처 해석례,
 * 행정심판, special tribunals, committees and ministry interpretations — with the filters each
 * target documents (date range, 법원명, case number, sort).
 *
 * @module
 */

import { z } from "zod";
import { parseCaseNumber } from "../../law/case_numbers.ts";
import { decisionDomain, type DecisionDomainId } from "../../law/decision_domains.ts";
import { defineTool, READ_ONLY, type ToolAlias, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { moreLine, nextPage, pagingInput, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { domainSchema, liftPeerArgs, ymdSchema } from "./args.ts";
import { rowLine } from "./render.ts";
import { DecisionRowSchema, DomainIdSchema } from "./schemas.ts";
import { searchDecisions } from "./source.ts";
import { InputError } from "../../errors.ts";

const range = z.string().trim().regex(/^\d{8}~\d{8}$/, "YYYYMMDD~YYYYMMDD");
const code = z.string().trim().regex(/^\d{1,10}$/, "code (digits)");

const input = z.preprocess(
  liftPeerArgs,
  z.object({
    domain: domainSchema.optional().describe(
      "collection; 공정위·조심원-style names work; omit when caseNumber implies it",
    ),
    query: z.string().trim().min(1).max(200).optional(),
    caseNumber: z.string().trim().min(2).max(60).optional()
      .describe("2023다12345, 2021헌마123, 조심 2020서1234, 안건번호 13-0217"),
    scope: z.enum(["title", "body"]).default("title").describe("title: 사건명, body: 본문검색"),
    from: ymdSchema.optional().describe("decisive date from (선고/종국/해석/의결일자)"),
    to: ymdSchema.optional(),
    court: z.string().trim().min(1).max(40).optional().describe(
      "prec only: 대법원, 서울고등법원 …",
    ),
    sort: z.enum(["lasc", "ldes", "dasc", "ddes", "nasc", "ndes"]).optional()
      .describe("l: 이름, d: 날짜, n: 번호; asc/des"),
    appealType: code.optional().describe("decc/tribunals: 재결구분코드"),
    dispositionDate: range.optional().describe("decc/tribunals: 처분일자 range"),
    inquirer: code.optional().describe("expc/CgmExpc: 질의기관코드"),
    answerer: code.optional().describe("expc/CgmExpc: 해석(회신)기관코드"),
    ...pagingInput,
  }).refine((a) => a.domain || a.caseNumber, { message: "give domain (or a caseNumber)" }),
);

const output = z.object({
  domain: DomainIdSchema,
  domainName: z.string(),
  query: z.string().optional(),
  caseNumber: z.string().optional(),
  rows: z.array(DecisionRowSchema),
  ...pagingOutput,
  note: z.string().optional(),
  meta: MetaSchema,
});

const fixed = (name: string, domain: DecisionDomainId): ToolAlias => ({ name, fixed: { domain } });

/** The `search_decisions` tool. */
export const searchDecisionsTool: ToolDef<typeof input, typeof output> = defineTool({
  name: "search_decisions",
  title: "판례·결정례·해석례 검색",
  aliases: [
    fixed("search_precedents", "prec"),
    fixed("find_similar_precedents", "prec"),
    fixed("search_constitutional_decisions", "detc"),
    fixed("search_interpretations", "expc"),
    fixed("search_admin_appeals", "decc"),
    fixed("search_tax_tribunal_decisions", "ttSpecialDecc"),
    fixed("search_appeal_review_decisions", "adapSpecialDecc"),
    fixed("search_acr_special_appeals", "acrSpecialDecc"),
    fixed("search_customs_interpretations", "kcsCgmExpc"),
    fixed("search_ftc_decisions", "ftc"),
    fixed("search_pipc_decisions", "ppc"),
    fixed("search_nlrc_decisions", "nlrc"),
    fixed("search_acr_decisions", "acr"),
  ],
  description: "Search court precedents, 헌재, 법제처·부처 interpretations, 행정심판, tribunals " +
    "and committees by words, case number or date; gives ids for get_decision_text.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const id = args.domain ?? parseCaseNumber(args.caseNumber ?? "")?.domain;
    if (!id) {
      throw new InputError(
        `사건번호 '${args.caseNumber}'로는 도메인을 알 수 없습니다; domain을 주세요.`,
      );
    }
    const d = decisionDomain(id);
    const res = await searchDecisions(ctx, track, d, args);
    const { page } = res;
    const next = res.filteredLocally ? undefined : nextPage(page.total, page.page, args.display);
    const note = res.filteredLocally
      ? `${d.name}에는 사건번호 검색 변수가 없어 본문검색 결과 중 이 쪽에서 번호가 같은 행만 남겼습니다.`
      : undefined;
    const what = [args.query && `'${args.query}'`, args.caseNumber && `사건번호 ${args.caseNumber}`]
      .filter((x) => x).join(" ") || "전체";
    const lines = [
      `${d.name} 검색 ${what}: ${page.total}건 중 ${page.rows.length}건 (${page.page}쪽)`,
      ...page.rows.map((r) => rowLine(d, r)),
    ];
    if (page.total === 0) {
      lines.push(
        `일치하는 ${d.name}이(가) 없습니다 (0건). 검색어를 줄이거나 scope: "body"(본문검색), ` +
          "다른 domain을 써 보세요.",
      );
    } else {
      lines.push(`본문: get_decision_text {"domain":"${d.id}","id":"${page.rows[0]?.id ?? ""}"}`);
    }
    if (note) lines.push(note);
    const { page: _p, scope, ...call } = args;
    const more = moreLine("search_decisions", {
      ...call,
      domain: d.id,
      ...(scope === "body" ? { scope } : {}),
    }, next);
    if (more) lines.push(more);
    return {
      structured: {
        domain: d.id,
        domainName: d.name,
        ...(args.query ? { query: args.query } : {}),
        ...(args.caseNumber ? { caseNumber: args.caseNumber } : {}),
        rows: page.rows,
        total: page.total,
        page: page.page,
        ...(next ? { next } : {}),
        ...(note ? { note } : {}),
        meta: track.meta(),
      },
      text: lines.join("\n"),
    };
  },
});
