/**
 * The router's rule table: declarative rows tried from the highest priority down; the first row
 * whose conditions hold and whose `build` gives arguments wins. Each row names a tool of the tool
 * map ({@link ToolName}), so a renamed or removed tool fails to type-check here, and, where its
 * tool may not be registered in an injected registry (legal_research, legal_analysis), the next
 * best tool to use instead.
 *
 * Naming the tool map makes this file reach the list of tools (lib/tools/toolset.ts), which holds
 * the research chains: so nothing the tools import may import this file — the query helpers they
 * share live in ./subject.ts, and only the router (./router.ts) and the faces read the table.
 *
 * @module
 */

import type { ToolName } from "../tools/toolset.ts";
import { mainLaw, placeOf, searchWords } from "./subject.ts";
// The query reader only (it imports extractors, never this file or the tools).
import { readQuery } from "../research/query.ts";
import { contentWords } from "../korean/mod.ts";
import type { Extracted, ResearchTask } from "./types.ts";

/** Entity lists a rule can require or forbid. */
export type EntityKind =
  | "laws"
  | "articles"
  | "annexes"
  | "cases"
  | "dates"
  | "regions"
  | "domains"
  | "scenarios"
  | "topics";

/** Builds a tool's arguments from the entities; `null` means the rule does not apply after all. */
export type ArgBuilder = (x: Extracted) => Record<string, unknown> | null;

/** One row of the table. */
export interface RouteRule {
  /** Stable id, reported in Route.rule. */
  id: string;
  /** Higher is tried first. */
  priority: number;
  /** Tool to call. */
  tool: ToolName;
  /** Every listed entity kind must be present. */
  needs?: readonly EntityKind[];
  /** Every listed entity kind must be absent. */
  without?: readonly EntityKind[];
  /** The query must match (intent vocabulary). */
  words?: RegExp;
  /** The query must not match. */
  notWords?: RegExp;
  /** Arguments from the entities. */
  build: ArgBuilder;
  /** 0..1. */
  confidence: number;
  /** One line saying what the rule does, in Korean. */
  explain: string;
  /** Used when `tool` is not registered. */
  fallback?: { tool: ToolName; build: ArgBuilder; explain: string };
}

const period = (x: Extracted) => x.dates[0];
const asOf = (x: Extracted): Record<string, unknown> => period(x) ? { asOf: period(x).from } : {};
const named = (x: Extracted) => mainLaw(x) ? { name: mainLaw(x)! } : null;

/** Words that pick a legal_research task over the scenario's own. */
const TASK_WORDS: readonly [RegExp, ResearchTask][] = [
  [/계약서|약관|검토해/, "document_review"],
  [/절차|신청\s?방법|어떻게\s?신청|서류|기한/, "procedure_detail"],
  [/불복|이의\s?신청|다투|소송|행정심판\s?청구|구제|고소|고발/, "dispute_prep"],
  [/근거|요건|허가\s?기준/, "action_basis"],
  [/개정\s?추적|개정\s?흐름|바뀌어\s?왔/, "amendment_track"],
  [/조례\s?비교|지자체별|지역별/, "ordinance_compare"],
];

function researchArgs(x: Extracted): Record<string, unknown> {
  const task = TASK_WORDS.find(([re]) => re.test(x.text))?.[1] ?? x.scenarios[0]?.task ??
    "full_research";
  return { task, query: x.text };
}

const aiSearch: ArgBuilder = (x) => ({ query: x.text });

function decisionArgs(x: Extracted): Record<string, unknown> {
  const domain = x.domains[0].domain;
  const query = searchWords(x) ?? mainLaw(x);
  const p = period(x);
  return {
    domain,
    ...(query ? { query } : {}),
    ...(p ? { from: p.from, to: p.to } : {}),
  };
}

function ordinanceArgs(x: Extracted): Record<string, unknown> | null {
  const words = searchWords(x, ["조례", "규칙", "자치법규"]);
  const query = [placeOf(x), words].filter(Boolean).join(" ");
  if (!query) return null;
  return { query, ...(/조례/.test(x.text) ? { kind: "조례" } : {}) };
}

