/**
 * `ai_related_laws`: 연관법령 of 지능형 법령검색 (`aiRltLs`) — statute or 행정규칙 articles
 * related to a phrase, as a short list without article text.
 *
 * @module
 */

import { z } from "zod";
import { AI_ROW_KEYS, parseAiSearch } from "../../parse/ai_search.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { MetaSchema } from "../schemas.ts";
import { aiRowLine, AiRowSchema, scopeArg } from "./ai_common.ts";
import { drf, fitLines } from "./common.ts";

const input = z.object({
  query: z.string().trim().min(1).max(500).describe("phrase or question, e.g. 뺑소니"),
  scope: scopeArg(["법령조문", "행정규칙조문"]).default("법령조문"),
  search: z.enum(["0", "1"]).optional().describe("= scope as code: 0 법령조문, 1 행정규칙조문"),
});

const output = z.object({
  query: z.string(),
  scope: z.string(),
  total: z.number().int(),
  rows: z.array(AiRowSchema),
  meta: MetaSchema,
});

/** The `ai_related_laws` tool. */
export const aiRelatedLaws: ToolDef<typeof input, typeof output> = defineTool({
  name: "ai_related_laws",
  title: "지능형 연관법령",
  aliases: ["search_ai_related_laws"],
  description: "Statute (or 행정규칙) articles related to a phrase, from 법제처's 지능형 " +
    "법령검색 — a quick map of where a topic is regulated.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(a, ctx) {
    const track = new MetaTracker(ctx);
    const code = a.search ?? (a.scope === "행정규칙조문" ? "1" : "0");
    // aiRltLs numbers its scopes 0 법령조문 / 1 행정규칙조문 (unlike aiSearch's 0–3).
    const kind = code === "1" ? "행정규칙조문" : AI_ROW_KEYS["0"];
    const res = await drf(ctx, track, "search", "aiRltLs", { search: code, query: a.query });
    const page = parseAiSearch(res.data, kind);
    const head = [`'${a.query}' 연관법령 (${kind}): ${page.total}건`];
    if (page.total === 0) head.push("연관 조문을 찾지 못했습니다. 다른 표현을 써 보세요.");
    const { text } = fitLines(
      head,
      page.rows.map(aiRowLine),
      [],
      ctx.maxChars,
      "structuredContent에 전부 있습니다.",
    );
    return {
      structured: {
        query: a.query,
        scope: kind,
        total: page.total,
        rows: page.rows,
        meta: track.meta(),
      },
      text,
    };
  },
});
