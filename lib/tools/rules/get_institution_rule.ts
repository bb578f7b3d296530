/**
 * `get_institution_rule`: one 학칙 / 공단 / 공공기관 규정 body (admrul-shaped, drf-api.md 3.8).
 *
 * @module
 */

import { ruleBodyTool } from "./_admin_body.ts";
import { fixedAliases } from "./_common.ts";
import { institutionArg } from "./search_institution_rules.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** The `get_institution_rule` tool. */
export const getInstitutionRule: GeneratedTool<"get_institution_rule"> = ruleBodyTool({
  name: "get_institution_rule",
  title: "학칙·공단·공공기관 규정 본문 조회",
  targets: ["school", "public", "pi"],
  aliases: fixedAliases("institution", {
    school: "get_school_rule_text",
    public: "get_public_corp_rule_text",
    pi: "get_public_institution_rule_text",
  }),
  description:
    "Text of one 학칙, 공단 or 공공기관 규정 by 일련번호 (id), ID (ruleId) or exact name, " +
    "with 부칙 and 별표 links; articles picks articles.",
  args: { institution: institutionArg },
  target: (a) => a.institution,
});
