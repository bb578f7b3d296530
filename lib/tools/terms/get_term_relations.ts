/**
 * `get_term_relations`: the knowledge base's links between 법령용어, 일상용어 and articles —
 * 법령용어→일상용어 (`lstrmRlt`), 일상용어→법령용어 (`dlytrmRlt`), 용어→조문 (`lstrmRltJo`)
 * and 조문→용어 (`joRltLstrm`). The link services answer everything at once, so paging is local.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { pagingInput, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { formatArticle, fromJoCode, parseArticleRef, toJoCode } from "../../law/article.ts";
import {
  parseArticleTerms,
  parseDailyToLegal,
  parseLegalToDaily,
  parseTermArticles,
} from "../../parse/term_links.ts";
import { type Relations, renderRelations } from "./term_relations_render.ts";
import { pageOf, preview, renameArgs, termText } from "./shared.ts";
import { InputError } from "../../errors.ts";

const KINDS = ["legal_to_daily", "daily_to_legal", "term_to_articles", "article_to_terms"] as const;
const RELATIONS = ["동의어", "반의어", "상위어", "하위어", "연관어"] as const;
/** Characters of an article kept per row; the whole article is one get_law_text away. */
const ARTICLE_PREVIEW = 400;

const input = z.object({
  kind: z.enum(KINDS).optional().describe(
    "legal_to_daily (default) | daily_to_legal | term_to_articles | article_to_terms",
  ),
  term: termText.optional().describe("법령용어 or 일상용어 name"),
  mst: z.string().trim().regex(/^\d{1,10}$/, "digits").optional()
    .describe("knowledge-base term serial instead of term (legal/daily links)"),
  relation: z.enum(RELATIONS).optional().describe("keep only this relation"),
  lawName: z.string().trim().min(1).max(200).optional().describe("article_to_terms: 법령명"),
  lawId: z.string().trim().regex(/^\d{1,10}$/, "digits").optional()
    .describe("article_to_terms: 법령ID"),
  article: z.string().trim().min(1).max(40).optional()
    .describe('article_to_terms: "제2조", "제10조의2" or JO code "001002"'),
  ...pagingInput,
});

const linkRow = z.object({
  from: z.string().describe("the term the link starts at"),
  name: z.string(),
  relation: z.string().optional(),
  relationCode: z.string().optional().describe("140301 동의어 … 140305 연관어"),
  note: z.string().optional(),
  mst: z.string().optional(),
});

const output = z.object({
  kind: z.enum(KINDS),
  term: z.string().optional(),
  ...pagingOutput,
  links: z.array(linkRow).optional(),
  articles: z.array(z.object({
    term: z.string(),
    lawName: z.string(),
    lawId: z.string().optional(),
    article: z.number().int(),
    branch: z.number().int(),
    label: z.string().describe("제24조의2"),
    jo: z.string().describe("JO code for get_law_text"),
    text: z.string(),
    textCut: z.boolean(),
    termKind: z.string().optional(),
  })).optional(),
  source: z.object({
    lawName: z.string(),
    label: z.string(),
    jo: z.string(),
    text: z.string(),
  }).optional().describe("article_to_terms: the article"),
  terms: z.array(z.object({
    name: z.string(),
    kind: z.string().optional().describe("핵심용어 / 선정용어"),
    kindCode: z.string().optional(),
    note: z.string().optional(),
    mst: z.string().optional(),
  })).optional(),
  meta: MetaSchema,
});

/** Article anchor → JO code; TypeError (BAD_INPUT) when it names no article. */
function joOf(text: string): { jo: string; label: string } {
  const ref = /^\d{6}$/.test(text) ? fromJoCode(text) : parseArticleRef(text);
  if (!ref) throw new InputError(`article '${text}'에서 조문 번호를 읽을 수 없습니다 (예: 제2조).`);
  return { jo: toJoCode(ref), label: formatArticle({ article: ref.article, branch: ref.branch }) };
}

