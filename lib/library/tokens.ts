/**
 * The search tokens of the library's own full-text scheme: every word as overlapping syllable
 * bigrams plus its last syllable alone, written space-separated into a contentless FTS5 table
 * (unicode61 then sees each bigram as one token). A word of the query becomes the phrase of its
 * bigrams, which matches it anywhere inside a word ("분할연금" in "분할연금을"); a one-syllable word
 * becomes a prefix query, which the trailing unigram makes complete. Particles are stripped from
 * query words with `lib/korean`'s stem. docs/ARCHITECTURE.md ("Law library") has the measurement
 * that chose this over FTS5's trigram tokenizer.
 *
 * @module
 */

import { stem } from "../korean/mod.ts";

const WORD = /[\p{L}\p{N}]+/gu;
const DOTS = /[·ㆍ･・‧]/g;

/**
 * A law name as a key: no spaces, every middle dot as ㆍ (the corpus' own normalisation).
 *
 * @example
 * ```ts
 * import { nameKey } from "./tokens.ts";
 * nameKey("남녀고용평등과 일·가정 양립 지원에 관한 법률"); // "남녀고용평등과일ㆍ가정양립지원에관한법률"
 * ```
 */
export function nameKey(name: string): string {
  return name.normalize("NFC").replace(/[\s「」]/g, "").replace(DOTS, "ㆍ");
}

/** The words of a text, lower-cased, middle dots as separators. *
 * @example
 * ```ts
 * import { words } from "./tokens.ts";
 * words("일·가정 양립"); // ["일", "가정", "양립"]
 * ```
 */
export function words(text: string): string[] {
  return text.normalize("NFC").replace(DOTS, " ").toLowerCase().match(WORD) ?? [];
}

/**
 * The index tokens of a text: per word its bigrams and its last syllable.
 *
 * @example
 * ```ts
 * import { indexTokens } from "./tokens.ts";
 * indexTokens("분할연금을"); // "분할 할연 연금 금을 을"
 * ```
 */
export function indexTokens(text: string): string {
  let out = "";
  for (const w of words(text)) {
    // Hangul, Hanja and digits are one UTF-16 unit each: index by unit, no array per word
    // (the import writes tens of millions of these). Astral letters take the slow path.
    if (ASTRAL.test(w)) {
      const s = [...w];
      for (let i = 0; i + 1 < s.length; i++) out += `${s[i]}${s[i + 1]} `;
      out += `${s[s.length - 1]} `;
      continue;
    }
    for (let i = 0; i + 1 < w.length; i++) out += `${w.slice(i, i + 2)} `;
    out += `${w[w.length - 1]} `;
  }
  return out.slice(0, -1);
}

const ASTRAL = /[\uD800-\uDFFF]/;

/** One word of a query: what is searched, and the form it was typed in. */
export interface QueryTerm {
  /** The searched form (particles stripped). */
  term: string;
  /** The FTS5 expression for it. */
  expr: string;
}

function quote(t: string): string {
  return `"${t.replaceAll('"', '""')}"`;
}

/** The FTS5 expression for one word. *
 * @example
 * ```ts
 * import { termExpr } from "./tokens.ts";
 * termExpr("차임"); // '"차임"'
 * ```
 */
export function termExpr(term: string): string {
  const s = [...term];
  if (s.length === 1) return `${quote(term)}*`;
  const grams: string[] = [];
  for (let i = 0; i + 1 < s.length; i++) grams.push(s[i] + s[i + 1]);
  return grams.length === 1 ? quote(grams[0]) : `(${grams.map(quote).join(" + ")})`;
}

/**
 * The words of a query, each stemmed and turned into an FTS5 expression; duplicates dropped.
 *
 * @example
 * ```ts
 * import { queryTerms } from "./tokens.ts";
 * queryTerms("퇴직금은 언제")[0].term; // "퇴직금"
 * ```
 */
export function queryTerms(query: string): QueryTerm[] {
  const seen = new Set<string>();
  const out: QueryTerm[] = [];
  for (const w of words(query)) {
    const stemmed = stem(w);
    const term = stemmed && [...stemmed].length >= 1 ? stemmed : w;
    if (seen.has(term)) continue;
    seen.add(term);
    out.push({ term, expr: termExpr(term) });
  }
  return out;
}
