/**
 * `search_institution_rules`: 학칙 (대학), 지방공사·공단 규정 and 공공기관 규정 (`school`,
 * `public`, `pi`), whose lists reuse the admin-rule rows (drf-api.md 3.8).
 *
 * @module
 */

import { z } from "zod";
import { defineListTool } from "../list_tool.ts";
import { pointer, pointerText } from "../../vocab/pointer.ts";
import { queryArg } from "../../vocab/params.ts";
import { parseAdminRuleSearch } from "../../parse/admrul.ts";
import { INSTITUTION_RULE_KINDS, kindsOf } from "../../law/rule_kinds.ts";
import {
  adminRuleLine,
  AdminRuleRowSchema,
  dateRange,
  fixedAliases,
  ruleListArgs,
  searchRules,
} from "./_common.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** The three institution lists and what they hold. */
export const INSTITUTIONS = {
  school: "대학 학칙·학교규정",
  public: "지방공사·공단 규정",
  pi: "공공기관 규정",
} as const;

/** Which institutions' rules (also the upstream target). */
export const institutionArg: z.ZodEnum<{ school: "school"; public: "public"; pi: "pi" }> = z
  .enum(["school", "public", "pi"]).describe("school 대학 · public 지방공사공단 · pi 공공기관");

/** The `search_institution_rules` tool. */
export const searchInstitutionRules: GeneratedTool<"search_institution_rules"> = defineListTool({
  name: "search_institution_rules",
  title: "학칙·공단·공공기관 규정 검색",
  targets: ["law", "school", "public", "pi"],
  intents: [
    { phrases: ["학칙", "대학 규정"], args: { institution: "school" } },
    { phrases: ["공사공단", "지방공기업"], args: { institution: "public" } },
    { phrases: ["공공기관 규정", "공공기관 내규"], args: { institution: "pi" } },
  ],
  aliases: fixedAliases("institution", {
    school: "search_school_rules",
    public: "search_public_corp_rules",
    pi: "search_public_institution_rules",
  }),
  description: "Find 대학 학칙, 지방공사·공단 or 공공기관 규정 by name or text; gives 일련번호 " +
    "for get_institution_rule.",
  args: {
    institution: institutionArg,
    ...ruleListArgs,
    query: queryArg.describe("규정명 (scope body: text words)"),
    kind: z.enum(kindsOf(INSTITUTION_RULE_KINDS)).optional(),
  },
  row: AdminRuleRowSchema,
  extra: { institution: institutionArg },
  fetch: async (a, ctx, call) => ({
    ...parseAdminRuleSearch(
      await searchRules(ctx, call, a.institution, a, {
        knd: a.kind && INSTITUTION_RULE_KINDS[a.kind],
        prmlYd: dateRange(a.from, a.to),
      }),
    ),
    extra: { institution: a.institution },
  }),
  heading: (a) => `'${a.query}' ${INSTITUTIONS[a.institution]} 검색`,
  line: adminRuleLine,
  empty: (a) => `일치하는 ${INSTITUTIONS[a.institution]}이 없습니다.`,
  follow: (rows, a) =>
    `본문: ${
      pointerText(
        pointer("get_institution_rule", { institution: a.institution, id: rows[0].serial }),
      )
    }`,
});
