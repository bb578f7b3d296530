/**
 * Small statute lists with no recorded sample: 법령명 약칭 (`lsAbrv`, A022) and 삭제 데이터
 * (`delHst`, A023). Fields as documented and live-observed; envelope as the statute list's.
 *
 * @module
 */

import { shapeFor } from "./roots.ts";
import { type LawSearchRow, lawSearchRow, type ListPage, parseListPage } from "./search.ts";
import { type Node, str } from "./shape.ts";

/** A statute with its 약칭 and the day the 약칭 was registered. */
export interface AbbreviationRow extends LawSearchRow {
  /** 등록일, YYYYMMDD. */
  registeredDate?: string;
}

/** Parses an `lsAbrv` page. */
export function parseAbbreviations(data: Record<string, unknown>): ListPage<AbbreviationRow> {
  return parseListPage(
    data,
    shapeFor(data, ["LawSearch"], ["law"]),
    (r: Node) => ({ ...lawSearchRow(r), registeredDate: str(r, "등록일") }),
  );
}

/** A record deleted from the service. */
export interface DeletedRow {
  /** 일련번호 of the deleted record (MST / 행정규칙일련번호 / 자치법규일련번호 …). */
  serial: string;
  /** 구분명 (법령, 행정규칙, 자치법규, 학칙공단 …). */
  kindName?: string;
  /** 삭제일자, YYYYMMDD. */
  deletedDate?: string;
}

/** Parses a `delHst` page. */
export function parseDeleted(data: Record<string, unknown>): ListPage<DeletedRow> {
  return parseListPage(
    data,
    shapeFor(data, ["LawSearch", "delHst"], ["law", "delHst"]),
    (r: Node) => ({
      serial: str(r, "일련번호") ?? "",
      kindName: str(r, "구분명"),
      deletedDate: str(r, "삭제일자"),
    }),
  );
}
