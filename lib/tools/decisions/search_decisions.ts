/**
 * `search_decisions`: one search over every decision-like DRF target — 판례, 헌재, 법제처 해석례,
 * 행정심판, special tribunals, committees and ministry interpretations — with the filters each
 * target documents (date range, 법원명, case number, sort).
 *
 * @module
 */

import { z } from "zod";
import {
  DECISION_DOMAIN_IDS,
  decisionDomain,
  type DecisionDomainId,
} from "../../law/decision_domains.ts";
import type { ToolAlias } from "../define.ts";
import { defineListTool } from "../list_tool.ts";
import { pointer } from "../../vocab/pointer.ts";
import { dateArg } from "../../vocab/dates.ts";
import { queryArg } from "../../vocab/params.ts";
import { caseNumberArg, dateRangeArg, domainArg, domainOf, hasDomain } from "./args.ts";
import { rowLine } from "./render.ts";
import { DecisionRowSchema, DomainIdSchema } from "./schemas.ts";
import { searchDecisions } from "./source.ts";
import { josa } from "../../korean/mod.ts";
import { demoDecisions, orDemo } from "../demo_kinds.ts";
import { isNotRecorded } from "../demo_answer.ts";
import { demoCase } from "./demo_case.ts";
import { DECISION_INTENTS } from "./intents.ts";
import { type MatchedIn, searchBoth } from "./search_both.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const MATCHED: Record<MatchedIn, string> = { name: "사건명", body: "본문", both: "사건명·본문" };

const code = z.string().trim().regex(/^\d{1,10}$/, "code (digits)");

const fixed = (name: string, domain: DecisionDomainId): ToolAlias => ({ name, fixed: { domain } });

/** The `search_decisions` tool. */
export const searchDecisionsTool: GeneratedTool<"search_decisions"> = defineListTool({
  name: "search_decisions",
  title: "판례·결정례·해석례 검색",
  targets: ["law", ...DECISION_DOMAIN_IDS],
  intents: DECISION_INTENTS,
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
  args: {
    domain: domainArg.optional().describe(
      "collection; 공정위·조심원-style names work; omit when caseNumber implies it",
    ),
    query: queryArg.optional(),
    caseNumber: caseNumberArg.optional()
      .describe("2023다12345, 2021헌마123, 조심 2020서1234, 안건번호 13-0217"),
    scope: z.enum(["name", "body", "both"]).default("name")
      .describe("name: 사건명, body: 본문, both: 둘 다 (행마다 matchedIn)"),
    from: dateArg.optional().describe("선고·종국·해석·의결일자 from"),
    to: dateArg.optional(),
    court: z.string().trim().min(1).max(40).optional().describe(
      "prec only: 대법원, 서울고등법원 …",
    ),
    sort: z.enum(["lasc", "ldes", "dasc", "ddes", "nasc", "ndes"]).optional()
      .describe("l: 이름, d: 날짜, n: 번호; asc/des"),
    appealType: code.optional().describe("decc/tribunals: 재결구분코드"),
    dispositionDate: dateRangeArg.optional().describe("decc/tribunals: 처분일자 range"),
    inquirer: code.optional().describe("expc/CgmExpc: 질의기관코드"),
    answerer: code.optional().describe("expc/CgmExpc: 해석(회신)기관코드"),
  },
  require: { check: hasDomain, message: "give domain (or a caseNumber)" },
  row: DecisionRowSchema.extend({
    matchedIn: z.enum(["name", "body", "both"]).optional().describe("scope both: where it matched"),
  }),
  extra: {
    domain: DomainIdSchema,
    domainName: z.string(),
    caseNumber: z.string().optional(),
    note: z.string().optional(),
    nameTotal: z.number().optional().describe("scope both: 사건명 search total"),
    bodyTotal: z.number().optional().describe("scope both: 본문 search total"),
    hidden: z.number().optional().describe("scope both: merged rows of this page not shown"),
    partial: z.string().optional().describe("scope both: why only one search answered"),
  },
  async fetch(a, ctx, call) {
    const d = domainOf(a);
    const base = { domain: d.id, domainName: d.name };
    // Demo mode: words the recordings hold no search of answer from their decisions' titles.
    if (!a.caseNumber) {
      return await orDemo(ctx, a, demoDecisions(d.id), () => plain(), base);
    }
    try {
      return await plain();
    } catch (e) {
      // Demo mode: no search by this number was recorded; the recordings' own decisions and
      // recorded lists of this collection that carry the number answer instead.
      const got = isNotRecorded(e, ctx) && a.page === 1
        ? await demoCase(a.caseNumber, d.id, call.tools)
        : undefined;
      if (!got) throw e;
      return { ...got, extra: { ...base, caseNumber: a.caseNumber } };
    }
    async function plain() {
      if (a.scope === "both" && !a.caseNumber) {
        const { nameTotal, bodyTotal, hidden, partial, ...page } = await searchBoth(
          ctx,
          call.track,
          d,
          { ...a, scope: "name" },
        );
        return {
          ...page,
          extra: {
            domain: d.id,
            domainName: d.name,
            ...(nameTotal !== undefined ? { nameTotal } : {}),
            ...(bodyTotal !== undefined ? { bodyTotal } : {}),
            hidden,
            ...(partial ? { partial } : {}),
          },
        };
      }
      const res = await searchDecisions(ctx, call.track, d, {
        ...a,
        scope: a.scope === "both" ? "name" : a.scope,
      });
      const note = res.filteredLocally
        ? `${d.name}에는 사건번호 검색 변수가 없어 본문검색 결과 중 이 쪽에서 번호가 같은 행만 남겼습니다`
        : undefined;
      return {
        ...res.page,
        extra: {
          domain: d.id,
          domainName: d.name,
          ...(a.caseNumber ? { caseNumber: a.caseNumber } : {}),
          ...(note ? { note } : {}),
        },
      };
    }
  },
  heading: (a, extra) => {
    const what = [a.query && `'${a.query}'`, a.caseNumber && `사건번호 ${a.caseNumber}`]
      .filter((x) => x).join(" ") || "전체";
    const both = extra?.hidden !== undefined
      ? [
        extra.partial ? `※ 일부만: ${extra.partial}` : undefined,
        `(사건명 ${extra.nameTotal ?? "?"}건 · 본문 ${
          extra.bodyTotal ?? "?"
        }건, 이 쪽은 두 목록의 ` +
        `${(a as { page?: number }).page ?? 1}쪽을 합침${
          extra.hidden ? `; ${extra.hidden}건은 display를 넘어 안 보임` : ""
        })`,
      ].filter(Boolean).join(" ")
      : "";
    return `${extra?.domainName} 검색 ${what}${extra?.note ? ` (${extra.note})` : ""}` +
      (both ? ` ${both}` : "");
  },
  line: (r) => {
    const m = (r as { matchedIn?: MatchedIn }).matchedIn;
    return rowLine(decisionDomain(r.domain), r) + (m ? ` 〔${MATCHED[m]}〕` : "");
  },
  empty: (a) =>
    `일치하는 ${
      josa(domainOf(a).name, "이/가")
    } 없습니다. 검색어를 줄이거나 scope: "body"(본문검색), ` +
    "다른 domain을 써 보세요.",
  open: (r) => ({
    label: "본문",
    call: pointer("get_decision_text", { domain: r.domain, id: r.id }),
  }),
});
