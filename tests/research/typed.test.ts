/**
 * Research chains call tools by the tool map: a branch that reads a field its parent's tool
 * does not answer fails to type-check (the `@ts-expect-error` lines below stop compiling if it
 * ever type-checks), the research map is the registry's own, and nothing research imports
 * reaches the list of tools or the router's rule table (which names that list).
 */

import assert from "node:assert/strict";
import { localGraph } from "../publish/_graph.ts";
import type { ToolCaller } from "../../lib/tools/define.ts";
import type { ToolMap } from "../../lib/tools/toolset.ts";
import { SCENARIOS as ROUTE_SCENARIOS } from "../../lib/route/scenarios.ts";
import type { ResearchTask as RoutedTask } from "../../lib/route/types.ts";
import {
  type Await,
  awaiting,
  type BranchOutput,
  type BranchResult,
  type BranchTool,
  pickIds,
  ranTool,
  RESEARCH_TASKS,
  type ResearchCaller,
  type ResearchTask,
  type ResearchToolMap,
  type ToolArgs,
} from "../../lib/research/mod.ts";

const meta = { upstreamCalls: 1, fromCache: false };
const found: BranchOutput<"search_law"> = {
  total: 1,
  page: 1,
  resolvedQuery: "건축법",
  rows: [{ lawId: "001823", name: "건축법" }],
  meta,
};

/** How the engine hands an awaited answer to `derive` (their tools match). */
const run = (derive: unknown, answer: unknown) =>
  (derive as (o: unknown) => ToolArgs | string)(answer);

Deno.test("a branch deriving from a field its parent's tool does not answer fails to type-check", () => {
  const law = { id: "law", tool: "search_law" } as const;
  const right = awaiting(law, (s) => ({ lawId: s.rows[0].lawId }));
  // @ts-expect-error search_law answers `rows`, not `laws`
  const wrong = awaiting(law, (s) => ({ lawId: s.laws[0].lawId }));
  // The same, written as a literal: the parent's tool types the answer.
  const literal: Await = {
    id: "law",
    tool: "search_law",
    // @ts-expect-error search_law's rows carry `lawId`, not `id`
    derive: (s) => ({ lawId: s.rows[0].id }),
  };
  assert.deepEqual(run(right.derive, found), { lawId: "001823" });
  // What the type check keeps out: at run time the wrong field is simply not there.
  assert.throws(() => run(wrong.derive, found), TypeError);
  assert.deepEqual(run(literal.derive, found), { lawId: undefined });
});

Deno.test("a branch result's answer is typed by the tool that ran it", () => {
  const b: BranchResult = {
    id: "law",
    label: "법령 확인",
    tool: "search_law",
    status: "ok",
    structured: found,
    ms: 1,
  };
  if (!ranTool(b, "search_law")) throw new Error("ran search_law");
  assert.equal(b.structured?.rows[0].name, "건축법");
  // @ts-expect-error search_law answers no `annexes`
  assert.equal(b.structured?.annexes, undefined);
  assert.deepEqual(pickIds(b), [{ lawId: "001823", name: "건축법" }]);
  // @ts-expect-error get_law_text does not answer a law search's rows
  const wrongTool: BranchResult = {
    id: "law",
    label: "법령 확인",
    tool: "get_law_text",
    status: "ok",
    structured: found,
    ms: 1,
  };
  assert.equal(wrongTool.tool, "get_law_text");
});

/** Whether each type is assignable to the other. */
type Same<A, B> = [A] extends [B] ? [B] extends [A] ? true : false : false;

Deno.test("the research map is the registry's own: its caller is a research caller", () => {
  const same: { [N in BranchTool]: Same<ResearchToolMap[N], ToolMap[N]> } = {
    search_law: true,
    ai_search_law: true,
    get_law_text: true,
    get_delegated_laws: true,
    get_annexes: true,
    search_decisions: true,
    search_admin_rules: true,
    get_law_system: true,
    get_three_way_comparison: true,
    get_law_ordinance_links: true,
    list_law_versions: true,
    compare_old_new: true,
    get_article_history: true,
    ordinance_radar: true,
    search_ordinances: true,
    get_ordinance: true,
    analyze_document: true,
  };
  // @ts-expect-error a base tool's entry is not legal_research's
  const notSame: Same<ResearchToolMap["search_law"], ToolMap["legal_research"]> = true;
  const asResearch = (c: ToolCaller<ToolMap>): ResearchCaller => c;
  assert.ok(Object.values(same).every((v) => v) && notSame);
  assert.equal(typeof asResearch, "function");
});

Deno.test("the tasks the router hands legal_research are the ones it runs", () => {
  const same: Same<RoutedTask, ResearchTask> = true;
  // @ts-expect-error a task the router could name but legal_research would refuse
  const wider: Same<RoutedTask | "no_such_task", ResearchTask> = true;
  assert.ok(same && wider);
  const tasks: readonly string[] = RESEARCH_TASKS;
  assert.deepEqual(ROUTE_SCENARIOS.filter((s) => !tasks.includes(s.task)), []);
});

for (const entry of ["lib/research/mod.ts", "lib/tools/research/mod.ts"]) {
  Deno.test(`${entry} reaches neither the list of tools nor the router's rule table`, async () => {
    const reached = await localGraph(entry);
    assert.ok(reached.includes("lib/route/extract.ts"), "it reads queries with the extractors");
    const above = ["lib/tools/toolset.ts", "lib/route/patterns.ts", "lib/route/mod.ts"];
    assert.deepEqual(reached.filter((p) => above.includes(p)), []);
  });
}
