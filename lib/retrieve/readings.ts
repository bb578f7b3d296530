/**
 * Readings of a question's words: a vocabulary entry the question matched stands on some of
 * its words, and where two readings overlap, the fuller one says what the words mean, as the
 * longest match does in a dictionary: "주식+팔+세금" over "팔면+세금", "접도구역" over "접도".
 *
 * @module
 */

import type { VocabHit } from "./terms.ts";

const compact = (s: string) => s.replace(/[\s+]+/g, "").toLowerCase();

/** How many syllables and words make a matched phrase fully specific ("접도구역", "월급+깎"). */
const FULL = 4;

/**
 * How specific a matched phrase is: its syllables, and one more for each further word it needed
 * ("인도+테이블" 6, "접도구역" 4, "가게" 2), on a log scale that is 1 at {@link FULL}.
 *
 * @example
 * ```ts
 * import { specificity } from "./readings.ts";
 * specificity("인도+테이블") > specificity("가게"); // true
 * ```
 */
export function specificity(said: string): number {
  const words = said.split(/[\s+]+/).filter(Boolean).length;
  const info = [...compact(said)].length + Math.max(0, words - 1);
  return Math.log2(1 + info) / Math.log2(1 + FULL);
}

/**
 * Whether vocabulary hit `a` is a reading of the question's words that `b` reads more fully:
 * every word `a` stands on `b` stands on too, and `b` on more, or on the same with a longer
 * phrase ("접도구역" over "접도").
 *
 * @example
 * ```ts
 * import { fuller } from "./readings.ts";
 * import { entry } from "./vocab_entry.ts";
 * const e = entry("접도", "건축선", "hand: example");
 * const a = { entry: e, said: "접도", cover: new Set([2]) };
 * const b = { entry: e, said: "접도구역", cover: new Set([2]) };
 * fuller(a, b); // true
 * ```
 */
export function fuller(a: VocabHit, b: VocabHit): boolean {
  if (a === b || ![...a.cover].every((i) => b.cover.has(i))) return false;
  return b.cover.size > a.cover.size || specificity(b.said) > specificity(a.said);
}
