/**
 * What a citation means depends on the document it stands in: "전조" is the article before the
 * one being read, "법" is whatever the document defined as 법 (「지방공무원법」(이하 "법"이라 한다))
 * or, in a 시행령·시행규칙, its 법률. This module holds those readings for
 * {@link extractReferences}: the defined short names of a text and the articles before an
 * article in a document's order.
 *
 * @module
 */

import type { ArticleRef } from "./article.ts";

/** Short names a text defines for laws: `「지방공무원법」(이하 "법"이라 한다)` → { 법: "지방공무원법" }. */
export type LawTerms = Readonly<Record<string, string>>;

// 「X」(이하 "법"이라 한다) / 「X」(이하 ‘영’이라 한다) / 「X」에 따른 … is not a definition.
const DEFINES =
  /「([^「」]{1,120})」\s*(시행령|시행규칙)?\s*\(\s*이하\s*["“”'‘’]?\s*(법|영|규칙|시행령|시행규칙)\s*["“”'‘’]?\s*(?:이)?라\s*(?:한다|함)/g;

// (이하 '할부거래법'이라 한다) after an unquoted name: the word is defined, what it stands for is
// not read (where an unquoted name starts is not known).
const DEFINES_UNQUOTED =
  /\(\s*이하\s*["“”'‘’]\s*([가-힣ㆍ·\s]{1,30}?)\s*["“”'‘’]\s*(?:이)?라\s*(?:한다|함)/g;

/**
 * The law short names a text defines, in order (a later definition of the same word wins). A
 * word defined after an unquoted name maps to "" — defined, but to a law not read here — so
 * that a citation by it is left unresolved rather than read as a law of that name.
 *
 * @example
 * ```ts
 * import { definedLawTerms } from "./references_context.ts";
 * definedLawTerms("이 조례는 「지방공무원법」 및 「지방공무원 복무규정」(이하 “영”이라 한다)에 따라");
 * // { 영: "지방공무원 복무규정" }
 * ```
 */
export function definedLawTerms(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(DEFINES_UNQUOTED)) out[m[1].trim()] = "";
  for (const m of text.matchAll(DEFINES)) {
    out[m[3]] = m[1].trim() + (m[2] ? ` ${m[2]}` : "");
  }
  return out;
}

/**
 * The `n` articles before `article` in the document's `order` (nearest last), or undefined when
 * `article` is not in it or has fewer than `n` before it: "전2조" of 제5조 is [제3조, 제4조].
 */
export function articlesBefore(
  order: readonly ArticleRef[] | undefined,
  article: ArticleRef | undefined,
  n: number,
): ArticleRef[] | undefined {
  if (!order || !article) return undefined;
  const at = order.findIndex((a) =>
    a.article === article.article && (a.branch ?? 0) === (article.branch ?? 0)
  );
  if (at < n) return undefined;
  return order.slice(at - n, at).map((a) => ({ article: a.article, branch: a.branch ?? 0 }));
}
