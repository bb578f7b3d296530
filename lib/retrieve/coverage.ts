/**
 * How an article holds the question's words: a common word the library's first hits did not reach
 * is looked for in the best articles ({@link cover}), and the terms one word of the question brings
 * count as that one word ({@link said}).
 *
 * @module
 */

import type { QueryTerm } from "./terms.ts";
import type { ArticleIndex } from "./types.ts";

/** An article's evidence so far: its row in the library, and what each term found in it is worth. */
export interface Held {
  /** The article's row, for {@link ArticleIndex.within}. */
  row?: number;
  /** Term → what it is worth in this article. */
  terms: Map<string, number>;
}

/** What a question word's further terms add beside its best one. */
const ALSO = 1;

/**
 * An article's evidence counted per word of the question: the terms one word brings ("위자료" →
 * 손해배상, 정신상 고통, 위자료) say one thing, so the best counts and the rest add a little, and
 * they count once toward how many of the question's words the article holds.
 *
 * @example
 * ```ts
 * import { said } from "./coverage.ts";
 * const a = { terms: new Map([["손해배상", 2], ["위자료", 3], ["이혼", 1]]) };
 * said(a, new Map([["손해배상", "위자료"]])).words; // 2
 * ```
 */
export function said(
  a: Held,
  saidOf: ReadonlyMap<string, string>,
): { sum: number; words: number; held: Set<string> } {
  const best = new Map<string, number>();
  let all = 0;
  for (const [term, v] of a.terms) {
    const k = saidOf.get(term) ?? term;
    best.set(k, Math.max(best.get(k) ?? 0, v));
    all += v;
  }
  const top = [...best.values()].reduce((s, x) => s + x, 0);
  return { sum: top + ALSO * (all - top), words: best.size, held: new Set(best.keys()) };
}

/** How many of the best articles the coverage pass reads. */
const COVER = 60;

const sum = (a: Held) => [...a.terms.values()].reduce((s, x) => s + x, 0);

/**
 * The question's other words in the best articles: a common word ("전부", "설명") brings only the
 * library's first hits, so an article that holds it beside the rare words would go uncounted.
 * Each such word found counts as body text.
 *
 * @example
 * ```ts
 * import { cover } from "./coverage.ts";
 * const arts = new Map([["민법|제1조", { row: 1, terms: new Map([["법원", 2]]) }]]);
 * cover({ searchBody: () => [] }, [], new Map(), arts); // no `within`: nothing to read
 * arts.get("민법|제1조")!.terms.size; // 1
 * ```
 */
export function cover(
  index: ArticleIndex,
  terms: readonly QueryTerm[],
  rarity: ReadonlyMap<string, number>,
  arts: ReadonlyMap<string, Held>,
): void {
  if (!index.within) return;
  const top = [...arts.values()].filter((a) => a.row !== undefined && a.terms.size)
    .sort((x, y) => sum(y) - sum(x)).slice(0, COVER);
  if (!top.length) return;
  for (const t of terms) {
    const idf = rarity.get(t.term);
    if (idf === undefined) continue;
    const lacking = top.filter((a) => !a.terms.has(t.term));
    if (!lacking.length) continue;
    const found = index.within(t.term, lacking.map((a) => a.row!));
    const weight = t.via === "vocab" ? t.weight ?? 1 : 0.6;
    for (const a of lacking) if (found.has(a.row!)) a.terms.set(t.term, idf * weight);
  }
}
