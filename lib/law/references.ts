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
import { ruleNameBefore } from "./rule_names.ts";
import { articlesBefore, type LawTerms } from "./references_context.ts";

export { articlesBefore, definedLawTerms, type LawTerms } from "./references_context.ts";

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
  /** A relative article word as written ("전조", "전2조", "같은 조", "동조"), when one was read. */
  relative?: string;
  /**
   * Set when the law may not be the one read: an unquoted name after a word that may be part of
   * a longer name ("상가건물 임대차보호법", "구 근로기준법"), a law qualified by a parenthesis
   * ("(…개정되기 전의 것) 제5조"), or "같은 조" with no article cited before it. A reader that
   * links citations leaves these as text.
   */
  ambiguous?: true;
}

/** What the text belongs to, for resolving "이 법", "법", "영" and bare 항/호. */
export interface ReferenceContext {
  /** Name of the statute the text is part of. */
  lawName?: string;
  /** The article the text is part of (a bare "제2항" cites a paragraph of it). */
  article?: ArticleRef;
  /** The document's articles in order: "전조"/"전2조" are the ones before {@link article}. */
  order?: readonly ArticleRef[];
  /** Short names the document defines ({@link definedLawTerms}); they win over the family. */
  terms?: LawTerms;
  /**
   * false when the document is no 법률·시행령·시행규칙 (an admin rule, an ordinance, a
   * decision): "법"/"영"/"규칙" then resolve only through {@link terms}.
   */
  family?: boolean;
  /**
   * true: an unquoted 행정규칙 name before an article ("식품등의 표시기준 제2조", "국세상담센터
   * 기본운영규정 제3조") names the law; off by default, as statute text quotes such names.
   */
  adminRules?: boolean;
}

const MOK = "[가나다라마바사아자차카타파하]";
const PART = String
  .raw`(?:제\s?\d+\s?조(?:\s?의\s?\d+)?|제\s?\d+\s?항|제\s?\d+\s?호(?:\s?의\s?\d+)?|${MOK}\s?목)`;
const HEAD = String.raw`제\s?\d+\s?(?:조(?:\s?의\s?\d+)?|항|호(?:\s?의\s?\d+)?)`;
const GROUP = String.raw`${HEAD}(?:\s?${PART})*`;
const ITEM = String.raw`(?:${PART}(?:\s?${PART})*)`;
const SEP = String.raw`(?:\s?(?:[,·ㆍ･・]|및|또는|내지|~)\s?|와\s|과\s|\s?부터\s?)`;
const CHAIN = new RegExp(String.raw`${GROUP}(?:${SEP}${ITEM}(?:\s?까지)?)*(?:\s?까지)?`, "g");

const QUOTED = /「([^「」]{1,120})」\s*(시행령|시행규칙)?\s*(?:\(\s*이하[^()]{1,40}\)\s*)?$/;
const SAME = /(?:같은\s?|(?<![가-힣])동)(법|영|규칙)(?:\s?(시행령|시행규칙))?\s*$/;
const THIS = /(?:^|[^가-힣])(?:이\s?|본\s?)(법|영|규칙)\s*$/;
const FAMILY = /(?:^|[^가-힣])(법|영|규칙)\s*$/;
const UNQUOTED = /([가-힣][가-힣ㆍ·]*(?:법|법률))(\s?시행령|\s?시행규칙)?\s*$/;
const SAME_ARTICLE = /(?:같은\s?|(?<![가-힣])동)조\s*$/;
const PRECEDING = /(?<![가-힣])전\s?(\d)?\s?조\s*$/;
/** "전조", "전2조", "같은 조", "동조" standing alone (not before 제N항, not 전조등). */
const RELATIVE = String
  .raw`(?<![가-힣])(?:전\s?(?<n>[2-9])?\s?조|동조|같은\s?조)(?!\s?(?:제\s?\d|의\s?\d)|등|자|하)`;
/** A word that ends in a particle or ending: the law name after it starts there. */
const ENDS_SENTENCE_WORD = /(?:은|는|이|가|을|를|에|의|와|과|로|도|서|며|고|면|나|만|에서|으로)$/;
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
  ambiguous?: boolean;
}

