/**
 * Statute cross-references inside running text: 「법령명」 제N조의M 제N항 제N호, "같은 법",
 * "같은 법 시행령", "이 법", "법 제N조", "영 제N조", lists and ranges. Article numbers are read
 * by {@link parseArticleRefs} (the single article parser); this module only finds where a
 * citation chain starts and ends and which law it belongs to.
 *
 * @example
 * ```ts
 * import { extractReferences } from "./references.ts";
 * const refs = extractReferences("「관세법」 제2조 및 같은 법 시행령 제3조", { lawName: "관세법 시행규칙" });
 * refs.map((r) => r.resolvedLaw); // ["관세법", "관세법 시행령"]
 * ```
 *
 * @module
 */

import { type ArticleRef, formatArticle, parseArticleRefs } from "./article.ts";
import { resolveLawAlias } from "./names.ts";

/** How the law of a reference was written. */
export type ReferenceLawKind =
  /** 「관세법」 or an unquoted name such as 민법. */
  | "named"
  /** 같은 법 / 같은 법 시행령 / 같은 영 / 같은 규칙: the law named last before it. */
  | "same"
  /** 이 법 / 이 영 / 이 규칙: the text's own law. */
  | "this"
  /** 법 / 영 / 규칙 (as defined terms in a 시행령·시행규칙): the family of the text's own law. */
  | "family"
  /** No law written: an article of the text's own law. */
  | "implicit";

/** One citation found in a text. */
export interface LawReference {
  /** The citation as written, law name included. */
  text: string;
  /** Offset of {@link LawReference.text} in the input. */
  index: number;
  /** The law as written (「」 removed), e.g. "관세법", "같은 법 시행규칙", "법"; absent when implicit. */
  law?: string;
  /** How the law was written. */
  lawKind: ReferenceLawKind;
  /** The law's full name when it can be known (약칭 expanded, "같은 법"/"이 법" resolved). */
  resolvedLaw?: string;
  /** The article chain as written, e.g. "제309조·제310조". */
  articleText: string;
  /** The articles cited (lists and ranges expanded), in order. */
  articles: ArticleRef[];
}

/** What the text belongs to, for resolving "이 법", "법", "영" and bare 항/호. */
export interface ReferenceContext {
  /** Name of the statute the text is part of. */
  lawName?: string;
  /** The article the text is part of (a bare "제2항" cites a paragraph of it). */
  article?: ArticleRef;
}

const MOK = "[가나다라마바사아자차카타파하]";
const PART = String
  .raw`(?:제\s?\d+\s?조(?:\s?의\s?\d+)?|제\s?\d+\s?항|제\s?\d+\s?호(?:\s?의\s?\d+)?|${MOK}\s?목)`;
const HEAD = String.raw`제\s?\d+\s?(?:조(?:\s?의\s?\d+)?|항|호(?:\s?의\s?\d+)?)`;
const GROUP = String.raw`${HEAD}(?:\s?${PART})*`;
const ITEM = String.raw`(?:${PART}(?:\s?${PART})*)`;
const SEP = String.raw`(?:\s?(?:[,·ㆍ･・]|및|또는|내지|~)\s?|와\s|과\s|\s?부터\s?)`;
const CHAIN = new RegExp(String.raw`${GROUP}(?:${SEP}${ITEM}(?:\s?까지)?)*(?:\s?까지)?`, "g");

const QUOTED = /「([^「」]{1,120})」\s*(시행령|시행규칙)?\s*$/;
const SAME = /같은\s?(법|영|규칙)(?:\s?(시행령|시행규칙))?\s*$/;
const THIS = /(?:^|[^가-힣])이\s?(법|영|규칙)\s*$/;
const FAMILY = /(?:^|[^가-힣])(법|영|규칙)\s*$/;
const UNQUOTED = /([가-힣][가-힣ㆍ·]*(?:법|법률))(\s?시행령|\s?시행규칙)?\s*$/;
const SAME_ARTICLE = /같은\s?조\s*$/;
/** Words ending in 법 that are not statute names. */
const NOT_A_LAW = new Set([
  "방법",
  "위법",
  "적법",
  "불법",
  "입법",
  "편법",
  "합법",
  "사법",
  "용법",
  "문법",
  "수법",
  "기법",
  "해법",
  "이법",
  "같은법",
  "관계법",
  "특별법",
  "일반법",
  "법률",
]);

/** The 법률 a name belongs to: "관세법 시행령" → "관세법". */
function familyBase(name: string): string {
  return name.replace(/\s*(시행령|시행규칙)$/, "").trim();
}

