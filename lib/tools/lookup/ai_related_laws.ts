/**
 * `ai_related_laws`: 연관법령 of 지능형 법령검색 (`aiRltLs`) — statute or 행정규칙 articles
 * related to a phrase, as a short list without article text. The upstream answers everything
 * at once; pages are cut here.
 *
 * @module
 */

import { z } from "zod";
import { parseAiSearch } from "../../parse/ai_search.ts";
import { defineListTool } from "../list_tool.ts";
import { pageOf } from "../paging.ts";
import { aiEmpty, aiFamilyArg, aiOpen, aiRowLine, AiRowSchema } from "./ai_common.ts";
import { drf } from "../common.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** The `ai_related_laws` tool. */
export const aiRelatedLaws: GeneratedTool<"ai_related_laws"> = defineListTool({
  name: "ai_related_laws",
  title: "지능형 연관법령",
  targets: ["law", "aiRltLs"],
  aliases: ["search_ai_related_laws"],
  description: "Statute (or 행정규칙) articles related to a phrase, from 법제처's 지능형 " +
    "법령검색 — a quick map of where a topic is regulated.",
  args: {
    query: z.string().trim().min(1).max(500).describe("phrase or question, e.g. 뺑소니"),
    family: aiFamilyArg,
  },
  row: AiRowSchema,
  async fetch(a, ctx, call) {
    // aiRltLs numbers its scopes 0 법령조문, 1 행정규칙조문 (unlike aiSearch's 0–3).
    const res = await drf(ctx, call.track, "search", "aiRltLs", {
      search: a.family === "행정규칙" ? 1 : 0,
      query: a.query,
    });
    return pageOf(parseAiSearch(res.data, a.family, "조문").rows, a.page, a.display);
  },
  heading: (a) => `'${a.query}' 연관법령 (${a.family}조문)`,
  line: aiRowLine,
  empty: (a) => aiEmpty(a.family),
  open: aiOpen,
});
