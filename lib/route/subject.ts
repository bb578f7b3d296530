/**
 * What an extracted query is about: its main statute, its search words, the place it names and
 * its subject in a few words. Apart from the rule table (./patterns.ts) because the research
 * chains read queries with these too, and the rule table names the registered tools, which
 * hold those chains.
 *
 * @example
 * ```ts
 * import { extract } from "./extract.ts";
 * import { mainLaw } from "./subject.ts";
 * mainLaw(extract("근기법 제60조 연차")); // "근로기준법"
 * ```
 *
 * @module
 */

import type { Extracted } from "./types.ts";

/** The law a query is about: the one its first article or annex belongs to, else the first named. */
export function mainLaw(x: Extracted): string | undefined {
  return x.articles.find((a) => a.law)?.law ?? x.annexes.find((a) => a.law)?.law ??
    x.laws[0]?.name;
}

const ACTION =
  /^(?:연혁|개정|이력|신구|신구법|비교|체계도|체계|하위법령|위임|영문|영어|별표|서식|별지|조례|규칙|자치법규|고시|훈령|예규|지침|행정규칙|뜻|의미|정의|용어|법률용어|법령용어|조약|협정|협약|인용|검증|변경|역대|버전|3단|삼단|전후)$/;

/** Search words: keywords minus the words that chose the tool. */
export function searchWords(x: Extracted, extra: readonly string[] = []): string | undefined {
  const words = x.keywords.filter((w) => !ACTION.test(w) && !extra.includes(w));
  return words.length ? words.join(" ") : undefined;
}

/** The local government a query names, as a search word ("광진구", "경기도"). */
export function placeOf(x: Extracted): string | undefined {
  const r = x.regions[0];
  return r ? (r.sigungu ?? r.sido ?? r.name) : undefined;
}

/**
 * The subject of a query in a few words, for searches that go with a statute: the place it
 * names, then its search words without `extra` (words that chose the task).
 */
export function topicOf(x: Extracted, extra: readonly string[] = [], max = 2): string {
  const words = (searchWords(x, extra) ?? "").split(" ").filter(Boolean);
  return [placeOf(x), ...words].filter(Boolean).slice(0, max).join(" ");
}
