/**
 * Choosing annexes: by notation (exact — 별표 1의2 is never 별표 1), by title words, by the
 * article that delegates to them ("제4조 관련"), by kind, or by the index's 별표일련번호.
 *
 * @module
 */

import {
  annexFamily,
  type AnnexKind,
  parseAnnexCode,
  parseAnnexRef,
  sameAnnex,
} from "../../law/annex.ts";
import { type ArticleRef, parseArticleRef } from "../../law/article.ts";
import { parseArticleSpecs } from "../select_articles.ts";
import type { AnnexEntry } from "./entries.ts";
import { InputError } from "../../errors.ts";

/** Selection criteria; every given one must hold. */
export interface AnnexSelection {
  /** Notation ("별표 1의2", "서식 3", "별지 제2호서식") or 6-digit code ("000102"). */
  annex?: string;
  /** Words that must all occur in the title. */
  query?: string;
  /** Delegating articles, e.g. "제4조", "제3조제1항" or a range: an annex of any of them. */
  articles?: readonly string[];
  /** Only this kind (별지 counts as 서식). */
  kind?: AnnexKind;
  /** 별표일련번호 of the index. */
  bylSeq?: string;
}

/** Reads the `annex` argument; a bare number means 별표. Throws InputError when unreadable. */
export function readAnnexArg(annex: string): { kind?: AnnexKind; number: number; branch: number } {
  const s = annex.trim();
  const code = parseAnnexCode(s);
  if (code) return code;
  const bare = /^(\d{1,4})(?:\s*(?:의|-)\s*(\d{1,2}))?$/.exec(s);
  if (bare) return { kind: "별표", number: Number(bare[1]), branch: Number(bare[2] ?? 0) };
  const ref = parseAnnexRef(s);
  if (!ref) {
    throw new InputError(
      `annex '${annex}'를 읽을 수 없습니다. 예: "별표 1", "별표 1의2", "서식 3", "별지 제2호서식", "000102".`,
    );
  }
  return ref;
}

const compact = (s: string) => s.replace(/\s+/g, "").toLowerCase();

function articleMatches(w: ArticleRef, entry: AnnexEntry): boolean {
  return entry.articles.some((a) => {
    const r = parseArticleRef(a);
    if (!r || r.article !== w.article || r.branch !== w.branch) return false;
    // "제3조" matches "제3조제1항 관련"; "제3조제2항" does not match "제3조제1항 관련".
    return w.paragraph === undefined || r.paragraph === undefined || r.paragraph === w.paragraph;
  });
}

/** Applies the selection. */
export function selectAnnexes(entries: readonly AnnexEntry[], sel: AnnexSelection): AnnexEntry[] {
  const ref = sel.annex ? readAnnexArg(sel.annex) : undefined;
  const words = (sel.query ?? "").split(/\s+/).map(compact).filter(Boolean);
  const wanted = sel.articles?.length ? parseArticleSpecs(sel.articles) : undefined;
  return entries.filter((e) => {
    if (ref) {
      if (
        ref.kind
          ? !sameAnnex(e, { ...ref, kind: ref.kind })
          : e.number !== ref.number || e.branch !== ref.branch
      ) {
        return false;
      }
    }
    if (sel.kind && annexFamily(e.kind) !== annexFamily(sel.kind)) return false;
    if (sel.bylSeq && e.indexSeq !== sel.bylSeq) return false;
    if (words.length) {
      const hay = compact(`${e.label} ${e.title ?? ""}`);
      if (!words.every((w) => hay.includes(w))) return false;
    }
    if (wanted && !wanted.some((w) => articleMatches(w, e))) return false;
    return true;
  });
}
