/**
 * What the search box means, read by the one query reader every face shares (lib/route
 * `routeQuery`, the same the CLI and the research chains use): "민법 제750조" (law + article),
 * "최저임금법 시행규칙 별표 3" (law + annex), a case number ("2021다248190"), otherwise words.
 *
 * @module
 */

import {
  type AnnexRef,
  compactAnnexRef,
  formatArticle,
  parseAnnexRef,
  routeQuery,
} from "../lib/mod.ts";
import { mainLaw, readQuery } from "../lib/route/mod.ts";

/** Router rules that send a question to legal_research: the box opens the topic's statute. */
const RESEARCH_RULES: ReadonlySet<string> = new Set([
  "topic_research",
  "everyday_research",
  "scenario_research",
  "question_research",
]);

/** One reading of the box. */
export type Interpretation =
  // `topic`: the topic-table word that chose the law and article, and what to search if not found.
  // `also`: the next candidate articles of the same statute, shown with it ("제1003조").
  | { kind: "article"; name: string; article: string; topic?: string; also?: string[] }
  | { kind: "annex"; name: string; annex: AnnexRef }
  | { kind: "case"; caseNumber: string }
  | { kind: "words"; query: string };

/**
 * Reads the box: the router's rule says what the query names.
 *
 * @example
 * ```ts
 * import { interpret } from "./query.ts";
 * interpret("민법 제750조"); // { kind: "article", name: "민법", article: "제750조" }
 * ```
 */
export function interpret(raw: string): Interpretation {
  const r = routeQuery(raw);
  const x = r.extracted;
  const law = mainLaw(x);
  if (r.rule === "law_articles" && law) {
    const art = x.articles.find((a) => (a.law ?? law) === law) ?? x.articles[0];
    return { kind: "article", name: law, article: formatArticle(art.refs[0]) };
  }
  if (r.rule === "annex_named" && law) {
    const annex = x.annexes[0];
    return { kind: "annex", name: annex.law ?? law, annex: annex.ref };
  }
  if (r.rule === "case_number") return { kind: "case", caseNumber: x.cases[0].caseNumber };
  // Everyday words ("아버지 돌아가셨는데 상속 순위"): the topic table's statute and article, and
  // its word — not the sentence — when words are searched.
  // The same reader legal_research uses (retrieval over the library with the topic table), so
  // the box and the CLI give one answer.
  if (RESEARCH_RULES.has(r.rule) && !x.laws.length) {
    const t = x.topics[0];
    // A keyword typed alone ("상속세") is searched as a word, as before.
    if (t && x.text.replace(/\s+/g, "") === t.text.replace(/\s+/g, "")) {
      return { kind: "words", query: x.text };
    }
    const q = readQuery(raw);
    const [first, ...next] = q.picks;
    if (first) {
      const also = next.filter((p) => p.name === first.name).map((p) => p.article);
      return {
        kind: "article",
        name: first.name,
        article: first.article,
        topic: first.topic ?? q.topic,
        ...(also.length ? { also } : {}),
      };
    }
    if (t) return { kind: "words", query: t.term };
  }
  return { kind: "words", query: x.text };
}

/** `/law/…/annex/` path segment of an annex: "별표1의2", "별지1", "별표" (unnumbered). */
export function annexSegment(ref: AnnexRef): string {
  return compactAnnexRef(ref);
}

/** Reads an annex path segment back ("별표1의2"; the printed notation works too). */
export function parseAnnexSegment(seg: string): AnnexRef | undefined {
  return parseAnnexRef(seg.trim());
}
