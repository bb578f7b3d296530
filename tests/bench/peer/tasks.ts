/**
 * The scenario set: tasks both servers can do from the recorded data (tests/fixtures/drf/index*.json),
 * each as the tool calls a client would make on each server — the exposed tools directly, the
 * rest through each server's `execute_tool` — and the facts the answer must contain.
 *
 * @module
 */

/** One tools/call. */
export interface Call {
  /** Tool name. */
  readonly tool: string;
  /** Arguments. */
  readonly args: Record<string, unknown>;
}

/** One task of the scenario set. */
export interface Task {
  /** Short id (T01…). */
  readonly id: string;
  /** What a user asked for. */
  readonly label: string;
  /** Calls on beopmang. */
  readonly ours: readonly Call[];
  /** Calls on korean-law-mcp 4.14.0. */
  readonly peer: readonly Call[];
  /** Strings both answers must contain (every one): the facts the user asked for. */
  readonly expect: readonly string[];
  /**
   * Further strings only our answer is held to: labels of our own (the stand-in file, the
   * serial echoed back) that the peer's format has no place for.
   */
  readonly expectOurs?: readonly string[];
  /**
   * Why the task is not comparable when it is not: the upstream behaviour or the missing
   * recording that stops one side (checked by a run, reported beside the table).
   */
  readonly whyNot?: string;
}

const call = (tool: string, args: Record<string, unknown>): Call => ({ tool, args });
/** A tool beopmang keeps behind its `execute_tool`. */
const ox = (tool: string, args: Record<string, unknown>): Call =>
  call("execute_tool", { tool, args });
/** A tool korean-law-mcp keeps behind its `execute_tool`. */
const px = (tool: string, params: Record<string, unknown>): Call =>
  call("execute_tool", { tool_name: tool, params });

const MW = "최저임금법 시행규칙";
const CITE_TEXT =
  "건축허가는 건축법 제11조에 따르고, 건축위원회 심의는 건축법 제4조의2에 따른다. " +
  "근로기준법 제53조는 연장 근로를 제한한다.";

