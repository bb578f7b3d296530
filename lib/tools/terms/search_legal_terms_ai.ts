/**
 * `search_legal_terms_ai`: the knowledge-base 법령용어 index (`lstrmAI`). It is a different
 * index than the classic dictionary (a term missing from one may be in the other).
 *
 * @module
 */

import { z } from "zod";
import { defineListTool } from "../list_tool.ts";
import { parseKbTermList } from "../../parse/terms.ts";
import { pointer, pointerText } from "../../vocab/pointer.ts";
import { queryArg } from "../../vocab/params.ts";
import { drfList } from "./shared.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** The `search_legal_terms_ai` tool. */
export const searchLegalTermsAi: GeneratedTool<"search_legal_terms_ai"> = defineListTool({
  name: "search_legal_terms_ai",
  title: "법령용어 검색 (지식베이스)",
  targets: ["law", "lstrmAI"],
  aliases: ["search_ai_legal_terms", "get_legal_term_kb"],
  description: "Search the 법령정보지식베이스 term index (lstrmAI); rows lead to " +
    "get_term_relations (일상용어·조문 links).",
  args: {
    query: queryArg.describe("용어 또는 그 일부 (예: 임금)"),
    homonyms: z.boolean().optional().describe("true: only terms with 동음이의어; false: without"),
  },
  row: z.object({
    name: z.string(),
    termId: z.string().optional().describe("knowledge-base serial (get_term_relations termId)"),
    homonym: z.boolean(),
    note: z.string().optional(),
  }),
  fetch: (a, ctx, call) =>
    drfList(ctx, call, "lstrmAI", {
      query: a.query,
      homonymYn: a.homonyms === undefined ? undefined : a.homonyms ? "Y" : "N",
      display: a.display,
      page: a.page,
    }, parseKbTermList),
  heading: (a) => `'${a.query}' 지식베이스 법령용어`,
  line: (r) => `- ${r.name}${r.homonym ? " (동음이의어 있음)" : ""}${r.note ? ` — ${r.note}` : ""}`,
  empty: "일치하는 용어가 없습니다. search_legal_terms(법령용어사전)도 시도해 보세요.",
  follow: (rows) =>
    `연계: ${pointerText(pointer("get_term_relations", { term: rows[0].name }))} (일상용어), ${
      pointerText(
        pointer("get_term_relations", { direction: "term_to_articles", term: rows[0].name }),
      )
    } (조문)`,
});
