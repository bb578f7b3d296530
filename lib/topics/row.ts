/**
 * The row builder the table files share: one compact line per topic, parsed once.
 *
 * @module
 */

import type { Topic, TopicArea, TopicLaw } from "./types.ts";

const ARTICLE = /\s(제\d+조(?:의\d+)?)/g;

/**
 * "근로기준법 제60조 제61조" → the name and its articles.
 *
 * @example
 * ```ts
 * import { parseLaw } from "./row.ts";
 * parseLaw("근로자퇴직급여 보장법 제8조"); // { name: "근로자퇴직급여 보장법", articles: ["제8조"] }
 * ```
 */
export function parseLaw(spec: string): TopicLaw {
  const s = spec.trim();
  const first = s.search(/\s제\d+조/);
  const name = first < 0 ? s : s.slice(0, first).trim();
  const articles = first < 0 ? [] : [...s.slice(first).matchAll(ARTICLE)].map((m) => m[1]);
  return { name, articles };
}

/**
 * One topic: words separated by "|", statutes by ";" (each "name 제N조 …"), and provenance.
 *
 * @example
 * ```ts
 * import { row } from "./row.ts";
 * const t = row("labour", "연차|연차휴가", "근로기준법 제60조", "근로기준법 제60조(연차 유급휴가)");
 * t.laws[0].articles; // ["제60조"]
 * ```
 */
export function row(area: TopicArea, words: string, laws: string, source: string): Topic {
  const list = words.split("|").map((w) => w.trim()).filter(Boolean);
  return {
    term: list[0].replace(/\+.*$/, ""),
    area,
    words: list,
    laws: laws.split(";").map(parseLaw),
    source,
  };
}
