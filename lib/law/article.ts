/**
 * Article anchors for Korean statutes: 조 (article) with 가지번호 (branch, "의2"), 항, 호, 목.
 *
 * This is the single place that turns citations into {@link ArticleRef}s and back, and into the
 * 6-digit codes of the DRF Open API (JO `AAAABB`, HANG, HO). Everything is exact: 제103조 and
 * 제1032조 never meet, and out-of-range numbers are refused instead of being truncated.
 *
 * @example
 * ```ts
 * import { formatArticle, parseArticleRef, toJoCode } from "./article.ts";
 * const ref = parseArticleRef("10조의2 1항 3호 가목")!;
 * toJoCode(ref); // "001002"
 * formatArticle(ref, { withParts: true }); // "제10조의2 제1항 제3호 가목"
 * ```
 *
 * @module
 */
import {
  type ArticleRef,
  completeRef,
  decodeJoCode,
  MAX,
  MOK_SYLLABLES,
  normalizeRefText,
  scanRef,
} from "./article_parse.ts";
import { InputError } from "../errors.ts";

export { type ArticleRef, circledToNumber, MOK_SYLLABLES } from "./article_parse.ts";

/**
 * The article-level identity of a reference, enough for a JO code.
 *
 * @example
 * ```ts
 * const id: ArticleId = { article: 10 };
 * ```
 */
export interface ArticleId {
  /** 조 number, 1..9999. */
  article: number;
  /** 가지번호, 0 or absent for none. */
  branch?: number;
}

const int = (n: unknown, lo: number, hi: number): boolean =>
  Number.isInteger(n) && (n as number) >= lo && (n as number) <= hi;
const pad = (n: number, width: number): string => String(n).padStart(width, "0");

/**
 * Whether every field of `ref` is an integer in range and the levels nest (목 needs a 호).
 *
 * @example
 * ```ts
 * isValidArticleRef({ article: 10, branch: 0 }); // true
 * isValidArticleRef({ article: 10000, branch: 0 }); // false
 * ```
 */
export function isValidArticleRef(ref: ArticleRef): boolean {
  if (ref === null || typeof ref !== "object") return false;
  if (!int(ref.article, 1, MAX.article) || !int(ref.branch ?? 0, 0, MAX.branch)) return false;
  if (ref.paragraph !== undefined && !int(ref.paragraph, 1, MAX.paragraph)) return false;
  if (ref.item === undefined) return ref.itemBranch === undefined && ref.subItem === undefined;
  return int(ref.item, 1, MAX.item) && int(ref.itemBranch ?? 0, 0, MAX.branch) &&
    (ref.subItem === undefined || MOK_SYLLABLES.includes(ref.subItem));
}

function assertValid(ref: ArticleRef, fn: string): void {
  if (!isValidArticleRef(ref)) {
    throw new InputError(`${fn}: invalid ArticleRef ${JSON.stringify(ref)}`);
  }
}

/**
 * DRF JO code `AAAABB` of an article: 4-digit article, 2-digit branch. Throws RangeError when
 * the numbers do not fit, because a wrong code would silently fetch another article.
 *
 * @example
 * ```ts
 * toJoCode({ article: 10, branch: 2 }); // "001002"
 * ```
 */
export function toJoCode(ref: ArticleRef | ArticleId): string {
  assertValid({ article: ref?.article, branch: ref?.branch ?? 0 }, "toJoCode");
  return pad(ref.article, 4) + pad(ref.branch ?? 0, 2);
}

/**
 * Decodes a JO code. Throws TypeError unless `code` is exactly six ASCII digits (no trimming),
 * and RangeError for article 0.
 *
 * @example
 * ```ts
 * fromJoCode("001002"); // { article: 10, branch: 2 }
 * ```
 */
export function fromJoCode(code: string): ArticleRef {
  if (typeof code !== "string" || !/^\d{6}$/.test(code)) {
    const shown = typeof code === "string" ? JSON.stringify(code.slice(0, 40)) : typeof code;
    throw new InputError(`fromJoCode: expected exactly 6 digits AAAABB, got ${shown}`);
  }
  const id = decodeJoCode(code);
  if (id === null) throw new InputError(`fromJoCode: ${code} names article 0`);
  return id;
}

/**
 * DRF HANG code of paragraph `n` (1..999): `"000200"` for 제2항.
 *
 * @example
 * ```ts
 * toHangCode(2); // "000200"
 * ```
 */
export function toHangCode(n: number): string {
  if (!int(n, 1, MAX.paragraph)) throw new InputError(`toHangCode: paragraph ${n} not in 1..999`);
  return pad(n, 4) + "00";
}

