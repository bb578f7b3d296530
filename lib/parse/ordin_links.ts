/**
 * Normalising the law ↔ ordinance link lists (`lnkLs`, `lnkLsOrdJo`, `lnkLsOrd`, `lnkDep`,
 * `lnkOrg`, `lnkOrd`) and the HTML-only 연계현황 table (`drlaw`).
 *
 * Every link list puts its rows under `law` (drf-api.md 3.1 "Law ↔ ordinance linkage"), but the
 * root names differ and are confirmed only for some (`LawSearch`, `lnkOrdJoSearch`,
 * `lnkDepSearch`), so the root is taken as whichever single key the answer has.
 *
 * @module
 */

import { PROMULGATION_KEYS, REVISION_KEYS, strings } from "./admrul.ts";
import { toYmd } from "./dates.ts";
import { decodeEntities, type Node, str } from "./shape.ts";
import { type ListPage, parseListPage } from "./search.ts";
import { ShapeError } from "../errors.ts";

/** One row of a link list; which fields are set depends on the list. */
export interface LinkRow {
  /** 법령명한글. */
  lawName?: string;
  /** 법령ID. */
  lawId?: string;
  /** 법령일련번호 (lnkLs). */
  lawMst?: string;
  /** 법령조번호 (lnkLsOrdJo), e.g. 제5조의5. */
  lawArticle?: string;
  /** 자치법규일련번호 (get_ordinance's `mst`). */
  ordinanceSerial?: string;
  /** 자치법규명. */
  ordinanceName?: string;
  /** 자치법규ID. */
  ordinanceId?: string;
  /** 자치법규조번호 (lnkLsOrdJo). */
  ordinanceArticle?: string;
  /** 법령구분명 (law rows) or 자치법규종류 (ordinance rows). */
  kind?: string;
  /** 공포일자 of the row's record (the law for lnkLs, else the ordinance). */
  promulgationDate?: string;
  /** 공포번호. */
  promulgationNumber?: string;
  /** 시행일자. */
  effectiveDate?: string;
  /** 제개정구분명. */
  revisionType?: string;
}

function linkRow(r: Node): LinkRow {
  const kind = str(r, "자치법규종류") ?? str(r, "법령구분명");
  return {
    ...strings(r, {
      lawName: "법령명한글",
      lawId: "법령ID",
      lawMst: "법령일련번호",
      lawArticle: "법령조번호",
      ordinanceSerial: "자치법규일련번호",
      ordinanceName: "자치법규명",
      ordinanceId: "자치법규ID",
      ordinanceArticle: "자치법규조번호",
      ...PROMULGATION_KEYS,
      ...REVISION_KEYS,
    }),
    ...(kind ? { kind } : {}),
  };
}

/** Parses any link list page. */
export function parseLinkList(data: Record<string, unknown>): ListPage<LinkRow> {
  const roots = Object.keys(data);
  if (roots.length !== 1) {
    throw new ShapeError("list", `연계 목록 형식을 알 수 없습니다 (roots ${roots.join(",")}).`);
  }
  return parseListPage(data, { roots, rowKey: "law" }, linkRow);
}

/** Region columns of the drlaw table, in order after 전체. */
export const DRLAW_REGIONS: readonly string[] = [
  "서울",
  "부산",
  "대구",
  "인천",
  "광주",
  "대전",
  "세종",
  "울산",
  "경기",
  "강원",
  "충북",
  "충남",
  "전북",
  "전남",
  "경북",
  "경남",
  "제주",
  "교육청",
];

/** One row of the 법령-자치법규 연계현황 table: a law article and its ordinances by region. */
export interface DelegationStatRow {
  /** 소관부처 (may list several, comma-separated). */
  ministry: string;
  /** 법령명. */
  lawName: string;
  /** 조문, e.g. "제79조(수수료)". */
  article: string;
  /** The article's date shown as <2018.12.31>, as YYYYMMDD. */
  articleDate?: string;
  /** Marked "앞으로 시행될 법령". */
  upcoming: boolean;
  /** 전체 count. */
  total: number;
  /** Count per region (서울 … 교육청). */
  byRegion: Record<string, number>;
}

function cellText(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, "")).replace(/\s+/g, " ").trim();
}

/**
 * Reads the drlaw HTML page: the `총<strong>N</strong>건` count and the rows of its table.
 * Rows without the expected 3 + 19 cells are skipped (counted in `skipped`).
 */
export function parseDelegationStats(
  html: string,
): { total: number; rows: DelegationStatRow[]; skipped: number } {
  const totalM = /총\s*<strong>\s*([\d,]+)\s*<\/strong>\s*건/.exec(html);
  const start = html.indexOf("<tbody");
  const end = html.indexOf("</tbody>", start);
  if (start < 0 || end < 0) {
    throw new ShapeError("list", "법령-자치법규 연계현황 표를 찾지 못했습니다 (HTML 형식 변경?).");
  }
  const rows: DelegationStatRow[] = [];
  let skipped = 0;
  for (const tr of html.slice(start, end).split(/<tr[\s>]/).slice(1)) {
    // Cells are not always closed (`<td …>text` then the next `<td`), so split on openings.
    const cells = tr.split(/<td(?=[\s>])/).slice(1).map((c) => c.slice(c.indexOf(">") + 1));
    if (cells.length !== 3 + 1 + DRLAW_REGIONS.length) {
      skipped++;
      continue;
    }
    const articleCell = cellText(cells[2]);
    const dm = /<([\d.]+)>\s*$/.exec(articleCell);
    const counts = cells.slice(3).map((c) => Number(cellText(c).replace(/,/g, "")) || 0);
    rows.push({
      ministry: cellText(cells[0]),
      lawName: cellText(cells[1]),
      article: dm ? articleCell.slice(0, dm.index).trim() : articleCell,
      ...(dm && toYmd(dm[1]) ? { articleDate: toYmd(dm[1]) } : {}),
      upcoming: /앞으로 시행될/.test(cells[2]),
      total: counts[0],
      byRegion: Object.fromEntries(DRLAW_REGIONS.map((r, i) => [r, counts[i + 1]])),
    });
  }
  const total = totalM ? Number(totalM[1].replace(/,/g, "")) : rows.length;
  return { total, rows, skipped };
}
