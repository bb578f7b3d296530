/**
 * Normalising 신구법 비교 (`oldAndNew`): the list (`lawSearch.do`, rows `oldAndNew`) and the body
 * (`lawService.do`, root `OldAndNewService`) with `구조문_기본정보`/`신조문_기본정보`,
 * `구조문목록/조문[]` and `신조문목록/조문[]` (each 조문 `{no, content}`) and `신구법존재여부`.
 * Read from the real samples of pass 5 (8 laws, drf-api.md §5): the two sides pair by `no`; the
 * changed words are marked `<P>…</P>` inside `content` (read by change_marks.ts); when
 * `신구법존재여부` is `N` the missing side's 기본정보 holds the string `"null"` and MST `"0"`, which
 * are read as absent, never as values.
 *
 * @module
 */

import { asArray, asNode, type Node, str, textOf } from "./shape.ts";
import { type LawIdentity, lawIdentity } from "./structure_shared.ts";
import { type ListPage, parseListPage } from "./search.ts";
import { ShapeError } from "../errors.ts";
import { type ChangedSpan, readMarks } from "./change_marks.ts";

/** One row of the 신구법 list. */
export interface OldNewRow {
  /** 신구법일련번호 (the MST of the new version). */
  serial: string;
  /** 신구법ID (법령ID). */
  lawId: string;
  /** 신구법명. */
  name: string;
  /** 현행연혁코드 / 현행연혁구분. */
  status?: string;
  /** 법령구분명. */
  kind?: string;
  /** 공포일자. */
  promulgationDate?: string;
  /** 공포번호. */
  promulgationNumber?: string;
  /** 시행일자. */
  effectiveDate?: string;
  /** 제개정구분명. */
  revisionType?: string;
  /** 소관부처명. */
  ministry?: string;
}

/** Identity of one side of the comparison. */
export interface OldNewVersion extends LawIdentity {
  /** 현행여부. */
  current?: string;
}

/** One old/new pair, matched by the `no` the upstream gives both sides. */
export interface OldNewPair {
  /** Row number. */
  no: number;
  /** 구조문 text without the upstream's change marks ("" when the row is new). */
  old: string;
  /** 신조문 text without the change marks ("" when the row was dropped). */
  new: string;
  /** The runs the upstream marked as changed, per side (offsets into `old` and `new`). */
  changed: { old: ChangedSpan[]; new: ChangedSpan[] };
}

/** A parsed 신구법 body. */
export interface OldNew {
  /** Whether the upstream has a comparison (신구법존재여부). */
  exists: boolean;
  /** The old version. */
  old: OldNewVersion;
  /** The new version. */
  new: OldNewVersion;
  /** Rows side by side. */
  pairs: OldNewPair[];
}

/** Parses a 신구법 list page (root name unconfirmed: the known candidates, then any object). */
export function parseOldNewList(data: Record<string, unknown>): ListPage<OldNewRow> {
  const roots = ["OldAndNewSearch", "LawSearch", ...Object.keys(data).filter((k) => k !== "Law")];
  return parseListPage(data, { roots, rowKey: "oldAndNew" }, (r: Node) => ({
    serial: str(r, "신구법일련번호") ?? "",
    lawId: str(r, "신구법ID") ?? "",
    name: str(r, "신구법명") ?? "",
    status: str(r, "현행연혁코드") ?? str(r, "현행연혁구분"),
    kind: str(r, "법령구분명"),
    promulgationDate: str(r, "공포일자"),
    promulgationNumber: str(r, "공포번호"),
    effectiveDate: str(r, "시행일자"),
    revisionType: str(r, "제개정구분명"),
    ministry: str(r, "소관부처명"),
  }));
}

/** The upstream's stand-ins for "no such version" (신구법존재여부 N): the string "null", MST "0". */
const NONE = /^(null|0+)$/i;

function version(n: Node | undefined): OldNewVersion {
  const out: OldNewVersion = { ...lawIdentity(n), current: str(n, "현행여부") };
  for (const k of Object.keys(out) as (keyof OldNewVersion)[]) {
    if (out[k] === undefined || NONE.test(out[k]!.trim())) delete out[k];
  }
  return out;
}

type Row = ReturnType<typeof readMarks>;

function rows(list: unknown): Map<number, Row> {
  const out = new Map<number, Row>();
  asArray<unknown>(asNode(list)?.["조문"]).forEach((r, i) => {
    const n = asNode(r);
    const no = Number(n?.no ?? i + 1) || i + 1;
    out.set(no, readMarks(n ? textOf(n.content) : textOf(r)));
  });
  return out;
}

const EMPTY: Row = { text: "", changed: [] };

/** Parses a 신구법 body. */
export function parseOldNew(data: Record<string, unknown>): OldNew {
  const root = asNode(data["OldAndNewService"]) ??
    Object.values(data).map(asNode).find((n) => n && ("구조문목록" in n || "신조문목록" in n));
  if (!root) {
    throw new ShapeError("old_new", `신구법 비교 형식이 아닙니다 (root: ${Object.keys(data)[0]}).`);
  }
  const olds = rows(root["구조문목록"]);
  const news = rows(root["신조문목록"]);
  const nos = [...new Set([...olds.keys(), ...news.keys()])].sort((a, b) => a - b);
  return {
    exists: (str(root, "신구법존재여부") ?? (nos.length ? "Y" : "N")) !== "N",
    old: version(asNode(root["구조문_기본정보"])),
    new: version(asNode(root["신조문_기본정보"])),
    pairs: nos.map((no) => {
      const o = olds.get(no) ?? EMPTY, n = news.get(no) ?? EMPTY;
      return { no, old: o.text, new: n.text, changed: { old: o.changed, new: n.changed } };
    }),
  };
}
