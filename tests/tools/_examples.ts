/**
 * One table of example calls per registered tool, answered from the replay: the contract test
 * (tests/tools/contract.test.ts) runs every entry, so every tool's vocabulary names, old names
 * and "more" pointers are exercised through the registry's one call path.
 *
 * - `calls`: calls under vocabulary names; together they should use each of the tool's names.
 * - `legacy`: pairs [old-name call, the same call under vocabulary names]; both must answer the
 *   same (meta aside).
 * - `more`: calls whose answer carries a "more" pointer (`next`, `truncated.next`); the test runs
 *   every pointer and checks it returns the following slice. `maxChars` shrinks the budget.
 */

/** Arguments of one call. */
export type Args = Record<string, unknown>;

/** The examples of one tool. */
export interface ToolExamples {
  /** Calls that answer under vocabulary names. */
  calls: Args[];
  /** [old names, vocabulary names] pairs that must answer alike. */
  legacy?: Array<[Args, Args]>;
  /** Calls whose answers carry a pointer to the next slice. */
  more?: Array<{ args: Args; maxChars?: number }>;
  /** Why a tool has no `more` example (no list, no cut): stated, not assumed. */
  noMore?: string;
}

/** Every tool's examples, by registered name. */
export const EXAMPLES: Record<string, ToolExamples> = {
  // ── statutes ──────────────────────────────────────────────────────────────────────────────
  search_law: {
    calls: [{ query: "건축법" }, { query: "화관법", page: 1, display: 5 }],
    legacy: [[{ query: "민법", limit: 3 }, { query: "민법", display: 3 }]],
    more: [{ args: { query: "민법", display: 2 } }],
  },
  get_law_text: {
    calls: [
      { lawId: "001823", articles: ["제4조의2"] },
      { name: "건축법", articles: "제1조", include: ["annexes"] },
      { mst: "282351", articles: ["제1조"], include: ["supplements", "reasons"] },
    ],
    legacy: [
      [{ lawName: "건축법", article: "제1조" }, { name: "건축법", articles: ["제1조"] }],
      [{ lawId: "001823", jo: "제2조", hang: "1", ho: "2" }, {
        lawId: "001823",
        articles: ["제2조 제1항 제2호"],
      }],
    ],
    more: [{ args: { lawId: "001823" }, maxChars: 4_000 }],
  },
  get_batch_articles: {
    calls: [{ lawId: "001823", articles: ["제2조", "제4조의2"] }, {
      name: "건축법",
      articles: "제11조·제14조",
    }],
    legacy: [[{ lawName: "건축법", articles: ["제1조"] }, { name: "건축법", articles: ["제1조"] }]],
    more: [{ args: { lawId: "001823", articles: ["제1조부터 제30조까지"] }, maxChars: 3_000 }],
  },
  search_all: {
    calls: [{ query: "학교" }, { query: "건축법", display: 3 }],
    noMore: "three sections, each pointing at its own list tool (search_law, …) as text",
  },
  // ── structure ──

  // ── history ──

  // ── annexes & rules ──

  // ── decisions & terms ──

  // ── analysis, research, system, catalogue ──
  legal_analysis: {
    calls: [
      {
        mode: "verify_citations",
        text: "「건축법」 제4조의2 및 이 법 제11조제1항",
        name: "건축법",
        maxCitations: 5,
      },
      { mode: "precedent_status", caseNumber: "2021다248190", display: 5, deepScan: false },
      { mode: "applicable_law", name: "자동차관리법", asOf: "2025-09-01" },
      {
        mode: "impact_map",
        lawId: "000900",
        articles: ["제4조"],
        includeOrdinances: false,
        includeMermaid: true,
      },
    ],
    legacy: [
      [
        { mode: "applicable_law", lawName: "건축법", date: "2026-01-01", jo: "제11조" },
        { mode: "applicable_law", name: "건축법", asOf: "20260101", articles: ["제11조"] },
      ],
      [{ mode: "impact_map", lawId: "000900", jo: "4" }, {
        mode: "impact_map",
        lawId: "000900",
        articles: ["제4조"],
      }],
      [{ mode: "impact_map", lawName: "건축법", article: "001100" }, {
        mode: "impact_map",
        name: "건축법",
        articles: ["제11조"],
      }],
      [{ mode: "cite_check", nb: "2099다99999" }, {
        mode: "precedent_status",
        caseNumber: "2099다99999",
      }],
    ],
    noMore: "one analysis per call: lists are bounded by maxCitations/display and said so, " +
      "nothing is cut",
  },
  analyze_document: {
    calls: [
      {
        text:
          "제1조(환불) 결제 후에는 환불이 불가합니다.\n제2조(관할) 분쟁은 회사 본점 소재지 법원",
      },
      { text: "제1조 회사는 언제든지 해지할 수 있다. 제2조 물품을 공급한다.", maxClauses: 1 },
    ],
    noMore: "a local review of the text given: a continuation would repeat the whole document, " +
      "so a shortened list says so and names maxClauses",
  },
  legal_research: {
    calls: [
      { query: "건축법 제2조 개정", task: "amendment_track", includeHistory: false },
      { task: "amendment_track", query: "건축법 개정", mst: "276925", deadlineMs: 30_000 },
      { task: "ordinance_compare", query: "광진구 조례", name: "건축법" },
      {
        task: "dispute_prep",
        query: "임금 체불",
        area: "labor",
        from: "2020-01-01",
        to: "2024-12-31",
      },
      { task: "law_system", query: "건축법", lawId: "001823", articles: ["제11조"] },
      { task: "delegation", query: "건축법", scenario: "impact" },
      { task: "document_review", text: "제1조 환불은 불가하다.", maxClauses: 5 },
    ],
    // Old names (lawName, parentLaw, domain, fromDate/toDate, chain_* tasks) are compared in
    // tests/research: an answer carries its own timings (elapsedMs, ms), so two runs differ.
    more: [{ args: { task: "amendment_track", query: "건축법 제2조 개정" } }],
  },
  doctor: {
    calls: [{}, { formats: ["JSON"] }],
    // format: JSON|XML|both → formats is compared in tests/system: checks carry their timings.
    noMore: "one check per format, nothing to page",
  },
  discover_tools: {
    calls: [{ query: "조심원 결정 찾아줘", display: 3 }, { query: "별표 열기" }],
    legacy: [[{ intent: "조심원 결정 찾아줘", limit: 2 }, {
      query: "조심원 결정 찾아줘",
      display: 2,
    }]],
    noMore: "a ranked shortlist (display ≤ 10) of tools, not a paged list",
  },
  execute_tool: {
    calls: [{ tool: "get_law_text", args: { lawId: "001823", articles: ["제1조"] } }],
    legacy: [
      [{ tool_name: "get_article_detail", params: { lawId: "001823", jo: "제1조" } }, {
        tool: "get_law_text",
        args: { lawId: "001823", articles: ["제1조"] },
      }],
    ],
    // the inner tool's own pointer, carried in result and printed in its text
    more: [{ args: { tool: "search_law", args: { query: "민법", display: 2 } } }],
  },
};
