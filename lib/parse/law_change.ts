/**
 * Change histories: 법령 변경이력 (`lsHstInf` list), 일자별 조문 개정 이력 (`lsJoHstInf` list)
 * and 조문별 변경 이력 (`lsJoHstInf` body). None was recorded here: fields as documented
 * (drf-api.md A010–A012); `lsJoHstInf` rows as in an answer korean-law-mcp published as measured
 * (`LawSearch` → `law` → `법령정보` + `조문정보/jo`, 6-digit 조문번호); unknown roots tolerated.
 *
 * @module
 */

import { formatArticle, fromJoCode } from "../law/article.ts";
import { nodesAt, shapeFor } from "./roots.ts";
import { type LawSearchRow, lawSearchRow, type ListPage, parseListPage } from "./search.ts";
import { asNode, type Node, str } from "./shape.ts";

/** Parses a 법령 변경이력 (`lsHstInf`) page: statute rows changed on the asked day. */
export function parseLawChanges(data: Record<string, unknown>): ListPage<LawSearchRow> {
  return parseListPage(data, shapeFor(data, ["LawSearch"], ["law"]), lawSearchRow);
}

/** One article's change inside a statute version. */
export interface ArticleChange {
  /** JO code `AAAABB` when the upstream gives one. */
  joCode?: string;
  /** Readable label (`제2조의2`), or the upstream's text. */
  label: string;
  /** 변경사유 (제개정 구분 of this change). */
  reason?: string;
  /** 조문개정일 / 조문변경일, YYYYMMDD. */
  changedDate?: string;
  /** 조문시행일, YYYYMMDD. */
  effectiveDate?: string;
}

/** A statute version (a statute list row; the MST may be missing) with the articles it changed. */
export interface ArticleHistoryRow extends Omit<LawSearchRow, "mst"> {
  /** 법령일련번호 (MST) of the version. */
  mst?: string;
  /** Changed articles. */
  articles: ArticleChange[];
}

/** `000200` → 제2조, `001002` → 제10조의2; other texts pass through. */
export function joLabel(raw: string | undefined): { joCode?: string; label: string } {
  const v = (raw ?? "").trim();
  if (/^\d{6}$/.test(v)) {
    try {
      return { joCode: v, label: formatArticle(fromJoCode(v)) };
    } catch { /* 000000: not an article */ }
  }
  if (/^\d{1,4}$/.test(v) && Number(v) > 0) return { label: `제${Number(v)}조` };
  return { label: v || "?" };
}

function change(n: Node): ArticleChange {
  return {
    ...joLabel(str(n, "조문번호")),
    reason: str(n, "변경사유"),
    changedDate: str(n, "조문개정일") ?? str(n, "조문변경일"),
    effectiveDate: str(n, "조문시행일"),
  };
}

function historyRow(row: Node): ArticleHistoryRow {
  // Measured list rows nest 법령정보 and 조문정보/jo; flat rows (guide fields) are read as is.
  const r = asNode(row["법령정보"]) ?? row;
  const box = asNode(row["조문정보"]);
  const jo = [...nodesAt(row, "jo"), ...nodesAt(box, "jo")];
  if (box && !jo.length && str(box, "조문번호")) jo.push(box);
  if (!jo.length && str(row, "조문번호")) jo.push(row);
  const { mst, ...law } = lawSearchRow(r);
  return {
    ...law,
    mst: mst || undefined,
    articles: jo.map(change),
  };
}

/** Parses `lsJoHstInf` — the list (by day) and the body (by 법령ID + JO) alike. */
export function parseArticleHistory(data: Record<string, unknown>): ListPage<ArticleHistoryRow> {
  return parseListPage(
    data,
    shapeFor(data, ["LawSearch", "LawService", "lsJoHstInf"], ["law", "법령"]),
    historyRow,
  );
}
