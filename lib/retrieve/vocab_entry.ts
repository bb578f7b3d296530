/**
 * The form of one colloquial → legal vocabulary entry (./vocab.ts, ./vocab_everyday.ts) and the
 * shorthand the vocabularies are written in.
 *
 * @module
 */

/** An article an entry's provenance names: where a lawyer would open for its legal word. */
export interface VocabCite {
  /** The statute's name as the provenance writes it ("근로자퇴직급여 보장법"). */
  law: string;
  /** The article ("제9조", "제839조의2"). */
  article: string;
}

/** One entry. */
export interface VocabEntry {
  /** What people write, each matched at a word's start ("A+B": both somewhere). */
  said: readonly string[];
  /** The statutes' words for it. */
  legal: readonly string[];
  /** How much it counts: below 1 for a word that says little alone (default 1). */
  weight?: number;
  /** Where the legal words come from: "corpus: 법령 제N조(제목)" or "hand: reason". */
  source: string;
  /** The articles a "corpus:" provenance names, read from {@link source} once ({@link citations}). */
  cites?: readonly VocabCite[];
}

/** A parenthesis holding no other: an article's title ("(승인, 포기의 기간)"). */
const PARENS = /\([^()]*\)/g;

/** An article number: "제9조", "제839조의2" (never "제1항", "제19호의2"). */
const ARTICLE = /제\d+조(?:의\d+)?(?![가-힣\d])|제\d+조(?=[\s(,;]|$)/g;

/** How a statute's name ends ("민법", "…에 관한 법률", "… 시행령", "… 시행규칙"). */
const LAW_NAME = /[가-힣](?:법|령|규칙)$|법률$/;

/**
 * The articles a provenance names, in its order: "corpus: 법령 제N조(제목)[, 제M조(제목)…]",
 * where a later statute's name starts its own articles ("민법 제839조의2(…), 국민연금법
 * 제64조(…)") and free words after a dash name none. A "hand:" provenance gives a reason, not a
 * source, and names none.
 *
 * @example
 * ```ts
 * import { citations } from "./vocab_entry.ts";
 * citations("corpus: 근로자퇴직급여 보장법 제8조(퇴직금제도의 설정 등); 제9조(퇴직금의 지급 등)");
 * // [{ law: "근로자퇴직급여 보장법", article: "제8조" }, { law: "근로자퇴직급여 보장법", article: "제9조" }]
 * ```
 */
export function citations(source: string): VocabCite[] {
  const m = /^corpus:\s*(.*)$/s.exec(source);
  if (!m) return [];
  // Titles may hold commas and numbers ("(승인, 포기의 기간)"): read the text without them.
  let text = m[1];
  for (let prev = ""; prev !== text;) [prev, text] = [text, text.replace(PARENS, " ")];
  const out: VocabCite[] = [];
  let law: string | undefined;
  let from = 0;
  for (const a of text.matchAll(ARTICLE)) {
    // The words since the last article, after its last separator: a statute's name, or not.
    const before = text.slice(from, a.index).split(/[;,—:]/).pop()!.trim();
    from = a.index + a[0].length;
    if (LAW_NAME.test(before)) law = before;
    if (!law) continue;
    if (!out.some((c) => c.law === law && c.article === a[0])) out.push({ law, article: a[0] });
  }
  return out;
}

/**
 * An entry from "said|said" "legal|legal", its provenance and weight.
 *
 * @example
 * ```ts
 * import { entry } from "./vocab_entry.ts";
 * entry("집주인|건물주", "임대인", "hand: example").said.length; // 2
 * entry("퇴직금", "퇴직금", "corpus: 근로자퇴직급여 보장법 제9조(퇴직금의 지급 등)").cites?.[0].article; // "제9조"
 * ```
 */
export const entry = (
  said: string,
  legal: string,
  source: string,
  weight?: number,
): VocabEntry => {
  const cites = citations(source);
  return {
    said: said.split("|"),
    legal: legal.split("|"),
    source,
    ...(weight === undefined ? {} : { weight }),
    ...(cites.length ? { cites } : {}),
  };
};
