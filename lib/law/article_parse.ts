/**
 * Lexical layer behind {@link "./article.ts"}: text normalisation and the scanner for one
 * reference, and the {@link ArticleRef} type they produce. It is the leaf of the article modules
 * (nothing here imports them), so `article.ts` and `article_list.ts` both build on it without a
 * cycle; callers should import from `article.ts`, which re-exports the public parts.
 *
 * @module
 */

/**
 * One anchor in a statute. `branch` and `itemBranch` use 0 for "none"; `itemBranch` is present
 * exactly when `item` is, and `subItem` (one of {@link MOK_SYLLABLES}) only under an item.
 *
 * @example
 * ```ts
 * const ref: ArticleRef = { article: 10, branch: 2, paragraph: 1, item: 3, itemBranch: 0 };
 * ```
 */
export interface ArticleRef {
  /** 조 number, 1..9999. */
  article: number;
  /** 가지번호: 2 for 제10조의2, 0 for none. */
  branch: number;
  /** 항 number, 1..999. */
  paragraph?: number;
  /** 호 number, 1..999. */
  item?: number;
  /** 호 가지번호: 2 for 제3호의2, 0 for none. */
  itemBranch?: number;
  /** 목 label, a single syllable from 가 to 하. */
  subItem?: string;
}

/**
 * The sub-item (목) labels in statutory order. Statutes label 목 with these fourteen syllables,
 * never with 거, 너, … or numbers, so a syllable outside this list is not a sub-item.
 *
 * @example
 * ```ts
 * MOK_SYLLABLES.indexOf("다"); // 2
 * ```
 */
export const MOK_SYLLABLES: readonly string[] = Object.freeze(
  ["가", "나", "다", "라", "마", "바", "사", "아", "자", "차", "카", "타", "파", "하"],
);

const MOK_SET: ReadonlySet<string> = new Set(MOK_SYLLABLES);

/**
 * The value of a circled number (① … ⑳, ㉑ … ㉟, ㊱ … ㊿), or `null` for anything else.
 * Statute bodies number paragraphs (항) this way, so "제10조②" means paragraph 2.
 *
 * @example
 * ```ts
 * circledToNumber("②"); // 2
 * circledToNumber("2"); // null
 * ```
 */
export function circledToNumber(ch: string): number | null {
  if (typeof ch !== "string" || ch.length !== 1) return null;
  const c = ch.charCodeAt(0);
  if (c >= 0x2460 && c <= 0x2473) return c - 0x2460 + 1;
  if (c >= 0x3251 && c <= 0x325f) return c - 0x3251 + 21;
  if (c >= 0x32b1 && c <= 0x32bf) return c - 0x32b1 + 36;
  return null;
}

/**
 * A reference whose upper levels may be missing ("제3항" inside "제2조제1항 및 제3항").
 *
 * @example
 * ```ts
 * const p: PartialRef = { paragraph: 3 };
 * ```
 */
export interface PartialRef {
  article?: number;
  branch?: number;
  paragraph?: number;
  item?: number;
  itemBranch?: number;
  subItem?: string;
}

/**
 * The canonical {@link ArticleRef} (branch always, itemBranch iff item) so deepEqual works for
 * callers; `null` when the article is missing or a 목 has no 호 above it.
 *
 * @example
 * ```ts
 * completeRef({ article: 2, item: 3 }); // { article: 2, branch: 0, item: 3, itemBranch: 0 }
 * ```
 */
export function completeRef(p: PartialRef): ArticleRef | null {
  if (p.article === undefined || (p.subItem !== undefined && p.item === undefined)) return null;
  const r: ArticleRef = { article: p.article, branch: p.branch ?? 0 };
  if (p.paragraph !== undefined) r.paragraph = p.paragraph;
  if (p.item !== undefined) {
    r.item = p.item;
    r.itemBranch = p.itemBranch ?? 0;
  }
  if (p.subItem !== undefined) r.subItem = p.subItem;
  return r;
}

/**
 * Upper bounds; every lower bound is 1 because numbers with a leading zero are refused.
 *
 * @example
 * ```ts
 * MAX.article; // 9999
 * ```
 */
export const MAX = { article: 9999, branch: 99, paragraph: 999, item: 999 } as const;

const DASHES: ReadonlySet<number> = new Set([
  0x2010,
  0x2011,
  0x2012,
  0x2013,
  0x2014,
  0x2015,
  0x2212,
  0xfe58,
  0xfe63,
]);
const TILDES: ReadonlySet<number> = new Set([0x301c, 0x223c]);
// A title in parentheses after the article ("제2조(정의)") is decoration, not part of the anchor.
// Bounded repetition keeps the scan linear even on hostile input.
const TITLE = /(조(?: ?의 ?\d+)?) ?\([^()]{0,100}\)/g;

/**
 * Folds the spellings people type into one: NFC (decomposed Hangul), full-width ASCII,
 * ideographic space, the many dashes and tildes; collapses whitespace and drops article titles.
 * Circled numbers are left alone on purpose: NFKC would turn ② into a bare "2".
 *
 * @example
 * ```ts
 * normalizeRefText("제１０조(정의)\u3000②"); // "제10조 ②"
 * ```
 */
