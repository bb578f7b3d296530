/**
 * The rule targets: 행정규칙 (and their 신구법 comparison and 별표 list), 자치법규 (their fields and
 * 별표 list) and the institutions' rules, which share the 행정규칙 envelope.
 *
 * @module
 */

import { body, entry, list, miss, ORDIN_ROW, RULE_ROW } from "./build.ts";
import type { TargetInfo } from "./types.ts";

const RULE_INFO = ["행정규칙일련번호", "행정규칙명"];
const ANNEX_ROW = ["별표일련번호", "별표명"];
const RULE_MISS = miss("행정규칙", "행정규칙명", "recorded");

/** 학칙·공단·공공기관 규정: the 행정규칙 envelope (drf-api.md 3.8). */
function institution(target: "school" | "public" | "pi", name: string, query: string, id?: string) {
  return entry(target, name, {
    search: list(["AdmRulSearch"], ["admrul"], RULE_ROW, { query }),
    service: body(["AdmRulService"], RULE_INFO, id ? { ID: id } : undefined, "행정규칙기본정보"),
  });
}

/** 행정규칙, 자치법규, 학칙·공단·공공기관 규정. */
export const RULES: readonly TargetInfo[] = [
  entry("admrul", "행정규칙", {
    search: list(["AdmRulSearch"], ["admrul"], RULE_ROW, { query: "학교" }),
    service: body(["AdmRulService"], RULE_INFO, { ID: "62505" }, "행정규칙기본정보"),
    miss: RULE_MISS,
  }),
  entry("admrulOldAndNew", "행정규칙 신구법 비교", {
    search: list(
      ["OldAndNewLawSearch", "AdmRulOldAndNewSearch"],
      ["oldAndNew"],
      ["신구법일련번호"],
      {
        query: "119항공대 운영 규정",
      },
    ),
    service: body(["AdmRulOldAndNewService"], ["신구법존재여부"], { ID: "2100000248758" }),
    miss: miss("행정규칙", "행정규칙명"),
  }),
  entry("admbyl", "행정규칙 별표·서식 목록", {
    search: list(["admRulBylSearch", "AdmRulBylSearch"], ["admrulbyl"], ANNEX_ROW, {
      query: "경찰 소관 회계직 공무원 관직 지정 및 회계사무 취급에 관한 규칙",
      search: "2",
    }),
  }),
  entry("ordin", "자치법규", {
    search: list(["OrdinSearch"], ["law", "ordin"], ORDIN_ROW, { query: "광진구" }),
    service: body(
      ["LawService"],
      ["자치법규ID", "자치법규명"],
      { MST: "1941163" },
      "자치법규기본정보",
    ),
    miss: miss("자치법규", "자치법규명"),
  }),
  entry("ordinfd", "자치법규 분야", {
    search: list(["OrdinFdSearch"], ["ordinfd"], ["분류seq", "분류명"], { org: "6110000" }),
  }),
  entry("ordinbyl", "자치법규 별표·서식 목록", {
    // No recording exists; korean-law-mcp reads `ordinbyl` rows under `licBylSearch`.
    search: list(["licBylSearch", "ordinBylSearch", "OrdinBylSearch"], ["ordinbyl"], ANNEX_ROW, {
      query: "서울특별시 광진구의회 지방공무원 복무 조례",
      search: "2",
    }),
  }),
  institution("school", "학칙(대학)", "학칙", "2200000075994"),
  institution("public", "지방공사·공단 규정", "공단"),
  institution("pi", "공공기관 규정", "규정"),
];
