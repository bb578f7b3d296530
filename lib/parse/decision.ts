/**
 * Normalising decisions — 판례, 헌재결정례, 해석례, 재결례, committee decisions, ministry
 * interpretations — from their DRF lists and bodies into one typed shape.
 *
 * Lists differ in root, row key and field names per target (drf-api.md Q6); dates are dotted and
 * sometimes unpadded or a bare "0" (Q7); prec text carries `<br/>` (Q8). Bodies are read in
 * `decision_body.ts`, the head and text clean-up both share in `decision_head.ts` (both
 * re-exported here).
 *
 * @module
 */

import type { DecisionDomain } from "../law/decision_domains.ts";
import {
  DATE_FIELDS,
  KIND_FIELDS,
  NUMBER_FIELDS,
  ORG_FIELDS,
  SOURCE_FIELDS,
  TITLE_FIELDS,
} from "./decision_sections.ts";
import {
  cleanDecisionText,
  type DecisionHead,
  normalizeDecisionDate,
  orgAndSource,
  soleRoot,
} from "./decision_head.ts";
import { type ListPage, parseListPage } from "./search.ts";
import { asNode, type Node, str } from "./shape.ts";
import { ShapeError } from "../errors.ts";

/** One row of a decision list. */
export type DecisionRow = DecisionHead;

function first(node: Node, keys: readonly string[]): string | undefined {
  for (const k of keys) {
    const v = str(node, k);
    if (v !== undefined) return cleanDecisionText(v);
  }
  return undefined;
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

export {
  cleanDecisionText,
  type DecisionDate,
  type DecisionHead,
  normalizeDecisionDate,
  orgAndSource,
  soleRoot,
} from "./decision_head.ts";
export { parseDecisionBody } from "./decision_body.ts";
export { type HeadedPart, normalizeHeadings, splitByHeadings } from "./decision_headings.ts";
export type { DecisionBody, DecisionSection } from "./decision_body.ts";