export function normalizeRefText(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const c = ch.codePointAt(0) ?? 0;
    if (c >= 0xff01 && c <= 0xff5e) out += String.fromCharCode(c - 0xfee0);
    else if (c === 0x3000) out += " ";
    else if (DASHES.has(c)) out += "-";
    else if (TILDES.has(c)) out += "~";
    else out += ch;
  }
  return out.replace(/\s+/g, " ").trim().replace(TITLE, "$1");
}

/**
 * The article and branch of a JO code, or `null` unless it is 6 digits naming article ≥ 1.
 *
 * @example
 * ```ts
 * decodeJoCode("001002"); // { article: 10, branch: 2 }
 * ```
 */
export function decodeJoCode(code: string): { article: number; branch: number } | null {
  if (!/^\d{6}$/.test(code)) return null;
  const article = Number(code.slice(0, 4));
  return article >= 1 ? { article, branch: Number(code.slice(4)) } : null;
}

// One shared instance: scan failures are control flow, so no stack trace is needed per failure.
const FAIL = new Error("article scan failed");

class Cursor {
  i = 0;
  constructor(readonly s: string) {}
  ws(): void {
    while (this.s[this.i] === " ") this.i++;
  }
  eat(lit: string): boolean {
    if (!this.s.startsWith(lit, this.i)) return false;
    this.i += lit.length;
    return true;
  }
  peek(): string {
    return this.s[this.i] ?? "";
  }
  digits(): string {
    const start = this.i;
    while (this.i < this.s.length && this.s[this.i] >= "0" && this.s[this.i] <= "9") this.i++;
    return this.s.slice(start, this.i);
  }
}

// Refusing leading zeros and over-long digit runs (instead of reading a prefix) is what keeps
// "제1032조" from ever being read as 103 and "제0010조" from being taken for a code fragment.
function num(d: string, max: number): number {
  if (d === "" || d[0] === "0" || d.length > String(max).length || Number(d) > max) throw FAIL;
  return Number(d);
}

function readBranch(c: Cursor): number {
  const start = c.i;
  c.ws();
  if (c.eat("의")) {
    c.ws();
    return num(c.digits(), MAX.branch);
  }
  c.i = start;
  return 0;
}

function readNumbered(c: Cursor, unit: string): string | null {
  const start = c.i;
  c.eat("제");
  c.ws();
  const d = c.digits();
  c.ws();
  if (d !== "" && c.eat(unit)) return d;
  c.i = start;
  return null;
}

function readArticle(c: Cursor, out: PartialRef): boolean {
  const start = c.i;
  c.eat("제");
  c.ws();
  const d = c.digits();
  c.ws();
  if (d !== "" && c.eat("조")) {
    out.article = num(d, MAX.article);
    out.branch = readBranch(c);
    return true;
  }
  // Without 조 the number may still be an article ("10-2", "§ 10의2"), unless a unit or the
  // body-style "3." / "3의2." shows it is a paragraph or an item.
  if (d === "" || /^[항호.]$/.test(c.peek())) {
    c.i = start;
    return false;
  }
  let branch = 0;
  if (c.eat("의") || c.eat("-")) {
    c.ws();
    branch = num(c.digits(), MAX.branch);
  }
  if (c.peek() === ".") {
    c.i = start;
    return false;
  }
  out.article = num(d, MAX.article);
  out.branch = branch;
  return true;
}

function readParts(c: Cursor, out: PartialRef): void {
  c.ws();
  const circled = circledToNumber(c.peek());
  if (circled !== null) {
    out.paragraph = circled;
    c.i++;
  } else {
    const p = readNumbered(c, "항");
    if (p !== null) out.paragraph = num(p, MAX.paragraph);
  }
  c.ws();
  const h = readNumbered(c, "호");
  if (h !== null) {
    out.item = num(h, MAX.item);
    out.itemBranch = readBranch(c);
  } else {
    const start = c.i;
    const d = c.digits();
    const b = d !== "" && c.eat("의") ? num(c.digits(), MAX.branch) : 0;
    if (d !== "" && c.eat(".")) {
      out.item = num(d, MAX.item);
      out.itemBranch = b;
    } else c.i = start;
  }
  c.ws();
  const m = c.peek();
  if (MOK_SET.has(m)) {
    const start = c.i++;
    c.ws();
    if (c.eat("목") || c.eat(".")) out.subItem = m;
    else c.i = start;
  }
  c.ws();
}

/**
 * Scans one already-normalised reference that must fill the whole string. Returns `null` on
 * anything else, including out-of-range numbers; never throws.
 *
 * @example
 * ```ts
 * scanRef("제3항 제2호"); // { paragraph: 3, item: 2, itemBranch: 0 }
 * ```
 */
export function scanRef(s: string): PartialRef | null {
  if (/^\d{6}$/.test(s)) return decodeJoCode(s);
  const c = new Cursor(s);
  const out: PartialRef = {};
  try {
    const section = c.eat("§");
    c.ws();
    if (!readArticle(c, out) && section) return null;
    readParts(c, out);
  } catch (e) {
    if (e === FAIL) return null;
    throw e;
  }
  if (c.i !== s.length) return null;
  const empty = out.article === undefined && out.paragraph === undefined &&
    out.item === undefined && out.subItem === undefined;
  return empty ? null : out;
}
