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
};
