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
  list_law_versions: {
    calls: [
      { name: "자동차관리법" },
      { name: "자동차관리법", source: "lsHistory", sort: "efasc", page: 1, display: 10 },
      { lawId: "001747", source: "eflaw" },
    ],
    legacy: [[{ lawName: "자동차관리법", order: "asc" }, { name: "자동차관리법", sort: "efasc" }]],
    more: [{ args: { name: "자동차관리법", display: 2 } }],
  },
  get_law_change_history: {
    calls: [
      { from: "2025-10-01", to: "2025-10-01" },
      { from: "2025-09-30", to: "2025-10-01", org: "1613000", page: 1, display: 5 },
    ],
    legacy: [
      [{ regDt: "20251001" }, { from: "2025-10-01", to: "2025-10-01" }],
      [{ regDt: "20251001", org: "1613000", limit: 2 }, {
        from: "20251001",
        to: "20251001",
        org: "1613000",
        display: 2,
      }],
    ],
    more: [{ args: { from: "2025-10-01", to: "2025-10-01", display: 2 } }],
  },
  get_law_statistics: {
    calls: [
      { from: "2025-10-01", to: "2025-10-03" },
      { to: "2025-10-01", org: "1613000", page: 1, display: 5 },
    ],
    legacy: [
      [{ until: "20251003", days: 3 }, { from: "2025-10-01", to: "2025-10-03" }],
      [{ days: 2, to: "20251001", limit: 1 }, { from: "20250930", to: "20251001", display: 1 }],
    ],
    more: [{ args: { from: "2025-10-01", to: "2025-10-01", display: 2 } }],
  },
  get_article_history: {
    calls: [
      { name: "건축법", articles: ["제2조"] },
      { lawId: "001823", articles: "000200", page: 1, display: 20 },
      { from: "2025-10-01", to: "2025-10-01" },
      { from: "2025-09-01", org: "1613000" },
    ],
    legacy: [
      [{ lawName: "건축법", jo: "제2조" }, { name: "건축법", articles: ["제2조"] }],
      [{ lawId: "001823", article: "제2조" }, { lawId: "001823", articles: ["제2조"] }],
      [{ regDt: "20251001" }, { from: "2025-10-01", to: "2025-10-01" }],
      [{ fromRegDt: "20250901", toRegDt: "20251001" }, { from: "2025-09-01", to: "2025-10-01" }],
    ],
    more: [{ args: { from: "2025-10-01", to: "2025-10-01", display: 1 } }],
  },
  search_law_advanced: {
    calls: [
      { query: "민법", sort: "efdes" },
      {
        query: "자동차",
        scope: "body",
        versions: "all",
        from: "2025-01-01",
        to: "2025-12-31",
        dateField: "effective",
        org: "1613000",
        kind: "법률",
        revision: "일부개정",
        page: 1,
        display: 5,
      },
    ],
    legacy: [
      [{ query: "민법", promulgatedFrom: "20250101", promulgatedTo: "20251231" }, {
        query: "민법",
        from: "2025-01-01",
        to: "2025-12-31",
      }],
      [{ query: "민법", effectiveFrom: "20250101" }, {
        query: "민법",
        from: "2025-01-01",
        dateField: "effective",
      }],
      [{ query: "민법", knd: "A0002", rrClsCd: "300202" }, {
        query: "민법",
        kind: "A0002",
        revision: "300202",
      }],
      [{ query: "민법", searchType: "law", operator: "AND", fromDate: "20250101" }, {
        query: "민법",
        from: "2025-01-01",
      }],
    ],
    more: [{ args: { query: "민법", display: 2 } }],
  },
  search_law_bulk: {
    calls: [
      { names: ["건축법", "민법"] },
      { names: ["건축법"], baseline: { "001823": "276925" }, include: ["upcoming"] },
    ],
    legacy: [[
      { queries: ["건축법"], previous: { "001823": "1" }, includeUpcoming: false },
      { names: ["건축법"], baseline: { "001823": "1" } },
    ]],
    noMore: "a batch, not a list: every name (≤40) gets its row in the one answer",
  },
  suggest_law_names: {
    calls: [{ query: "건축법" }, { query: "화관", page: 1, display: 5 }],
    legacy: [[{ partial: "건축", limit: 3 }, { query: "건축", display: 3 }]],
    more: [{ args: { query: "건축법", display: 1 } }],
  },
  ai_search_law: {
    calls: [
      { query: "뺑소니" },
      { query: "뺑소니", family: "법령", unit: "조문", kind: ["법률"], page: 1, display: 5 },
    ],
    legacy: [
      [{ query: "뺑소니", search: "0", lawTypes: ["법률"] }, {
        query: "뺑소니",
        family: "법령",
        unit: "조문",
        kind: ["법률"],
      }],
      [{ query: "뺑소니", scope: "행정규칙별표서식" }, {
        query: "뺑소니",
        family: "행정규칙",
        unit: "별표서식",
      }],
    ],
    more: [{ args: { query: "뺑소니", display: 1 } }],
  },
  ai_related_laws: {
    calls: [{ query: "뺑소니" }, { query: "뺑소니", family: "행정규칙", page: 1, display: 5 }],
    legacy: [
      [{ query: "뺑소니", search: "1" }, { query: "뺑소니", family: "행정규칙" }],
      [{ query: "뺑소니", scope: "법령조문" }, { query: "뺑소니", family: "법령" }],
    ],
    more: [{ args: { query: "뺑소니", display: 1 } }],
  },
  search_english_laws: {
    calls: [
      { query: "insurance" },
      { query: "insurance", scope: "name", sort: "lasc", page: 1, display: 5 },
    ],
    legacy: [[{ query: "insurance", limit: 2 }, { query: "insurance", display: 2 }]],
    more: [{ args: { query: "insurance", display: 2 } }],
  },
  get_english_law: {
    calls: [
      { lawId: "000744" },
      { lawId: "001761", articles: ["제2조", "제4조"], offset: 0 },
      { mst: "265957" },
      { name: "고용보험법", articles: "Article 1" },
    ],
    legacy: [[{ lawName: "고용보험법", jo: "제2조" }, { name: "고용보험법", articles: ["제2조"] }]],
    more: [
      { args: { lawId: "001761" }, maxChars: 800 },
      { args: { lawId: "001761", articles: ["제1조부터 제4조까지"] }, maxChars: 700 },
    ],
  },
  get_law_abbreviations: {
    calls: [{}, { query: "산재", from: "2012-01-01", to: "2012-12-31", page: 1, display: 50 }],
    legacy: [
      [{ stdDt: "20250101", endDt: "20250131" }, { from: "2025-01-01", to: "2025-01-31" }],
      [{ contains: "산재" }, { query: "산재" }],
    ],
    noMore: "the one recorded lsAbrv page holds a single row (total 1); paging is the list " +
      "builder's, and a page filtered to nothing keeps its pointer (search_extras.test.ts)",
  },
  get_deleted_data: {
    calls: [
      { family: "법령", from: "2025-10-01", to: "2025-10-01" },
      { from: "2025-09-01", to: "2025-10-01", page: 1, display: 10 },
    ],
    legacy: [
      [{ knd: "1", delDt: "20251001" }, { family: "법령", from: "2025-10-01", to: "2025-10-01" }],
      [{ kind: "법령", fromDate: "20250901", toDate: "20251001" }, {
        family: "법령",
        from: "2025-09-01",
        to: "2025-10-01",
      }],
    ],
    more: [{ args: { family: "법령", from: "2025-10-01", to: "2025-10-01", display: 1 } }],
  },
  get_law_oneview: {
    calls: [
      { query: "자동차관리법" },
      { mst: "277015", page: 1, display: 5 },
      { name: "자동차관리법" },
    ],
    more: [{ args: { mst: "277015", display: 1 } }, { args: { name: "자동차관리법", display: 1 } }],
  },
  // ── annexes & rules ──

  // ── decisions & terms ──

  // ── analysis, research, system, catalogue ──
};
