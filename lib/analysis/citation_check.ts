/**
 * What one checked citation says. It lives below `verify.ts` and the three halves it joins
 * (statutes, 행정규칙, cases), so that each half can return it without importing the whole.
 *
 * @module
 */

/** The verdict of one citation. */
export type Verdict = "verified" | "not_found" | "unverifiable";

/** One checked citation. */
export interface CitationCheck {
  /** Statute article, 행정규칙 article, or case. */
  kind: "statute" | "rule" | "case";
  /** The citation as written. */
  text: string;
  /** Full law name (statutes). */
  law?: string;
  /** Canonical anchor (statutes), e.g. "제4조의2 제1항". */
  article?: string;
  /** Canonical case number (cases). */
  caseNumber?: string;
  /** The verdict. */
  verdict: Verdict;
  /** Set when the citation cannot name any article (제0조, 제10000조). */
  malformed?: string;
  /** Where the match was found. */
  source?: { lawId?: string; mst?: string; article?: string; domain?: string; id?: string };
  /** The matching upstream text (article words, or case title and date). */
  matchedText?: string;
  /** Nearest real articles or cases, for not_found. */
  nearest?: string[];
  /** Why this verdict. */
  reason: string;
  /** Upstream error code behind an unverifiable verdict. */
  upstreamCode?: string;
}
