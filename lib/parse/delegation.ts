/**
 * Normalising 위임법령 (`lsDelegated` body): for each article of a statute, the 시행령·시행규칙
 * articles, 행정규칙 and 자치법규 it delegates to, with the words that delegate (링크텍스트) and
 * the line they stand in (라인텍스트).
 *
 * In the real body a `위임정보` block carries `위임구분` 시행령|시행규칙 with one statute and its
 * `위임법령조문정보[]`, or `위임행정규칙`/`위임자치법규` with `위임행정규칙조문정보[]`/
 * `위임자치법규조문정보[]`, each naming its own rule. Both become one flat row per target.
 *
 * @module
 */

import { formatArticle } from "../law/article.ts";
import { asNode, type Node, str, withAttr } from "./shape.ts";
import { type LawIdentity, lawIdentity, nodes } from "./structure_shared.ts";
import { ShapeError } from "../errors.ts";

/** What kind of rule receives a delegation. */
export type DelegationKind = "시행령" | "시행규칙" | "행정규칙" | "자치법규";

/** One delegation target. */
export interface DelegationTarget {
  /** 시행령, 시행규칙, 행정규칙 or 자치법규. */
  kind: DelegationKind;
  /** 법령일련번호 (시행령·시행규칙), 행정규칙일련번호 or 자치법규일련번호. */
  serial?: string;
  /** Name of the receiving statute or rule. */
  name: string;
  /** The receiving article ("제13조의2"), for 시행령·시행규칙. */
  targetArticle?: string;
  /** Its title. */
  targetTitle?: string;
  /** The delegating words, e.g. "대통령령". */
  linkText?: string;
  /** The line of the parent article they stand in. */
  lineText?: string;
  /** The delegating 항/호 of the parent, e.g. "제4조제1항" (조항호목). */
  clause?: string;
}

/** One delegating article of the parent statute. */
export interface DelegatingArticle {
  /** 조 number. */
  article: number;
  /** 가지번호, 0 for none. */
  branch: number;
  /** "제10조의2". */
  label: string;
  /** 조문제목. */
  title?: string;
  /** Where it delegates to. */
  targets: DelegationTarget[];
}

/** A parsed 위임법령 body. */
export interface Delegations {
  /** The parent statute. */
  law: LawIdentity & { lawId: string; name: string; ministry?: string };
  /** Delegating articles in statute order. */
  articles: DelegatingArticle[];
}

const num = (n: Node, key: string): number => Number(str(n, key) ?? "0") || 0;

function articleLabel(n: Node, noKey: string, branchKey: string): string | undefined {
  const article = num(n, noKey);
  if (!article) return undefined;
  try {
    return formatArticle({ article, branch: num(n, branchKey) });
  } catch {
    return undefined;
  }
}

function common(row: Node): Pick<DelegationTarget, "linkText" | "lineText" | "clause"> {
  return {
    linkText: str(row, "링크텍스트"),
    lineText: str(row, "라인텍스트"),
    clause: str(row, "조항호목"),
  };
}

function targets(info: Node): DelegationTarget[] {
  const raw = str(info, "위임구분") ?? "";
  const out: DelegationTarget[] = [];
  // 행정규칙 and 자치법규 rows name their own rule: 위임행정규칙제목, 위임자치법규일련번호 ….
  for (const kind of ["행정규칙", "자치법규"] as const) {
    for (const row of nodes(info[`위임${kind}조문정보`])) {
      out.push({
        kind,
        serial: str(row, `위임${kind}일련번호`),
        name: str(row, `위임${kind}제목`) ?? "",
        ...common(row),
      });
    }
  }
  const kind: DelegationKind = raw.includes("규칙") && !raw.includes("행정")
    ? "시행규칙"
    : "시행령";
  for (const row of nodes(info["위임법령조문정보"])) {
    out.push({
      kind,
      serial: str(info, "위임법령일련번호"),
      name: str(info, "위임법령제목") ?? "",
      targetArticle: articleLabel(row, "위임법령조문번호", "위임법령조문가지번호"),
      targetTitle: str(row, "위임법령조문제목"),
      ...common(row),
    });
  }
  return out;
}

/**
 * Parses an `lsDelegated` body.
 *
 * @example
 * ```ts
 * import { parseDelegations } from "./delegation.ts";
 * const body = {
 *   lsDelegated: {
 *     법령: {
 *       법령정보: { 법령ID: "001444", 법령명: "관세법" },
 *       위임조문정보: {
 *         조정보: { 조문번호: "4", 조문가지번호: "0", 조문제목: "내국세등의 부과·징수" },
 *         위임정보: {
 *           위임구분: "시행령",
 *           위임법령제목: "관세법 시행령",
 *           위임법령조문정보: { 위임법령조문번호: "1", 링크텍스트: "대통령령" },
 *         },
 *       },
 *     },
 *   },
 * };
 * parseDelegations(body).articles[0];
 * // { label: "제4조", …, targets: [{ kind: "시행령", name: "관세법 시행령", targetArticle: "제1조", … }] }
 * ```
 */
export function parseDelegations(data: Record<string, unknown>): Delegations {
  const law = asNode(asNode(data["lsDelegated"])?.["법령"]);
  if (!law) {
    throw new ShapeError(
      "delegation",
      `위임법령 형식이 아닙니다 (root: ${Object.keys(data).slice(0, 3).join(",")}).`,
    );
  }
  const info = asNode(law["법령정보"]);
  const id = lawIdentity(info);
  const articles: DelegatingArticle[] = [];
  for (const entry of nodes(law["위임조문정보"])) {
    const jo = asNode(entry["조정보"]) ?? {};
    const article = num(jo, "조문번호");
    const branch = num(jo, "조문가지번호");
    if (!article) continue;
    articles.push({
      article,
      branch,
      label: formatArticle({ article, branch }),
      title: str(jo, "조문제목"),
      targets: nodes(entry["위임정보"]).flatMap(targets),
    });
  }
  return {
    law: {
      ...id,
      lawId: id.lawId ?? "",
      name: id.name ?? "",
      ministry: withAttr(info, "소관부처", "소관부처코드")[0],
    },
    articles,
  };
}
