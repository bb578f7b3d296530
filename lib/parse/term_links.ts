/**
 * Normalising the knowledge-base link services on `lawService.do`: 법령용어→일상용어
 * (`lstrmRlt`), 일상용어→법령용어 (`dlytrmRlt`), 법령용어→조문 (`lstrmRltJo`) and
 * 조문→법령용어 (`joRltLstrm`).
 *
 * Each answer holds one group per matching term (an object, or an array for homonyms) with
 * its links under a Korean key (`연계용어`, `연계법령`); `검색결과개수` counts the groups, not
 * the links. Link fields carry `OC=test` templates (drf-api.md Q9): only the serial number is
 * kept.
 *
 * @module
 */

import { ShapeError } from "../errors.ts";
import { serialOfLink } from "./terms.ts";
import { asArray, asNode, type Node, str, textOf } from "./shape.ts";

/** 용어관계코드 → name (trmRltCd, drf-api.md 3.7). */
export const TERM_RELATIONS: Readonly<Record<string, string>> = {
  "140301": "동의어",
  "140302": "반의어",
  "140303": "상위어",
  "140304": "하위어",
  "140305": "연관어",
};

/** One linked term. */
export interface TermLink {
  /** 일상용어명 or 법령용어명 of the linked term. */
  name: string;
  /** 용어관계 (동의어, 상위어 …). */
  relation?: string;
  /** 용어관계코드 (140301–140305). */
  relationCode?: string;
  /** 비고. */
  note?: string;
  /** Knowledge-base serial number of the linked term. */
  termId?: string;
}

/** A term with its links. */
export interface TermLinkGroup {
  /** The term asked about. */
  term: string;
  /** 비고 or 출처 of the term. */
  note?: string;
  /** Its links. */
  links: TermLink[];
}

function root(data: Record<string, unknown>, key: string, target: string): Node {
  const r = asNode(data[key]);
  if (!r) {
    throw new ShapeError(
      target,
      `용어 연계 응답 형식을 알 수 없습니다 (expected ${key}, got ${
        Object.keys(data).slice(0, 3).join(",")
      }).`,
    );
  }
  return r;
}

function links(group: Node, nameKey: string): TermLink[] {
  return asArray<Node>(group["연계용어"]).filter((n) => asNode(n)).map((l) => {
    const code = str(l, "용어관계코드");
    return {
      name: str(l, nameKey) ?? "",
      relation: str(l, "용어관계") ?? (code ? TERM_RELATIONS[code] : undefined),
      relationCode: code,
      note: str(l, "비고"),
      termId: serialOfLink(str(l, "용어간관계링크")),
    };
  });
}

/** A group-of-links answer: its root, group key, the group's name and note fields. */
function termLinks(
  data: Record<string, unknown>,
  shape: { root: string; target: string; group: string; note: string; linked: string },
): TermLinkGroup[] {
  const r = root(data, shape.root, shape.target);
  return asArray<Node>(r[shape.group]).filter((n) => asNode(n)).map((g) => ({
    term: str(g, `${shape.group}명`) ?? "",
    note: str(g, shape.note),
    links: links(g, `${shape.linked}명`),
  }));
}

/** Parses `lstrmRlt` (root `lstrmRltService`, groups `법령용어`, links to 일상용어). */
export function parseLegalToDaily(data: Record<string, unknown>): TermLinkGroup[] {
  return termLinks(data, {
    root: "lstrmRltService",
    target: "lstrmRlt",
    group: "법령용어",
    note: "비고",
    linked: "일상용어",
  });
}

/** Parses `dlytrmRlt` (root `dlytrmRltService`, groups `일상용어`, links to 법령용어). */
export function parseDailyToLegal(data: Record<string, unknown>): TermLinkGroup[] {
  return termLinks(data, {
    root: "dlytrmRltService",
    target: "dlytrmRlt",
    group: "일상용어",
    note: "출처",
    linked: "법령용어",
  });
}

/** An article a term is linked to, or that uses terms. */
export interface LinkedArticle {
  /** 법령명. */
  lawName: string;
  /** 조번호. */
  article: number;
  /** 조가지번호 (0 = none). */
  branch: number;
  /** 조문내용 as given (heading included). */
  text: string;
  /** 용어구분 (핵심용어 / 선정용어). */
  termKind?: string;
  /** 법령ID, when the upstream's 조문연계용어링크 names it (`…&ID=001872&JO=…`). */
  lawId?: string;
}

function articleOf(n: Node): Omit<LinkedArticle, "termKind" | "lawId"> {
  return {
    lawName: str(n, "법령명") ?? "",
    article: Number(str(n, "조번호") ?? "0") || 0,
    branch: Number(str(n, "조가지번호") ?? "0") || 0,
    text: textOf(n["조문내용"]).trim(),
  };
}

/** A term with the articles it is linked to. */
export interface TermArticleGroup {
  /** 법령용어명. */
  term: string;
  /** 비고. */
  note?: string;
  /** Linked articles, in upstream order. */
  articles: LinkedArticle[];
}

/** Parses `lstrmRltJo` (root `lstrmRltJoService`, groups `법령용어`, links `연계법령`). */
export function parseTermArticles(data: Record<string, unknown>): TermArticleGroup[] {
  const r = root(data, "lstrmRltJoService", "lstrmRltJo");
  return asArray<Node>(r["법령용어"]).filter((n) => asNode(n)).map((g) => ({
    term: str(g, "법령용어명") ?? "",
    note: str(g, "비고"),
    articles: asArray<Node>(g["연계법령"]).filter((n) => asNode(n)).map((a) => ({
      ...articleOf(a),
      termKind: str(a, "용어구분"),
      lawId: /[?&]ID=(\d+)/.exec(str(a, "조문연계용어링크") ?? "")?.[1],
    })),
  }));
}

/** A term an article uses. */
export interface ArticleTerm {
  /** 법령용어명. */
  name: string;
  /** 용어구분 (핵심용어 / 선정용어). */
  termKind?: string;
  /** 용어구분코드 (140101 / 140102). */
  termKindCode?: string;
  /** 비고. */
  note?: string;
  /** Knowledge-base serial number of the term. */
  termId?: string;
}

/** An article with the terms it uses. */
export interface ArticleTermGroup extends Omit<LinkedArticle, "termKind" | "lawId"> {
  /** Its terms. */
  terms: ArticleTerm[];
}

/** Parses `joRltLstrm` (root `joRltLstrmService`, groups `법령조문`, links `연계용어`). */
export function parseArticleTerms(data: Record<string, unknown>): ArticleTermGroup[] {
  const r = root(data, "joRltLstrmService", "joRltLstrm");
  return asArray<Node>(r["법령조문"]).filter((n) => asNode(n)).map((g) => ({
    ...articleOf(g),
    terms: asArray<Node>(g["연계용어"]).filter((n) => asNode(n)).map((t) => ({
      name: str(t, "법령용어명") ?? "",
      termKind: str(t, "용어구분"),
      termKindCode: str(t, "용어구분코드"),
      note: str(t, "비고"),
      termId: serialOfLink(str(t, "용어간관계링크")),
    })),
  }));
}
