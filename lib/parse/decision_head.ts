/**
 * What a decision list row and a decision body share: the head (identity, date, deciding body)
 * and the text clean-up, below both `decision.ts` (lists) and `decision_body.ts` (bodies) so
 * neither imports the other. Import from `decision.ts`, which re-exports these.
 *
 * @module
 */

import { toYmd } from "./dates.ts";
import type { DecisionDomainId } from "../law/decision_domains.ts";
import { courtOfCaseNumber } from "../law/case_numbers.ts";
import { normalizeHeadings } from "./decision_headings.ts";
import { asNode, decodeEntities } from "./shape.ts";

/** A date as YYYYMMDD, or the raw value when it is not a real date ("0", "미상"). */
export interface DecisionDate {
  /** YYYYMMDD. */
  date?: string;
  /** The upstream value, kept only when it could not be read as a date. */
  dateRaw?: string;
}

/**
 * Reads 20251211, 2025.12.11, 2015.1.30. or 2025-12-11 as YYYYMMDD.
 *
 * @example
 * ```ts
 * import { normalizeDecisionDate } from "./decision.ts";
 * normalizeDecisionDate("2015.1.30."); // { date: "20150130" }
 * normalizeDecisionDate("0"); // { dateRaw: "0" }
 * ```
 */
export function normalizeDecisionDate(raw: string | undefined): DecisionDate {
  const v = raw?.trim();
  if (!v) return {};
  const date = toYmd(v);
  return date ? { date } : { dateRaw: v };
}

/**
 * Decision text as plain lines: `<br/>` → newline, entities decoded, CRLF as LF, blank runs
 * collapsed, letter-spaced headings (`【주    문】`, a lone `[주 문]`) written once as `【주문】`.
 */
export function cleanDecisionText(s: string): string {
  return normalizeHeadings(
    decodeEntities(s)
      .replace(/\r\n?/g, "\n")
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/?(?:p|div|span)(?:\s[^>]*)?>/gi, "")
      .replace(/[ \t]+\n/g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim(),
  );
}

/** A decision's identity and decisive date: a list row, and the head of a body. */
export interface DecisionHead {
  /** Domain id (= DRF target). */
  domain: DecisionDomainId;
  /** 일련번호: the `id` for get_decision_text. */
  id: string;
  /** 사건명 / 안건명 / 제목. */
  title: string;
  /** 사건번호 / 안건번호 / 청구번호 …. */
  caseNumber?: string;
  /** Decisive date, YYYYMMDD. */
  date?: string;
  /** Raw date when not a real date. */
  dateRaw?: string;
  /** Court, tribunal, committee or answering agency. */
  org?: string;
  /** Where the record comes from, when that is not `org` (국세법령정보시스템). */
  source?: string;
  /** 사건종류, 재결구분, 결정구분 …. */
  kind?: string;
}

/**
 * The deciding body and, apart, the data source: the named body, else the court the case number
 * names (rows of 국세법령정보시스템 have an empty 법원명 and numbers like 대법원-2026-두-31028),
 * else the list header's or the domain's agency — never the data source in the court's place.
 */
export function orgAndSource(
  org: string | undefined,
  caseNumber: string | undefined,
  source: string | undefined,
  fallback: string,
): { org: string; source?: string } {
  const body = org ?? courtOfCaseNumber(caseNumber) ?? fallback;
  return source && source !== body ? { org: body, source } : { org: body };
}

/** The only top-level key holding an object (for unconfirmed roots), never the `Law` miss envelope. */
export function soleRoot(data: Record<string, unknown>): string | undefined {
  const keys = Object.keys(data).filter((k) => asNode(data[k]) && k !== "Law");
  return keys.length === 1 ? keys[0] : undefined;
}
