/**
 * `get_institution_rule`: one 학칙 / 공단 / 공공기관 규정 body (admrul-shaped, drf-api.md 3.8).
 *
 * @module
 */

import { z } from "zod";
import { defineTool, type ToolDef } from "../define.ts";
import {
  hasRuleLocator,
  NEED_RULE,
  ruleBody,
  ruleBodyArgs,
  ruleBodyOutput,
} from "./_admin_body.ts";
import { institutionArg } from "./search_institution_rules.ts";

const input = z.object({ institution: institutionArg, ...ruleBodyArgs }).refine(hasRuleLocator, {
  message: NEED_RULE,
});

/** The `get_institution_rule` tool. */
export const getInstitutionRule: ToolDef<typeof input, typeof ruleBodyOutput> = defineTool({
  name: "get_institution_rule",
  title: "학칙·공단·공공기관 규정 본문 조회",
  aliases: [
    { name: "get_school_rule_text", fixed: { institution: "school" } },
    { name: "get_public_corp_rule_text", fixed: { institution: "public" } },
    { name: "get_public_institution_rule_text", fixed: { institution: "pi" } },
  ],
  description:
    "Text of one 학칙, 공단 or 공공기관 규정 by 일련번호 (id), ID (ruleId) or exact name, " +
    "with 부칙 and 별표 links; articles picks articles.",
  input,
  output: ruleBodyOutput,
  handler: (args, ctx, call) => ruleBody(ctx, call, args.institution, args),
});
