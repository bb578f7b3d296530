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
import { matchTopics } from "../topics/mod.ts";
import { articleIndex } from "../retrieve/source.ts";
import { rankCandidates } from "../retrieve/rank.ts";
import type { ArticleCandidate, ArticleIndex } from "../retrieve/types.ts";

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
  /**
   * The article chosen for a question that names no statute, and the next two candidates (of
   * any statute), each with the words that chose it.
   */
  picks: ArticlePick[];
}

/** An article chosen for an everyday question, and why. */
export interface ArticlePick {
  /** The statute. */
  name: string;
  /** The article ("제64조"). */
  article: string;
  /** Its title, when the library has it. */
  title?: string;
  /** The question's words that chose it, as statutes write them. */
  matched: string[];
  /** The topic table's word, when the table named it. */
  topic?: string;
  /** The question's words whose vocabulary entry names this article (its provenance). */
  cited?: string[];
}

const NO_LIBRARY: ArticleIndex = { searchBody: () => [] };

/** A statute the topic table found for a question. */
export interface TopicCandidate {
  /** Official name. */
  name: string;
  /** Articles to open first. */
  articles: string[];
  /** The topic that opened it (its term, e.g. "퇴직금"), else the first word that matched. */
  topic: string;
  /** Words of the question that matched its articles in the library (none without one). */
  matched?: string[];
  /** "library" when retrieval alone found it (no topic-table word opened it). */
  via?: "library";
}

function pick(a: ArticleCandidate): ArticlePick {
  return {
    name: a.law,
    article: a.article,
    ...(a.title ? { title: a.title } : {}),
    matched: a.matched,
    ...(a.topic ? { topic: a.topic } : {}),
    ...(a.cited ? { cited: a.cited } : {}),
  };
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
export function readQuery(
  text: string,
  opts: { index?: ArticleIndex } = {},
): ResearchQuery {
  const x = extract(text);
  const index = opts.index ?? articleIndex();
  const written = mainLaw(x);
  // A word ending in 법 that the library holds no statute by ("민식이법") is the question's word.
  const unknown = written && index?.findLaws &&
    !index.findLaws(written, { limit: 5 }).some((l) => l.name === written);
  const lawName = unknown ? undefined : written;
  const hits = lawName ? [] : matchTopics(x.text, unknown ? [] : x.laws);
  // Retrieval over the library, with the table's judgement; without a library, the table alone.
  const all = rankCandidates(x.text, index ?? NO_LIBRARY, hits);
  // A statute named without an article: retrieval picks its article ("국민연금 … 이혼" → 분할연금).
  const ranked = lawName
    ? (x.articles.length ? [] : all.filter((l) => l.name === lawName && l.articles.length))
    : all.filter((l) => l.topic || l.articles.length);
  const candidates: TopicCandidate[] = (lawName ? [] : ranked).slice(0, 3).map((l) => ({
    name: l.name,
    articles: l.articles.slice(0, 3).map((a) => a.article),
    topic: l.topic ?? l.matched[0] ?? "",
    ...(l.matched.length ? { matched: l.matched } : {}),
    ...(l.topic ? {} : { via: "library" as const }),
  }));
  const first = ranked[0]?.articles[0];
  const rest = ranked.flatMap((l) => l.articles).filter((a) => a !== first)
    .sort((a, b) => b.score - a.score);
  const picks = first ? [first, ...rest.slice(0, 2)].map(pick) : [];
  const words = topicOf(x, TASK_WORDS, 5).split(" ").map(stem)
    .filter((w) => w && !TASK_WORDS.includes(w) && contentWords(w).length > 0);
  return {
    text: x.text,
    ...(lawName ? { lawName } : {}),
    articles: [...new Set(x.articles.flatMap((a) => a.articles))].slice(0, 10),
    caseNumbers: x.cases.map((c) => c.caseNumber),
    area: disputeArea(x.text),
    topic: hits.length
      ? [placeOf(x), ranked.find((l) => l.topic)?.topic ?? hits[0].topic.term].filter(Boolean)
        .join(" ")
      : [...new Set(words)].slice(0, 2).join(" "),
    candidates,
    picks,
  };
}

/** The official name of a law given by name ("근기법" → "근로기준법"). */
export function lawNameOf(name: string): string {
  return mainLaw(extract(name)) ?? name.trim();
}
