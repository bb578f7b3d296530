/**
 * Near ties among one statute's candidate articles, broken as a statute orders its rules: the
 * rule before its exceptions and procedures, a base article before its 가지조문, an article whose
 * title is the question's term before one that only mentions it, the topic table's order kept.
 *
 * @module
 */

import type { ArticleCandidate } from "./types.ts";

const compact = (s: string) => s.replace(/\s+/g, "");

/** Whether an article's title is one of the words that chose it ("계약의 해지", "청약철회등"). */
function exact(c: ArticleCandidate): boolean {
  const t = c.title && compact(c.title).replace(/등$/, "");
  return !!t && c.matched.some((m) => compact(m) === t);
}

/** Within this share of the best article's score, articles are a near tie. */
const NEAR = 0.9;

/** "제6조의2" → 6.002, for ordering articles as the statute does. */
function order(article: string): number {
  const m = /^제(\d+)조(?:의(\d+))?/.exec(article);
  return m ? Number(m[1]) + Number(m[2] ?? 0) / 1000 : Infinity;
}

/**
 * Whether article `a` comes before `b` as a statute's rules do: a base article before any
 * 가지조문 (a later insertion, most often a narrower rule: 제3조 피해구제의 신청 before 제2조의5
 * 이용자계좌에 대한 임시조치), then by number.
 */
function earlier(a: string, b: string): boolean {
  const ba = /조의\d+/.test(a), bb = /조의\d+/.test(b);
  if (ba !== bb) return bb;
  return order(a) < order(b);
}

/**
 * A near tie between articles of one statute that the same words chose goes to the one the
 * statute puts first: the rule comes before its exceptions, limits and procedures (제56조 연장ㆍ
 * 야간 및 휴일 근로 before 제70조 야간근로와 휴일근로의 제한, 제6조 before 제6조의2). The
 * table's article keeps its place. Reorders `list` (best first) in place.
 *
 * @example
 * ```ts
 * import { earliestFirst } from "./article_order.ts";
 * const list = [
 *   { law: "근로기준법", article: "제70조", score: 10, matched: ["야간근로"] },
 *   { law: "근로기준법", article: "제56조", score: 9.5, matched: ["야간근로"] },
 * ];
 * earliestFirst(list, new Set());
 * list[0].article; // "제56조"
 * ```
 */
export function earliestFirst(list: ArticleCandidate[], weak: ReadonlySet<string>): void {
  const best = list[0];
  if (!best) return;
  if (best.topic) return tableFirst(list, weak);
  const same = (c: ArticleCandidate) =>
    c.matched.length === best.matched.length && c.matched.every((m) => best.matched.includes(m));
  let pick = 0;
  for (let i = 1; i < list.length && list[i].score >= NEAR * best.score; i++) {
    const c = list[i];
    // An article whose title is one of the question's terms ("계약의 해지") keeps its place
    // against an earlier one that only mentions it.
    const better = exact(c) === exact(list[pick])
      ? earlier(c.article, list[pick].article)
      : exact(c);
    if (!c.topic && same(c) && better) pick = i;
  }
  if (pick) list.unshift(...list.splice(pick, 1));
  baseFirst(list);
}

/**
 * A near tie between two of the table's own articles, the best ahead only by words that set the
 * scene, goes to the one the statute puts first: such words ("돌아가셨는데" → 사망) must not carry a
 * neighbouring article of the table (제1003조 배우자의 상속순위) over the one it opens with
 * (제1000조 상속의 순위).
 */
function tableFirst(list: ArticleCandidate[], weak: ReadonlySet<string>): void {
  const best = list[0];
  let pick = 0;
  for (let i = 1; i < list.length && list[i].score >= NEAR * best.score; i++) {
    const c = list[i];
    // Only scene words set the best apart: every word the earlier article lacks is a weak one.
    const lacks = best.matched.filter((m) => !c.matched.includes(m));
    if (
      c.topic && lacks.length && lacks.every((m) => weak.has(m)) &&
      c.matched.every((m) => best.matched.includes(m)) &&
      order(c.article) < order(list[pick].article)
    ) pick = i;
  }
  if (pick) list.unshift(...list.splice(pick, 1));
}

/** Within this share of a 가지조문's score, its base article goes first. */
const BASE_NEAR = 0.7;

/**
 * A 가지조문 (제6조의2 묵시적 갱신의 경우 계약의 해지) is a later addition that narrows or
 * extends its base article (제6조 계약의 갱신): when both stand near the top, the base comes
 * first, the 가지조문 stays among the candidates. The table's article keeps its place.
 */
function baseFirst(list: ArticleCandidate[]): void {
  const best = list[0];
  if (!best || best.topic) return;
  const m = /^(제\d+조)의\d+$/.exec(best.article);
  if (!m) return;
  const i = list.findIndex((c) => c.article === m[1]);
  // Only a base holding every word that chose the 가지조문: one that holds fewer is about something
  // else (제55조 피해자보호명령사건의 관할 beside 제55조의2 피해자보호명령 등).
  // (A word of the statute's own name tells none of its articles apart: "상가건물".)
  const name = compact(best.law);
  const holds = (c: ArticleCandidate) =>
    best.matched.every((m) => c.matched.includes(m) || name.includes(compact(m)));
  if (
    i > 0 && !list[i].topic && list[i].score >= BASE_NEAR * best.score &&
    holds(list[i])
  ) {
    list.unshift(...list.splice(i, 1));
  }
}
