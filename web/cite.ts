/**
 * Citations in a text as links, read by the one citation reader (lib/law `extractReferences`,
 * `scanCaseNumbers`) against the document being read: its own articles link to its own
 * permalinks, other laws to `/cite/law/{법령명}/{조문}` (resolved by exact name when followed),
 * case numbers to `/cite/case/{사건번호}`. What the reader cannot resolve — no law known, a name
 * that may be the tail of a longer one, an own article the document does not have — stays text:
 * never a wrong link.
 *
 * @module
 */

import { type ArticleRef, formatArticle, formatCaseNumber, scanCaseNumbers } from "../lib/mod.ts";
import {
  extractReferences,
  type LawReference,
  type LawTerms,
  normalizeLawName,
} from "../lib/law/mod.ts";

/** The document a text belongs to, for resolving its citations. */
export interface CiteDoc {
  /** Its name ("민법", "주택임대차보호법 시행령", a rule's name); absent for a decision. */
  name?: string;
  /** Path of its own article permalinks (`/law/001706`); without it own articles stay text. */
  base?: string;
  /** Query kept on own-article links (`?mst=…`). */
  query?: string;
  /** Its articles in order (for 전조, and to link only own articles that exist). */
  order?: readonly ArticleRef[];
  /** Short names it defines (lib/law `definedLawTerms`). */
  terms?: LawTerms;
  /** false for documents that are no 법률·시행령·시행규칙. */
  family?: boolean;
}

/** Where in the document a text stands. */
export interface CiteAt {
  /** The article the text belongs to. */
  article?: ArticleRef;
  /** Amendment text (부칙): only citations that name their law are linked. */
  namedOnly?: boolean;
}

/** A linked citation. */
export interface CiteLink {
  text: string;
  href: string;
  /** own: an article of this document; law: another law's article; case: a case number. */
  kind: "own" | "law" | "case";
  /** The cited law (own or other) and article label, or the case number. */
  target: string;
}

/** Plain text or a link, in order. */
export type Segment = string | CiteLink;

