/**
 * `search_ordinances`: 자치법규 (조례·규칙 …) by name or text, local government, kind, field and
 * a date range (공포일 or 시행일).
 *
 * @module
 */

import { z } from "zod";
import { defineListTool } from "../list_tool.ts";
import { pointer } from "../../vocab/pointer.ts";
import { InputError } from "../../errors.ts";
import { parseOrdinanceSearch } from "../../parse/ordin.ts";
import { kindsOf, ORDINANCE_KINDS } from "../../law/rule_kinds.ts";
import {
  dateRange,
  ordinanceLine,
  OrdinanceRowSchema,
  ruleListArgs,
  searchRules,
} from "./_common.ts";
import { orgArg } from "./search_admin_rules.ts";
import { DEMO_ORDINANCES, orDemo } from "../demo_kinds.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** The `search_ordinances` tool. */
export const searchOrdinances: GeneratedTool<"search_ordinances"> = defineListTool({
  name: "search_ordinances",
  title: "자치법규 검색",
  targets: ["law", "ordin"],
  intents: ["조례", "자치법규", "지자체 규칙", "구청", "시청", "군청", "도청"],
  aliases: ["search_ordinance"],
  description:
    "Find 자치법규 (조례·규칙) by name/text, 지자체 code, kind, 분야 or dates; gives MST for " +
    "get_ordinance.",
  args: {
    ...ruleListArgs,
    kind: z.enum(kindsOf(ORDINANCE_KINDS)).optional(),
    org: orgArg.optional().describe("광역 지자체코드, e.g. 6110000 서울"),
    subOrg: orgArg.optional().describe("시군구 코드 (needs org)"),
    field: z.string().trim().regex(/^\d{1,10}$/).optional()
      .describe("분류seq from list_ordinance_fields"),
    dateField: z.enum(["promulgated", "effective"]).default("promulgated")
      .describe("from/to filter 공포일 (promulgated) or 시행일 (effective)"),
    sort: z.enum(["lasc", "ldes", "dasc", "ddes", "efasc", "efdes"]).optional()
      .describe("name (l), 공포일 (d) or 시행일 (ef), ascending or descending"),
  },
  require: { check: (a) => Boolean(a.query || a.org), message: "give query or org" },
  row: OrdinanceRowSchema,
  async fetch(a, ctx, call) {
    if (a.subOrg && !a.org) throw new InputError("subOrg needs org (광역 지자체코드)", "subOrg");
    const range = dateRange(a.from, a.to);
    // Demo mode: words the recordings hold no search of answer from their ordinances' titles.
    return await orDemo(ctx, a, DEMO_ORDINANCES, async () =>
      parseOrdinanceSearch(
        await searchRules(ctx, call, "ordin", a, {
          knd: a.kind && ORDINANCE_KINDS[a.kind],
          org: a.org,
          sborg: a.subOrg,
          ordinFd: a.field,
          [a.dateField === "effective" ? "efYd" : "ancYd"]: range,
        }),
      ));
  },
  heading: (a) => `${a.query ? `'${a.query}' ` : ""}자치법규 검색${a.history ? " (연혁)" : ""}`,
  line: ordinanceLine,
  empty: '일치하는 자치법규가 없습니다. 지자체명을 빼거나 scope: "body"를 시도해 보세요.',
  open: (r) => ({ label: "본문", call: pointer("get_ordinance", { mst: r.serial }) }),
});
