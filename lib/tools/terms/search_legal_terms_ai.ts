/**
 * `search_legal_terms_ai`: the knowledge-base 법령용어 index (`lstrmAI`), a different index
 * than the classic dictionary (a term missing from one may be in the other).
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { nextPage, pagingInput, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { parseKbTermList } from "../../parse/terms.ts";
import { listText, renameArgs, termText } from "./shared.ts";

const input = z.object({
  query: termText.describe("용어 또는 그 일부 (예: 임금)"),
  homonymYn: z.enum(["Y", "N"]).optional().describe("Y = only terms with homonyms"),
  ...pagingInput,
});

const output = z.object({
  query: z.string(),
  ...pagingOutput,
  rows: z.array(z.object({
    name: z.string(),
    mst: z.string().optional().describe("knowledge-base serial (get_term_relations mst)"),
    homonym: z.boolean(),
    note: z.string().optional(),
  })),
  meta: MetaSchema,
});

/** The `search_legal_terms_ai` tool. */
export const searchLegalTermsAi: ToolDef<typeof input, typeof output> = defineTool({
  name: "search_legal_terms_ai",
  title: "법령용어 검색 (지식베이스)",
  aliases: ["search_ai_legal_terms", "get_legal_term_kb"],
  legacyArgs: (a) => renameArgs(a, [["term", "query"]]),
  description: "Search the 법령정보지식베이스 term index (lstrmAI); rows lead to " +
    "get_term_relations (일상용어·조문 links).",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const res = await callDrf(ctx, track, {
      endpoint: "search",
      target: "lstrmAI",
      params: {
        query: args.query,
        homonymYn: args.homonymYn,
        display: args.display,
        page: args.page,
      },
    });
    const list = parseKbTermList(res.data);
    const next = nextPage(list.total, list.page, args.display);
    const lines = [
      `'${args.query}' 지식베이스 법령용어: ${list.total}건 중 ${list.rows.length}건 (${list.page}쪽)`,
      ...list.rows.map((r) =>
        `- ${r.name}${r.homonym ? " (동음이의어 있음)" : ""}${r.note ? ` — ${r.note}` : ""}`
      ),
    ];
    if (list.total === 0) {
      lines.push("일치하는 용어가 없습니다. search_legal_terms(법령용어사전)도 시도해 보세요.");
    } else {
      lines.push(
        '연계: get_term_relations {term: "<용어명>"} (일상용어), kind "term_to_articles" (조문)',
      );
    }
    return {
      structured: {
        query: args.query,
        total: list.total,
        page: list.page,
        next,
        rows: list.rows,
        meta: track.meta(),
      },
      text: listText(
        lines,
        "search_legal_terms_ai",
        { query: args.query, homonymYn: args.homonymYn },
        next,
      ),
    };
  },
});
