/**
 * `search_legal_terms`: the classic 법령용어 dictionary list (`lstrm`).
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { nextPage, pagingInput, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { parseLegalTermList, TERM_DICTIONARIES } from "../../parse/terms.ts";
import { listText, renameArgs, termText } from "./shared.ts";

/** dicKndCd: which rules the term is drawn from. */
const DIC_KINDS = { "법령": "010101", "행정규칙": "010102" } as const;

const input = z.object({
  query: termText.describe("용어 또는 그 일부 (예: 청원)"),
  dicKind: z.enum(["법령", "행정규칙"]).optional().describe("법령 or 행정규칙 terms only"),
  sort: z.enum(["lasc", "ldes", "rasc", "rdes"]).optional()
    .describe("l = 용어명, r = 등록일자; asc/des"),
  ...pagingInput,
});

const output = z.object({
  query: z.string(),
  ...pagingOutput,
  rows: z.array(z.object({
    name: z.string(),
    termIds: z.array(z.string()).describe("법령용어ID per dictionary sense"),
    dictionaries: z.array(z.string()).describe("법령용어사전 / 법령정의사전 / 법령한영사전"),
    dictionaryCodes: z.array(z.string()),
    lawKindCodes: z.array(z.string()),
  })),
  meta: MetaSchema,
});

/** The `search_legal_terms` tool. */
export const searchLegalTerms: ToolDef<typeof input, typeof output> = defineTool({
  name: "search_legal_terms",
  title: "법령용어 검색",
  legacyArgs: (a) => {
    const out = renameArgs(a, [["dicKndCd", "dicKind"]]);
    const code = Object.entries(DIC_KINDS).find(([, c]) => c === out.dicKind)?.[0];
    return code ? { ...out, dicKind: code } : out;
  },
  description: "Search the 법령용어 dictionary by name; then get_legal_term for definitions. " +
    "For everyday words try search_daily_terms.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const res = await callDrf(ctx, track, {
      endpoint: "search",
      target: "lstrm",
      params: {
        query: args.query,
        dicKndCd: args.dicKind ? DIC_KINDS[args.dicKind] : undefined,
        sort: args.sort,
        display: args.display,
        page: args.page,
      },
    });
    const list = parseLegalTermList(res.data);
    const next = nextPage(list.total, list.page, args.display);
    const rows = list.rows.map((r) => ({
      ...r,
      dictionaries: r.dictionaryCodes.map((c) => TERM_DICTIONARIES[c] ?? c),
    }));
    const lines = [
      `'${args.query}' 법령용어: ${list.total}건 중 ${rows.length}건 (${list.page}쪽)`,
    ];
    for (const r of rows) {
      lines.push(`- ${r.name} [${[...new Set(r.dictionaries)].join("·") || "?"}]`);
    }
    if (list.total === 0) {
      lines.push(
        "일치하는 법령용어가 없습니다. search_legal_terms_ai(지식베이스) 또는 search_daily_terms를 시도하세요.",
      );
    } else lines.push('정의: get_legal_term {term: "<용어명>"}');
    return {
      structured: {
        query: args.query,
        total: list.total,
        page: list.page,
        next,
        rows,
        meta: track.meta(),
      },
      text: listText(
        lines,
        "search_legal_terms",
        { query: args.query, dicKind: args.dicKind },
        next,
      ),
    };
  },
});
