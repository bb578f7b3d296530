/**
 * Normalising 자치법규 (`ordin`) lists and bodies, and the 분야 list (`ordinfd`).
 *
 * Quirks (drf-api.md 3.3): list rows are `<law>` under `OrdinSearch`; bodies come under
 * `LawService` (not `OrdinService`); each `조` carries its number both as an attribute and as a
 * child, which the JSON shape turns into a two-element array; 조내용 holds the whole article
 * (①②… included) in one text; 자치법규종류 is a code (C0001 …) in bodies but a word in lists.
 *
 * @module
 */

import { asArray, asNode, type Node, str, textOf } from "./shape.ts";
import { type ListPage, parseListPage } from "./search.ts";
import { PROMULGATION_KEYS, type RuleAnnex, ruleAnnexes, ruleParts, strings } from "./admrul.ts";
import { ShapeError } from "../errors.ts";

/** One row of an ordinance list. */
export interface OrdinanceRow {
  /** 자치법규일련번호 (the body's `MST`). */
  serial: string;
  /** 자치법규ID. */
  ordinanceId?: string;
  /** 자치법규명. */
  name: string;
  /** 자치법규종류 (조례, 규칙 …). */
  kind?: string;
  /** 지자체기관명. */
  localGov?: string;
  /** 공포일자. */
  promulgationDate?: string;
  /** 공포번호. */
  promulgationNumber?: string;
  /** 시행일자. */
  effectiveDate?: string;
  /** 제개정구분명. */
  revisionType?: string;
  /** 자치법규분야명. */
  field?: string;
}

/** Keys an ordinance list row and body share. */
const ORDINANCE_KEYS = {
  ordinanceId: "자치법규ID",
  localGov: "지자체기관명",
  effectiveDate: "시행일자",
  ...PROMULGATION_KEYS,
} as const;

/** Maps one ordinance list row. */
export function ordinanceRow(r: Node): OrdinanceRow {
  return {
    serial: str(r, "자치법규일련번호") ?? "",
    name: str(r, "자치법규명") ?? "",
    ...strings(r, {
      ...ORDINANCE_KEYS,
      kind: "자치법규종류",
      field: "자치법규분야명",
      revisionType: "제개정구분명",
    }),
  };
}

/** Parses an ordinance list page (rows `law`, lexguard-style `ordin` accepted too). */
export function parseOrdinanceSearch(data: Record<string, unknown>): ListPage<OrdinanceRow> {
  const root = asNode(data.OrdinSearch);
  const rowKey = root && root.law === undefined && root.ordin !== undefined ? "ordin" : "law";
  return parseListPage(data, { roots: ["OrdinSearch", "ordinSearch"], rowKey }, ordinanceRow);
}

/** Body codes of 자치법규종류 (drf-api.md 3.3). */
export const ORDINANCE_KIND_CODES: Readonly<Record<string, string>> = {
  C0001: "조례",
  C0002: "규칙",
  C0003: "훈령",
  C0004: "예규",
  C0006: "기타",
  C0010: "고시",
  C0011: "의회규칙",
};

/** One article of an ordinance. */
export interface OrdinanceArticle {
  /** 조문번호 as sent (AAAABB, e.g. 000100). */
  number: string;
  /** "제1조", "제10조의2". */
  label: string;
  /** 조제목. */
  title?: string;
  /** The whole article text. */
  text: string;
  /** false for heading rows (조문여부=N: 장·절 titles). */
  isArticle: boolean;
}

/** A whole ordinance. */
export interface Ordinance {
  /** Identity and dates. */
  info: {
    serial: string;
    ordinanceId?: string;
    name: string;
    kind?: string;
    kindCode?: string;
    localGov?: string;
    promulgationDate?: string;
    promulgationNumber?: string;
    effectiveDate?: string;
    revisionType?: string;
    department?: string;
    phone?: string;
  };
  /** Articles and heading rows in order. */
  articles: OrdinanceArticle[];
  /** 부칙. */
  supplements: { promulgationDate?: string; promulgationNumber?: string; text: string }[];
  /** 별표·서식. */
  annexes: RuleAnnex[];
  /** 제개정이유. */
  revisionReason?: string;
}

/** "제10조의2" from an AAAABB number, preferring the label the text itself starts with. */
function articleLabel(number: string, text: string): string {
  const own = /^\s*(제\d+조(?:의\d+)?)/.exec(text);
  if (own) return own[1];
  if (!/^\d{6}$/.test(number)) return number;
  const a = Number(number.slice(0, 4));
  const b = Number(number.slice(4));
  return `제${a}조${b > 0 ? `의${b}` : ""}`;
}

/** Parses an ordinance body (`LawService`). */
export function parseOrdinance(data: Record<string, unknown>): Ordinance {
  const root = asNode(data.LawService);
  const base = asNode(root?.["자치법규기본정보"]);
  if (!root || !base) {
    throw new ShapeError(
      "ordinance",
      `자치법규 본문 형식을 알 수 없습니다 (got ${Object.keys(data).slice(0, 3).join(",")}).`,
    );
  }
  const kindCode = str(base, "자치법규종류");
  const articles = asArray<Node>(asNode(root["조문"])?.["조"]).filter(asNode).map((a) => {
    const number = textOf(asArray(a["조문번호"])[0]).trim();
    const text = textOf(a["조내용"]);
    return {
      number,
      label: articleLabel(number, text),
      title: str(a, "조제목"),
      text,
      isArticle: str(a, "조문여부") !== "N",
    };
  });
  const { supplements, revisionReason } = ruleParts(root);
  const annexes = ruleAnnexes(root, "별표첨부파일명");
  return {
    info: {
      serial: str(base, "자치법규일련번호") ?? "",
      name: str(base, "자치법규명") ?? "",
      ...(kindCode ? { kind: ORDINANCE_KIND_CODES[kindCode] ?? kindCode, kindCode } : {}),
      // The body calls 제개정구분 "제개정정보"; lists call it 제개정구분명.
      ...strings(base, {
        ...ORDINANCE_KEYS,
        revisionType: "제개정정보",
        department: "담당부서명",
        phone: "전화번호",
      }),
    },
    articles,
    supplements,
    annexes,
    ...(revisionReason ? { revisionReason } : {}),
  };
}

/** One 분야 of a local government's ordinances (`ordinfd`). */
export interface OrdinanceField {
  /** 분류seq (the `ordinFd` filter of the ordinance search). */
  seq: string;
  /** 분류명. */
  name: string;
  /** 해당자치법규갯수. */
  count?: number;
}

/**
 * Parses an `ordinfd` answer. Its root and row names are unconfirmed (no real sample), so rows
 * are taken from whichever child of the single root carries `분류명`.
 */
export function parseOrdinanceFields(
  data: Record<string, unknown>,
): { orgCode?: string; fields: OrdinanceField[] } {
  const root = asNode(Object.values(data)[0]);
  if (!root) throw new ShapeError("ordinance", "자치법규 분야 목록 형식을 알 수 없습니다.");
  const rows = Object.values(root).flatMap((v) => asArray<Node>(v)).filter((r) =>
    asNode(r) && str(r, "분류명") !== undefined
  );
  return {
    orgCode: str(root, "기관코드"),
    fields: rows.map((r) => {
      const n = Number(str(r, "해당자치법규갯수"));
      return {
        seq: str(r, "분류seq") ?? "",
        name: str(r, "분류명") ?? "",
        ...(Number.isFinite(n) ? { count: n } : {}),
      };
    }),
  };
}