// Which law precedes a chain: looks only at the text between the previous citation and this one.
function lawBefore(
  before: string,
  offset: number,
  lastNamed: string | undefined,
  ctx: ReferenceContext,
): LawPart {
  const own = ctx.lawName?.trim() || undefined;
  // "(…개정되기 전의 것) 제5조": a parenthesis qualifies the law; which version is not read here.
  const qualified = /\)\s*$/.test(before);
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
    // "같은 법" after a 시행령·시행규칙 may mean that one or its 법률: read as written, flagged.
    const unsure = m[1] === "법" && !m[2] && !!lastNamed && familyBase(lastNamed) !== lastNamed;
    return {
      law: m[0].trim(),
      kind: "same",
      resolved: exact,
      start: offset + m.index,
      ambiguous: unsure,
    };
  }
  m = THIS.exec(before);
  if (m) {
    const lead = m[0].search(/[이본]/);
    const at = offset + m.index + lead;
    return { law: m[0].slice(lead).trim(), kind: "this", resolved: own, start: at };
  }
  m = UNQUOTED.exec(before);
  if (m && !NOT_A_LAW.has(m[1])) {
    const name = m[1] + (m[2] ? ` ${m[2].trim()}` : "");
    if (ctx.terms && Object.hasOwn(ctx.terms, name)) {
      const defined = ctx.terms[name] || undefined;
      return { law: name, kind: "named", resolved: defined, start: offset + m.index };
    }
    // "상가건물 임대차보호법", "구 근로기준법": the word before may be part of the name.
    const word = /([가-힣]+)\s+$/.exec(before.slice(0, m.index))?.[1];
    const ambiguous = word !== undefined && !ENDS_SENTENCE_WORD.test(word);
    return {
      law: name,
      kind: "named",
      resolved: resolveLawAlias(name),
      start: offset + m.index,
      ambiguous,
    };
  }
  const rule = ctx.adminRules ? ruleNameBefore(before) : undefined;
  if (rule) {
    return { law: rule.name, kind: "named", resolved: rule.name, start: offset + rule.index };
  }
  m = FAMILY.exec(before);
  if (m) {
    const at = offset + m.index + m[0].indexOf(m[1]);
    const resolved = ctx.terms && Object.hasOwn(ctx.terms, m[1])
      ? ctx.terms[m[1]] || undefined
      : own && ctx.family !== false
      ? familyBase(own) + tierOf(m[1])
      : undefined;
    return { law: m[1], kind: "family", resolved, start: at };
  }
  return { kind: "implicit", resolved: own, start: -1, ambiguous: qualified };
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

const SCAN = new RegExp(`${CHAIN.source}|${RELATIVE}`, "g");

/** The article "동조"/"같은 조" points back to: the last article of the citation before it. */
function previousArticle(out: readonly LawReference[]): ArticleRef | undefined {
  const a = out.at(-1)?.articles.at(-1);
  return a && { article: a.article, branch: a.branch };
}

/**
 * Finds every statute citation in `text`, in order. "같은 법" (동법) resolves to the law named
 * last before it; "이 법" (본법), "법", "영", "규칙" and unnamed chains resolve from `ctx`
 * (`lawName`, the document's defined `terms`, its `family`); "전조"/"전2조" are the articles
 * before `ctx.article` in `ctx.order`, "같은 조"/"동조" the article cited last.
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
  let lastAmbiguous = false;
  const own = ctx.lawName?.trim() || undefined;
  for (const m of text.matchAll(SCAN)) {
    const start = m.index!;
    const offset = Math.max(prevEnd, start - 160);
    const before = text.slice(offset, start);
    prevEnd = start + m[0].length;
    if (!/^제/.test(m[0])) {
      // A relative word standing alone: "전조의 규정", "전2조의 경우", "동조의 규정".
      const word = m[0].trim();
      const back = /^전/.test(word);
      const articles = back
        ? articlesBefore(ctx.order, ctx.article, Number(m.groups?.n ?? 1))
        : [previousArticle(out)].filter((a): a is ArticleRef => a !== undefined);
      if (!articles?.length) continue;
      const resolvedLaw = back ? own : out.at(-1)?.resolvedLaw;
      out.push({
        text: word,
        index: start,
        lawKind: "implicit",
        ...(resolvedLaw ? { resolvedLaw } : {}),
        articleText: word,
        articles,
        relative: word,
        ...(!back && out.at(-1)?.ambiguous ? { ambiguous: true as const } : {}),
      });
      continue;
    }
    const chain = m[0].trim();
    const same = SAME_ARTICLE.exec(before);
    const preceding = same ? null : PRECEDING.exec(before);
    let law: LawPart;
    let anchor = ctx.article;
    let relative: string | undefined;
    if (same) {
      const prev = previousArticle(out);
      law = {
        kind: "implicit",
        resolved: out.at(-1)?.resolvedLaw ?? own,
        start: offset + same.index,
        // With no article cited before it, "같은 조" is not read as the article itself.
        ambiguous: !prev || !!out.at(-1)?.ambiguous,
      };
      anchor = prev ?? ctx.article;
      relative = same[0].trim();
    } else if (preceding) {
      const n = Number(preceding[1] ?? 1);
      const back = articlesBefore(ctx.order, ctx.article, n);
      if (!back) continue;
      law = { kind: "implicit", resolved: own, start: offset + preceding.index };
      anchor = back.at(-1);
      relative = preceding[0].trim();
    } else {
      law = lawBefore(before, offset, lastNamed, ctx);
      if (law.kind === "same" && lastAmbiguous) law.ambiguous = true;
    }
    const articles = parseChain(chain, anchor);
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
      ...(relative ? { relative } : {}),
      ...(law.ambiguous ? { ambiguous: true as const } : {}),
    });
    if (law.kind === "named" || law.kind === "this" || (law.kind === "same" && law.resolved)) {
      lastNamed = law.resolved;
      lastAmbiguous = !!law.ambiguous;
    }
  }
  return out;
}
