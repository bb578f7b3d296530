/**
 * `search_daily_terms`: the knowledge-base 일상용어 index (`dlytrm`) — everyday words that
 * lead to the legal terms for them.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { nextPage, pagingInput, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { parseDailyTermList } from "../../parse/terms.ts";
import { listText, renameArgs, termText } from "./shared.ts";

const input = z.object({
  query: termText.describe("일상용어 (예: 월세, 월급)"),
  ...pagingInput,
});

const output = z.object({
  query: z.string(),
  ...pagingOutput,
  rows: z.array(z.object({
    name: z.string(),
    mst: z.string().optional().describe("knowledge-base serial (get_term_relations mst)"),
    source: z.string().optional(),
  })),
  meta: MetaSchema,
});

/** The `search_daily_terms` tool. */
export const searchDailyTerms: ToolDef<typeof input, typeof output> = defineTool({
  name: "search_daily_terms",
  title: "일상용어 검색",
  aliases: ["get_daily_term"],
  legacyArgs: (a) => renameArgs(a, [["term", "query"]]),
  description: "Search everyday words (일상용어) in the knowledge base; then get_term_relations " +
    'kind "daily_to_legal" for the matching 법령용어.',
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const res = await callDrf(ctx, track, {
      endpoint: "search",
      target: "dlytrm",
      params: { query: args.query, display: args.display, page: args.page },
    });
    const list = parseDailyTermList(res.data);
    const next = nextPage(list.total, list.page, args.display);
    const lines = [
      `'${args.query}' 일상용어: ${list.total}건 중 ${list.rows.length}건 (${list.page}쪽)`,
      ...list.rows.map((r) => `- ${r.name}${r.source ? ` (출처: ${r.source})` : ""}`),
    ];
    lines.push(
      list.total === 0
        ? "일치하는 일상용어가 없습니다. 다른 표현이나 search_legal_terms_ai를 시도하세요."
        : '법령용어 찾기: get_term_relations {kind: "daily_to_legal", term: "<일상용어>"}',
    );
    return {
      structured: {
        query: args.query,
        total: list.total,
        page: list.page,
        next,
        rows: list.rows,
        meta: track.meta(),
      },
      text: listText(lines, "search_daily_terms", { query: args.query }, next),
    };
  },
});
