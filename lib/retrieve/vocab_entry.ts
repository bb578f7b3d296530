/**
 * The form of one colloquial → legal vocabulary entry (./vocab.ts, ./vocab_everyday.ts) and the
 * shorthand the vocabularies are written in.
 *
 * @module
 */

/** One entry. */
export interface VocabEntry {
  /** What people write, each matched at a word's start ("A+B": both somewhere). */
  said: readonly string[];
  /** The statutes' words for it. */
  legal: readonly string[];
  /** How much it counts: below 1 for a word that says little alone (default 1). */
  weight?: number;
  /** Where the legal words come from: "corpus: 법령 제N조(제목)" or "hand: reason". */
  source: string;
}

/**
 * An entry from "said|said" "legal|legal", its provenance and weight.
 *
 * @example
 * ```ts
 * import { entry } from "./vocab_entry.ts";
 * entry("집주인|건물주", "임대인", "hand: example").said.length; // 2
 * ```
 */
export const entry = (
  said: string,
  legal: string,
  source: string,
  weight?: number,
): VocabEntry => ({
  said: said.split("|"),
  legal: legal.split("|"),
  source,
  ...(weight === undefined ? {} : { weight }),
});
