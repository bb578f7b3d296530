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
  list_law_articles: {
    calls: [{ lawId: "001823" }, { name: "건축법", page: 2, display: 3 }],
    more: [{ args: { lawId: "001823", display: 5 } }],
  },
  get_batch_articles: {
    calls: [
      { lawId: "001823", articles: ["제2조", "제4조의2"] },
      { name: "건축법", articles: "제11조·제14조" },
      {
        laws: [{ lawId: "001823", articles: ["제1조"] }, { mst: "282351", articles: ["제1조"] }],
      },
    ],
    legacy: [[{ lawName: "건축법", articles: ["제1조"] }, { name: "건축법", articles: ["제1조"] }]],
    more: [
      { args: { lawId: "001823", articles: ["제1조부터 제30조까지"] }, maxChars: 3_000 },
      {
        args: {
          laws: [
            { name: "건축법", articles: ["제1조부터 제12조까지"] },
            { mst: "282351", articles: ["제1조", "제2조"] },
          ],
        },
        maxChars: 3_000,
      },
    ],
  },
  search_all: {
    calls: [{ query: "학교" }, { query: "건축법", display: 3 }],
    more: [{ args: { query: "학교", display: 2 } }],
  },
  // ── structure ──
  // No date answers from the replay (the eflaw bodies a date picks are not recorded, see the
  // statute tests), so `asOf` is exercised by the domain tests only; names answer where the law
  // search is recorded (건축법).
  get_law_system: {
    calls: [{ lawId: "001556" }, { mst: "276067", include: ["adminRules"], offset: 10 }],
    legacy: [
      [{ lawId: "001556", adminRules: true }, { lawId: "001556", include: ["adminRules"] }],
      [
        { mst: "276067", adminRules: false },
        { mst: "276067" },
      ],
    ],
    more: [{ args: { lawId: "001556", include: ["adminRules"] }, maxChars: 3_000 }],
  },
  get_delegated_laws: {
    calls: [
      { lawId: "000900", articles: "제10조의2" },
      { lawId: "000900", articles: ["제10조"], receivers: ["자치법규"], page: 1, display: 5 },
      { lawId: "000900", display: 5, offset: 2 },
    ],
    legacy: [[{ lawId: "000900", articles: ["제10조"], kinds: ["자치법규"] }, {
      lawId: "000900",
      articles: ["제10조"],
      receivers: ["자치법규"],
    }]],
    more: [{ args: { lawId: "000900", display: 5 } }, {
      args: { lawId: "000900", display: 5 },
      maxChars: 400,
    }],
  },
  get_three_way_comparison: {
    calls: [
      { name: "건축법" },
      { lawId: "001823", relation: "delegation", articles: "제11조" },
      { mst: "276925", offset: 1 },
    ],
    legacy: [
      [{ lawId: "001823", knd: "2" }, { lawId: "001823", relation: "delegation" }],
      [{ lawId: "001823", kind: "delegation" }, { lawId: "001823" }],
    ],
    more: [{ args: { lawId: "001823" }, maxChars: 700 }],
  },
  compare_old_new: {
    calls: [
      { name: "근로기준법" },
      { mst: "265959", articles: ["제43조의2"] },
      { lawId: "001872", promulgationDate: "2024-10-22", promulgationNumber: "20520", offset: 1 },
    ],
    legacy: [[{ lawId: "001872", ld: "20241022", ln: "20520" }, {
      lawId: "001872",
      promulgationDate: "2024-10-22",
      promulgationNumber: "20520",
    }]],
    more: [{ args: { mst: "265959" }, maxChars: 300 }],
  },
  compare_articles: {
    calls: [
      {
        left: { lawId: "001823", articles: ["제4조의2"] },
        right: { mst: "276925", articles: "제4조의2" },
      },
      {
        left: { name: "건축법", articles: ["제4조"] },
        right: { mst: "282351", articles: ["제2조"] },
        offset: 3,
      },
    ],
    legacy: [
      [{ law1: { lawId: "001823", jo: "제4조" }, law2: { mst: "282351", jo: "제2조" } }, {
        left: { lawId: "001823", articles: ["제4조"] },
        right: { mst: "282351", articles: ["제2조"] },
      }],
      [{ left: { lawName: "건축법", article: "제4조" }, right: { lawId: "001823", jo: "제4조" } }, {
        left: { name: "건축법", articles: ["제4조"] },
        right: { lawId: "001823", articles: ["제4조"] },
      }],
    ],
    more: [{
      args: {
        left: { lawId: "001823", articles: ["제4조"] },
        right: { mst: "282351", articles: ["제2조"] },
      },
      maxChars: 900,
    }],
  },
  get_article_with_references: {
    calls: [
      { lawId: "001823", articles: ["제4조의3"] },
      { mst: "276925", articles: "제11조" },
      { name: "건축법", articles: ["제4조"] },
    ],
    legacy: [
      [{ lawId: "001823", article: "제4조의3" }, { lawId: "001823", articles: ["제4조의3"] }],
      [{ mst: "276925", jo: "제11조" }, { mst: "276925", articles: ["제11조"] }],
    ],
    noMore: "one article and its citations: short, never cut",
  },
  parse_article_references: {
    calls: [
      { text: "「관세법」 제309조ㆍ제310조 및 같은 법 시행규칙 제3조제1항", name: "관세법 시행령" },
      {
        text: "제1항에 따른 신고는 같은 조 제3항을 준용한다",
        name: "건축법",
        contextArticle: "제14조",
      },
    ],
    legacy: [[
      { text: "제1항에 따른 신고", lawName: "건축법", article: "제14조" },
      { text: "제1항에 따른 신고", name: "건축법", contextArticle: "제14조" },
    ]],
    noMore: "a local scan of the given text (≤50,000 characters); a pointer would repeat the text",
  },
  get_article_precedents: {
    calls: [
      { name: "건축법", articles: ["제11조"] },
      { lawId: "001823", articles: "제11조", include: ["article"], page: 1, display: 5 },
    ],
    legacy: [[{ name: "건축법", article: "제11조", includeArticle: true }, {
      name: "건축법",
      articles: ["제11조"],
      include: ["article"],
    }]],
    more: [{ args: { name: "건축법", articles: ["제11조"], display: 1 } }],
  },
  parse_jo_code: {
    calls: [
      { articles: "제10조의2, 제3조부터 제4조까지" },
      { articles: ["001002 038000"], direction: "to_text" },
      { articles: ["제10조의2"], family: "자치법규" },
    ],
    legacy: [[{ joText: "제10조의2", lawType: "ordinance" }, {
      articles: ["제10조의2"],
      family: "자치법규",
    }]],
    noMore: "a local conversion: one line per article, never cut",
  },
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
  get_annexes: {
    calls: [
      { name: "최저임금법 시행규칙" },
      { mst: "282351", annex: "별표 2", open: true },
      { family: "자치법규", mst: "1941163", kind: "별표", page: 1, display: 5 },
      {
        family: "admrul",
        name: "경찰 소관 회계직 공무원 관직 지정 및 회계사무 취급에 관한 규칙",
        query: "재무관",
      },
      { mst: "282351", articles: ["제3조"] },
      { lawId: "001823" },
      { family: "자치법규", id: "1941163", annex: "별표 1" },
      { name: "최저임금법 시행규칙", bylSeq: "12000001" },
    ],
    legacy: [
      [{ lawName: "최저임금법 시행규칙", annexNo: "3", knd: "1" }, {
        name: "최저임금법 시행규칙",
        annex: "3",
        kind: "별표",
      }],
      [{ target: "ordin", id: "1941163" }, { family: "자치법규", id: "1941163" }],
      [{ ordinSeq: "1941163" }, { family: "자치법규", mst: "1941163" }],
      [{ mst: "282351", jo: "제3조" }, { mst: "282351", articles: ["제3조"] }],
      [{ mst: "282351", article: "제3조" }, { mst: "282351", articles: ["제3조"] }],
      [{ mst: "282351", knd: "5" }, { mst: "282351" }],
    ],
    more: [
      { args: { mst: "282351", display: 3 } },
      {
        args: { family: "자치법규", mst: "1941163", annex: "별표 4", open: true },
        maxChars: 6_000,
      },
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
  search_decisions: {
    calls: [
      { domain: "prec", query: "임금", display: 5 },
      { caseNumber: "조심2020서1234" },
      { domain: "prec", query: "임금", court: "대법원", from: "2024-01-01", to: "2024.12.31" },
      {
        domain: "decc",
        query: "임금",
        scope: "body",
        sort: "ddes",
        appealType: "1",
        dispositionDate: "2022-01-01~2022-12-31",
        page: 1,
      },
      { domain: "법제처", query: "임금", inquirer: "1", answerer: "2" },
    ],
    legacy: [
      [
        {
          domain: "prec",
          query: "임금",
          search: 2,
          fromDate: "20240101",
          curt: "대법원",
          limit: 5,
        },
        {
          domain: "prec",
          query: "임금",
          scope: "body",
          from: "20240101",
          court: "대법원",
          display: 5,
        },
      ],
      [
        { domain: "decc", query: "임금", options: { rslYd: "20230101~20231231", cls: "1" } },
        { domain: "decc", query: "임금", from: "20230101", to: "20231231", appealType: "1" },
      ],
      [
        { domain: "expc", query: "임금", inq: "1", rpl: "2", explYd: "20150101~20151231" },
        {
          domain: "expc",
          query: "임금",
          inquirer: "1",
          answerer: "2",
          from: "20150101",
          to: "20151231",
        },
      ],
      [{ domain: "decc", query: "임금", dpaYd: "20220101~20221231" }, {
        domain: "decc",
        query: "임금",
        dispositionDate: "2022-01-01~2022-12-31",
      }],
      [{ domain: "prec", query: "임금", scope: "title" }, { domain: "prec", query: "임금" }],
      [{ nb: "2021다248190" }, { caseNumber: "2021다248190" }],
      [{ domain: "ttSpecialDecc", query: "양도소득세", gana: "ㄱ" }, {
        domain: "ttSpecialDecc",
        query: "양도소득세",
      }],
    ],
    more: [{ args: { domain: "prec", query: "임금", display: 2 } }],
  },
  get_decision_text: {
    calls: [
      { domain: "prec", id: "614373" },
      { caseNumber: "조심 2020서1234" },
      { domain: "nlrc", id: 1, offset: 0 },
    ],
    legacy: [
      [{ domain: "prec", precedentId: "614373", caseName: "임금등", full: true }, {
        domain: "prec",
        id: "614373",
      }],
      [{ domain: "prec", options: { id: "614373" } }, { domain: "prec", id: "614373" }],
      [{ domain: "expc", interpretationId: "315371", maxLength: 500 }, {
        domain: "expc",
        id: "315371",
      }],
      [{ nb: "조심 2020서1234" }, { caseNumber: "조심 2020서1234" }],
    ],
    more: [{ args: { domain: "prec", id: "614373" }, maxChars: 1_500 }],
  },
  search_legal_terms: {
    calls: [{ query: "청원" }, { query: "청원", family: "행정규칙", sort: "lasc", display: 5 }],
    legacy: [
      [{ query: "청원", dicKind: "행정규칙" }, { query: "청원", family: "행정규칙" }],
      [{ query: "청원", dicKndCd: "010102" }, { query: "청원", family: "행정규칙" }],
    ],
    more: [{ args: { query: "청원", display: 1 } }],
  },
  get_legal_term: {
    calls: [{ term: "청원" }, { term: "청원", offset: 2 }],
    legacy: [[{ query: "청원" }, { term: "청원" }]],
    more: [{ args: { term: "청원" }, maxChars: 900 }],
  },
  search_legal_terms_ai: {
    calls: [{ query: "임금" }, { query: "근로기준법", homonyms: false, page: 1, display: 5 }],
    legacy: [
      [{ term: "임금" }, { query: "임금" }],
      [{ query: "임금", homonymYn: "N" }, { query: "임금", homonyms: false }],
    ],
    more: [{ args: { query: "임금", display: 5 } }],
  },
  search_daily_terms: {
    calls: [{ query: "근로기준법" }, { query: "근로기준법", page: 1, display: 2 }],
    legacy: [[{ term: "근로기준법" }, { query: "근로기준법" }]],
    more: [{ args: { query: "근로기준법", display: 1 } }],
  },
  get_term_relations: {
    // termId (a knowledge-base serial, sent as MST) has no recording: tests/terms checks the
    // request it makes.
    calls: [
      { term: "임금" },
      { direction: "daily_to_legal", term: "월급", relation: "상위어" },
      { direction: "term_to_articles", term: "임대차" },
      { lawId: "1233", articles: ["제4조"] },
      { direction: "article_to_terms", name: "상법시행법", articles: "4조" },
    ],
    legacy: [
      [{ legalTerm: "임금" }, { direction: "legal_to_daily", term: "임금" }],
      [{ dailyTerm: "월급", display: 5 }, {
        direction: "daily_to_legal",
        term: "월급",
        display: 5,
      }],
      [{ query: "임금", trmRltCd: "140304" }, { term: "임금", relation: "하위어" }],
      [{ kind: "term_to_articles", term: "임대차" }, {
        direction: "term_to_articles",
        term: "임대차",
      }],
      [{ lawName: "상법시행법", jo: "제4조" }, { name: "상법시행법", articles: ["제4조"] }],
      [{ lawName: "상법시행법", article: "000400" }, { name: "상법시행법", articles: ["000400"] }],
    ],
    more: [{ args: { direction: "daily_to_legal", term: "월급", display: 10 } }],
  },
  get_related_laws: {
    calls: [{ name: "근로기준법" }, { lawId: "001872", display: 5 }],
    legacy: [
      [{ lawName: "근로기준법" }, { name: "근로기준법" }],
      [{ query: "근로기준법", limit: 3 }, { name: "근로기준법", display: 3 }],
    ],
    more: [{ args: { name: "근로기준법", display: 2 } }],
  },
  search_treaties: {
    calls: [
      { query: "투자" },
      {
        query: "투자",
        scope: "body",
        kind: "다자조약",
        from: "2000-01-01",
        to: "2020-12-31",
        dateField: "concluded",
        countryCode: "1",
        sort: "ldes",
        page: 1,
        display: 5,
      },
    ],
    legacy: [
      [
        { query: "투자", search: 2, cls: "2", natCd: "1", concYd: "20000101~20201231" },
        {
          query: "투자",
          scope: "body",
          kind: "다자조약",
          countryCode: "1",
          from: "20000101",
          to: "20201231",
          dateField: "concluded",
        },
      ],
      [{ query: "투자", cls: "multilateral" }, { query: "투자", kind: "다자조약" }],
      [{ query: "투자", eftYd: "20000101~20201231" }, {
        query: "투자",
        from: "20000101",
        to: "20201231",
      }],
    ],
    more: [{ args: { query: "투자", display: 2 } }],
  },
  get_treaty: {
    calls: [{ id: "1885" }, { id: 4037, language: "en", offset: 0 }],
    legacy: [
      [{ id: "4037", chrClsCd: "010203" }, { id: "4037", language: "en" }],
      [{ treatyId: "1885", chrClsCd: "010202" }, { id: "1885", language: "ko" }],
      [{ ID: "4037", language: "영문" }, { id: "4037", language: "en" }],
    ],
    more: [{ args: { id: "4037", language: "en" }, maxChars: 900 }],
  },
  get_external_links: {
    calls: [
      { family: "법령", name: "건축법", articles: ["제4조의2"], mst: "276925", lawId: "001823" },
      { domain: "prec", id: "235603", caseNumber: "2023다12345" },
      { family: "행정규칙", id: "2100000248758", name: "건축물의 설비기준 등에 관한 규칙" },
      { term: "선박" },
    ],
    legacy: [
      [{ linkType: "law", lawName: "건축법", jo: "제4조의2" }, {
        family: "법령",
        name: "건축법",
        articles: ["제4조의2"],
      }],
      [{ precedentId: "235603" }, { domain: "prec", id: "235603" }],
      [{ interpretationId: 315371 }, { domain: "expc", id: "315371" }],
      [{ ordinanceId: "2075511" }, { family: "자치법규", mst: "2075511" }],
      [{ adminRuleId: "2100000248758" }, { family: "행정규칙", id: "2100000248758" }],
      [{ linkType: "treaty", treatyId: "4037" }, { family: "조약", id: "4037" }],
      [{ linkType: "interpretation", caseNo: "13-0217" }, {
        domain: "expc",
        caseNumber: "13-0217",
      }],
      [{ query: "건축법" }, { name: "건축법" }],
    ],
    noMore: "links are built locally from the arguments: nothing to page or cut",
  },
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
    more: [{ args: { task: "amendment_track", query: "근로기준법 개정", lawId: "001872" } }],
  },
  doctor: {
    calls: [{}, { formats: ["JSON"] }, {
      formats: ["XML"],
      shapes: true,
      targets: ["law", "prec"],
    }],
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
