/**
 * `ai_search_law`: 법제처's 지능형 법령검색 (`aiSearch`) — a plain-language question in, the
 * most relevant articles (or annexes; of statutes or 행정규칙) out.
 *
 * @module
 */

import { z } from "zod";
import { parseAiSearch } from "../../parse/ai_search.ts";
import { defineListTool } from "../list_tool.ts";
import { aiEmpty, aiFamilyArg, aiOpen, aiRowLine, AiRowSchema } from "./ai_common.ts";
import { drf } from "../common.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** The `ai_search_law` tool. */
export const aiSearchLaw: GeneratedTool<"ai_search_law"> = defineListTool({
  name: "ai_search_law",
  title: "지능형 법령검색",
  targets: ["law", "aiSearch"],
  intents: ["지능형 검색", "자연어 검색", "ai 검색"],
  aliases: ["search_ai_law", "ai_search"],
  description: "Plain-language search returning the most relevant statute articles (or " +
    "annexes, 행정규칙 articles) — when the law name is unknown.",
  args: {
    query: z.string().trim().min(1).max(500).describe("question or keywords, e.g. 뺑소니 처벌"),
    family: aiFamilyArg,
    unit: z.enum(["조문", "별표서식"]).default("조문").describe("articles or annexes/forms"),
    kind: z.array(z.string().trim().min(1).max(40)).max(20).optional()
      .describe("keep hits of these 법령종류 (법률, 대통령령 …); filters this page"),
  },
  row: AiRowSchema,
  async fetch(a, ctx, call) {
    // aiSearch numbers its scopes 0 법령조문, 1 법령별표서식, 2 행정규칙조문, 3 행정규칙별표서식.
    const code = (a.family === "행정규칙" ? 2 : 0) + (a.unit === "별표서식" ? 1 : 0);
    const res = await drf(ctx, call.track, "search", "aiSearch", {
      search: code,
      query: a.query,
      display: a.display,
      page: a.page,
    });
    const page = parseAiSearch(res.data, a.family, a.unit);
    if (!a.kind?.length) return page;
    const rows = page.rows.filter((r) => r.kind && a.kind!.includes(r.kind));
    return { ...page, rows, scanned: page.rows.length };
  },
  heading: (a) =>
    `'${a.query}' 지능형 검색 (${a.family}${a.unit}${
      a.kind?.length ? `, 이 쪽에서 ${a.kind.join("·")}만` : ""
    })`,
  line: aiRowLine,
  empty: (a) => aiEmpty(a.family),
  open: aiOpen,
});
