/**
 * Normalising search lists (`lawSearch.do`) into typed pages.
 *
 * List envelopes differ by target (root and row names, `totalCnt` vs `검색결과개수`, drf-api.md
 * Q6), zero hits come without a row key (Q4), and one hit comes as an object (Q5). The generic
 * {@link parseListPage} absorbs all of that; per-target row mappers stay tiny.
 *
 * @module
 */

import { asArray, asNode, type Node, str } from "./shape.ts";
import type { StatuteStatus } from "./statute_types.ts";
import { ShapeError } from "../errors.ts";
import { listEnvelope } from "../targets/catalogue.ts";

/** One page of a list. */
export interface ListPage<Row> {
  /** Total hits across all pages. */
  total: number;
  /** 1-based page number. */
  page: number;
  /** Rows on this page. */
  rows: Row[];
}

/** Where a target keeps its rows. */
export interface ListShape {
  /** Root key candidates, e.g. ["LawSearch"]. */
  roots: string[];
  /** Row key, e.g. "law". */
  rowKey: string;
}

/**
 * Reads a list envelope generically.
 *
 * @example
 * ```ts
 * import { parseListPage } from "./search.ts";
 * const page = parseListPage({ LawSearch: { totalCnt: "0", page: "1" } },
 *   { roots: ["LawSearch"], rowKey: "law" }, (r) => r);
 * console.log(page.total, page.rows.length); // 0 0
 * ```
 */
export function parseListPage<Row>(
  data: Record<string, unknown>,
  shape: ListShape,
  mapRow: (row: Node) => Row,
): ListPage<Row> {
  const root = shape.roots.map((r) => asNode(data[r])).find((n) => n !== undefined);
  if (!root) {
    throw new ShapeError(
      "list",
      `검색 결과 형식을 알 수 없습니다 (expected root ${shape.roots.join("|")}, got ${
        Object.keys(data).slice(0, 3).join(",")
      }).`,
    );
  }
  const rows = asArray<Node>(root[shape.rowKey]).filter((r) => asNode(r)).map(mapRow);
  const total = Number(str(root, "totalCnt") ?? str(root, "검색결과개수") ?? rows.length);
  return {
    total: Number.isFinite(total) ? total : rows.length,
    page: Number(str(root, "page") ?? "1") || 1,
    rows,
  };
}

/** A row of a statute search (`law`, `eflaw`). */
export interface LawSearchRow {
  /** 법령ID. */
  lawId: string;
  /** 법령일련번호 (MST). */
  mst: string;
  /** 법령명한글. */
  name: string;
  /** 법령약칭명. */
  abbreviation?: string;
  /** 법령구분명 (법률, 대통령령 …). */
  kind?: string;
  /** 현행연혁코드. */
  status?: StatuteStatus;
  /** 공포일자. */
  promulgationDate?: string;
  /** 공포번호. */
  promulgationNumber?: string;
  /** 시행일자. */
  effectiveDate?: string;
  /** 제개정구분명. */
  revisionType?: string;
  /** 소관부처명. */
  ministry?: string;
  /** 소관부처코드. */
  ministryCode?: string;
}

/** Shape of statute search lists (the catalogue's `law` list). */
export const LAW_LIST: ListShape = listEnvelope("law");

/** Maps one statute search row. */
export function lawSearchRow(r: Node): LawSearchRow {
  const status = str(r, "현행연혁코드");
  return {
    lawId: str(r, "법령ID") ?? "",
    mst: str(r, "법령일련번호") ?? "",
    name: str(r, "법령명한글") ?? "",
    abbreviation: str(r, "법령약칭명"),
    kind: str(r, "법령구분명"),
    status: status === "현행" || status === "시행예정" || status === "연혁" ? status : undefined,
    promulgationDate: str(r, "공포일자"),
    promulgationNumber: str(r, "공포번호"),
    effectiveDate: str(r, "시행일자"),
    revisionType: str(r, "제개정구분명"),
    ministry: str(r, "소관부처명"),
    ministryCode: str(r, "소관부처코드"),
  };
}

/**
 * Parses a statute search page.
 *
 * @example
 * ```ts
 * import { parseLawSearch } from "./search.ts";
 * parseLawSearch({ LawSearch: { totalCnt: "1", page: "1", law: { 법령ID: "001823", 법령명한글: "건축법" } } });
 * ```
 */
export function parseLawSearch(data: Record<string, unknown>): ListPage<LawSearchRow> {
  return parseListPage(data, LAW_LIST, lawSearchRow);
}
