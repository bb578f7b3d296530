/**
 * Output shape and text rendering of extracted citations, shared by parse_article_references
 * and get_article_with_references: the citations one by one, and the cited laws with their
 * articles.
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

/** Output fields of a scan: each citation, and the cited laws with their articles. */
export const CitationsSchema: {
  references: z.ZodArray<typeof ReferenceSchema>;
  laws: z.ZodArray<typeof CitedLawSchema>;
} = {
  references: z.array(ReferenceSchema),
  laws: z.array(CitedLawSchema).describe("cited laws with their articles"),
};

function cited(a: ArticleRef): z.infer<typeof CitedArticleSchema> {
  return { label: formatArticle(a, { withParts: true }), ...a, jo: toJoCode(a) };
}

/** Groups citations by law (in first-seen order), articles de-duplicated. */
function groupByLaw(refs: readonly Ref[], ownLaw?: string): z.infer<typeof CitedLawSchema>[] {
  const map = new Map<string, Set<string>>();
  for (const r of refs) {
    const law = r.resolvedLaw ?? r.law ?? ownLaw ?? "(이 법령)";
    const set = map.get(law) ?? new Set<string>();
    for (const a of r.articles) set.add(formatArticle(a));
    map.set(law, set);
  }
  return [...map].map(([law, s]) => ({ law, articles: [...s] }));
}

/**
 * Citations as output: the structured fields and the text lines (the citations, then the cited
 * laws), or `empty` when there are none.
 */
export function citationsOf(found: readonly LawReference[], ownLaw?: string): {
  structured: { references: Ref[]; laws: z.infer<typeof CitedLawSchema>[] };
  lines: (empty: string) => string[];
} {
  // relative / ambiguous are the web's to read; the output schema keeps its fields.
  const references = found.map(({ relative: _r, ambiguous: _a, ...r }) => ({
    ...r,
    articles: r.articles.map(cited),
  }));
  const laws = groupByLaw(references, ownLaw);
  const lines = (empty: string) =>
    references.length
      ? [
        `인용 ${references.length}건 (${laws.length}개 법령):`,
        ...references.map((r) => {
          const law = r.resolvedLaw && r.resolvedLaw !== r.law
            ? `${r.law ?? "(법령명 없음)"} → ${r.resolvedLaw}`
            : r.law ?? r.resolvedLaw ?? "(이 법령)";
          return `- ${r.text} ⇒ ${law}: ${r.articles.map((a) => a.label).join(", ")}`;
        }),
        "인용 법령:",
        ...laws.map((l) => `- ${l.law}: ${l.articles.join(", ")}`),
      ]
      : [empty];
  return { structured: { references, laws }, lines };
}