/** The table. Priorities leave gaps so rows can be added between. */
export const ROUTE_RULES: readonly RouteRule[] = [
  {
    id: "verify_citations",
    priority: 100,
    tool: "legal_analysis",
    words: /인용.{0,12}(?:확인|검증|맞는지|검토|체크)|출처.{0,6}확인|citation/i,
    build: (x) =>
      x.cases.length || x.articles.length || x.laws.length
        ? { mode: "verify_citations", text: x.text }
        : null,
    confidence: 0.85,
    explain: "인용 검증 요청: 글 속 법령·판례 인용을 모두 확인",
    fallback: {
      tool: "parse_article_references",
      build: (x) => ({ text: x.text }),
      explain: "legal_analysis가 아직 없어 조문 인용 분석으로 대신함",
    },
  },
  {
    id: "case_number",
    priority: 95,
    tool: "get_decision_text",
    needs: ["cases"],
    build: (x) => ({ caseNumber: x.cases[0].caseNumber, domain: x.cases[0].domain }),
    confidence: 0.95,
    explain: "사건번호가 있어 그 결정·판결 본문을 엶 (존재 여부는 조회 결과로 판단)",
  },
  {
    id: "article_history",
    priority: 90,
    tool: "get_article_history",
    needs: ["laws", "articles"],
    words: /연혁|개정\s?이력|변경\s?이력|개정\s?경과|조문\s?이력/,
    build: (x) => ({ name: mainLaw(x), articles: [x.articles[0].articles[0]] }),
    confidence: 0.85,
    explain: "조문 하나의 개정 이력",
  },
  {
    id: "law_versions",
    priority: 89,
    tool: "list_law_versions",
    needs: ["laws"],
    words: /연혁|개정\s?이력|역대|버전|개정\s?경과|시행일별/,
    build: named,
    confidence: 0.85,
    explain: "법령의 연혁(시행일별 버전) 목록",
  },
  {
    id: "old_new",
    priority: 88,
    tool: "compare_old_new",
    needs: ["laws"],
    words: /신구|개정\s?전후|개정\s?전과\s?후|(?:무엇|뭐)가?\s?바뀌|바뀐\s?(?:내용|점)|개정\s?내용/,
    build: named,
    confidence: 0.8,
    explain: "최근 개정의 신구조문 대비",
  },
  {
    id: "three_way",
    priority: 87,
    tool: "get_three_way_comparison",
    needs: ["laws"],
    words: /3\s?단|삼단/,
    build: named,
    confidence: 0.85,
    explain: "법률·시행령·시행규칙 3단 비교",
  },
  {
    id: "law_system",
    priority: 86,
    tool: "get_law_system",
    needs: ["laws"],
    words: /체계도|상하위|하위\s?법령|법령\s?체계/,
    build: named,
    confidence: 0.8,
    explain: "법령 체계도(상위·하위 법령)",
  },
  {
    id: "delegated",
    priority: 85,
    tool: "get_delegated_laws",
    needs: ["laws"],
    words: /위임/,
    build: (x) => ({
      name: mainLaw(x),
      ...(x.articles.length ? { articles: x.articles[0].articles } : {}),
    }),
    confidence: 0.75,
    explain: "위임 조문과 하위 법령",
  },
  {
    id: "article_precedents",
    priority: 84,
    tool: "get_article_precedents",
    needs: ["laws", "articles"],
    words: /판례|판결|대법원/,
    build: (x) => ({ name: mainLaw(x), articles: [x.articles[0].articles[0]] }),
    confidence: 0.8,
    explain: "그 조문을 적용·인용한 판례",
  },
  {
    id: "english",
    priority: 83,
    tool: "get_english_law",
    needs: ["laws"],
    words: /영문|영어|english|translation/i,
    build: named,
    confidence: 0.8,
    explain: "영문 법령",
  },
  {
    id: "annex_named",
    priority: 80,
    tool: "get_annexes",
    needs: ["laws", "annexes"],
    build: (x) => ({ name: x.annexes[0].law ?? mainLaw(x), annex: x.annexes[0].label }),
    confidence: 0.9,
    explain: "별표·서식 번호가 있어 그 별표를 엶",
  },
  {
    id: "annex_words",
    priority: 79,
    tool: "get_annexes",
    needs: ["laws"],
    without: ["articles"],
    words: /별표|서식|별지|(?:과태료|과징금|처분|행정처분|부과)\s?기준|수수료/,
    build: (x) => {
      const query = searchWords(x, ["기준"]);
      return { name: mainLaw(x), ...(query ? { query } : {}) };
    },
    confidence: 0.7,
    explain: "기준표·서식은 별표에 있음: 그 법령의 별표 목록",
  },
  {
    id: "law_articles",
    priority: 74,
    tool: "get_law_text",
    needs: ["laws", "articles"],
    build: (x) => {
      const law = mainLaw(x)!;
      const articles = x.articles.filter((a) => (a.law ?? law) === law).flatMap((a) => a.articles);
      return { name: law, articles: [...new Set(articles)], ...asOf(x) };
    },
    confidence: 0.9,
    explain: "법령명과 조문: 그 조문 본문 (날짜가 있으면 그날 시행 중이던 본문)",
  },
  {
    id: "decisions",
    priority: 70,
    tool: "search_decisions",
    needs: ["domains"],
    build: decisionArgs,
    confidence: 0.8,
    explain: "결정례 모음이 지정됨: 그 모음에서 검색",
  },
  {
    id: "ordinance",
    priority: 68,
    tool: "search_ordinances",
    words: /조례|자치법규|(?:시|군|구|도)\s?규칙/,
    build: ordinanceArgs,
    confidence: 0.8,
    explain: "조례·자치법규 검색 (지자체 이름을 검색어에 넣음)",
  },
  {
    id: "admin_rules",
    priority: 66,
    tool: "search_admin_rules",
    words: /고시|훈령|예규|지침|행정규칙|매뉴얼|업무편람/,
    build: (x) => {
      const query = searchWords(x) ?? mainLaw(x);
      return query ? { query } : null;
    },
    confidence: 0.7,
    explain: "행정규칙(고시·훈령·예규) 검색",
  },
  {
    id: "scenario_research",
    priority: 65,
    tool: "legal_research",
    needs: ["scenarios"],
    build: researchArgs,
    confidence: 0.75,
    explain: "생활 사안: 관련 법령·판례·해석을 함께 찾는 리서치",
    fallback: {
      tool: "ai_search_law",
      build: aiSearch,
      explain: "legal_research가 아직 없어 지능형 법령 검색으로 대신함",
    },
  },
  {
    id: "question_research",
    priority: 64,
    tool: "legal_research",
    words:
      /처벌\s?기준|불복|어떻게\s?해야|대응\s?방법|구제\s?절차|신청\s?절차|요건이?\s?(?:뭐|무엇)/,
    build: researchArgs,
    confidence: 0.6,
    explain: "법률 질문: 여러 도구를 잇는 리서치",
    fallback: {
      tool: "ai_search_law",
      build: aiSearch,
      explain: "legal_research가 아직 없어 지능형 법령 검색으로 대신함",
    },
  },
  {
    id: "terms",
    priority: 60,
    tool: "search_legal_terms",
    words: /뜻|의미|정의|법률\s?용어|법령\s?용어|용어/,
    without: ["articles"],
    build: (x) => {
      const query = searchWords(x, ["무슨", "란", "이란"]);
      return query ? { query: query.split(" ")[0] } : null;
    },
    confidence: 0.65,
    explain: "법령용어 사전 검색",
  },
  {
    id: "topic_research",
    priority: 59,
    tool: "legal_research",
    needs: ["topics"],
    // A place asks for its ordinances (region_only); a statute named goes by its own rules.
    without: ["laws", "regions"],
    build: researchArgs,
    confidence: 0.65,
    explain: "법령명 없이 생활 용어로 물음: 주제표가 고른 법령부터 여는 리서치",
    fallback: {
      tool: "ai_search_law",
      build: aiSearch,
      explain: "legal_research가 아직 없어 지능형 법령 검색으로 대신함",
    },
  },
  {
    id: "treaties",
    priority: 58,
    tool: "search_treaties",
    words: /조약|협정|협약/,
    build: (x) => {
      const query = searchWords(x);
      return query ? { query } : null;
    },
    confidence: 0.7,
    explain: "조약 검색",
  },
  {
    id: "articles_without_law",
    priority: 56,
    tool: "ai_search_law",
    needs: ["articles"],
    without: ["laws"],
    build: aiSearch,
    confidence: 0.3,
    explain: "조문 번호만 있고 법령명이 없음: 법령명을 알려 주면 정확히 엶",
  },
  {
    id: "changes_in_period",
    priority: 55,
    tool: "search_law_advanced",
    needs: ["dates"],
    without: ["laws"],
    words: /개정|제정|공포|바뀐|신설/,
    build: (x) => {
      const p = period(x);
      const query = searchWords(x, ["개정된", "제정된", "공포된", "법령", "바뀐", "신설된"]);
      return { from: p.from, to: p.to, ...(query ? { query } : {}) };
    },
    confidence: 0.6,
    explain: "기간 안에 공포된 법령",
  },
  {
    id: "law_as_of",
    priority: 52,
    tool: "get_law_text",
    needs: ["laws", "dates"],
    build: (x) => ({ name: mainLaw(x), asOf: period(x).from }),
    confidence: 0.7,
    explain: "날짜가 있어 그날 시행 중이던 본문",
  },
  {
    id: "law_topic",
    priority: 51,
    tool: "ai_search_law",
    needs: ["laws"],
    build: (x) => {
      const words = searchWords(x);
      return words ? { query: `${mainLaw(x)} ${words}` } : null;
    },
    confidence: 0.55,
    explain: "법령 안의 주제: 조문 단위 지능형 검색",
  },
  {
    id: "law_name",
    priority: 50,
    tool: "search_law",
    needs: ["laws"],
    build: (x) => ({ query: mainLaw(x) }),
    confidence: 0.85,
    explain: "법령명만 있음: 법령 검색",
  },
  {
    // An everyday sentence the topic table has no word for: the library's text finds its statute
    // and article, else 지능형 검색 reads it — never search_all with the sentence as a name.
    id: "everyday_research",
    priority: 46,
    tool: "legal_research",
    without: ["laws", "articles", "cases", "annexes", "regions", "domains"],
    build: (x) => {
      const words = contentWords(x.text);
      const sentence = words.length >= 3 || /(?:요|까|나|니|죠|냐|음|함|임|\?)$/.test(x.text);
      return words.length >= 2 && (sentence || readQuery(x.text).candidates.length)
        ? researchArgs(x)
        : null;
    },
    confidence: 0.55,
    explain: "법령명 없는 생활 질문: 법령 사본의 조문 검색과 주제표로 법령·조문을 고르는 리서치",
    fallback: {
      tool: "ai_search_law",
      build: aiSearch,
      explain: "legal_research가 아직 없어 지능형 법령 검색으로 대신함",
    },
  },
  {
    id: "region_only",
    priority: 45,
    tool: "search_ordinances",
    needs: ["regions"],
    build: ordinanceArgs,
    confidence: 0.5,
    explain: "지자체 이름이 있음: 그 지자체 자치법규 검색",
  },
  {
    id: "fallback",
    priority: 0,
    tool: "search_all",
    build: (x) => ({ query: x.text }),
    confidence: 0.2,
    explain: "특정할 것이 없음: 법령·행정규칙·자치법규 통합 검색",
  },
];
