/**
 * Types of retrieval: what it asks of the law library (the `searchBody` of LIBRARY_API) and
 * the ranked candidates it gives back.
 *
 * @module
 */

/** One hit of the library's body search (the library's own shape, fields retrieval reads). */
export interface LibraryHit {
  /** Law ID, when the library has one. */
  lawId?: string;
  /** The law's name (법령명). */
  lawName: string;
  /** 법령구분: "법률", "대통령령", "시행령", "시행규칙", …. */
  kind: string;
  /** Article anchor, e.g. "제64조" or "제3조의3". */
  article: string;
  /** The article's title ("분할연금 수급권자 등"). */
  articleTitle?: string;
  /** Text around the match. */
  snippet?: string;
  /** Words matched. */
  matched: string[];
  /** The library's own score (higher is better). */
  score: number;
  /** The article's row in the library, for {@link ArticleIndex.within}. */
  row?: number;
}

/** Search scope, as `search_law` names it. */
export type SearchScope = "title" | "body" | "both";

/** What retrieval needs of a library: its body search. */
export interface ArticleIndex {
  /** Articles holding `query`, best first. */
  searchBody(
    query: string,
    opts?: { limit?: number; scope?: SearchScope; kinds?: string[] },
  ): LibraryHit[];
  /** Laws by name (the library's `findLaws`): tells a statute's name from a nickname ("민식이법"). */
  findLaws?(query: string, opts?: { limit?: number }): { name: string }[];
  /**
   * Which of the articles `rows` (their {@link LibraryHit.row}) hold `query` in title or body: a
   * word too common for its own hits to reach an article still counts for it.
   */
  within?(query: string, rows: readonly number[]): Set<number>;
  /**
   * Articles of the statute `law` (its exact name) holding `query`, best first: retrieval within a
   * statute the topic table opens without naming an article.
   */
  inLaw?(query: string, law: string, opts?: { limit?: number }): LibraryHit[];
  /**
   * Which of the articles `rows` hold `test` in their text (title and body): a word the index
   * matched inside another ("후기" in 개시후기타채권) or a phrase whose words lie apart is checked
   * against the words as written.
   */
  holding?(rows: readonly number[], test: (text: string) => boolean): Set<number>;
  /** An article's title ("제40조" of 고용보험법 → "구직급여의 수급 요건"), when the library has it. */
  titleOf?(law: string, article: string): string | undefined;
  /** Every law's name the library holds: a question's word in a name is a sign of that law. */
  lawNames?(): readonly string[];
}

/** A candidate article, with the words that chose it. */
export interface ArticleCandidate {
  /** The law's name. */
  law: string;
  /** Article anchor ("제64조"). */
  article: string;
  /** Article title, when known. */
  title?: string;
  /** Score (relative, for ordering only). */
  score: number;
  /** The question's words that matched, as the statute writes them ("분할", "이혼"). */
  matched: string[];
  /** The topic table's word, when the table named this article. */
  topic?: string;
  /** The question's words whose vocabulary entry names this article as where the word is used. */
  cited?: string[];
}

/** A candidate statute: its score and its best articles. */
export interface LawCandidate {
  /** Official name. */
  name: string;
  /** Score (relative). */
  score: number;
  /** Its articles, best first. */
  articles: ArticleCandidate[];
  /** The topic table's word that opened it, if the table did. */
  topic?: string;
  /** Words that chose it. */
  matched: string[];
}