/** A path segment kept readable (Hangul as is): only what would break the path is escaped. */
export const seg = (s: string): string => s.replace(/[\s/?#%&]/g, (c) => encodeURIComponent(c));

const JO = /제\s?(\d+)\s?조(?:\s?의\s?(\d+))?/g;
const PARTS = /^(?:\s?제\s?\d+\s?(?:항|호(?:\s?의\s?\d+)?)|\s?[가-하]\s?목)*/;

function hasArticle(order: readonly ArticleRef[], a: ArticleRef): boolean {
  return order.some((o) => o.article === a.article && (o.branch ?? 0) === (a.branch ?? 0));
}

/** The link of one cited article, or undefined when it must stay text. */
function articleLink(
  r: LawReference,
  a: ArticleRef,
  doc: CiteDoc,
  at: CiteAt,
): Omit<CiteLink, "text"> | undefined {
  const law = r.resolvedLaw;
  if (!law) return undefined;
  const label = formatArticle({ article: a.article, branch: a.branch });
  const own = doc.name !== undefined && normalizeLawName(law) === normalizeLawName(doc.name);
  if (own) {
    if (!doc.base) return undefined;
    if (doc.order && !hasArticle(doc.order, a)) return undefined;
    // "제2항" inside 제5조 is the article being read: no link to itself.
    if (at.article && at.article.article === a.article && at.article.branch === a.branch) {
      return undefined;
    }
    return {
      href: `${doc.base}/${seg(label)}${doc.query ?? ""}`,
      kind: "own",
      target: `${doc.name} ${label}`,
    };
  }
  return {
    href: `/cite/law/${seg(law)}/${seg(label)}`,
    kind: "law",
    target: `${law} ${label}`,
  };
}

type Span = { start: number; end: number; link: Omit<CiteLink, "text"> };

/** The linked spans of one reference: each 조 written, or the whole citation when none is. */
function referenceSpans(r: LawReference, doc: CiteDoc, at: CiteAt): Span[] {
  if (r.ambiguous || !r.resolvedLaw || r.articles.length === 0) return [];
  const tokens = [...r.text.matchAll(JO)];
  if (tokens.length === 0) {
    const link = articleLink(r, r.articles[0], doc, at);
    return link ? [{ start: r.index, end: r.index + r.text.length, link }] : [];
  }
  const out: Span[] = [];
  tokens.forEach((t, i) => {
    const a = { article: Number(t[1]), branch: Number(t[2] ?? 0) };
    if (!r.articles.some((x) => x.article === a.article && x.branch === a.branch)) return;
    const link = articleLink(r, a, doc, at);
    if (!link) return;
    const tail = PARTS.exec(r.text.slice(t.index! + t[0].length))![0];
    // The first 조 takes the law name before it along, not a bare 항 of another article.
    const lead = i === 0 && !/제\s?\d/.test(r.text.slice(0, t.index!));
    out.push({
      start: r.index + (lead ? 0 : t.index!),
      end: r.index + t.index! + t[0].length + tail.length,
      link,
    });
  });
  return out;
}

/**
 * Splits `text` into plain strings and citation links.
 *
 * @example
 * ```ts
 * import { citeSegments } from "./cite.ts";
 * citeSegments("「민법」 제750조", {}); // [{ text: "「민법」 제750조", href: "/cite/law/민법/제750조", … }]
 * ```
 */
export function citeSegments(text: string, doc: CiteDoc, at: CiteAt = {}): Segment[] {
  const t = text.normalize("NFC");
  const refs = extractReferences(t, {
    lawName: doc.name,
    article: at.article,
    order: doc.order,
    terms: doc.terms,
    family: doc.family,
  });
  const spans: Span[] = [];
  for (const r of refs) {
    if (at.namedOnly && r.lawKind !== "named") continue;
    spans.push(...referenceSpans(r, doc, at));
  }
  for (const c of scanCaseNumbers(t)) {
    const start = c.index, end = c.index + c.text.length;
    if (spans.some((s) => start < s.end && end > s.start)) continue;
    const no = formatCaseNumber(c.number);
    spans.push({
      start,
      end,
      link: { href: `/cite/case/${seg(no)}`, kind: "case", target: no },
    });
  }
  spans.sort((a, b) => a.start - b.start);
  const out: Segment[] = [];
  let pos = 0;
  for (const s of spans) {
    if (s.start < pos || t.slice(s.start, s.end).includes("\n")) continue;
    if (s.start > pos) out.push(t.slice(pos, s.start));
    out.push({ text: t.slice(s.start, s.end), ...s.link });
    pos = s.end;
  }
  if (pos < t.length) out.push(t.slice(pos));
  return out;
}

/**
 * The citations of several pieces of one article (its 항, 호, 목) read as one text, so that
 * "같은 조" in a 호 finds the article cited in the 호 before it; returned piece by piece.
 */
export function citeUnits(units: readonly string[], doc: CiteDoc, at: CiteAt = {}): Segment[][] {
  const texts = units.map((u) => u.normalize("NFC"));
  const joined = texts.join("\n");
  const all = citeSegments(joined, doc, at);
  const out: Segment[][] = texts.map(() => []);
  let unit = 0, offset = 0, end = texts[0]?.length ?? 0;
  for (const seg of all) {
    let s = typeof seg === "string" ? seg : seg.text;
    if (typeof seg !== "string") {
      // A link never crosses a piece boundary (citations hold no newline).
      while (offset >= end + 1 && unit < texts.length - 1) {
        unit++;
        end += 1 + texts[unit].length;
      }
      out[unit].push(seg);
      offset += s.length;
      continue;
    }
    while (s.length > 0) {
      const room = end - offset;
      if (s.length <= room) {
        if (s) out[unit].push(s);
        offset += s.length;
        break;
      }
      if (room > 0) out[unit].push(s.slice(0, room));
      s = s.slice(room + 1); // the "\n" between pieces
      offset = end + 1;
      unit++;
      end += 1 + (texts[unit]?.length ?? 0);
    }
  }
  return out;
}
