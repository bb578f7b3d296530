/**
 * A vocabulary entry's cited article (its provenance, ./vocab_entry.ts) in ranking: the article
 * a lawyer opens for the entry's legal word gains evidence among its statute's articles.
 *
 * @module
 */

import type { QueryTerm } from "./terms.ts";
import type { ArticleCandidate } from "./types.ts";

/** What ranking keeps per article of the vocabulary's naming it. */
export interface CiteTarget {
  /** What the vocabulary's naming it is worth. */
  cite?: number;
  /** The question's words whose vocabulary entry names it. */
  cited?: string[];
}

/**
 * What the vocabulary's naming an article is worth, per unit of its entry's weight times its
 * legal word's rarity: the article a lawyer opens for the word, beside its siblings that hold the
 * same word (제37조 업무상의 재해의 인정 기준 beside 제91조의12). It adds to the article's place
 * among its statute's articles, never to the statute's own weight.
 */
export const CITE = 5;

/**
 * The articles the matched vocabulary entries name (their provenance, {@link QueryTerm.cites}),
 * of statutes the words or the table already found: each gains its entry's weight times the
 * rarity of the entry's rarest legal word, once per word of the question.
 *
 * @example
 * ```ts
 * import { cite, type CiteTarget } from "./cited.ts";
 * import { queryTerms } from "./terms.ts";
 * const got = new Map<string, CiteTarget>();
 * const at = (law: string, _kind: string, article: string) => {
 *   const k = `${law} ${article}`;
 *   if (!got.has(k)) got.set(k, {});
 *   return got.get(k)!;
 * };
 * cite(queryTerms("드론 날리려면 허가 받아야하나요"), new Map(), new Set(["항공안전법"]), at);
 * got.get("항공안전법 제127조")?.cited; // ["드론"]
 * ```
 */
export function cite(
  terms: readonly QueryTerm[],
  rarity: ReadonlyMap<string, number>,
  known: ReadonlySet<string>,
  acc: (law: string, kind: string, article: string) => CiteTarget,
): void {
  const best = new Map<string, { law: string; article: string; said: string; v: number }>();
  for (const t of terms) {
    if (t.via !== "vocab" || !t.cites) continue;
    const v = (t.weight ?? 1) * (rarity.get(t.term) ?? 1);
    for (const c of t.cites) {
      if (!known.has(c.law)) continue;
      const k = `${c.law}|${c.article}|${t.said}`;
      const b = best.get(k);
      if (!b || b.v < v) best.set(k, { ...c, said: t.said, v });
    }
  }
  for (const b of best.values()) {
    const a = acc(b.law, kindOf(b.law), b.article);
    a.cite = (a.cite ?? 0) + b.v;
    a.cited = [...new Set([...a.cited ?? [], b.said])];
  }
}

/**
 * The vocabulary's word for an article counts among the articles that hold no word of the
 * question it lacks: it tells siblings sharing the legal word apart, and never carries an article
 * past one holding a word of the question it lacks (제6조 공익신고 past 제15조 불이익조치 등의
 * 금지 for "내부고발하면 불이익").
 *
 * @example
 * ```ts
 * import { citedFirst } from "./cited.ts";
 * const a = { law: "공익신고자 보호법", article: "제15조", score: 9, matched: [] };
 * const b = { law: "공익신고자 보호법", article: "제6조", score: 7, matched: [] };
 * const words = new Map([[a, new Set(["내부고발", "불이익"])], [b, new Set(["내부고발"])]]);
 * citedFirst([a, b], new Map([[b, 5]]), words);
 * b.score < a.score; // true: it lacks 불이익, which 제15조 holds
 * ```
 */
export function citedFirst(
  list: ArticleCandidate[],
  cited: ReadonlyMap<ArticleCandidate, number>,
  wordsOf: ReadonlyMap<ArticleCandidate, ReadonlySet<string>>,
): void {
  const base = new Map(list.map((c) => [c, c.score]));
  for (const c of list) {
    const bonus = cited.get(c);
    if (!bonus) continue;
    const words = wordsOf.get(c) ?? new Set();
    // It rises as far as the first article above it that holds a word of the question it lacks.
    const cap = Math.min(
      ...list.filter((o) =>
        base.get(o)! > c.score && [...wordsOf.get(o) ?? []].some((w) => !words.has(w))
      ).map((o) => base.get(o)! - 1e-6),
    );
    c.score = Math.max(c.score, Math.min(c.score + bonus, cap));
  }
}

/** A statute's kind as its name tells it. */
const kindOf = (law: string) =>
  / 시행령$/.test(law) ? "시행령" : / 시행규칙$/.test(law) ? "시행규칙" : "법률";
