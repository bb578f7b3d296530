/**
 * Pieces the structure readers share (`law_system`, `delegation`, `three_way`, `old_new`): the
 * statute identity of a 기본정보/법령정보 block, and the elements of a repeated-or-single node.
 *
 * @module
 */

import { asArray, asNode, type Node, str, withAttr } from "./shape.ts";

/** A statute's identity as its info block gives it (every field when present). */
export interface LawIdentity {
  /** 법령ID. */
  lawId?: string;
  /** 법령일련번호 (MST). */
  mst?: string;
  /** 법령명. */
  name?: string;
  /** 공포일자 YYYYMMDD. */
  promulgationDate?: string;
  /** 공포번호. */
  promulgationNumber?: string;
  /** 시행일자 YYYYMMDD. */
  effectiveDate?: string;
  /** 제개정구분(명). */
  revisionType?: string;
}

/**
 * The identity fields of an info block; absent fields stay out.
 *
 * @example
 * ```ts
 * import { lawIdentity } from "./structure_shared.ts";
 * lawIdentity({ 법령ID: "001823", 법령명: "건축법" }); // { lawId: "001823", name: "건축법" }
 * ```
 */
export function lawIdentity(n: Node | undefined): LawIdentity {
  const out: LawIdentity = {
    lawId: str(n, "법령ID"),
    mst: str(n, "법령일련번호"),
    name: str(n, "법령명"),
    promulgationDate: str(n, "공포일자"),
    promulgationNumber: str(n, "공포번호"),
    effectiveDate: str(n, "시행일자"),
    revisionType: str(n, "제개정구분명") ?? withAttr(n, "제개정구분", "제개정구분코드")[0],
  };
  for (const k of Object.keys(out) as (keyof LawIdentity)[]) {
    if (out[k] === undefined) delete out[k];
  }
  return out;
}

/** The object elements of a value the upstream gives as one node or a list of them. */
export function nodes(v: unknown): Node[] {
  return asArray<unknown>(v).map(asNode).filter((n): n is Node => !!n);
}
