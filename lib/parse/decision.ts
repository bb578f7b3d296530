/**
 * Normalising decisions — 판례, 헌재결정례, 해석례, 재결례, committee decisions, ministry
 * interpretations — from their DRF lists and bodies into one typed shape.
 *
 * Lists differ in root, row key and field names per target (drf-api.md Q6); dates are dotted and
 * sometimes unpadded or a bare "0" (Q7); prec text carries `<br/>` (Q8). Bodies are read in
 * `decision_body.ts` (re-exported here).
 *
 * @module
 */

import { toYmd } from "./dates.ts";
import type { DecisionDomain, DecisionDomainId } from "../law/decision_domains.ts";
import {
  DATE_FIELDS,
  KIND_FIELDS,
  NUMBER_FIELDS,
  ORG_FIELDS,
  SOURCE_FIELDS,
  TITLE_FIELDS,
} from "./decision_sections.ts";
import { courtOfCaseNumber } from "../law/case_numbers.ts";
import { normalizeHeadings } from "./decision_headings.ts";
import { type ListPage, parseListPage } from "./search.ts";
import { asNode, decodeEntities, type Node, str } from "./shape.ts";
import { ShapeError } from "../errors.ts";

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

/** One row of a decision list. */
export type DecisionRow = DecisionHead;

function first(node: Node, keys: readonly string[]): string | undefined {
  for (const k of keys) {
    const v = str(node, k);
    if (v !== undefined) return cleanDecisionText(v);
  }
  return undefined;
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

function mapRow(d: DecisionDomain, r: Node, headerOrg?: string): DecisionRow {
  const date = normalizeDecisionDate(first(r, DATE_FIELDS));
  const caseNumber = first(r, NUMBER_FIELDS);
  return {
    domain: d.id,
    id: str(r, d.idField) ?? "",
    title: first(r, TITLE_FIELDS) ?? "",
    caseNumber,
    ...date,
    ...orgAndSource(
      first(r, ORG_FIELDS),
      caseNumber,
      first(r, SOURCE_FIELDS),
      headerOrg ?? d.agency,
    ),
    kind: first(r, KIND_FIELDS),
  };
}

/**
 * Parses one page of a decision list of `domain`.
 *
 * @example
 * ```ts
 * import { parseDecisionList } from "./decision.ts";
 * import { DECISION_DOMAINS } from "../law/decision_domains.ts";
 * const page = parseDecisionList({ Expc: { totalCnt: "0", page: "1" } }, DECISION_DOMAINS.expc);
 * console.log(page.total); // 0
 * ```
 */
export function parseDecisionList(
  data: Record<string, unknown>,
  domain: DecisionDomain,
): ListPage<DecisionRow> {
  const rootName = domain.list.roots.find((r) => asNode(data[r])) ?? soleRoot(data);
  if (!rootName) {
    throw new ShapeError(
      "list",
      `${domain.name} 검색 결과 형식을 알 수 없습니다 (expected root ${
        domain.list.roots.join("|")
      }, got ${Object.keys(data).slice(0, 3).join(",")}).`,
    );
  }
  const root = asNode(data[rootName])!;
  const rowKey = domain.list.rowKeys.find((k) => k in root) ?? domain.list.rowKeys[0];
  const headerOrg = str(root, "기관명");
  return parseListPage(
    data,
    { roots: [rootName], rowKey },
    (r) => mapRow(domain, r, headerOrg),
  );
}

/** The only top-level key holding an object (for unconfirmed roots), never the `Law` miss envelope. */
export function soleRoot(data: Record<string, unknown>): string | undefined {
  const keys = Object.keys(data).filter((k) => asNode(data[k]) && k !== "Law");
  return keys.length === 1 ? keys[0] : undefined;
}

export { parseDecisionBody } from "./decision_body.ts";
export { type HeadedPart, normalizeHeadings, splitByHeadings } from "./decision_headings.ts";
export type { DecisionBody, DecisionSection } from "./decision_body.ts";
