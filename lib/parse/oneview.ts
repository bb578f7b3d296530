/**
 * 한눈보기 (`oneview`, A024–A025): per-article explanatory contents (diagrams, summaries) that
 * law.go.kr attaches to some statutes. No recorded sample: the list uses the statute list
 * envelope with rows named `법령` (guide: "법령 id"); the body is read tolerantly — every node
 * that carries 조번호 or 콘텐츠제목 is one content item, inheriting the fields of its parents.
 *
 * @module
 */

import { shapeFor } from "./roots.ts";
import { type ListPage, parseListPage } from "./search.ts";
import { asNode, type Node, str } from "./shape.ts";

/** A statute that has 한눈보기 contents. */
export interface OneviewRow {
  /** 법령ID, when given. */
  lawId?: string;
  /** 법령일련번호 (MST) — the body is asked by it. */
  mst: string;
  /** 법령명. */
  name: string;
  /** 공포일자. */
  promulgationDate?: string;
  /** 공포번호. */
  promulgationNumber?: string;
  /** 시행일자. */
  effectiveDate?: string;
  /** 제공건수: how many contents. */
  contentCount?: number;
  /** 제공일자. */
  providedDate?: string;
}

/** Parses a `oneview` list page. */
export function parseOneviewList(data: Record<string, unknown>): ListPage<OneviewRow> {
  return parseListPage(
    data,
    shapeFor(data, ["LawSearch", "OneViewSearch"], ["법령", "law", "oneview"]),
    (r: Node) => {
      const count = str(r, "제공건수");
      return {
        lawId: str(r, "법령ID"),
        mst: str(r, "법령일련번호") ?? "",
        name: str(r, "법령명") ?? str(r, "법령명한글") ?? "",
        promulgationDate: str(r, "공포일자"),
        promulgationNumber: str(r, "공포번호"),
        effectiveDate: str(r, "시행일자"),
        contentCount: count && /^\d+$/.test(count) ? Number(count) : undefined,
        providedDate: str(r, "제공일자"),
      };
    },
  );
}

/** One 한눈보기 content item. */
export interface OneviewItem {
  /** 조번호 as given (e.g. `000200` or `2`). */
  article?: string;
  /** 조제목. */
  articleTitle?: string;
  /** 조문시행일자. */
  effectiveDate?: string;
  /** 최초제공일자. */
  firstProvided?: string;
  /** 패턴일련번호. */
  patternSerial?: string;
  /** 콘텐츠제목. */
  contentTitle?: string;
  /** 링크텍스트. */
  linkText?: string;
  /** 링크URL. */
  linkUrl?: string;
}

/** The 한눈보기 of one statute version. */
export interface Oneview {
  /** 법령일련번호. */
  mst?: string;
  /** 법령명. */
  name?: string;
  /** 공포일자. */
  promulgationDate?: string;
  /** 공포번호. */
  promulgationNumber?: string;
  /** Content items in document order. */
  items: OneviewItem[];
}

const ITEM_KEYS: ReadonlyArray<[keyof OneviewItem, string]> = [
  ["article", "조번호"],
  ["articleTitle", "조제목"],
  ["effectiveDate", "조문시행일자"],
  ["firstProvided", "최초제공일자"],
  ["patternSerial", "패턴일련번호"],
  ["contentTitle", "콘텐츠제목"],
  ["linkText", "링크텍스트"],
  ["linkUrl", "링크URL"],
];

/** Parses a `oneview` body. */
export function parseOneview(data: Record<string, unknown>): Oneview {
  const root = Object.values(data).map(asNode).find((n) => n) ?? {};
  const items: OneviewItem[] = [];
  const walk = (node: Node, inherited: OneviewItem) => {
    const here: OneviewItem = { ...inherited };
    for (const [k, src] of ITEM_KEYS) {
      const v = str(node, src);
      if (v !== undefined) here[k] = v;
    }
    const children = Object.values(node).flatMap((v) => (Array.isArray(v) ? v : [v]))
      .map(asNode).filter((n): n is Node => !!n);
    const own = str(node, "콘텐츠제목") !== undefined || str(node, "링크URL") !== undefined;
    if (own) items.push(here);
    for (const c of children) walk(c, here);
    if (!own && !children.length && str(node, "조번호") !== undefined) items.push(here);
  };
  walk(root, {});
  return {
    mst: str(root, "법령일련번호"),
    name: str(root, "법령명"),
    promulgationDate: str(root, "공포일자"),
    promulgationNumber: str(root, "공포번호"),
    items,
  };
}
