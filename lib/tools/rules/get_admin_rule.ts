/**
 * `get_admin_rule`: one 행정규칙's text (whole or chosen articles), 부칙, 별표 list and
 * attachments.
 *
 * @module
 */

import { ruleBodyTool } from "./_admin_body.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** The `get_admin_rule` tool. */
export const getAdminRule: GeneratedTool<"get_admin_rule"> = ruleBodyTool({
  name: "get_admin_rule",
  title: "행정규칙 본문 조회",
  targets: ["admrul"],
  description:
    "Text of one 행정규칙 by 일련번호 (id), 행정규칙ID (ruleId) or exact name, with 부칙, its " +
    "별표 (opened by get_annexes) and attachment links; articles picks articles.",
  args: {},
  target: () => "admrul",
});
