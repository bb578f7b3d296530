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
      { name: "건축법" },
      { mst: "276925", articles: ["제11조"] },
      { lawId: "001823", promulgationDate: "2025-10-01", promulgationNumber: "21065", offset: 1 },
    ],
    legacy: [[{ lawId: "001823", ld: "20251001", ln: "21065" }, {
      lawId: "001823",
      promulgationDate: "2025-10-01",
      promulgationNumber: "21065",
    }]],
    more: [{ args: { mst: "276925" }, maxChars: 300 }],
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
      { articles: ["제10조의2"], family: "ordin" },
    ],
    legacy: [[{ joText: "제10조의2", lawType: "ordinance" }, {
      articles: ["제10조의2"],
      family: "ordin",
    }]],
    noMore: "a local conversion: one line per article, never cut",
  },
  // ── history ──

  // ── annexes & rules ──

  // ── decisions & terms ──

  // ── analysis, research, system, catalogue ──
};
