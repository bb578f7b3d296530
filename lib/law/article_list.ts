/**
 * Lists and ranges of article references, behind {@link "./article.ts"}, which re-exports
 * {@link parseArticleRefs}; import from there.
 *
 * @module
 */
import {
  type ArticleRef,
  completeRef,
  MOK_SYLLABLES,
  normalizeRefText,
  type PartialRef,
  scanRef,
} from "./article_parse.ts";
import { InputError } from "../errors.ts";

/**
 * Most references one range may expand to in {@link parseArticleRefs}; beyond it a RangeError
 * is thrown, so a typo such as "제1조부터 제9999조까지" cannot flood a caller.
 *
 * @example
 * ```ts
 * MAX_RANGE_EXPANSION; // 500
 * ```
 */
export const MAX_RANGE_EXPANSION = 500;

const LIST_SEP = / ?(?:[,;·ㆍ･・‧∙⋅、]|및|또는|와|과) ?/;
const UNIT = /[조항호목]/;

// "10-2" is 제10조의2, so a hyphen only separates a range when both sides name a unit
// (조/항/호/목): "제3조-제5조", "제2조제1항-제3항". Everything else hyphenated stays one reference.
function splitRange(seg: string): string[] | null {
  const from = seg.indexOf("부터");
  if (from >= 0) {
    const rest = seg.slice(from + 2);
    return [seg.slice(0, from), rest.endsWith("까지") ? rest.slice(0, -2) : rest];
  }
  if (seg.includes("까지")) return null;
  for (const sep of ["내지", "~"]) {
    const parts = seg.split(sep);
    if (parts.length > 1) return parts.length === 2 ? parts : null;
  }
  const parts = seg.split("-");
  return parts.length === 2 && UNIT.test(parts[0]) && UNIT.test(parts[1]) ? parts : [seg];
}

// A list item without 조 continues the reference before it: "제2조제1항 및 제3항" keeps 제2조,
// "제1항제2호·제3호" keeps 제1항. Every level above the first one written is inherited.
function resolve(text: string, ctx: ArticleRef | null): ArticleRef | null {
  const p = scanRef(text.trim());
  if (p === null) return null;
  if (p.article !== undefined) return completeRef(p);
  if (ctx === null) return null;
  const merged: PartialRef = { article: ctx.article, branch: ctx.branch };
  if (p.paragraph === undefined) {
    merged.paragraph = ctx.paragraph;
    if (p.item === undefined) {
      merged.item = ctx.item;
      merged.itemBranch = ctx.itemBranch;
    }
  }
  return completeRef({ ...merged, ...p });
}

type Pair = [number, number];

const depth = (r: ArticleRef): number =>
  r.subItem !== undefined ? 3 : r.item !== undefined ? 2 : r.paragraph !== undefined ? 1 : 0;

// Each level as a (number, branch) pair so one span routine serves 조, 항, 호 and 목.
const GET: ((r: ArticleRef) => Pair)[] = [
  (r) => [r.article, r.branch],
  (r) => [r.paragraph ?? 0, 0],
  (r) => [r.item ?? 0, r.itemBranch ?? 0],
  (r) => [MOK_SYLLABLES.indexOf(r.subItem ?? "") + 1, 0],
];
const SET: ((r: ArticleRef, p: Pair) => ArticleRef)[] = [
  (r, [article, branch]) => ({ ...r, article, branch }),
  (r, [paragraph]) => ({ ...r, paragraph }),
  (r, [item, itemBranch]) => ({ ...r, item, itemBranch }),
  (r, [mok]) => ({ ...r, subItem: MOK_SYLLABLES[mok - 1] }),
];

function fullKey(r: ArticleRef): string {
  return [r.article, r.branch, r.paragraph, r.item, r.itemBranch, r.subItem].join("/");
}

// Same number: every branch in between (branch 1 is never enacted, 의2 comes first, so it is
// skipped unless written). Different numbers: the branch articles in between (제4조의2) are
// unknowable without the statute text, so only the endpoints as written and the plain numbers
// from..to are produced.
function span([a1, b1]: Pair, [a2, b2]: Pair, label: string): Pair[] | null {
  if (a1 > a2 || (a1 === a2 && b1 > b2)) return null;
  const count = a1 === a2 ? b2 - b1 + 1 : a2 - a1 + 1 + (b2 > 0 ? 1 : 0);
  if (count > MAX_RANGE_EXPANSION) {
    throw new InputError(
      `parseArticleRefs: range "${label.slice(0, 60)}" expands to ${count} references, ` +
        `more than the limit of ${MAX_RANGE_EXPANSION}`,
    );
  }
  const out: Pair[] = [];
  if (a1 === a2) {
    for (let b = b1; b <= b2; b++) if (b !== 1 || b === b1 || b === b2) out.push([a1, b]);
    return out;
  }
  out.push([a1, b1]);
  for (let a = a1 + 1; a <= a2; a++) out.push([a, 0]);
  if (b2 > 0) out.push([a2, b2]);
  return out;
}

// Endpoints must stop at the same level and agree above it; "제3조제2항부터 제5조까지" has no
// exact expansion, so it is refused rather than approximated.
function expand(a: ArticleRef, b: ArticleRef, label: string): ArticleRef[] | null {
  const d = depth(a);
  if (d !== depth(b)) return null;
  for (let up = 0; up < d; up++) {
    if (GET[up](a).join() !== GET[up](b).join()) return null;
  }
  return span(GET[d](a), GET[d](b), label)?.map((p) => SET[d](a, p)) ?? null;
}

/**
 * Parses a list of references with ranges, in order and without duplicates. Items are separated
 * by `,` `·` `ㆍ` `･` `・` `및` `또는` `와` `과`; ranges are written `A부터 B까지`, `A 내지 B`,
 * `A~B`, or `A-B` when both sides carry 조/항/호/목 (so "10-2" stays 제10조의2). An item without
 * 조 inherits the levels above it from the item before ("제2조제1항 및 제3항").
 *
 * Ranges across different articles give both endpoints as written plus every plain article in
 * between (branch articles in between cannot be known without the statute). Anything that is
 * not entirely a reference list gives `[]`. Throws RangeError when one range would expand to
 * more than {@link MAX_RANGE_EXPANSION} references.
 *
 * @example
 * ```ts
 * parseArticleRefs("제309조·제310조").map((r) => r.article); // [309, 310]
 * parseArticleRefs("제10조의2부터 제10조의4까지").length; // 3
 * ```
 */
export function parseArticleRefs(text: string): ArticleRef[] {
  if (typeof text !== "string") return [];
  const s = normalizeRefText(text);
  if (s === "") return [];
  const seen = new Map<string, ArticleRef>();
  let ctx: ArticleRef | null = null;
  for (const seg of s.split(LIST_SEP)) {
    const ends = splitRange(seg);
    if (ends === null) return [];
    const from = resolve(ends[0], ctx);
    const to = from !== null && ends.length === 2 ? resolve(ends[1], from) : from;
    if (from === null || to === null) return [];
    const refs = ends.length === 2 ? expand(from, to, seg) : [from];
    if (refs === null) return [];
    for (const r of refs) if (!seen.has(fullKey(r))) seen.set(fullKey(r), r);
    ctx = to;
  }
  return [...seen.values()];
}
