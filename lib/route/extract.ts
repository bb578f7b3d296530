/**
 * `extract`: every entity a query carries — laws, articles, annexes, case numbers, dates,
 * regions, decision collections, scenarios — and the words left over for a search.
 *
 * @module
 */

import { extractAnnexes } from "./extract_annexes.ts";
import { extractArticles } from "./extract_articles.ts";
import { extractCases } from "./extract_cases.ts";
import { extractDates } from "./extract_dates.ts";
import { extractLaws } from "./extract_laws.ts";
import { extractRegions } from "./extract_places.ts";
import { extractDomains, extractScenarios } from "./extract_topics.ts";
import { matchTopics } from "../topics/match.ts";
import type { Extracted, ExtractOptions, Span, TopicMention } from "./types.ts";

/** Words that carry the request, not its subject ("찾아줘", "관련"); dropped from keywords. */
const FILLER: ReadonlySet<string> = new Set(
  ("찾아줘 찾아 찾기 알려줘 알려 주세요 보여줘 보여 검색 검색해줘 조회 확인 관련 관한 대해 대한 대해서 " +
    "내용 뭐야 뭐지 뭔가요 무엇 무엇인가요 어떻게 되나요 돼 좀 해줘 해 주세요 궁금 궁금해 있나요 있어 " +
    "싶어 싶어요 하고 싶어 알고 원문 전문 본문 조문 법령 법률 법 기준으로 및 또는 그리고 것 수 등 " +
    "시행 당시 기준 현재 현행 최신 정리 요약 설명 목록 리스트 사항 에서 의 은 는 이 가 를 을 어떤 " +
    "결정 결정례 결정문 판례 판결 사례 재결 재결례 해석 해석례 심판 찾고 줘")
    .split(" "),
);
// Only particles that cannot end a search word: "환경영향평가", "한옥마을" end in 가 and 을.
const PARTICLE = /(?:에서의|에서는|에서|으로는|에게|에는|의)$/;
/** Nouns that end in 의 themselves. */
const ENDS_IN_UI =
  /(?:주의|합의|회의|협의|심의|결의|동의|이의|문의|질의|정의|강의|논의|건의|창의)$/;

function keywords(text: string, spans: readonly Span[]): string[] {
  let rest = text;
  for (const s of spans) {
    rest = rest.slice(0, s.index) + " ".repeat(s.text.length) + rest.slice(s.index + s.text.length);
  }
  const out: string[] = [];
  for (let w of rest.split(/[\s,.?!·ㆍ「」()[\]"'~]+/)) {
    if (w.length > 2 && !ENDS_IN_UI.test(w)) w = w.replace(PARTICLE, "");
    if (w.length < 2 && !/^\d+$/.test(w)) continue;
    if (FILLER.has(w) || out.includes(w)) continue;
    out.push(w);
  }
  return out;
}

/**
 * Every entity in `text`. Relative dates read `opts.now` (default: the current time).
 *
 * @example
 * ```ts
 * import { extract } from "./extract.ts";
 * const x = extract("형법 제309조·제310조");
 * x.articles[0].articles; // ["제309조", "제310조"]
 * ```
 */
export function extract(text: string, opts: ExtractOptions = {}): Extracted {
  const t = (typeof text === "string" ? text : "").normalize("NFC").replace(/\s+/g, " ").trim();
  const laws = extractLaws(t);
  const cases = extractCases(t);
  const articles = extractArticles(t, laws);
  const annexes = extractAnnexes(t, laws);
  const dates = extractDates(t, { now: opts.now });
  const regions = extractRegions(t);
  const domains = extractDomains(t, [...laws, ...cases]);
  const scenarios = extractScenarios(t, laws);
  const topics: TopicMention[] = matchTopics(t, laws).map((h) => ({
    text: h.written,
    index: h.index,
    term: h.topic.term,
    laws: h.topic.laws.map((l) => ({ name: l.name, articles: l.articles })),
    ...(h.near ? { near: true } : {}),
  }));
  const spans: Span[] = [
    ...laws,
    ...cases,
    ...articles,
    ...annexes,
    ...dates,
    ...regions,
    ...domains,
  ];
  return {
    text: t,
    laws,
    articles,
    annexes,
    cases,
    dates,
    regions,
    domains,
    scenarios,
    topics,
    keywords: keywords(t, spans),
  };
}
