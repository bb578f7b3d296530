/**
 * The term targets — 법령용어 (classic and knowledge base), 일상용어 and the links between terms
 * and articles (all four on `lawService.do`) — and treaties.
 *
 * @module
 */

import { body, entry, list, miss } from "./build.ts";
import type { TargetInfo } from "./types.ts";

const LEGAL_TERM = miss("법령용어", "법령용어명");
const DAILY_TERM = miss("일상용어", "일상용어명");

/** Terms, term links, treaties. */
export const TERMS: readonly TargetInfo[] = [
  entry("lstrm", "법령용어", {
    search: list(["LsTrmSearch"], ["lstrm"], ["법령용어명"], { query: "청원" }),
    service: body(["LsTrmService"], [], { query: "청원" }),
    miss: LEGAL_TERM,
  }),
  entry("lstrmAI", "법령용어(지식베이스)", {
    search: list(["lstrmAISearch"], ["법령용어"], ["법령용어명"], { query: "임금" }, {
      count: "검색결과개수",
    }),
  }),
  entry("dlytrm", "일상용어", {
    search: list(["dlytrmSearch"], ["일상용어"], ["일상용어명"], { query: "근로기준법" }, {
      count: "검색결과개수",
    }),
    miss: DAILY_TERM,
  }),
  entry("lstrmRlt", "법령용어-일상용어 연계", {
    service: body(["lstrmRltService"], [], { query: "임금" }),
    miss: LEGAL_TERM,
  }),
  entry("dlytrmRlt", "일상용어-법령용어 연계", {
    service: body(["dlytrmRltService"], [], { query: "월급" }),
    miss: DAILY_TERM,
  }),
  entry("lstrmRltJo", "법령용어-조문 연계", {
    service: body(["lstrmRltJoService"], [], { query: "임대차" }),
  }),
  entry("joRltLstrm", "조문-법령용어 연계", {
    service: body(["joRltLstrmService"], [], { ID: "1233", JO: "000400" }),
  }),
  entry("trty", "조약", {
    search: list(["TrtySearch"], ["Trty"], ["조약일련번호", "조약명"], { query: "투자" }),
    service: body(
      ["BothTrtyService", "MultTrtyService"],
      [],
      { ID: "1885", chrClsCd: "010202" },
      "조약기본정보",
    ),
    miss: miss("조약", "조약명"),
  }),
];
