/**
 * `search_legal_terms`: the classic 법령용어 dictionary list (`lstrm`).
 *
 * @module
 */

import { z } from "zod";
import { defineListTool } from "../list_tool.ts";
import { parseLegalTermList, TERM_DICTIONARIES } from "../../parse/terms.ts";
import { pointer, pointerText } from "../../vocab/pointer.ts";
import { queryArg } from "../../vocab/params.ts";
import { drfList } from "./shared.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** dicKndCd: the family of rules a term is drawn from. */
const FAMILY_CODE = { "법령": "010101", "행정규칙": "010102" } as const;

/** The `search_legal_terms` tool. */
export const searchLegalTerms: GeneratedTool<"search_legal_terms"> = defineListTool({
  name: "search_legal_terms",
  title: "법령용어 검색",
  targets: ["law", "lstrm"],
  intents: ["법령용어", "용어 정의", "뜻", "용어"],
  description: "Search the 법령용어 dictionary by name; then get_legal_term for definitions. " +
    "For everyday words try search_daily_terms.",
  args: {
    query: queryArg.describe("용어 또는 그 일부 (예: 청원)"),
    family: z.enum(["법령", "행정규칙"]).optional().describe("terms of 법령 or 행정규칙 only"),
    sort: z.enum(["lasc", "ldes", "rasc", "rdes"]).optional()
      .describe("l = 용어명, r = 등록일자; asc/des"),
  },
  row: z.object({
    name: z.string(),
    termIds: z.array(z.string()).describe("법령용어ID per dictionary sense"),
    dictionaries: z.array(z.string()).describe("법령용어사전 / 법령정의사전 / 법령한영사전"),
    dictionaryCodes: z.array(z.string()),
    lawKindCodes: z.array(z.string()),
  }),
  async fetch(a, ctx, call) {
    const list = await drfList(ctx, call, "lstrm", {
      query: a.query,
      dicKndCd: a.family ? FAMILY_CODE[a.family] : undefined,
      sort: a.sort,
      display: a.display,
      page: a.page,
    }, parseLegalTermList);
    const rows = list.rows.map((r) => ({
      ...r,
      dictionaries: r.dictionaryCodes.map((c) => TERM_DICTIONARIES[c] ?? c),
    }));
    return { ...list, rows };
  },
  heading: (a) => `'${a.query}' 법령용어`,
  line: (r) => `- ${r.name} [${[...new Set(r.dictionaries)].join("·") || "?"}]`,
  empty: "일치하는 법령용어가 없습니다. search_legal_terms_ai(지식베이스) 또는 " +
    "search_daily_terms를 시도하세요.",
  follow: (rows) => `정의: ${pointerText(pointer("get_legal_term", { term: rows[0].name }))}`,
});
