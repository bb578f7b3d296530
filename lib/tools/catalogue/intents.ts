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

/** The table. Order does not matter; every match adds to the tool's score. */
export const INTENT_RULES: readonly IntentRule[] = [
  { phrases: ["법령 검색", "법 찾", "법률 찾", "법령명", "무슨 법"], tool: "search_law" },
  { phrases: ["조문", "본문", "원문", "법 내용", "규정 내용", "조항"], tool: "get_law_text" },
  { phrases: ["여러 조문", "조문들", "한꺼번에"], tool: "get_batch_articles" },
  {
    phrases: ["시점", "당시", "그때 법", "행위시법", "개정 전 법", "과거 법"],
    tool: "get_law_text",
  },
  {
    phrases: ["별표", "서식", "별지", "과태료 기준", "과징금 기준", "수수료", "처분기준", "기준표"],
    tool: "get_annexes",
  },
  {
    phrases: ["판례", "판결", "대법원", "고등법원", "선례"],
    tool: "search_decisions",
    args: { domain: "prec" },
  },
  {
    phrases: ["헌재", "헌법재판소", "위헌", "헌법불합치"],
    tool: "search_decisions",
    args: { domain: "detc" },
  },
  {
    phrases: ["법령해석", "해석례", "유권해석", "법제처 해석"],
    tool: "search_decisions",
    args: { domain: "expc" },
  },
  {
    phrases: ["행정심판", "재결", "중앙행심위"],
    tool: "search_decisions",
    args: { domain: "decc" },
  },
  {
    phrases: ["조심원", "조세심판", "세금 불복", "국세 심판"],
    tool: "search_decisions",
    args: { domain: "ttSpecialDecc" },
  },
  {
    phrases: ["해양안전심판", "해심원"],
    tool: "search_decisions",
    args: { domain: "kmstSpecialDecc" },
  },
  {
    phrases: ["소청", "소청심사", "공무원 징계 불복"],
    tool: "search_decisions",
    args: { domain: "adapSpecialDecc" },
  },
  {
    phrases: ["공정위", "공정거래위원회", "담합", "불공정거래"],
    tool: "search_decisions",
    args: { domain: "ftc" },
  },
  {
    phrases: ["개인정보위", "개보위", "개인정보보호위원회"],
    tool: "search_decisions",
    args: { domain: "ppc" },
  },
  {
    phrases: ["노동위", "중노위", "지노위", "부당해고", "부당노동행위"],
    tool: "search_decisions",
    args: { domain: "nlrc" },
  },
  {
    phrases: ["권익위", "국민권익위원회", "고충민원"],
    tool: "search_decisions",
    args: { domain: "acr" },
  },
  { phrases: ["금융위", "금융위원회"], tool: "search_decisions", args: { domain: "fsc" } },
  { phrases: ["증선위", "증권선물위원회"], tool: "search_decisions", args: { domain: "sfc" } },
  { phrases: ["방통위", "방송통신위원회"], tool: "search_decisions", args: { domain: "kcc" } },
  {
    phrases: ["인권위", "국가인권위원회", "차별 진정"],
    tool: "search_decisions",
    args: { domain: "nhrck" },
  },
  {
    phrases: ["토지수용", "중토위", "수용재결"],
    tool: "search_decisions",
    args: { domain: "oclt" },
  },
  { phrases: ["환경분쟁", "환경분쟁조정"], tool: "search_decisions", args: { domain: "ecc" } },
  {
    phrases: ["고용보험 심사", "고용보험심사위원회"],
    tool: "search_decisions",
    args: { domain: "eiac" },
  },
  {
    phrases: ["산재 재심사", "산업재해보상보험재심사"],
    tool: "search_decisions",
    args: { domain: "iaciac" },
  },
  {
    phrases: ["고용노동부 해석", "노동부 질의회시", "질의회시"],
    tool: "search_decisions",
    args: { domain: "moelCgmExpc" },
  },
  { phrases: ["관세청", "관세 해석"], tool: "search_decisions", args: { domain: "kcsCgmExpc" } },
  {
    phrases: ["국세청", "세법 해석", "예규 질의"],
    tool: "search_decisions",
    args: { domain: "ntsCgmExpc" },
  },
  { phrases: ["결정문", "결정례", "의결서"], tool: "search_decisions" },
  {
    phrases: ["판결문", "판례 본문", "결정 전문", "판시사항", "판결요지"],
    tool: "get_decision_text",
  },
  { phrases: ["행정규칙", "훈령", "예규", "고시", "지침"], tool: "search_admin_rules" },
  {
    phrases: ["조례", "자치법규", "지자체 규칙", "구청", "시청", "군청", "도청"],
    tool: "search_ordinances",
  },
  {
    phrases: ["조례 미반영", "조례 정비", "상위법 개정 반영", "조례 레이더"],
    tool: "ordinance_radar",
  },
  { phrases: ["시행령", "시행규칙", "위임", "대통령령으로 정하는"], tool: "get_delegated_laws" },
  { phrases: ["체계도", "상하위법", "하위법령"], tool: "get_law_system" },
  {
    phrases: ["신구법", "신구조문", "개정 전후", "바뀐 내용", "개정 내용 비교"],
    tool: "compare_old_new",
  },
  {
    phrases: ["3단 비교", "삼단비교", "3단비교", "3단", "법률 시행령 시행규칙"],
    tool: "get_three_way_comparison",
  },
  { phrases: ["연혁", "개정 이력", "역대 버전", "시행일별"], tool: "list_law_versions" },
  {
    phrases: ["조문 이력", "조문 개정 이력", "조문별 변경", "조문 개정", "조문의 개정"],
    tool: "get_article_history",
  },
  { phrases: ["변경 이력", "최근 개정된 법", "개정된 법령 목록"], tool: "get_law_change_history" },
  { phrases: ["영문", "영어", "english", "translation"], tool: "search_english_laws" },
  { phrases: ["약칭", "줄임말", "법령 약어"], tool: "get_law_abbreviations" },
  { phrases: ["법령용어", "용어 정의", "뜻", "용어"], tool: "search_legal_terms" },
  { phrases: ["일상용어", "쉬운 말"], tool: "search_daily_terms" },
  { phrases: ["관련법령", "관련 법"], tool: "get_related_laws" },
  { phrases: ["조약", "협정", "협약"], tool: "search_treaties" },
  { phrases: ["학칙", "대학 규정"], tool: "search_institution_rules", args: { kind: "school" } },
  {
    phrases: ["공사공단", "지방공기업"],
    tool: "search_institution_rules",
    args: { kind: "public" },
  },
  {
    phrases: ["공공기관 규정", "공공기관 내규"],
    tool: "search_institution_rules",
    args: { kind: "pi" },
  },
  { phrases: ["인용", "참조조문 분석", "다른 법 인용"], tool: "parse_article_references" },
  { phrases: ["조문 비교", "두 조문"], tool: "compare_articles" },
  { phrases: ["여러 법 변경", "법령 감시", "일괄 확인"], tool: "search_law_bulk" },
  { phrases: ["지능형 검색", "자연어 검색", "ai 검색"], tool: "ai_search_law" },
  { phrases: ["링크", "law.go.kr 주소", "원문 링크"], tool: "get_external_links" },
  { phrases: ["키 확인", "api 키", "oc", "연결 확인", "ip 등록", "미신청"], tool: "doctor" },
];
