/**
 * 지능형 법령검색 (`aiSearch`, A107) and its 연관법령 (`aiRltLs`, A108): natural-language
 * search returning article- or annex-level rows of statutes or 행정규칙. No recorded sample:
 * fields as documented/live-observed; envelope in the knowledge-base style of the recorded
 * `lstrmAI`/`lsRlt` answers (count `검색결과개수`, Korean row keys).
 *
 * @module
 */

import { shapeFor } from "./roots.ts";
import { type ListPage, parseListPage } from "./search.ts";
import { type Node, str, textOf } from "./shape.ts";

/** The family of a hit: statutes or 행정규칙. */
export type AiFamily = "법령" | "행정규칙";

/** What one hit is: an article, or an annex/form. */
export type AiUnit = "조문" | "별표서식";

/** One hit. */
export interface AiRow {
  /** 법령 or 행정규칙. */
  family: AiFamily;
  /** 조문 or 별표서식. */
  unit: AiUnit;
  /** 법령조문ID / 법령별표서식ID / 행정규칙조문ID / 행정규칙별표서식ID. */
  rowId?: string;
  /** 법령ID or 행정규칙ID. */
  lawId?: string;
  /** 법령일련번호 (MST) or 행정규칙일련번호. */
  serial?: string;
  /** 법령명 or 행정규칙명. */
  name: string;
  /** 법령종류명 or 행정규칙종류명 (법률, 대통령령, 고시 …). */
  kind?: string;
  /** 시행일자. */
  effectiveDate?: string;
  /** 공포일자 or 발령일자. */
  promulgationDate?: string;
  /** 공포번호 or 발령번호. */
  promulgationNumber?: string;
  /** 소관부처명 or 발령기관명. */
  ministry?: string;
  /** 조문번호 (and 가지) as a label, for article rows. */
  articleLabel?: string;
  /** 조문제목. */
  articleTitle?: string;
  /** 조문내용. */
  text?: string;
  /** 별표서식제목, for annex rows. */
  annexTitle?: string;
  /** 별표서식번호 (+가지). */
  annexNumber?: string;
  /** 별표서식구분명 (별표, 서식 …). */
  annexKind?: string;
}

function label(no: string | undefined, branch: string | undefined): string | undefined {
  if (!no || !/^\d+$/.test(no)) return no;
  const n = Number(no.length === 6 ? no.slice(0, 4) : no);
  const b = Number(branch ?? (no.length === 6 ? no.slice(4) : "0")) || 0;
  return n ? `제${n}조${b ? `의${b}` : ""}` : undefined;
}

function row(family: AiFamily, unit: AiUnit, r: Node): AiRow {
  const annexNo = str(r, "별표서식번호");
  const annexBranch = Number(str(r, "별표서식가지번호") ?? "0") || 0;
  const text = textOf(r["조문내용"]).trim();
  return {
    family,
    unit,
    rowId: str(r, `${family}${unit}ID`),
    lawId: str(r, "법령ID") ?? str(r, "행정규칙ID"),
    serial: str(r, "법령일련번호") ?? str(r, "행정규칙일련번호"),
    name: str(r, "법령명") ?? str(r, "행정규칙명") ?? "",
    kind: str(r, "법령종류명") ?? str(r, "행정규칙종류명"),
    effectiveDate: str(r, "시행일자"),
    promulgationDate: str(r, "공포일자") ?? str(r, "발령일자"),
    promulgationNumber: str(r, "공포번호") ?? str(r, "발령번호"),
    ministry: str(r, "소관부처명") ?? str(r, "발령기관명"),
    articleLabel: label(str(r, "조문번호"), str(r, "조문가지번호")),
    articleTitle: str(r, "조문제목"),
    text: text || undefined,
    annexTitle: str(r, "별표서식제목"),
    annexNumber: annexNo
      ? `${Number(annexNo) || annexNo}${annexBranch ? `의${annexBranch}` : ""}`
      : undefined,
    annexKind: str(r, "별표서식구분명"),
  };
}

/**
 * Parses an `aiSearch` or `aiRltLs` page whose rows are `unit`s of `family` (row key
 * `법령조문`, `법령별표서식`, `행정규칙조문` or `행정규칙별표서식`).
 */
export function parseAiSearch(
  data: Record<string, unknown>,
  family: AiFamily,
  unit: AiUnit,
): ListPage<AiRow> {
  return parseListPage(
    data,
    shapeFor(data, ["aiSearch", "aiRltLs", "aiSearchSearch", "aiRltLsSearch"], [
      `${family}${unit}`,
    ]),
    (r) => row(family, unit, r),
  );
}
