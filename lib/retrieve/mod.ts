/**
 * Retrieval for everyday questions: the question's words and the colloquial vocabulary's legal
 * words, searched in the law library's article titles and bodies, ranked together with the topic
 * table into candidate statutes and articles, each with the words that chose it.
 *
 * @example
 * ```ts
 * import { queryTerms } from "./mod.ts";
 * queryTerms("알바 잘렸어요").map((t) => t.term).includes("해고"); // true
 * ```
 *
 * @module
 */

export { rankCandidates } from "./rank.ts";
export { articleIndex, loadArticleIndex, useArticleIndex } from "./source.ts";
export { libraryIndex } from "./library_index.ts";
export { queryTerms, tokens, wordStart } from "./terms.ts";
export type { QueryTerm } from "./terms.ts";
export { VOCAB } from "./vocab.ts";
export { citedBy, CORPUS_VOCAB_SOURCE, DEFINED, REFS } from "./corpus_vocab.ts";
export type { DefinedTerm } from "./corpus_vocab.ts";
export type { VocabEntry } from "./vocab.ts";
export type {
  ArticleCandidate,
  ArticleIndex,
  LawCandidate,
  LibraryHit,
  SearchScope,
} from "./types.ts";
