/**
 * The statute targets: texts (공포일 and 시행일), single units, English texts, history, structure,
 * the links between statutes and ordinances, and the statutes' 별표 list. Probes are recorded
 * requests (tests/fixtures/drf), so the replay answers every one.
 *
 * @module
 */

import { body, entry, HTML_LIST, LAW_ROW, list, ORDIN_ROW } from "./build.ts";
import type { TargetInfo } from "./types.ts";

const STATUTE = ["법령ID", "법령명_한글", "시행일자"];
const LINKS = ["법령명한글", "자치법규일련번호"];
const LIST_ROOT = ["LawSearch"];
const LAW_KEY = ["law"];

/** Statutes, their history and structure, and their links to ordinances. */
export const STATUTES: readonly TargetInfo[] = [
  entry("law", "현행법령(공포일)", {
    search: list(LIST_ROOT, LAW_KEY, LAW_ROW, { query: "민법" }),
    service: body(["법령"], STATUTE, { MST: "79595" }, "기본정보"),
  }),
  entry("eflaw", "현행법령(시행일)", {
    search: list(LIST_ROOT, LAW_KEY, LAW_ROW, { query: "자동차관리법" }),
    service: body(["법령"], STATUTE, { ID: "001823" }, "기본정보"),
  }),
  entry("lawjosub", "현행법령(공포일) 조항호목", {
    service: body(["법령"], ["법령ID"], { ID: "001823", JO: "000100" }, "기본정보"),
  }),
  entry("eflawjosub", "현행법령(시행일) 조항호목", {
    service: body(["법령"], ["법령ID"], { ID: "001823", JO: "000100" }, "기본정보"),
  }),
  entry("elaw", "영문법령", {
    search: list(LIST_ROOT, LAW_KEY, LAW_ROW, { query: "insurance" }),
    service: body(["Law"], [], { ID: "000744" }),
  }),
  entry("lsHistory", "법령 연혁", { search: HTML_LIST }),
  entry("lsHstInf", "법령 변경이력", {
    search: list(LIST_ROOT, LAW_KEY, LAW_ROW, { regDt: "20251001" }),
  }),
  entry("lsJoHstInf", "조문 개정·변경 이력", {
    search: list(LIST_ROOT, LAW_KEY, ["법령정보"], { regDt: "20251001" }),
    service: body(["LawService", "LawSearch"], [], { ID: "001823", JO: "000200" }),
  }),
  entry("lsDelegated", "위임법령", {
    service: body(["lsDelegated", "LsDelegated"], [], { ID: "000900" }),
  }),
  entry("lsStmd", "법령 체계도", {
    service: body(["법령체계도"], [], { MST: "276067" }),
  }),
  entry("oldAndNew", "신구법 비교", {
    // The real lists (pass 5) answer under OldAndNewLawSearch, the root admrulOldAndNew shares.
    search: list(["OldAndNewLawSearch"], ["oldAndNew"], ["신구법일련번호"], {
      query: "근로기준법",
    }),
    // Real bodies carry 신구법존재여부 only when it is N (the synthetic 79595 one); both sides'
    // 기본정보 always.
    service: body(["OldAndNewService"], ["구조문_기본정보", "신조문_기본정보"], { MST: "276117" }),
  }),
  entry("thdCmp", "3단 비교", {
    service: body(["ThdCmpService"], [], { ID: "001823", knd: "2" }),
  }),
  entry("lsAbrv", "법령명 약칭", {
    search: list(LIST_ROOT, LAW_KEY, LAW_ROW, {}),
  }),
  entry("delHst", "삭제 데이터", {
    search: list(LIST_ROOT, LAW_KEY, ["일련번호"], { knd: "1", delDt: "20251001" }),
  }),
  entry("oneview", "한눈보기", {
    search: list(LIST_ROOT, ["법령"], ["법령일련번호", "법령명"], { query: "자동차관리법" }),
    service: body(["OneViewService"], ["법령일련번호"], { MST: "277015" }),
  }),
  entry("lsRlt", "관련법령", {
    search: list(["lsRltSearch"], ["법령"], ["기준법령ID"], { query: "근로기준법" }, {
      count: "검색결과개수",
    }),
  }),
  entry("aiSearch", "지능형 법령검색", {
    search: list(
      ["aiSearch"],
      ["법령조문"],
      ["법령ID", "법령명"],
      { search: "0", query: "뺑소니" },
      {
        count: "검색결과개수",
      },
    ),
  }),
  entry("aiRltLs", "연관법령", {
    search: list(
      ["aiRltLs"],
      ["법령조문"],
      ["법령ID", "법령명"],
      { search: "0", query: "뺑소니" },
      {
        count: "검색결과개수",
      },
    ),
  }),
  entry("drlaw", "법령-자치법규 연계현황", { search: HTML_LIST }),
  entry("lnkLs", "연계 조례가 있는 법령", {
    search: list(LIST_ROOT, LAW_KEY, ["법령ID"], { query: "건축법" }),
  }),
  entry("lnkLsOrd", "법령별 연계 자치법규", {
    search: list(["lnkLsOrdSearch"], LAW_KEY, ORDIN_ROW, { knd: "002118" }),
  }),
  entry("lnkLsOrdJo", "법령 조문별 연계 자치법규 조문", {
    search: list(["lnkOrdJoSearch"], LAW_KEY, LINKS, { knd: "002118" }),
  }),
  entry("lnkDep", "소관부처별 법령-자치법규 연계", {
    search: list(["lnkDepSearch"], LAW_KEY, LINKS, { org: "1400000" }),
  }),
  entry("lnkOrd", "자치법규에서 본 연계 법령", {
    search: list(["OrdinSearch"], LAW_KEY, ORDIN_ROW, { query: "광진구" }),
  }),
  entry("lnkOrg", "지자체별 자치법규-법령 연계", {
    search: list(["lnkOrgSearch"], LAW_KEY, ORDIN_ROW, { org: "3040000" }),
  }),
  entry("licbyl", "법령 별표·서식 목록", {
    search: list(["licBylSearch", "LicBylSearch"], ["licbyl"], ["별표일련번호", "별표명"], {
      query: "최저임금법 시행규칙",
      search: "2",
    }),
  }),
];
