/**
 * What practitioners call the decision collections, for `discover_tools`: a tribunal's or a
 * committee's name suggests `search_decisions` with that `domain` fixed (the domain ids are
 * lib/law/decision_domains.ts's); the last words point at decisions in general.
 *
 * @module
 */

import type { DecisionDomainId } from "../../law/decision_domains.ts";
import type { ToolIntent } from "../define.ts";

const domain = (id: DecisionDomainId, phrases: readonly string[]): ToolIntent => ({
  phrases,
  args: { domain: id },
});

/** `search_decisions`' phrases: one group per collection, then the general words. */
export const DECISION_INTENTS: readonly ToolIntent[] = [
  domain("prec", ["판례", "판결", "대법원", "고등법원", "선례"]),
  domain("detc", ["헌재", "헌법재판소", "위헌", "헌법불합치"]),
  domain("expc", ["법령해석", "해석례", "유권해석", "법제처 해석"]),
  domain("decc", ["행정심판", "재결", "중앙행심위"]),
  domain("ttSpecialDecc", ["조심원", "조세심판", "세금 불복", "국세 심판"]),
  domain("kmstSpecialDecc", ["해양안전심판", "해심원"]),
  domain("adapSpecialDecc", ["소청", "소청심사", "공무원 징계 불복"]),
  domain("ftc", ["공정위", "공정거래위원회", "담합", "불공정거래"]),
  domain("ppc", ["개인정보위", "개보위", "개인정보보호위원회"]),
  domain("nlrc", ["노동위", "중노위", "지노위", "부당해고", "부당노동행위"]),
  domain("acr", ["권익위", "국민권익위원회", "고충민원"]),
  domain("fsc", ["금융위", "금융위원회"]),
  domain("sfc", ["증선위", "증권선물위원회"]),
  domain("kcc", ["방통위", "방송통신위원회"]),
  domain("nhrck", ["인권위", "국가인권위원회", "차별 진정"]),
  domain("oclt", ["토지수용", "중토위", "수용재결"]),
  domain("ecc", ["환경분쟁", "환경분쟁조정"]),
  domain("eiac", ["고용보험 심사", "고용보험심사위원회"]),
  domain("iaciac", ["산재 재심사", "산업재해보상보험재심사"]),
  domain("moelCgmExpc", ["고용노동부 해석", "노동부 질의회시", "질의회시"]),
  domain("kcsCgmExpc", ["관세청", "관세 해석"]),
  domain("ntsCgmExpc", ["국세청", "세법 해석", "예규 질의"]),
  "결정문",
  "결정례",
  "의결서",
];
