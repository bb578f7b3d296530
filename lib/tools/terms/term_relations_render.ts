/**
 * Rows of `get_term_relations` answers — a link between terms, an article using a term, a term
 * an article uses — with their output schemas and text lines, and the follow-up call of a page.
 *
 * @module
 */

import { z } from "zod";
import { pointer, pointerText } from "../../vocab/pointer.ts";

/** The links a call follows. */
export const DIRECTIONS = [
  "legal_to_daily",
  "daily_to_legal",
  "term_to_articles",
  "article_to_terms",
] as const;

/** One of {@link DIRECTIONS}. */
export type Direction = (typeof DIRECTIONS)[number];

const termId = z.string().optional().describe("knowledge-base serial of the term (termId)");

/** A link between a 법령용어 and an 일상용어 (either way). */
export const LinkRowSchema = z.object({
  from: z.string().describe("the term the link starts at"),
  name: z.string(),
  relation: z.string().optional(),
  relationCode: z.string().optional().describe("140301 동의어 … 140305 연관어"),
  note: z.string().optional(),
  termId,
});

/** An article a term is used in (term_to_articles). */
export const ArticleRowSchema = z.object({
  term: z.string(),
  lawName: z.string(),
  lawId: z.string().optional(),
  article: z.number().int(),
  branch: z.number().int(),
  label: z.string().describe("제24조의2"),
  jo: z.string().describe("JO code"),
  text: z.string(),
  textCut: z.boolean(),
  termKind: z.string().optional().describe("핵심용어 / 선정용어"),
});

/** A term an article uses (article_to_terms). */
export const ArticleTermRowSchema = z.object({
  name: z.string(),
  termKind: z.string().optional().describe("핵심용어 / 선정용어"),
  termKindCode: z.string().optional(),
  note: z.string().optional(),
  termId,
});

/** Any row of an answer (one kind per answer, as `direction` says). */
export const RelationRowSchema = z.union([LinkRowSchema, ArticleRowSchema, ArticleTermRowSchema]);

/** Type of {@link RelationRowSchema}. */
export type RelationRow = z.infer<typeof RelationRowSchema>;
type LinkRow = z.infer<typeof LinkRowSchema>;
type ArticleRow = z.infer<typeof ArticleRowSchema>;

const isLink = (r: RelationRow): r is LinkRow => "from" in r;
const isArticle = (r: RelationRow): r is ArticleRow => "jo" in r;

/** One row as a text line. */
export function relationLine(r: RelationRow): string {
  if (isArticle(r)) {
    return `- ${r.lawName} ${r.label}${r.termKind ? ` [${r.termKind}]` : ""}: ${
      r.text.replace(/\s+/g, " ")
    }`;
  }
  if (isLink(r)) {
    return `- [${r.relation ?? r.relationCode ?? "관계 미상"}] ${r.name}${
      r.note ? `(${r.note})` : ""
    }`;
  }
  return `- ${r.name}${r.termKind ? ` [${r.termKind}]` : ""}${r.note ? ` — ${r.note}` : ""}`;
}

/** Where the page leads: the whole article, the linked term's definitions, the article read. */
export function relationFollow(
  direction: Direction,
  rows: RelationRow[],
  law: { name?: string; lawId?: string; articles?: string[] },
): string | undefined {
  if (direction === "term_to_articles") {
    const cut = rows.filter(isArticle).find((a) => a.textCut);
    if (!cut) return undefined;
    const loc = cut.lawId ? { lawId: cut.lawId } : { name: cut.lawName };
    return `조문 전문: ${pointerText(pointer("get_law_text", { ...loc, articles: [cut.label] }))}`;
  }
  if (direction === "article_to_terms") {
    const loc = law.lawId ? { lawId: law.lawId } : { name: law.name };
    return `조문: ${pointerText(pointer("get_law_text", { ...loc, articles: law.articles }))}`;
  }
  const legal = direction === "daily_to_legal" ? rows.find(isLink) : undefined;
  return legal
    ? `정의: ${pointerText(pointer("get_legal_term", { term: legal.name }))}`
    : undefined;
}
