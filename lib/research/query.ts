/**
 * What a research chain needs from the user's question, read by the one query reader every
 * face shares (lib/route `extract`): the statute it names, the articles and case numbers it
 * cites, the area of law of a dispute, and the topic words left over for decision and rule
 * searches.
 *
 * @module
 */

import { disputeArea, extract, mainLaw, topicOf } from "../route/mod.ts";
import type { DisputeArea } from "../route/mod.ts";

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
  /** Words left for decision and rule searches (the place first, task words removed). */
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
  return {
    text: x.text,
    ...(lawName ? { lawName } : {}),
    articles: [...new Set(x.articles.flatMap((a) => a.articles))].slice(0, 10),
    caseNumbers: x.cases.map((c) => c.caseNumber),
    area: disputeArea(x.text),
    topic: topicOf(x, TASK_WORDS),
  };
}

/** The official name of a law given by name ("근기법" → "근로기준법"). */
export function lawNameOf(name: string): string {
  return mainLaw(extract(name)) ?? name.trim();
}
