/**
 * `ai_search_law`: 법제처's 지능형 법령검색 (`aiSearch`) — a plain-language question in, the
 * most relevant articles (or annexes, or 행정규칙 articles) out.
 *
 * @module
 */

import { z } from "zod";
import { AI_ROW_KEYS, parseAiSearch } from "../../parse/ai_search.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { moreLine, nextPage, pagingInput, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { aiRowLine, AiRowSchema, SCOPE_CODES, scopeArg } from "./ai_common.ts";
import { drf, fitLines, given } from "./common.ts";

const input = z.object({
  query: z.string().trim().min(1).max(500).describe("question or keywords, e.g. 뺑소니 처벌"),
  scope: scopeArg(["법령조문", "법령별표서식", "행정규칙조문", "행정규칙별표서식"])
    .default("법령조문"),
  search: z.enum(["0", "1", "2", "3"]).optional().describe("= scope as code 0–3"),
  lawTypes: z.array(z.string().trim().min(1).max(40)).max(20).optional()
    .describe("keep rows whose 법령종류 is one of these (this page only)"),
  ...pagingInput,
});

const output = z.object({
  query: z.string(),
  scope: z.string(),
  ...pagingOutput,
  rows: z.array(AiRowSchema),
  meta: MetaSchema,
});

/** The `ai_search_law` tool. */
export const aiSearchLaw: ToolDef<typeof input, typeof output> = defineTool({
  name: "ai_search_law",
  title: "지능형 법령검색",
  aliases: ["search_ai_law", "ai_search"],
  description: "Plain-language search returning the most relevant statute articles (or " +
    "annexes, 행정규칙 articles) — when the law name is unknown.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(a, ctx) {
    const track = new MetaTracker(ctx);
    const code = a.search ?? SCOPE_CODES[a.scope];
    const kind = AI_ROW_KEYS[code];
    const res = await drf(ctx, track, "search", "aiSearch", {
      search: code,
      query: a.query,
      display: a.display,
      page: a.page,
    });
    const page = parseAiSearch(res.data, kind);
    const rows = a.lawTypes?.length
      ? page.rows.filter((r) => r.lawKind && a.lawTypes!.includes(r.lawKind))
      : page.rows;
    const next = nextPage(page.total, a.page, a.display);
    const head = [`'${a.query}' 지능형 검색 (${kind}): ${page.total}건 중 ${rows.length}건`];
    if (!rows.length) head.push("관련 조문을 찾지 못했습니다. 다른 표현이나 scope를 써 보세요.");
    const more = moreLine("ai_search_law", given(a), next);
    const { text } = fitLines(
      head,
      rows.map(aiRowLine),
      more ? [more] : [],
      ctx.maxChars,
      "display를 줄이세요.",
    );
    return {
      structured: {
        query: a.query,
        scope: kind,
        total: page.total,
        page: page.page,
        next,
        rows,
        meta: track.meta(),
      },
      text,
    };
  },
});
