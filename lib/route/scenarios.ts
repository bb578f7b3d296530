/**
 * Scenario vocabulary: the situations people describe instead of naming a statute, with the
 * statutes that govern them, the decision collections worth searching and the legal_research
 * task that fits. Small on purpose; statute 약칭 live in lib/law/names.ts, domain words in
 * lib/law/decision_domains.ts.
 *
 * @module
 */

import type { DecisionDomainId } from "../law/decision_domains.ts";
import type { ResearchTask } from "./types.ts";

/** One situation. */
export interface Scenario {
  /** Stable id. */
  id: string;
  /** Words that, found in a query, mean this situation (spaces are ignored when matching). */
  words: readonly string[];
  /** Governing statutes, official names, most specific first. */
  laws: readonly string[];
  /** Decision collections worth searching. */
  domains: readonly DecisionDomainId[];
  /** The legal_research task that fits. */
  task: ResearchTask;
}

const s = (
  id: string,
  words: string[],
  laws: string[],
  domains: DecisionDomainId[],
  task: ResearchTask = "full_research",
): Scenario => ({ id, words, laws, domains, task });

/** The table, matched in order (first hit of each id counts). */
export const SCENARIOS: readonly Scenario[] = [
  s("drunk_driving", ["음주운전", "음주측정", "음주 측정 거부", "만취 운전"], ["도로교통법"], [
    "prec",
  ]),
  s("unfair_dismissal", ["부당해고", "해고예고", "정리해고", "부당징계"], ["근로기준법"], [
    "nlrc",
    "prec",
  ], "dispute_prep"),
  s("unpaid_wages", ["임금체불", "체불임금", "월급을 못 받", "퇴직금 미지급", "퇴직금을 못"], [
    "근로기준법",
    "근로자퇴직급여 보장법",
  ], ["moelCgmExpc", "prec"]),
  s("workplace_bullying", ["직장 내 괴롭힘", "직장내 괴롭힘", "갑질"], ["근로기준법"], [
    "moelCgmExpc",
    "prec",
  ]),
  s("jeonse_fraud", ["전세사기", "깡통전세", "보증금을 못 돌려", "보증금 반환", "전세보증금"], [
    "주택임대차보호법",
    "전세사기피해자 지원 및 주거안정에 관한 특별법",
  ], ["prec"]),
  s("commercial_lease", ["권리금", "상가 임대차", "상가 계약갱신"], ["상가건물 임대차보호법"], [
    "prec",
  ]),
  s(
    "appeal_disposition",
    [
      "처분 불복",
      "처분에 불복",
      "처분 취소",
      "행정처분 불복",
      "이의신청",
      "행정심판 청구",
      "취소소송",
    ],
    ["행정심판법", "행정소송법", "행정기본법"],
    ["decc", "prec"],
    "dispute_prep",
  ),
  s("tax_appeal", ["세금 불복", "과세 불복", "경정청구", "조세 불복"], ["국세기본법"], [
    "ttSpecialDecc",
    "prec",
  ], "dispute_prep"),
  s(
    "fine_objection",
    ["과태료 불복", "과태료 이의"],
    ["질서위반행위규제법"],
    ["prec"],
    "dispute_prep",
  ),
  s("industrial_accident", ["산재 신청", "산업재해", "업무상 재해", "출퇴근 재해"], [
    "산업재해보상보험법",
  ], ["iaciac", "prec"]),
  s("serious_accident", ["중대재해", "중대산업재해"], [
    "중대재해 처벌 등에 관한 법률",
    "산업안전보건법",
  ], [
    "prec",
  ]),
  s("privacy_breach", ["개인정보 유출", "개인정보 침해", "개인정보 무단"], ["개인정보 보호법"], [
    "ppc",
    "prec",
  ]),
  s("traffic_accident", ["교통사고", "뺑소니", "신호위반 사고"], [
    "교통사고처리 특례법",
    "도로교통법",
  ], ["prec"]),
  s("school_violence", ["학교폭력", "학폭"], ["학교폭력예방 및 대책에 관한 법률"], [
    "decc",
    "prec",
  ]),
  s("noise_between_floors", ["층간소음"], ["공동주택관리법", "소음ㆍ진동관리법"], ["ecc"]),
  s("defamation", ["명예훼손", "모욕죄", "악성댓글", "악플"], [
    "형법",
    "정보통신망 이용촉진 및 정보보호 등에 관한 법률",
  ], ["prec"]),
  s("voice_phishing", ["보이스피싱", "전화금융사기"], [
    "전기통신금융사기 피해 방지 및 피해금 환급에 관한 특별법",
  ], ["prec"]),
  s("inheritance", ["상속포기", "한정승인", "유류분", "상속 분쟁"], ["민법"], ["prec"]),
  s("divorce", ["이혼", "양육비", "재산분할", "위자료 청구"], ["민법"], ["prec"]),
  s("stalking", ["스토킹"], ["스토킹범죄의 처벌 등에 관한 법률"], ["prec"]),
  s("building_permit", ["건축허가", "불법건축물", "위반건축물", "이행강제금"], ["건축법"], [
    "decc",
    "prec",
  ], "action_basis"),
  s("business_suspension", ["영업정지", "영업취소", "허가취소"], ["행정기본법", "행정절차법"], [
    "decc",
    "prec",
  ], "action_basis"),
  s(
    "contract_review",
    ["계약서 검토", "약관 검토", "계약서 봐", "불공정 약관"],
    [
      "약관의 규제에 관한 법률",
      "민법",
    ],
    ["ftc"],
    "document_review",
  ),
  s("subcontract", ["하도급 대금", "납품단가", "기술탈취"], ["하도급거래 공정화에 관한 법률"], [
    "ftc",
  ]),
];
