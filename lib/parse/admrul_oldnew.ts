/**
 * Normalising 행정규칙 신구법 비교 (`admrulOldAndNew`) lists and bodies.
 *
 * No real sample exists (drf-api.md 3.2 ◐): the shapes follow the guide's fields and another
 * client's measured tests — list root `OldAndNewLawSearch` with rows `oldAndNew`; body root
 * `AdmRulOldAndNewService` with `구조문_기본정보`/`신조문_기본정보` and `구조문목록`/`신조문목록`
 * of `조문` items (`no` + text under `content`); changed text is wrapped in `<P>…</P>` inside the
 * text, and markers like `<신  설>` are literal.
 *
 * @module
 */

import { asArray, asNode, type Node, str, textOf } from "./shape.ts";
import { type ListPage, parseListPage } from "./search.ts";
import { ShapeError } from "../errors.ts";
import { ISSUED_KEYS, REVISION_KEYS, strings } from "./admrul.ts";

/** One row of the 신구법 list. */
export interface OldNewRow {
  /** 신구법일련번호 (= the new version's 행정규칙일련번호). */
  serial: string;
  /** 신구법ID (= 행정규칙ID). */
  ruleId?: string;
  /** 신구법명. */
  name: string;
  /** 발령일자. */
  issuedDate?: string;
  /** 제개정구분명. */
  revisionType?: string;
  /** 소관부처명. */
  ministry?: string;
  /** 시행일자. */
  effectiveDate?: string;
}

/** Parses a 신구법 list page. */
export function parseOldNewSearch(data: Record<string, unknown>): ListPage<OldNewRow> {
  return parseListPage(
    data,
    { roots: ["OldAndNewLawSearch", "AdmRulOldAndNewSearch"], rowKey: "oldAndNew" },
    (r) => ({
      serial: str(r, "신구법일련번호") ?? "",
      name: str(r, "신구법명") ?? "",
      ...strings(r, {
        ruleId: "신구법ID",
        issuedDate: "발령일자",
        ministry: "소관부처명",
        ...REVISION_KEYS,
      }),
    }),
  );
}

/** One side's version facts. */
export interface OldNewVersion {
  /** 행정규칙일련번호. */
  serial?: string;
  /** 행정규칙명. */
  name?: string;
  /** 발령일자. */
  issuedDate?: string;
  /** 발령번호. */
  issuedNumber?: string;
  /** 시행일자. */
  effectiveDate?: string;
  /** 제개정구분명. */
  revisionType?: string;
}

/** A 신구 comparison. */
export interface OldNewComparison {
  /** The version before. */
  old: OldNewVersion;
  /** The version after. */
  new: OldNewVersion;
  /** Whether upstream has a comparison (신구법존재여부). */
  exists: boolean;
  /** Row pairs in order; `changed` when either side carries `<P>` marks. */
  pairs: { no: string; old: string; new: string; changed: boolean }[];
}

function version(n: Node | undefined): OldNewVersion {
  return strings(n, {
    serial: "행정규칙일련번호",
    name: "행정규칙명",
    ...ISSUED_KEYS,
    ...REVISION_KEYS,
  });
}

function items(list: unknown): Map<string, string> {
  const out = new Map<string, string>();
  asArray(asNode(list)?.["조문"]).forEach((it, i) => {
    const n = asNode(it);
    const no = (n && typeof n.no === "string" ? n.no : undefined) ?? String(i + 1);
    out.set(no, textOf(it));
  });
  return out;
}

/** `<P>…</P>` marks changed text; everything else (e.g. `<신  설>`) is literal. */
const MARK = /<\/?P>/g;

/** Parses a 신구법 body. */
export function parseOldNew(data: Record<string, unknown>): OldNewComparison {
  const root = asNode(data.AdmRulOldAndNewService) ?? asNode(data.OldAndNewService);
  if (!root) {
    throw new ShapeError(
      "admrul_old_new",
      `신구법 비교 형식을 알 수 없습니다 (got ${Object.keys(data).slice(0, 3).join(",")}).`,
    );
  }
  const olds = items(root["구조문목록"]);
  const news = items(root["신조문목록"]);
  const keys = [...new Set([...olds.keys(), ...news.keys()])];
  return {
    old: version(asNode(root["구조문_기본정보"])),
    new: version(asNode(root["신조문_기본정보"])),
    exists: str(root, "신구법존재여부") !== "N" && keys.length > 0,
    pairs: keys.map((no) => {
      const o = olds.get(no) ?? "";
      const n = news.get(no) ?? "";
      return {
        no,
        old: o.replace(MARK, ""),
        new: n.replace(MARK, ""),
        changed: /<\/?P>/.test(o) || /<\/?P>/.test(n),
      };
    }),
  };
}