/** The `get_term_relations` tool. */
export const getTermRelations: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_term_relations",
  title: "용어 연계 (법령용어·일상용어·조문)",
  aliases: [
    "get_term_links",
    "get_legal_term_relations",
    { name: "get_legal_to_daily", fixed: { kind: "legal_to_daily" } },
    { name: "get_daily_to_legal", fixed: { kind: "daily_to_legal" } },
    { name: "get_term_articles", fixed: { kind: "term_to_articles" } },
    { name: "get_article_terms", fixed: { kind: "article_to_terms" } },
  ],
  legacyArgs: (a) => {
    const kind = a.kind ??
      (a.dailyTerm !== undefined
        ? "daily_to_legal"
        : a.legalTerm !== undefined
        ? "legal_to_daily"
        : undefined);
    const out = renameArgs(a, [
      ["query", "term"],
      ["legalTerm", "term"],
      ["dailyTerm", "term"],
      ["jo", "article"],
      ["name", "lawName"],
      ["trmRltCd", "relation"],
    ]);
    const code = String(out.relation ?? "");
    if (/^14030[1-5]$/.test(code)) out.relation = RELATIONS[Number(code.slice(-1)) - 1];
    return kind ? { ...out, kind } : out;
  },
  description:
    "Links between 법령용어 and 일상용어 (동의어·상위어·연관어 …), the articles that use a " +
    "term, or the terms an article uses.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const kind = args.kind ??
      (args.lawName || args.lawId || args.article ? "article_to_terms" : "legal_to_daily");
    const base = { kind, term: args.term };
    let rel: Relations;
    if (kind === "article_to_terms") {
      if (!args.article || !(args.lawName || args.lawId)) {
        throw new InputError("article_to_terms에는 article과 lawName 또는 lawId가 필요합니다.");
      }
      const { jo, label } = joOf(args.article);
      const res = await callDrf(ctx, track, {
        endpoint: "service",
        target: "joRltLstrm",
        params: args.lawId ? { ID: args.lawId, JO: jo } : { query: args.lawName, JO: jo },
      });
      const group = parseArticleTerms(res.data)[0];
      const terms = group?.terms ?? [];
      rel = {
        kind,
        source: group
          ? {
            lawName: group.lawName,
            label: formatArticle({ article: group.article || 1, branch: group.branch }),
            jo,
            text: preview(group.text, ARTICLE_PREVIEW * 2).text,
          }
          : undefined,
        requested: `${args.lawName ?? `법령ID ${args.lawId}`} ${label}`,
        page: pageOf(terms, args.page, args.display),
      };
    } else if (kind === "term_to_articles") {
      if (!args.term) throw new InputError("term_to_articles에는 term이 필요합니다.");
      const res = await callDrf(ctx, track, {
        endpoint: "service",
        target: "lstrmRltJo",
        params: { query: args.term },
      });
      const rows = parseTermArticles(res.data).flatMap((g) =>
        g.articles.map((a) => {
          const cut = preview(a.text, ARTICLE_PREVIEW);
          const ref = { article: a.article || 1, branch: a.branch };
          return {
            term: g.term,
            ...a,
            label: formatArticle(ref),
            jo: toJoCode(ref),
            text: cut.text,
            textCut: cut.cut,
          };
        })
      );
      rel = { kind, term: args.term, page: pageOf(rows, args.page, args.display) };
    } else {
      if (!args.term && !args.mst) throw new InputError(`${kind}에는 term 또는 mst가 필요합니다.`);
      const legal = kind === "legal_to_daily";
      const res = await callDrf(ctx, track, {
        endpoint: "service",
        target: legal ? "lstrmRlt" : "dlytrmRlt",
        params: args.mst ? { MST: args.mst } : { query: args.term },
      });
      const groups = legal ? parseLegalToDaily(res.data) : parseDailyToLegal(res.data);
      const rows = groups.flatMap((g) =>
        g.links.filter((l) => !args.relation || l.relation === args.relation)
          .map((l) => ({ from: g.term, ...l }))
      );
      rel = {
        kind,
        term: args.term ?? groups[0]?.term,
        relation: args.relation,
        page: pageOf(rows, args.page, args.display),
      };
    }
    const { structured, text } = renderRelations(rel, args);
    return { structured: { ...base, ...structured, meta: track.meta() }, text };
  },
});
