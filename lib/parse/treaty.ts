/**
 * Normalising treaties (`trty`): the list (`lawSearch.do`) and one treaty (`lawService.do`).
 *
 * No recorded sample exists in our fixtures; shapes follow the guide fields (drf-api.md A065,
 * A066) and the measured answers quoted in korean-law-mcp's treaty tests: list root
 * `TrtySearch` with rows `Trty` (capital T), body root `BothTrtyService` (양자) or
 * `MultTrtyService` (다자) holding `조약기본정보`, `추가정보` and `조약내용.조약내용`. Empty
 * 추가정보 values arrive as the string "null".
 *
 * @module
 */

import { ShapeError } from "../errors.ts";
import { type ListPage, parseListPage } from "./search.ts";
import { asNode, type Node, str, textOf } from "./shape.ts";

/** 조약구분코드 → name. */
export const TREATY_KINDS: Readonly<Record<string, string>> = {
  "440101": "양자조약",
  "440102": "다자조약",
};

/** A value, or undefined when empty or the literal "null". */
function val(node: Node | undefined, key: string): string | undefined {
  const v = str(node, key);
  return v === undefined || v === "null" ? undefined : v;
}

/** A treaty list row. */
export interface TreatyRow {
  /** 조약일련번호 — the ID for get_treaty (not the 조약번호). */
  id: string;
  /** 조약명. */
  name: string;
  /** 조약구분코드 (440101 양자 / 440102 다자). */
  kindCode?: string;
  /** 조약구분명. */
  kind?: string;
  /** 발효일자. */
  effectiveDate?: string;
  /** 서명일자. */
  signDate?: string;
  /** 관보게재일자 (the guide spells the list field 관보게제일자). */
  gazetteDate?: string;
  /** 조약번호. */
  treatyNo?: string;
  /** 국가번호. */
  countryNo?: string;
}

/** Parses a `trty` list page. */
export function parseTreatyList(data: Record<string, unknown>): ListPage<TreatyRow> {
  return parseListPage(data, { roots: ["TrtySearch"], rowKey: "Trty" }, (r: Node) => {
    const code = val(r, "조약구분코드");
    return {
      id: val(r, "조약일련번호") ?? "",
      name: val(r, "조약명") ?? "",
      kindCode: code,
      kind: val(r, "조약구분명") ?? (code ? TREATY_KINDS[code] : undefined),
      effectiveDate: val(r, "발효일자"),
      signDate: val(r, "서명일자"),
      gazetteDate: val(r, "관보게제일자") ?? val(r, "관보게재일자"),
      treatyNo: val(r, "조약번호"),
      countryNo: val(r, "국가번호"),
    };
  });
}

/** One treaty. */
export interface Treaty {
  /** 조약일련번호. */
  id: string;
  /** 조약명_한글. */
  nameKo: string;
  /** 조약명_영문. */
  nameEn?: string;
  /** 조약구분코드. */
  kindCode?: string;
  /** 양자조약 / 다자조약. */
  kind?: string;
  /** 조약번호. */
  treatyNo?: string;
  /** 발효일자. */
  effectiveDate?: string;
  /** 서명일자. */
  signDate?: string;
  /** 서명장소. */
  signPlace?: string;
  /** 관보게재일자. */
  gazetteDate?: string;
  /** 국회비준동의여부 (Y/N). */
  ratificationConsent?: string;
  /** 국회비준동의일자. */
  ratificationDate?: string;
  /** 체결대상국가한글 (bilateral). */
  counterparty?: string;
  /** 체결대상국가 as given (often an English name or code). */
  counterpartyOriginal?: string;
  /** 국가코드. */
  countryCode?: string;
  /** 양자조약분야명 / 다자조약분야명. */
  field?: string;
  /** 기탁처 (multilateral). */
  depositary?: string;
  /** 비고. */
  remark?: string;
  /** 조약내용. */
  text: string;
}

/** Parses a `trty` body (`BothTrtyService` or `MultTrtyService`). */
export function parseTreaty(data: Record<string, unknown>): Treaty {
  const r = asNode(data.BothTrtyService) ?? asNode(data.MultTrtyService) ??
    asNode(data.TrtyService);
  if (!r) {
    throw new ShapeError(
      "trty",
      `조약 본문 형식을 알 수 없습니다 (root ${Object.keys(data).slice(0, 3).join(",")}).`,
    );
  }
  // Fields live in 조약기본정보 / 추가정보; read the root too in case a variant is flat.
  const parts = [asNode(r["조약기본정보"]), asNode(r["추가정보"]), r];
  const get = (k: string) => parts.map((p) => val(p, k)).find((v) => v !== undefined);
  const body = asNode(r["조약내용"]);
  const text = textOf(body ? body["조약내용"] : r["조약내용"]).trim();
  const code = get("조약구분코드");
  return {
    id: get("조약일련번호") ?? "",
    nameKo: get("조약명_한글") ?? get("조약한글명") ?? "",
    nameEn: get("조약명_영문"),
    kindCode: code,
    kind: code ? TREATY_KINDS[code] : ("BothTrtyService" in data ? "양자조약" : undefined),
    treatyNo: get("조약번호"),
    effectiveDate: get("발효일자"),
    signDate: get("서명일자") ?? get("체결일자"),
    signPlace: get("서명장소") ?? get("체결장소"),
    gazetteDate: get("관보게재일자"),
    ratificationConsent: get("국회비준동의여부"),
    ratificationDate: get("국회비준동의일자"),
    counterparty: get("체결대상국가한글"),
    counterpartyOriginal: get("체결대상국가"),
    countryCode: get("국가코드"),
    field: get("양자조약분야명") ?? get("다자조약분야명"),
    depositary: get("기탁처"),
    remark: get("비고"),
    text,
  };
}