function tierOf(word: string, suffix?: string): "" | " 시행령" | " 시행규칙" {
  if (suffix === "시행령" || word === "영") return " 시행령";
  if (suffix === "시행규칙" || word === "규칙") return " 시행규칙";
  return "";
}

interface LawPart {
  law?: string;
  kind: ReferenceLawKind;
  resolved?: string;
  start: number;
}

// Which law precedes a chain: looks only at the text between the previous citation and this one.
function lawBefore(
  before: string,
  offset: number,
  lastNamed: string | undefined,
  ctx: ReferenceContext,
): LawPart {
  const own = ctx.lawName?.trim() || undefined;
  let m = QUOTED.exec(before);
  if (m) {
    const name = m[1].trim() + (m[2] ? ` ${m[2]}` : "");
    return { law: name, kind: "named", resolved: resolveLawAlias(name), start: offset + m.index };
  }
  m = SAME.exec(before);
  if (m) {
    const suffix = tierOf(m[1], m[2]);
    const resolved = lastNamed ? familyBase(lastNamed) + suffix : undefined;
    // "같은 법" alone repeats the last law as it was named (it may itself be a 시행령).
    const exact = m[1] === "법" && !m[2] ? lastNamed : resolved;
    return { law: m[0].trim(), kind: "same", resolved: exact, start: offset + m.index };
  }
  m = THIS.exec(before);
  if (m) {
    const at = offset + m.index + m[0].indexOf("이");
    return { law: `이 ${m[1]}`, kind: "this", resolved: own, start: at };
  }
  m = UNQUOTED.exec(before);
  if (m && !NOT_A_LAW.has(m[1])) {
    const name = m[1] + (m[2] ? ` ${m[2].trim()}` : "");
    return { law: name, kind: "named", resolved: resolveLawAlias(name), start: offset + m.index };
  }
  m = FAMILY.exec(before);
  if (m) {
    const at = offset + m.index + m[0].indexOf(m[1]);
    const resolved = own ? familyBase(own) + tierOf(m[1]) : undefined;
    return { law: m[1], kind: "family", resolved, start: at };
  }
  return { kind: "implicit", resolved: own, start: -1 };
}

function parseChain(chain: string, anchor: ArticleRef | undefined): ArticleRef[] {
  const tryParse = (s: string): ArticleRef[] => {
    try {
      return parseArticleRefs(s);
    } catch {
      // A range too long to expand is not a citation we can list.
      return [];
    }
  };
  const refs = tryParse(chain);
  if (refs.length || !anchor || /조/.test(chain.split(/[,·ㆍ･・]|및|또는/)[0])) return refs;
  // A bare "제2항" / "제3호" cites part of the anchor article.
  return tryParse(formatArticle({ article: anchor.article, branch: anchor.branch }) + chain);
}

/**
 * Finds every statute citation in `text`, in order. "같은 법" resolves to the law named last
 * before it; "이 법", "법", "영", "규칙" and unnamed chains resolve from `ctx.lawName`.
 *
 * @example
 * ```ts
 * import { extractReferences } from "./references.ts";
 * extractReferences("제309조ㆍ제310조")[0].articles.map((a) => a.article); // [309, 310]
 * ```
 */
export function extractReferences(text: string, ctx: ReferenceContext = {}): LawReference[] {
  if (typeof text !== "string" || text === "") return [];
  const out: LawReference[] = [];
  let prevEnd = 0;
  let lastNamed: string | undefined;
  let lastArticle: ArticleRef | undefined = ctx.article;
  for (const m of text.matchAll(CHAIN)) {
    const chain = m[0].trim();
    const start = m.index!;
    const before = text.slice(Math.max(prevEnd, start - 160), start);
    const offset = Math.max(prevEnd, start - 160);
    const same = SAME_ARTICLE.exec(before);
    const sameArticle = same !== null;
    const law: LawPart = same
      ? {
        kind: "implicit",
        resolved: out.at(-1)?.resolvedLaw ?? ctx.lawName,
        start: offset + same.index,
      }
      : lawBefore(before, offset, lastNamed, ctx);
    const anchor = sameArticle ? (out.at(-1)?.articles[0] ?? lastArticle) : ctx.article;
    const articles = parseChain(chain, anchor);
    prevEnd = start + m[0].length;
    if (articles.length === 0) continue;
    const from = law.start >= 0 ? law.start : start;
    out.push({
      text: text.slice(from, start + m[0].length).trim(),
      index: from,
      ...(law.law ? { law: law.law } : {}),
      lawKind: law.kind,
      ...(law.resolved ? { resolvedLaw: law.resolved } : {}),
      articleText: chain,
      articles,
    });
    if (law.kind === "named" || (law.kind === "same" && law.resolved)) lastNamed = law.resolved;
    lastArticle = articles[0];
  }
  return out;
}
