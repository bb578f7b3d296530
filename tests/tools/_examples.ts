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
  get_annexes: {
    calls: [
      { name: "최저임금법 시행규칙" },
      { mst: "282351", annex: "별표 2", open: true },
      { family: "ordin", mst: "1941163", kind: "별표", page: 1, display: 5 },
      {
        family: "admrul",
        name: "경찰 소관 회계직 공무원 관직 지정 및 회계사무 취급에 관한 규칙",
        query: "재무관",
      },
      { mst: "282351", articles: ["제3조"] },
      { lawId: "001823" },
      { family: "ordin", id: "1941163", annex: "별표 1" },
      { name: "최저임금법 시행규칙", bylSeq: "12000001" },
    ],
    legacy: [
      [{ lawName: "최저임금법 시행규칙", annexNo: "3", knd: "1" }, {
        name: "최저임금법 시행규칙",
        annex: "3",
        kind: "별표",
      }],
      [{ target: "ordin", id: "1941163" }, { family: "ordin", id: "1941163" }],
      [{ ordinSeq: "1941163" }, { family: "ordin", mst: "1941163" }],
      [{ mst: "282351", jo: "제3조" }, { mst: "282351", articles: ["제3조"] }],
      [{ mst: "282351", article: "제3조" }, { mst: "282351", articles: ["제3조"] }],
      [{ mst: "282351", knd: "5" }, { mst: "282351" }],
    ],
    more: [
      { args: { mst: "282351", display: 3 } },
      { args: { family: "ordin", mst: "1941163", annex: "별표 4", open: true }, maxChars: 6_000 },
    ],
  },
  search_admin_rules: {
    calls: [{ query: "학교", display: 5 }, {
      query: "산업재해보상보험법",
      scope: "body",
      kind: "고시",
      org: "1492000",
      from: "2024-01-01",
      to: "2024-12-31",
      history: true,
      sort: "ddes",
      page: 1,
    }],
    legacy: [
      [{ query: "산업재해보상보험법", knd: "3" }, { query: "산업재해보상보험법", kind: "고시" }],
      [{ query: "학교", issuedFrom: "20240101", issuedTo: "20241231" }, {
        query: "학교",
        from: "2024-01-01",
        to: "2024-12-31",
      }],
    ],
    more: [{ args: { query: "학교", display: 5 } }],
  },
  get_admin_rule: {
    calls: [{ id: "1", articles: ["제3조"] }, { id: "62505" }, { id: "1", offset: 2 }],
    legacy: [
      [{ id: "1", jo: "제3조" }, { id: "1", articles: ["제3조"] }],
      [{ id: "1", article: "제3조", context: 1, keyword: "징수" }, {
        id: "1",
        articles: ["제3조"],
      }],
    ],
    more: [{ args: { id: "1" }, maxChars: 1_500 }],
  },
  compare_admin_rule_versions: {
    calls: [{ query: "119항공대 운영 규정" }, {
      id: "2100000248758",
      changedOnly: false,
      offset: 0,
    }],
    more: [{ args: { id: "2100000248758", changedOnly: false }, maxChars: 300 }],
  },
  search_ordinances: {
    calls: [{ query: "광진구", display: 10 }, {
      query: "광진구",
      scope: "body",
      kind: "규칙",
      org: "6110000",
      subOrg: "3040000",
      field: "2",
      from: "2024-01-01",
      to: "2024-12-31",
      dateField: "effective",
      history: true,
      sort: "efdes",
      page: 1,
    }],
    legacy: [
      [{ query: "광진구", promulgatedFrom: "2024-01-01" }, { query: "광진구", from: "2024-01-01" }],
      [{ query: "광진구", effectiveTo: "20241231" }, {
        query: "광진구",
        to: "2024-12-31",
        dateField: "effective",
      }],
      [{ query: "광진구", org: "6110000", sborg: "3040000" }, {
        query: "광진구",
        org: "6110000",
        subOrg: "3040000",
      }],
      [{ query: "광진구", display: 3, verifyArticleRelevance: true, relevanceLimit: 5 }, {
        query: "광진구",
        display: 3,
      }],
      [{ query: "광진구", knd: "30002" }, { query: "광진구", kind: "규칙" }],
    ],
    more: [{ args: { query: "광진구", display: 10 } }],
  },
  get_ordinance: {
    calls: [
      { mst: "1941163" },
      { mst: "1941163", articles: ["제2조"], include: ["supplements", "reasons"] },
      { mst: "1941163", offset: 3 },
    ],
    legacy: [
      [{ ordinSeq: "1941163", jo: "000200" }, { mst: "1941163", articles: ["000200"] }],
      [{ id: "1941163" }, { mst: "1941163" }],
    ],
    more: [{ args: { mst: "1941163" }, maxChars: 2_500 }],
  },
  list_ordinance_fields: {
    calls: [{ org: "6110000" }, { org: "6110000", page: 1, display: 2 }],
    more: [{ args: { org: "6110000", display: 2 } }],
  },
  get_law_ordinance_links: {
    calls: [
      { relation: "lnkLs", query: "건축법" },
      { relation: "lnkLsOrdJo", lawId: "002118", articles: ["제5조의5"] },
      { relation: "lnkDep", org: "1400000", query: "강릉" },
      { relation: "drlaw" },
      { relation: "lnkOrg", org: "3040000", page: 1, display: 20 },
    ],
    legacy: [
      [{ target: "lnkLsOrd", lawId: "002118" }, { relation: "lnkLsOrd", lawId: "002118" }],
      [{ target: "lnkLsOrdJo", lawId: "002118", jo: "제5조의5" }, {
        relation: "lnkLsOrdJo",
        lawId: "002118",
        articles: ["제5조의5"],
      }],
    ],
    // drlaw's next page is an HTML page the replay has no zero-hit form of: not run here.
    more: [{ args: { relation: "lnkLsOrdJo", lawId: "002118", display: 5 } }],
  },
  ordinance_radar: {
    calls: [
      { name: "건축법" },
      { ordinance: "1941163" },
      { lawId: "001823", withSubordinate: false, maxPages: 1, page: 1, display: 10 },
    ],
    legacy: [
      [{ lawName: "건축법", limit: 10 }, { name: "건축법", display: 10 }],
      [{ ordinSeq: "1941163" }, { ordinance: "1941163" }],
      [{ id: "1941163" }, { ordinance: "1941163" }],
    ],
    noMore: "the recorded link lists give one (ordinance, parent) pair: a page never overflows",
  },
  search_institution_rules: {
    calls: [{ institution: "school", query: "학칙" }, {
      institution: "pi",
      query: "규정",
      scope: "body",
      kind: "공단규정",
      from: "2024-01-01",
      to: "2024-12-31",
      history: true,
      sort: "ldes",
      page: 1,
      display: 5,
    }],
    legacy: [
      [{ target: "public", query: "공단" }, { institution: "public", query: "공단" }],
      [{ institution: "school", query: "학칙", issuedFrom: "20240101" }, {
        institution: "school",
        query: "학칙",
        from: "2024-01-01",
      }],
    ],
    more: [{ args: { institution: "pi", query: "규정" } }],
  },
  get_institution_rule: {
    calls: [
      { institution: "school", id: "2200000075994" },
      { institution: "school", id: "2200000075994", articles: ["제1조"], offset: 0 },
    ],
    legacy: [[{ target: "school", id: "2200000075994" }, {
      institution: "school",
      id: "2200000075994",
    }]],
    more: [{ args: { institution: "school", id: "2200000075994" }, maxChars: 500 }],
  },
  // ── decisions & terms ──

  // ── analysis, research, system, catalogue ──
};
