/**
 * What practitioners call things → the tool (and fixed arguments) that serves it. The single
 * alias table of the catalogue; decision-domain names come from lib/law/decision_domains.ts.
 *
 * @module
 */

/** One phrase rule. */
export interface IntentRule {
  /** Phrases that, found in an intent, point at the tool. */
  phrases: readonly string[];
  /** Tool name. */
  tool: string;
  /** Arguments to suggest with it. */
  args?: Record<string, unknown>;
}

const on = (
  tool: string,
  phrases: readonly string[],
  args?: Record<string, unknown>,
): IntentRule => ({
  phrases,
  tool,
  ...(args ? { args } : {}),
});

/** A decision collection: search_decisions with its domain fixed. */
const decisions = (domain: string, phrases: readonly string[]): IntentRule =>
  on("search_decisions", phrases, { domain });

/** The table. Order does not matter; every match adds to the tool's score. */
export const INTENT_RULES: readonly IntentRule[] = [
  on("search_law", ["법령 검색", "법 찾", "법률 찾", "법령명", "무슨 법"]),
  on("get_law_text", ["조문", "본문", "원문", "법 내용", "규정 내용", "조항"]),
  on("get_batch_articles", ["여러 조문", "조문들", "한꺼번에"]),
  on("get_law_text", ["시점", "당시", "그때 법", "행위시법", "개정 전 법", "과거 법"]),
  on("get_annexes", [
    "별표",
    "서식",
    "별지",
    "과태료 기준",
    "과징금 기준",
    "수수료",
    "처분기준",
    "기준표",
  ]),
  decisions("prec", ["판례", "판결", "대법원", "고등법원", "선례"]),
  decisions("detc", ["헌재", "헌법재판소", "위헌", "헌법불합치"]),
  decisions("expc", ["법령해석", "해석례", "유권해석", "법제처 해석"]),
  decisions("decc", ["행정심판", "재결", "중앙행심위"]),
  decisions("ttSpecialDecc", ["조심원", "조세심판", "세금 불복", "국세 심판"]),
  decisions("kmstSpecialDecc", ["해양안전심판", "해심원"]),
  decisions("adapSpecialDecc", ["소청", "소청심사", "공무원 징계 불복"]),
  decisions("ftc", ["공정위", "공정거래위원회", "담합", "불공정거래"]),
  decisions("ppc", ["개인정보위", "개보위", "개인정보보호위원회"]),
  decisions("nlrc", ["노동위", "중노위", "지노위", "부당해고", "부당노동행위"]),
  decisions("acr", ["권익위", "국민권익위원회", "고충민원"]),
  decisions("fsc", ["금융위", "금융위원회"]),
  decisions("sfc", ["증선위", "증권선물위원회"]),
  decisions("kcc", ["방통위", "방송통신위원회"]),
  decisions("nhrck", ["인권위", "국가인권위원회", "차별 진정"]),
  decisions("oclt", ["토지수용", "중토위", "수용재결"]),
  decisions("ecc", ["환경분쟁", "환경분쟁조정"]),
  decisions("eiac", ["고용보험 심사", "고용보험심사위원회"]),
  decisions("iaciac", ["산재 재심사", "산업재해보상보험재심사"]),
  decisions("moelCgmExpc", ["고용노동부 해석", "노동부 질의회시", "질의회시"]),
  decisions("kcsCgmExpc", ["관세청", "관세 해석"]),
  decisions("ntsCgmExpc", ["국세청", "세법 해석", "예규 질의"]),
  on("search_decisions", ["결정문", "결정례", "의결서"]),
  on("get_decision_text", ["판결문", "판례 본문", "결정 전문", "판시사항", "판결요지"]),
  on("search_admin_rules", ["행정규칙", "훈령", "예규", "고시", "지침"]),
  on("search_ordinances", ["조례", "자치법규", "지자체 규칙", "구청", "시청", "군청", "도청"]),
  on("ordinance_radar", ["조례 미반영", "조례 정비", "상위법 개정 반영", "조례 레이더"]),
  on("get_delegated_laws", ["시행령", "시행규칙", "위임", "대통령령으로 정하는"]),
  on("get_law_system", ["체계도", "상하위법", "하위법령"]),
  on("compare_old_new", ["신구법", "신구조문", "개정 전후", "바뀐 내용", "개정 내용 비교"]),
  on("get_three_way_comparison", [
    "3단 비교",
    "삼단비교",
    "3단비교",
    "3단",
    "법률 시행령 시행규칙",
  ]),
  on("list_law_versions", ["연혁", "개정 이력", "역대 버전", "시행일별"]),
  on("get_article_history", [
    "조문 이력",
    "조문 개정 이력",
    "조문별 변경",
    "조문 개정",
    "조문의 개정",
  ]),
  on("get_law_change_history", ["변경 이력", "최근 개정된 법", "개정된 법령 목록"]),
  on("search_english_laws", ["영문", "영어", "english", "translation"]),
  on("get_law_abbreviations", ["약칭", "줄임말", "법령 약어"]),
  on("search_legal_terms", ["법령용어", "용어 정의", "뜻", "용어"]),
  on("search_daily_terms", ["일상용어", "쉬운 말"]),
  on("get_related_laws", ["관련법령", "관련 법"]),
  on("search_treaties", ["조약", "협정", "협약"]),
  on("search_institution_rules", ["학칙", "대학 규정"], { institution: "school" }),
  on("search_institution_rules", ["공사공단", "지방공기업"], { institution: "public" }),
  on("search_institution_rules", ["공공기관 규정", "공공기관 내규"], { institution: "pi" }),
  on("parse_article_references", ["인용", "참조조문 분석", "다른 법 인용"]),
  on("compare_articles", ["조문 비교", "두 조문"]),
  on("search_law_bulk", ["여러 법 변경", "법령 감시", "일괄 확인"]),
  on("ai_search_law", ["지능형 검색", "자연어 검색", "ai 검색"]),
  on("get_external_links", ["링크", "law.go.kr 주소", "원문 링크"]),
  on("doctor", ["키 확인", "api 키", "oc", "연결 확인", "ip 등록", "미신청"]),
];
