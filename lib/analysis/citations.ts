/**
 * Every citation in a text, as the citation check needs them: one entry per cited article (lists
 * and ranges expanded), case numbers of every court, and spans that look like an article but
 * cannot be one (제0조, 제10000조). Finding is done by the law modules; this only flattens.
 *
 * @module
 */

import { type ArticleRef, formatArticle } from "../law/article.ts";
import { type CaseNumber, findCaseNumbers, formatCaseNumber } from "../law/case_numbers.ts";
import { extractReferences, type ReferenceLawKind } from "../law/references.ts";
import { type RuleFamily, ruleFamilyOf } from "../law/rule_names.ts";

/** One cited article. */
export interface StatuteCitation {
  /** The citation chain as written (law name included). */
  text: string;
  /** Offset of {@link StatuteCitation.text} in the input. */
  index: number;
  /** The law as written ("같은 법 시행령", "건축법"). */
  lawAsWritten?: string;
  /** How the law was named. */
  lawKind: ReferenceLawKind;
  /** Full law name, when it can be known from the text. */
  law?: string;
  /** The cited anchor. */
  ref: ArticleRef;
  /** Canonical anchor text, e.g. "제4조의2 제1항". */
  article: string;
  /** Set when the law is named as a 행정규칙 (고시·훈령·예규·지침 …; "either" for …규정). */
  ruleFamily?: RuleFamily;
  /** Up to 40 characters before the name (a 행정규칙 name read back may have lost its start). */
  preceding?: string;
}

/** One cited case. */
export interface CaseCitation {
  /** Canonical number, e.g. "2021다248190". */
  text: string;
  /** The parsed number. */
  parsed: CaseNumber;
}

/** A span that reads like a citation but names no possible article. */
export interface MalformedCitation {
  /** The span as written. */
  text: string;
  /** Offset in the input. */
  index: number;
  /** Why it cannot be an article. */
  reason: string;
}

/** All citations of a text. */
export interface FoundCitations {
  /** Articles, in order of appearance. */
  statutes: StatuteCitation[];
  /** Distinct case numbers, in order of appearance. */
  cases: CaseCitation[];
  /** Impossible anchors. */
  malformed: MalformedCitation[];
}

// 조 0 or over 9999, 가지번호 0 or over 99, 항·호 0 or over 999: refused by the article parser.
const SUSPECT =
  /(「[^「」]{1,60}」\s*)?제\s?(\d+)\s?조(?:\s?의\s?(\d+))?(?:\s?제\s?(\d+)\s?(항|호))?/g;

function malformedReason(m: RegExpMatchArray): string | undefined {
  const article = Number(m[2]);
  if (/^0\d/.test(m[2])) return `조 번호 '${m[2]}'에 앞자리 0이 붙어 있습니다`;
  if (article < 1) return "조 번호는 1 이상이어야 합니다 (제0조는 없습니다)";
  if (article > 9999) return `조 번호 ${article}은 9999를 넘습니다`;
  if (m[3] !== undefined && (Number(m[3]) < 1 || Number(m[3]) > 99)) {
    return `가지번호 '의${m[3]}'는 1~99여야 합니다`;
  }
  if (m[4] !== undefined && (Number(m[4]) < 1 || Number(m[4]) > 999)) {
    return `${m[5]} 번호 ${m[4]}은 1~999여야 합니다`;
  }
  return undefined;
}

/**
 * Finds statute citations (「」, 같은 법, 같은 법 시행령/시행규칙, 이 법, 조의M, 항/호/목, lists,
 * ranges), case numbers and impossible anchors. `lawName` resolves "이 법" and bare articles.
 *
 * @example
 * ```ts
 * import { findCitations } from "./citations.ts";
 * const f = findCitations("「건축법」 제4조의2 및 같은 법 제11조, 대법원 2099다99999, 「건축법」 제0조");
 * f.statutes.map((s) => s.article); // ["제4조의2", "제11조"]
 * f.cases[0].text; // "2099다99999"
 * f.malformed[0].text; // "「건축법」 제0조"
 * ```
 */
export function findCitations(text: string, lawName?: string): FoundCitations {
  const statutes: StatuteCitation[] = [];
  for (const r of extractReferences(text, { adminRules: true, ...(lawName ? { lawName } : {}) })) {
    const ruleFamily = r.lawKind === "named" && r.resolvedLaw
      ? ruleFamilyOf(r.resolvedLaw)
      : undefined;
    for (const ref of r.articles) {
      statutes.push({
        text: r.text,
        index: r.index,
        ...(r.law ? { lawAsWritten: r.law } : {}),
        lawKind: r.lawKind,
        ...(r.resolvedLaw ? { law: r.resolvedLaw } : {}),
        ref,
        article: formatArticle(ref, { withParts: true }),
        ...(ruleFamily
          ? { ruleFamily, preceding: text.slice(Math.max(0, r.index - 40), r.index) }
          : {}),
      });
    }
  }
  const seen = new Set<string>();
  const cases: CaseCitation[] = [];
  for (const n of findCaseNumbers(text)) {
    const key = `${n.domain}:${formatCaseNumber(n, { compact: true })}`;
    if (seen.has(key)) continue;
    seen.add(key);
    cases.push({ text: formatCaseNumber(n), parsed: n });
  }
  const malformed: MalformedCitation[] = [];
  for (const m of text.matchAll(SUSPECT)) {
    const reason = malformedReason(m);
    if (reason) malformed.push({ text: m[0].trim(), index: m.index!, reason });
  }
  return { statutes, cases, malformed };
}