/** The tasks (28). */
export const TASKS: readonly Task[] = [
  {
    id: "T01",
    label: "search a law: 건축법",
    ours: [call("search_law", { query: "건축법" })],
    peer: [call("search_law", { query: "건축법" })],
    expect: ["건축법", "001823"],
  },
  {
    id: "T02",
    label: "search a law: 민법",
    ours: [call("search_law", { query: "민법" })],
    peer: [call("search_law", { query: "민법" })],
    expect: ["민법"],
  },
  {
    id: "T03",
    label: "search a law: 산업재해보상보험법",
    ours: [call("search_law", { query: "산업재해보상보험법" })],
    peer: [call("search_law", { query: "산업재해보상보험법" })],
    expect: ["산업재해보상보험법"],
  },
  {
    id: "T04",
    label: "read an article: 건축법 제1조",
    ours: [call("get_law_text", { lawId: "001823", articles: ["제1조"] })],
    peer: [call("get_law_text", { lawId: "001823", jo: "제1조" })],
    expect: ["건축물의 대지"],
  },
  {
    id: "T05",
    label: "가지조문: 건축법 제4조의2",
    ours: [call("get_law_text", { lawId: "001823", articles: ["제4조의2"] })],
    peer: [call("get_law_text", { lawId: "001823", jo: "제4조의2" })],
    expect: ["건축위원회의 건축 심의"],
  },
  {
    id: "T06",
    label: "definitions: 건축법 제2조",
    ours: [call("get_law_text", { lawId: "001823", articles: ["제2조"] })],
    peer: [call("get_law_text", { lawId: "001823", jo: "제2조" })],
    expect: ["대지(垈地)"],
  },
  {
    id: "T07",
    label: "several articles: 건축법 제1조·제4조의2·제11조",
    ours: [call("get_law_text", { lawId: "001823", articles: ["제1조", "제4조의2", "제11조"] })],
    peer: [
      px("get_batch_articles", { lawId: "001823", articles: ["제1조", "제4조의2", "제11조"] }),
    ],
    expect: ["건축물의 대지", "건축위원회의 건축 심의", "건축허가"],
  },
  {
    id: "T08",
    label: "by name, no id: 건축법 제11조",
    ours: [call("get_law_text", { name: "건축법", articles: ["제11조"] })],
    peer: [
      call("search_law", { query: "건축법" }),
      call("get_law_text", { lawId: "001823", jo: "제11조" }),
    ],
    expect: ["건축허가"],
  },
  {
    id: "T09",
    label: "read an article: 최저임금법 시행규칙 제1조 (by MST)",
    ours: [call("get_law_text", { mst: "282351", articles: ["제1조"] })],
    peer: [call("get_law_text", { mst: "282351", jo: "제1조" })],
    expect: ["시행령에서 위임된"],
  },
  {
    id: "T10",
    label: "read an article: 근로기준법 제53조",
    ours: [call("get_law_text", { lawId: "001872", articles: ["제53조"] })],
    peer: [call("get_law_text", { lawId: "001872", jo: "제53조" })],
    expect: ["연장 근로의 제한"],
    whyNot: "근로기준법's body was never recorded (only a trimmed eflawjosub 제53조, a shape " +
      "reference): both sides miss",
  },
  {
    id: "T11",
    label: "annex list: 최저임금법 시행규칙",
    ours: [call("get_annexes", { name: MW })],
    peer: [call("get_annexes", { lawName: MW })],
    expect: ["최저임금 적용 제외의 인가 기준"],
  },
  {
    id: "T12",
    label: "annex text: 최저임금법 시행규칙 별표 1 (stand-in file)",
    ours: [call("get_annexes", { name: MW, annex: "별표 1", open: true })],
    peer: [call("get_annexes", { lawName: MW, annexNo: "1" })],
    // The file is a stand-in (no real annex download was recorded): both read its text; only
    // ours says which file it read.
    expect: ["이자소득 원천징수세액"],
    expectOurs: ["stand-in_fss_cpa2-2026-tax-question_official.hwp"],
  },
  {
    id: "T13",
    label: "precedent search: 임금",
    ours: [call("search_decisions", { domain: "prec", query: "임금" })],
    peer: [call("search_decisions", { domain: "precedent", query: "임금" })],
    expect: ["2021다248190"],
  },
  {
    id: "T14",
    label: "precedent text: 614373",
    ours: [call("get_decision_text", { domain: "prec", id: "614373" })],
    peer: [call("get_decision_text", { domain: "precedent", id: "614373" })],
    expect: ["2021다248190", "임금"],
  },
  {
    id: "T15",
    label: "precedent by case number: 2021다248190",
    ours: [call("search_decisions", { domain: "prec", caseNumber: "2021다248190" })],
    peer: [call("search_decisions", {
      domain: "precedent",
      options: { caseNumber: "2021다248190" },
    })],
    expect: ["2021다248190", "614373"],
  },
  {
    id: "T16",
    label: "constitutional search: 임금",
    ours: [call("search_decisions", { domain: "detc", query: "임금" })],
    peer: [call("search_decisions", { domain: "constitutional", query: "임금" })],
    expect: ["2019헌마712"],
  },
  {
    id: "T17",
    label: "constitutional decision text: 22333",
    ours: [call("get_decision_text", { domain: "detc", id: "22333" })],
    peer: [call("get_decision_text", { domain: "constitutional", id: "22333" })],
    expect: ["2012헌마1007"],
  },
  {
    id: "T18",
    label: "interpretation search: 임금",
    ours: [call("search_decisions", { domain: "expc", query: "임금" })],
    peer: [call("search_decisions", { domain: "interpretation", query: "임금" })],
    expect: ["10-0075"],
  },
  {
    id: "T19",
    label: "interpretation text: 315371",
    ours: [call("get_decision_text", { domain: "expc", id: "315371" })],
    peer: [call("get_decision_text", { domain: "interpretation", id: "315371" })],
    expect: ["15-0501", "상여금"],
    whyNot: "the peer's body text labels the 일련번호 315371 as 해석례번호 and leaves out the " +
      "안건번호 15-0501 the body holds (its list shows it)",
  },
  {
    id: "T20",
    label: "admin appeal search + text: 임금 → 257427",
    ours: [
      call("search_decisions", { domain: "decc", query: "임금" }),
      call("get_decision_text", { domain: "decc", id: "257427" }),
    ],
    peer: [
      call("search_decisions", { domain: "admin_appeal", query: "임금" }),
      call("get_decision_text", { domain: "admin_appeal", id: "257427" }),
    ],
    expect: ["생활임금", "각하"],
  },
  {
    id: "T21",
    label: "labour commission search: 해고",
    ours: [call("search_decisions", { domain: "nlrc", query: "해고" })],
    peer: [call("search_decisions", { domain: "nlrc", query: "해고" })],
    expect: ["2016부해"],
  },
  {
    id: "T22",
    label: "ordinance search: 광진구",
    ours: [call("search_ordinances", { query: "광진구" })],
    peer: [px("search_ordinance", { query: "광진구" })],
    expect: ["광진구"],
  },
  {
    id: "T23",
    label: "ordinance text: 광진구의회 복무 조례 (1941163)",
    ours: [ox("get_ordinance", { ordinSeq: "1941163" })],
    peer: [px("get_ordinance", { ordinSeq: "1941163" })],
    expect: ["광진구", "복무"],
  },
  {
    id: "T24",
    label: "article history: 건축법 제2조",
    ours: [ox("get_article_history", { lawId: "001823", article: "제2조" })],
    peer: [px("get_article_history", { lawId: "001823", jo: "제2조" })],
    expect: ["건축법", "14016"],
    whyNot: "the peer asks lawSearch.do target=lsJoHstInf with JO=제2조 (the guide wants 6 " +
      "digits) over 1948–2099; no such search was recorded (only the lawService body ID+JO=000200)",
  },
  {
    id: "T25",
    label: "law versions: 자동차관리법",
    ours: [ox("list_law_versions", { name: "자동차관리법" })],
    peer: [px("search_historical_law", { lawName: "자동차관리법" })],
    expect: ["자동차관리법", "266643"],
  },
  {
    id: "T26",
    label: "citation check of a short paragraph",
    ours: [ox("verify_citations", { text: CITE_TEXT })],
    peer: [call("legal_analysis", { mode: "verify_citations", text: CITE_TEXT })],
    expect: ["제4조의2", "제53조"],
  },
  {
    id: "T27",
    label: "delegation (3-tier): 건축법",
    ours: [ox("get_three_way_comparison", { lawId: "001823" })],
    peer: [px("get_three_tier", { lawId: "001823" })],
    expect: ["건축법 시행령"],
    whyNot: "no thdCmp answer was ever recorded: the synthetic fixture's root ThdCmpService " +
      "is invented, and the peer reads LspttnThdCmpLawXService (its parser, ported from LexDiff)",
  },
  {
    id: "T28",
    label: "admin rule text: 62505",
    ours: [call("execute_tool", { tool: "get_admin_rule", args: { id: "62505" } })],
    peer: [px("get_admin_rule", { id: "62505" })],
    expect: ["개성공업지구 폐기물 국내반입 처리 절차 등에 관한 업무처리지침"],
    expectOurs: ["62505"],
  },
];
