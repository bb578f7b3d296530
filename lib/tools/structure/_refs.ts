/**
 * Output shape and text rendering of extracted citations, shared by parse_article_references
 * and get_article_with_references.
 *
 * @module
 */

import { z } from "zod";
import { type ArticleRef, formatArticle, toJoCode } from "../../law/article.ts";
import type { LawReference } from "../../law/references.ts";

/** One cited article in outputs. */
export const CitedArticleSchema = z.object({
  label: z.string().describe("제10조의2 제1항 제3호 가목"),
  article: z.number().int(),
  branch: z.number().int(),
  paragraph: z.number().int().optional(),
  item: z.number().int().optional(),
  itemBranch: z.number().int().optional(),
  subItem: z.string().optional(),
  jo: z.string().describe("DRF JO code AAAABB"),
});

/** One citation in outputs. */
export const ReferenceSchema = z.object({
  text: z.string(),
  index: z.number().int(),
  law: z.string().optional().describe("as written"),
  lawKind: z.enum(["named", "same", "this", "family", "implicit"]),
  resolvedLaw: z.string().optional(),
  articleText: z.string(),
  articles: z.array(CitedArticleSchema),
});

/** Cited laws with their articles, grouped. */
export const CitedLawSchema = z.object({
  law: z.string().describe("resolved name, or as written"),
  articles: z.array(z.string()),
});

type Ref = z.infer<typeof ReferenceSchema>;

function cited(a: ArticleRef): z.infer<typeof CitedArticleSchema> {
  return { label: formatArticle(a, { withParts: true }), ...a, jo: toJoCode(a) };
}

/** A citation as output. */
export function referenceOut(r: LawReference): Ref {
  return { ...r, articles: r.articles.map(cited) };
}

/** Groups citations by law (in first-seen order), articles de-duplicated. */
export function groupByLaw(
  refs: readonly Ref[],
  ownLaw?: string,
): z.infer<typeof CitedLawSchema>[] {
  const map = new Map<string, Set<string>>();
  for (const r of refs) {
    const law = r.resolvedLaw ?? r.law ?? ownLaw ?? "(이 법령)";
    const set = map.get(law) ?? new Set<string>();
    for (const a of r.articles) set.add(formatArticle(a));
    map.set(law, set);
  }
  return [...map].map(([law, s]) => ({ law, articles: [...s] }));
}

/** Text lines for citations. */
export function referenceLines(refs: readonly Ref[]): string[] {
  return refs.map((r) => {
    const law = r.resolvedLaw && r.resolvedLaw !== r.law
      ? `${r.law ?? "(법령명 없음)"} → ${r.resolvedLaw}`
      : r.law ?? r.resolvedLaw ?? "(이 법령)";
    return `- ${r.text} ⇒ ${law}: ${r.articles.map((a) => a.label).join(", ")}`;
  });
}
