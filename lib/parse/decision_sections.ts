/**
 * Which body fields of a decision are its sections and in what order: summaries first
 * (판시사항, 판결요지, 결정요지, 회답 …), the full text last (판례내용, 전문, 이유 …). Field names
 * are the ones drf-api.md Appendix A lists as documented and observed live [L1]; fields not
 * listed here are still shown (short ones as facts, long ones as extra sections before the
 * full text), so a renamed field is never dropped.
 *
 * @module
 */

import type { DecisionDomainId, DecisionFamily } from "../law/decision_domains.ts";

/** Section order per family. */
const BY_FAMILY: Readonly<Record<DecisionFamily, readonly string[]>> = {
  court: ["판시사항", "판결요지", "참조조문", "참조판례", "판례내용"],
  constitutional: ["판시사항", "결정요지", "심판대상조문", "참조조문", "참조판례", "전문"],
  interpretation: ["질의요지", "회답", "관련법령", "이유"],
  ministry: ["질의요지", "회답", "관련법령", "이유"],
  adminAppeal: ["재결요지", "주문", "청구취지", "이유"],
  tribunal: ["재결요지", "주문", "청구취지", "이유"],
  committee: ["결정요지", "주문", "이유", "별지"],
};

/** Section order where a domain differs from its family. */
const BY_DOMAIN: Readonly<Partial<Record<DecisionDomainId, readonly string[]>>> = {
  ttSpecialDecc: ["재결요지", "주문", "청구취지", "관련법령", "따른결정", "참조결정", "이유"],
  kmstSpecialDecc: ["주문", "청구취지", "해양사고관련자", "이유", "재심청구안내", "별지"],
  acrSpecialDecc: ["재결요지", "주문", "청구취지", "관계법령", "이유"],
  adapSpecialDecc: ["재결요지", "처분요지", "주문", "청구취지", "소청이유", "이유"],
  ppc: ["결정요지", "주문", "주요내용", "배경", "이유", "이의제기방법및기간", "별지"],
  eiac: ["개요", "주문", "청구취지", "이유", "별지"],
  ftc: [
    "결정요지",
    "주문",
    "신청취지",
    "시정권고사항",
    "법위반내용",
    "적용법조",
    "시정권고이유",
    "의결문",
    "이유",
    "별지",
  ],
  acr: ["결정요지", "주문", "의결문", "이유", "별지"],
  fsc: ["조치대상자의인적사항", "조치대상", "조치내용", "조치이유"],
  sfc: ["조치대상자의인적사항", "조치대상", "조치내용", "조치이유"],
  nlrc: ["판정요지", "판정사항", "판정결과", "내용"],
  kcc: ["주문", "이유", "별지"],
  iaciac: ["쟁점", "주문", "청구취지", "이유", "별지"],
  oclt: ["관련법리", "판단", "관련규정", "근거", "주해"],
  ecc: ["사건의개요", "주문", "분쟁의경과", "당사자주장", "사실조사결과", "평가의견", "이유"],
  nhrck: ["결정요지", "판단요지", "주문요지", "주문", "이유", "별지", "결정례전문"],
};

/** Ordered section fields of a domain's body. */
export function sectionOrder(id: DecisionDomainId, family: DecisionFamily): readonly string[] {
  return BY_DOMAIN[id] ?? BY_FAMILY[family];
}

/** Title field candidates, most specific first. */
export const TITLE_FIELDS: readonly string[] = [
  "사건명",
  "안건명",
  "제목",
  "사건",
  "소청사례명",
  "민원표시",
  "민원표시명",
];

/** Case/안건 number field candidates. */
export const NUMBER_FIELDS: readonly string[] = [
  "사건번호",
  "청구번호",
  "재결번호",
  "안건번호",
  "의안번호",
  "의결번호",
  "결정번호",
];

/** Decisive-date field candidates. */
export const DATE_FIELDS: readonly string[] = [
  "선고일자",
  "종국일자",
  "해석일자",
  "회신일자",
  "의결일자",
  "의결일",
  "결정일자",
  "의결연월일",
  "등록일",
];

/** Deciding-body field candidates. */
export const ORG_FIELDS: readonly string[] = [
  "법원명",
  "재결청",
  "해석기관명",
  "회신기관명",
  "위원회명",
  "재결위원회",
  "기관명",
];

/**
 * Where a row comes from (판례: 대법원, or 국세법령정보시스템 for rows the tax-law service adds):
 * a source, never the court — those rows leave 법원명 empty and name the court in the number.
 */
export const SOURCE_FIELDS: readonly string[] = ["데이터출처명"];

/** Kind-of-decision field candidates. */
export const KIND_FIELDS: readonly string[] = [
  "사건종류명",
  "재결례유형명",
  "재결구분명",
  "결정구분",
  "결정유형",
  "문서유형",
  "자료구분",
  "의결서종류",
  "의결서유형",
];
