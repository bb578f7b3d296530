/**
 * What a research chain needs from the user's question, read by the one query reader every
 * face shares (lib/route `extract`): the statute it names, the articles and case numbers it
 * cites, the area of law of a dispute, and the topic words left over for decision and rule
 * searches.
 *
 * @module
 */

import { contentWords, stem } from "../korean/mod.ts";
// The extractors themselves, never lib/route/mod.ts: its rule table names the registered tools,
// which hold this chain.
import { extract } from "../route/extract.ts";
import { disputeArea } from "../route/extract_topics.ts";
import { mainLaw, placeOf, topicOf } from "../route/subject.ts";
import type { DisputeArea } from "../route/types.ts";
import { matchTopics, topicLaws } from "../topics/mod.ts";

/** What a query says. */
export interface ResearchQuery {
  /** The query as given (normalised). */
  text: string;
  /** Statute named in it (official name when a 약칭 was used). */
  lawName?: string;
  /** Articles cited, e.g. ["제11조", "제79조 제1항"]. */
  articles: string[];
  /** Case numbers cited, e.g. ["2023다12345"]. */
  caseNumbers: string[];
  /** Area of law of a dispute ("general" when no word names one). */
  area: DisputeArea;
  /**
   * Words for decision and rule searches: the topic's own word when the topic table read the
   * question, else its content words (the place first, particles, endings and task words
   * removed) — never the sentence as written.
   */
  topic: string;
  /**
   * Statutes the topic table opens for a question that names none, the most specific first
   * (empty when a statute is named).
   */
  candidates: TopicCandidate[];
}

/** A statute the topic table found for a question. */
export interface TopicCandidate {
  /** Official name. */
  name: string;
  /** Articles to open first. */
  articles: string[];
  /** The topic that opened it (its term, e.g. "퇴직금"). */
  topic: string;
}

/** Words that choose a research task rather than say what it is about. */
const TASK_WORDS: readonly string[] = [
  "처분",
  "불복",
  "절차",
  "경우",
  "규정",
  "하려면",
  "대하여",
  "알려주세요",
];

/**
 * Reads a research query.
 *
 * @example
 * ```ts
 * import { readQuery } from "./query.ts";
 * const q = readQuery("건축법 제11조 건축허가 취소");
 * // q.lawName "건축법", q.articles ["제11조"], q.topic "건축허가 취소"
 * ```
 */
export function readQuery(text: string): ResearchQuery {
  const x = extract(text);
  const lawName = mainLaw(x);
  const hits = lawName ? [] : matchTopics(x.text, x.laws);
  const candidates = topicLaws(hits).slice(0, 3).map((l) => ({
    name: l.name,
    articles: [...l.articles],
    topic: (hits.find((h) => h.topic.laws.some((t) => t.name === l.name)) ?? hits[0]).topic.term,
  }));
  const words = topicOf(x, TASK_WORDS, 5).split(" ").map(stem)
    .filter((w) => w && !TASK_WORDS.includes(w) && contentWords(w).length > 0);
  return {
    text: x.text,
    ...(lawName ? { lawName } : {}),
    articles: [...new Set(x.articles.flatMap((a) => a.articles))].slice(0, 10),
    caseNumbers: x.cases.map((c) => c.caseNumber),
    area: disputeArea(x.text),
    topic: hits.length
      ? [placeOf(x), hits[0].topic.term].filter(Boolean).join(" ")
      : [...new Set(words)].slice(0, 2).join(" "),
    candidates,
  };
}

/** The official name of a law given by name ("근기법" → "근로기준법"). */
export function lawNameOf(name: string): string {
  return mainLaw(extract(name)) ?? name.trim();
}
