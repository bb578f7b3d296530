/**
 * `search_daily_terms`: the knowledge-base 일상용어 index (`dlytrm`) — everyday words that
 * lead to the legal terms for them.
 *
 * @module
 */

import { z } from "zod";
import { defineListTool } from "../list_tool.ts";
import { parseDailyTermList } from "../../parse/terms.ts";
import { pointer, pointerText } from "../../vocab/pointer.ts";
import { queryArg } from "../../vocab/params.ts";
import { drfList } from "./shared.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** The `search_daily_terms` tool. */
export const searchDailyTerms: GeneratedTool<"search_daily_terms"> = defineListTool({
  name: "search_daily_terms",
  title: "일상용어 검색",
  targets: ["dlytrm"],
  intents: ["일상용어", "쉬운 말"],
  aliases: ["get_daily_term"],
  description: "Search everyday words (일상용어) in the knowledge base; then get_term_relations " +
    'direction "daily_to_legal" for the matching 법령용어.',
  args: { query: queryArg.describe("일상용어 (예: 월세, 월급)") },
  row: z.object({
    name: z.string(),
    termId: z.string().optional().describe("knowledge-base serial (get_term_relations termId)"),
    source: z.string().optional(),
  }),
  fetch: (a, ctx, call) =>
    drfList(
      ctx,
      call,
      "dlytrm",
      { query: a.query, display: a.display, page: a.page },
      parseDailyTermList,
    ),
  heading: (a) => `'${a.query}' 일상용어`,
  line: (r) => `- ${r.name}${r.source ? ` (출처: ${r.source})` : ""}`,
  empty: "일치하는 일상용어가 없습니다. 다른 표현이나 search_legal_terms_ai를 시도하세요.",
  follow: (rows) =>
    `법령용어 찾기: ${
      pointerText(
        pointer("get_term_relations", { direction: "daily_to_legal", term: rows[0].name }),
      )
    }`,
});
