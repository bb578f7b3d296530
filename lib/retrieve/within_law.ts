/**
 * Retrieval within one statute: for a statute the topic table opens without naming an article
 * ("보이스피싱" → 전기통신금융사기 피해 방지 및 피해금 환급에 관한 특별법) that none of the
 * question's words reached among the library's first hits, its own articles are searched for the
 * question's words, and, where none holds them, for the words of its name (what the statute is
 * about): the answer then still names an article and the words that chose it.
 *
 * @module
 */

import type { QueryTerm } from "./terms.ts";
import type { ArticleCandidate, ArticleIndex } from "./types.ts";

/** How many of a statute's articles one word may bring. */
const LIMIT = 40;

/** Words of a statute's name that say only what kind of text it is. */
const FORM = /^(?:법률|법|특별법|특례법|기본법|시행령|시행규칙|관한|등에|등의|및|등)$/;

/** What a word of the statute's name counts for, against one of the question's. */
const NAME_WORD = 0.3;

/** Articles that set a statute up rather than answer about its subject. */
const SETUP = /^(?:목적|정의|용어의 정의|다른 법률과의 관계|적용 범위|벌칙|과태료|양벌규정)$/;

/** The words of a law's name worth searching ("피해금", "환급"), its form words left out. */
function nameWords(law: string): string[] {
  return law.replace(/ 시행(?:령|규칙)$/, "").split(/[\sㆍ·]+/)
    .map((w) => w.replace(/(?:에|의|과|와)$/, ""))
    .filter((w) => [...w].length >= 2 && !FORM.test(w));
}

/**
 * The articles of `law` ranked by the question's words, else by its name's words; each with the
 * words that chose it. Empty when the library cannot search within a statute.
 *
 * @example
 * ```ts
 * import { withinLaw } from "./within_law.ts";
 * withinLaw({ searchBody: () => [] }, "민법", []).length; // 0
 * ```
 */
export function withinLaw(
  index: ArticleIndex,
  law: string,
  terms: readonly QueryTerm[],
): ArticleCandidate[] {
  if (!index.inLaw) return [];
  const own = terms.map((t) => ({
    word: t.term,
    weight: t.via === "vocab" ? t.weight ?? 1 : 0.6,
  }));
  let found = score(index, law, own);
  if (!found.size) {
    found = score(index, law, nameWords(law).map((word) => ({ word, weight: NAME_WORD })));
  }
  return [...found.values()].sort((x, y) => y.score - x.score);
}

function score(
  index: ArticleIndex,
  law: string,
  words: readonly { word: string; weight: number }[],
): Map<string, ArticleCandidate> {
  const out = new Map<string, ArticleCandidate>();
  for (const { word, weight } of words) {
    const hits = index.inLaw!(word, law, { limit: LIMIT });
    if (!hits.length) continue;
    // A word most of the statute's articles hold tells them apart less.
    const idf = Math.log2(1 + LIMIT / (hits.length + 1));
    const key = word.replace(/\s+/g, "");
    for (const [rank, h] of hits.entries()) {
      const inTitle = h.articleTitle?.replace(/\s+/g, "").includes(key) ?? false;
      const setup = h.articleTitle && SETUP.test(h.articleTitle) ? 0.5 : 1;
      const v = idf * weight * (inTitle ? 3 : 1) * (1 + 0.3 * (1 - rank / hits.length)) * setup;
      const c = out.get(h.article) ?? {
        law,
        article: h.article,
        ...(h.articleTitle ? { title: h.articleTitle } : {}),
        score: 0,
        matched: [],
      };
      c.score += v;
      if (!c.matched.includes(word)) c.matched.push(word);
      out.set(h.article, c);
    }
  }
  return out;
}
