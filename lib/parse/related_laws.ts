/**
 * Normalising the knowledge-base 관련법령 list (`lsRlt`, `lawSearch.do`).
 *
 * Root `lsRltSearch`; one `법령` group per base statute matching the query (an object when
 * there is one), each with `관련법령` rows. `검색결과개수` counts base statutes, not related
 * ones. The `…본문조회` fields are public law.go.kr addresses (kept); the `…조회링크` fields
 * echo the caller's key (dropped).
 *
 * @module
 */

import { parseListPage } from "./search.ts";
import { asArray, asNode, type Node, str } from "./shape.ts";

/** A statute related to a base statute. */
export interface RelatedLaw {
  /** 관련법령ID. */
  lawId: string;
  /** 관련법령명. */
  name: string;
  /** 법령간관계코드, e.g. 140505. */
  relationCode?: string;
  /** 법령간관계 as given, e.g. "5유형(상위법)". */
  relationLabel?: string;
  /** The short relation inside the parentheses, e.g. "상위법". */
  relation?: string;
  /** 관련법령본문조회 (public page). */
  url?: string;
}

/** A base statute and its related statutes. */
export interface RelatedLawGroup {
  /** 기준법령ID. */
  lawId: string;
  /** 기준법령명. */
  name: string;
  /** 기준법령본문조회 (public page). */
  url?: string;
  /** Related statutes, in upstream order. */
  related: RelatedLaw[];
}

function publicUrl(v: string | undefined): string | undefined {
  // Kept only when it is a plain law.go.kr page (never a DRF link with a key); spaces in
  // names ("근로기준법 시행령") are encoded so the address stays clickable.
  return v && /^https?:\/\/(www\.)?law\.go\.kr\//.test(v) && !/OC=/i.test(v)
    ? v.replaceAll(" ", "%20")
    : undefined;
}

/** Parses a `lsRlt` answer into base groups (zero groups when nothing matched). */
export function parseRelatedLaws(data: Record<string, unknown>): RelatedLawGroup[] {
  const page = parseListPage(data, { roots: ["lsRltSearch"], rowKey: "법령" }, (g: Node) => ({
    lawId: str(g, "기준법령ID") ?? "",
    name: str(g, "기준법령명") ?? "",
    url: publicUrl(str(g, "기준법령본문조회") ?? str(g, "기준법령상세링크")),
    related: asArray<Node>(g["관련법령"]).filter((n) => asNode(n)).map((r) => {
      const label = str(r, "법령간관계");
      return {
        lawId: str(r, "관련법령ID") ?? "",
        name: str(r, "관련법령명") ?? "",
        relationCode: str(r, "법령간관계코드"),
        relationLabel: label,
        relation: label ? (/\(([^)]+)\)/.exec(label)?.[1] ?? label) : undefined,
        url: publicUrl(str(r, "관련법령본문조회") ?? str(r, "관련법령상세링크")),
      };
    }),
  }));
  return page.rows;
}
