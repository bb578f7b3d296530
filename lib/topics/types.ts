/**
 * Types of the topic vocabulary: everyday words and practitioner shorthand, each with the
 * statutes (and, where clear, the articles) a lawyer would open first and where that mapping
 * comes from.
 *
 * @module
 */

/** Areas the table covers. */
export type TopicArea =
  | "labour"
  | "housing"
  | "building"
  | "family"
  | "traffic"
  | "consumer"
  | "privacy"
  | "tax"
  | "criminal"
  | "civil"
  | "admin"
  | "business"
  | "welfare";

/** A statute a topic opens, with the articles to read first (none when no one article rules). */
export interface TopicLaw {
  /** Official name (법령명한글). */
  name: string;
  /** Articles to open first, e.g. ["제60조"]. */
  articles: readonly string[];
}

/** One topic. */
export interface Topic {
  /** The topic's own word: its first word, used as the search term for decisions and rules. */
  term: string;
  /** Area of law. */
  area: TopicArea;
  /**
   * Words that mean the topic; spaces are ignored when matching, and "A+B" needs both A and B
   * somewhere in the question (e.g. "출퇴근+다치").
   */
  words: readonly string[];
  /** Statutes to open first, the most specific first. */
  laws: readonly TopicLaw[];
  /** Provenance: the article that defines or regulates it (title as the statute words it). */
  source: string;
}
