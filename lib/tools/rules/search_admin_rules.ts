/**
 * `search_admin_rules`: 행정규칙 (훈령·예규·고시·공고·지침) by name or text, ministry, kind, date.
 *
 * @module
 */

import { z } from "zod";
import { defineListTool } from "../list_tool.ts";
import { pointer } from "../../vocab/pointer.ts";
import { parseAdminRuleSearch } from "../../parse/admrul.ts";
import { ADMIN_RULE_KINDS, kindsOf } from "../../law/rule_kinds.ts";
import { DEMO_ADMIN_RULES, orDemo } from "../demo_kinds.ts";
import {
  adminRuleLine,
  AdminRuleRowSchema,
  dateRange,
  ruleListArgs,
  searchRules,
} from "./_common.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** 7-digit code of a ministry or local government. */
export const orgArg: z.ZodString = z.string().trim().regex(/^\d{7}$/, "7-digit code");

/** The `search_admin_rules` tool. */
export const searchAdminRules: GeneratedTool<"search_admin_rules"> = defineListTool({
  name: "search_admin_rules",
  title: "행정규칙 검색",
  targets: ["law", "admrul"],
  intents: ["행정규칙", "훈령", "예규", "고시", "지침"],
  aliases: ["search_admin_rule"],
  description: "Find 행정규칙 (훈령·예규·고시·지침) by name/text, ministry, kind or 발령일; " +
    "gives 일련번호 for get_admin_rule.",
  args: {
    ...ruleListArgs,
    kind: z.enum(kindsOf(ADMIN_RULE_KINDS)).optional(),
    org: orgArg.optional().describe("소관부처코드, e.g. 1492000 고용노동부"),
  },
  require: {
    check: (a) => Boolean(a.query || a.org || a.from || a.to || a.kind),
    message: "give query, org, kind or a date (from/to)",
  },
  row: AdminRuleRowSchema,
  fetch: (a, ctx, call) =>
    // Demo mode: words the recordings hold no search of answer from their rules' titles.
    orDemo(ctx, a, DEMO_ADMIN_RULES, async () =>
      parseAdminRuleSearch(
        await searchRules(ctx, call, "admrul", a, {
          knd: a.kind && ADMIN_RULE_KINDS[a.kind],
          org: a.org,
          prmlYd: dateRange(a.from, a.to),
        }),
      )),
  heading: (a) => `${a.query ? `'${a.query}' ` : ""}행정규칙 검색${a.history ? " (연혁)" : ""}`,
  line: adminRuleLine,
  empty: '일치하는 행정규칙이 없습니다. 다른 낱말, scope: "body", history: true 를 시도해 보세요.',
  open: (r) => ({ label: "본문", call: pointer("get_admin_rule", { id: r.serial }) }),
});
