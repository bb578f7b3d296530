/**
 * Normalising the 3단 비교 (`thdCmp` body): each 법률 article beside the 시행령 and 시행규칙
 * articles that cite it (`knd=1`, 인용조문) or that it delegates to (`knd=2`, 위임조문), plus the
 * 위임행정규칙. No real sample exists (drf-api.md §5): the root name is unknown, so the parser
 * takes whichever top-level object holds `기본정보`; the field names are the guide's.
 *
 * @module
 */

import { formatArticle } from "../law/article.ts";
import { asNode, type Node, str, textOf } from "./shape.ts";
import { type LawIdentity, lawIdentity, nodes } from "./structure_shared.ts";
import { ShapeError } from "../errors.ts";

/** One article in a 3단 비교 column. */
export interface ThreeWayArticle {
  /** 조 number (0 when the upstream gave none). */
  article: number;
  /** 가지번호. */
  branch: number;
  /** "제10조의2" ("" without a number). */
  label: string;
  /** 조제목. */
  title?: string;
  /** 조내용. */
  text: string;
}

/** One 행정규칙 a row delegates to. */
export interface ThreeWayAdminRule {
  /** 위임행정규칙명. */
  name: string;
  /** 위임행정규칙일련번호. */
  serial?: string;
  /** The rule's article, e.g. "제3조". */
  article?: string;
}

/** One row: a 법률 article and its 시행령·시행규칙 counterparts. */
export interface ThreeWayRow {
  /** The 법률 article. */
  law: ThreeWayArticle;
  /** 시행령 articles. */
  decree: ThreeWayArticle[];
  /** 시행규칙 articles. */
  rule: ThreeWayArticle[];
  /** 위임행정규칙. */
  adminRules: ThreeWayAdminRule[];
}

/** A parsed 3단 비교. */
export interface ThreeWay {
  /** 삼단비교존재여부. */
  exists: boolean;
  /** The 법률. */
  law: LawIdentity;
  /** 시행령명, 시행규칙명 when given. */
  decreeName?: string;
  /** 시행규칙명. */
  ruleName?: string;
  /** Rows in statute order. */
  rows: ThreeWayRow[];
}

function label(article: number, branch: number): string {
  try {
    return article ? formatArticle({ article, branch }) : "";
  } catch {
    return "";
  }
}

function art(n: Node): ThreeWayArticle {
  const article = Number(str(n, "조번호") ?? "0") || 0;
  const branch = Number(str(n, "조가지번호") ?? "0") || 0;
  return {
    article,
    branch,
    label: label(article, branch),
    title: str(n, "조제목"),
    text: textOf(n["조내용"]).trim(),
  };
}

// A column is either repeated directly (`시행령조문[]`) or wrapped (`시행령조문목록/시행령조문[]`).
function column(row: Node, key: string): ThreeWayArticle[] {
  return [...nodes(row[key]), ...nodes(asNode(row[`${key}목록`])?.[key])].map(art);
}

/** Parses a `thdCmp` body. */
export function parseThreeWay(data: Record<string, unknown>): ThreeWay {
  const root = Object.values(data).map(asNode).find((n) => n && asNode(n["기본정보"]));
  if (!root) {
    throw new ShapeError("three_way", `3단 비교 형식이 아닙니다 (root: ${Object.keys(data)[0]}).`);
  }
  const info = asNode(root["기본정보"]);
  const body = asNode(root["위임조문삼단비교"]) ?? asNode(root["인용조문삼단비교"]);
  const rows = nodes(body?.["법률조문"]).map((r): ThreeWayRow => ({
    law: art(r),
    decree: column(r, "시행령조문"),
    rule: column(r, "시행규칙조문"),
    adminRules: nodes(asNode(r["위임행정규칙목록"])?.["위임행정규칙"]).map((a) => {
      const no = Number(str(a, "위임행정규칙조번호") ?? "0") || 0;
      const lbl = label(no, Number(str(a, "위임행정규칙조가지번호") ?? "0") || 0);
      return {
        name: str(a, "위임행정규칙명") ?? "",
        serial: str(a, "위임행정규칙일련번호"),
        ...(lbl ? { article: lbl } : {}),
      };
    }),
  }));
  return {
    exists: (str(info, "삼단비교존재여부") ?? (rows.length ? "Y" : "N")) !== "N",
    law: { ...lawIdentity(info), name: str(info, "법령명") ?? str(info, "기준법령명") },
    decreeName: str(info, "시행령명"),
    ruleName: str(info, "시행규칙명"),
    rows,
  };
}
