/**
 * Case numbers of every court and tribunal in a query, found by lib/law/case_numbers.ts. A number
 * is extracted whether or not the case exists ("대법원 2099다99999"): existence is the citation
 * checker's question, not the router's.
 *
 * @module
 */

import { findCaseNumbers, formatCaseNumber, parseCaseNumber } from "../law/case_numbers.ts";
import type { CaseMention } from "./types.ts";

// Only locates spans for findCaseNumbers' hits, so offsets and the court written before them
// can be reported; the formats themselves are case_numbers.ts's.
const SPAN =
  /(?:([가-힣]*(?:대법원|법원|고법|지법|재판소|헌재))\s?)?((?:조심|국심)\s?\d{4}\s?[가-힣]\s?\d{1,6}|(?<![\d가-힣])(?:\d{4}|\d{2})\s?[가-힣]{1,3}\s?\d{1,7}(?!\d))/g;

/**
 * Every case number in `text`, in order.
 *
 * @example
 * ```ts
 * import { extractCases } from "./extract_cases.ts";
 * extractCases("대법원 2099다99999 판결")[0]; // caseNumber "2099다99999", court "대법원", domain "prec"
 * ```
 */
export function extractCases(text: string): CaseMention[] {
  const valid = new Set(findCaseNumbers(text).map((n) => formatCaseNumber(n, { compact: true })));
  const out: CaseMention[] = [];
  for (const m of text.matchAll(SPAN)) {
    const parsed = parseCaseNumber(m[2]);
    if (!parsed) continue;
    const key = formatCaseNumber(parsed, { compact: true });
    if (!valid.has(key)) continue;
    const court = m[1];
    out.push({
      text: m[0],
      index: m.index!,
      caseNumber: formatCaseNumber(parsed),
      domain: parsed.domain,
      ...(court ? { court } : {}),
      parsed: court ? { ...parsed, court } : parsed,
    });
  }
  return out;
}