/**
 * DRF HO code of item `n` (1..999) with optional branch (0..99): `"000302"` for 제3호의2.
 *
 * @example
 * ```ts
 * toHoCode(3, 2); // "000302"
 * ```
 */
export function toHoCode(n: number, branch = 0): string {
  if (!int(n, 1, MAX.item) || !int(branch, 0, MAX.branch)) {
    throw new InputError(`toHoCode: item ${n}의${branch} not in 1..999 / 0..99`);
  }
  return pad(n, 4) + pad(branch, 2);
}

const branchText = (branch: number | undefined): string => branch ? `의${branch}` : "";

/**
 * Canonical citation text. Parts are opt-in because most UIs cite at article level.
 *
 * @example
 * ```ts
 * const ref = { article: 10, branch: 2, paragraph: 1, item: 3, itemBranch: 2, subItem: "나" };
 * formatArticle(ref); // "제10조의2"
 * formatArticle(ref, { withParts: true }); // "제10조의2 제1항 제3호의2 나목"
 * ```
 */
export function formatArticle(ref: ArticleRef, opts: { withParts?: boolean } = {}): string {
  assertValid(ref, "formatArticle");
  const out = [`제${ref.article}조${branchText(ref.branch)}`];
  if (opts.withParts) {
    if (ref.paragraph !== undefined) out.push(`제${ref.paragraph}항`);
    if (ref.item !== undefined) out.push(`제${ref.item}호${branchText(ref.itemBranch)}`);
    if (ref.subItem !== undefined) out.push(`${ref.subItem}목`);
  }
  return out.join(" ");
}

/**
 * Article-level map key: `"10"` or `"10-2"`. Equal keys exactly when {@link sameArticle}.
 *
 * @example
 * ```ts
 * articleKey({ article: 10, branch: 2 }); // "10-2"
 * ```
 */
export function articleKey(ref: ArticleRef | ArticleId): string {
  return ref.branch ? `${ref.article}-${ref.branch}` : `${ref.article}`;
}

/**
 * Whether two references name the same article (number AND branch; parts are ignored).
 *
 * @example
 * ```ts
 * sameArticle({ article: 103, branch: 0 }, { article: 1032, branch: 0 }); // false
 * ```
 */
export function sameArticle(a: ArticleRef | ArticleId, b: ArticleRef | ArticleId): boolean {
  return a.article === b.article && (a.branch ?? 0) === (b.branch ?? 0);
}

const mokIndex = (s: string | undefined): number => s === undefined ? -1 : MOK_SYLLABLES.indexOf(s);

/**
 * Statute order for `Array.prototype.sort`: article, branch, then 항, 호, 목, with a missing
 * level before any present one (the whole article precedes its paragraphs).
 *
 * @example
 * ```ts
 * [{ article: 10, branch: 2 }, { article: 10, branch: 0 }].sort(compareArticles);
 * ```
 */
export function compareArticles(a: ArticleRef, b: ArticleRef): number {
  return a.article - b.article || (a.branch ?? 0) - (b.branch ?? 0) ||
    (a.paragraph ?? 0) - (b.paragraph ?? 0) || (a.item ?? 0) - (b.item ?? 0) ||
    (a.itemBranch ?? 0) - (b.itemBranch ?? 0) || mokIndex(a.subItem) - mokIndex(b.subItem);
}

/**
 * Parses one reference written any common way: "제10조의2", "10조의2", "제10조 의2", "10-2",
 * "§10-2", "§ 10의2", "제 10 조", "제10조(정의)", "제10조제2항", "제10조② 3.", "10조 2항 3호 가목",
 * "제10조의2 제1항 제3호의2 나목", a bare JO code "001002", full-width digits. The whole string
 * must be the reference; anything else, or any number out of range, gives `null`.
 *
 * A hyphen is a branch only without 조 ("10-2"); "제10조-2" is refused. A bare 6-digit number is
 * a JO code; numbers with leading zeros are refused.
 *
 * @example
 * ```ts
 * parseArticleRef("제10조의2 제1항"); // { article: 10, branch: 2, paragraph: 1 }
 * parseArticleRef("제10000조"); // null
 * ```
 */
export function parseArticleRef(text: string): ArticleRef | null {
  if (typeof text !== "string") return null;
  const p = scanRef(normalizeRefText(text));
  return p === null ? null : completeRef(p);
}

export { MAX_RANGE_EXPANSION, parseArticleRefs } from "./article_list.ts";
