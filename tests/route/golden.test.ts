import assert from "node:assert/strict";
import { findTool, fitPointer, routeQuery, type ToolName } from "../../lib/mod.ts";
import { ROUTE_RULES } from "../../lib/route/mod.ts";
import { GOLDEN, GOLDEN_NOW, type GoldenRow } from "./golden_table.ts";
import { refusal } from "../catalogue/_calls.ts";

/** Tools the table may name before they are registered, and what the router uses meanwhile. */
const STAND_INS: Readonly<Record<string, string>> = {
  legal_analysis: "parse_article_references",
  legal_research: "ai_search_law",
};

function check(row: GoldenRow): string | undefined {
  const r = routeQuery(row.q, { now: GOLDEN_NOW });
  const registered = findTool(row.tool) !== undefined;
  const want = registered ? row.tool : STAND_INS[row.tool];
  if (r.tool !== want) return `${row.q}: tool ${r.tool} (rule ${r.rule}), want ${want}`;
  if (registered && row.args) {
    // The row's vocabulary names, under the names the tool takes.
    const expected = fitPointer(row.tool, row.args).arguments;
    for (const [k, v] of Object.entries(expected)) {
      try {
        assert.deepEqual(r.args[k], v);
      } catch {
        return `${row.q}: ${k}=${JSON.stringify(r.args[k])}, want ${JSON.stringify(v)}`;
      }
    }
  }
  // Every routed call runs as it is: the tool's reader and schema take it unchanged.
  const why = refusal(r.tool, r.args);
  return why ? `${row.q}: args rejected by ${r.tool}: ${why}` : undefined;
}

Deno.test("golden table: at least 200 queries, every one routed to its tool and arguments", () => {
  assert.ok(GOLDEN.length >= 200, `only ${GOLDEN.length} rows`);
  assert.equal(new Set(GOLDEN.map((r) => r.q)).size, GOLDEN.length, "duplicate queries");
  const failures = GOLDEN.map(check).filter((f): f is string => f !== undefined);
  assert.deepEqual(failures, [], `${failures.length}/${GOLDEN.length} failed`);
});

Deno.test("every tool the rule table or the golden table names is registered (or a known stand-in)", () => {
  for (const rule of ROUTE_RULES) {
    const names = [rule.tool, rule.fallback?.tool].filter((n): n is ToolName => !!n);
    assert.ok(
      names.some((n) => findTool(n)),
      `rule ${rule.id}: none of ${names.join(", ")} registered`,
    );
    if (rule.fallback) assert.ok(findTool(rule.fallback.tool), `fallback ${rule.fallback.tool}`);
    if (!rule.fallback) assert.ok(findTool(rule.tool), `rule ${rule.id}: ${rule.tool}`);
  }
  for (const row of GOLDEN) {
    assert.ok(findTool(row.tool) || findTool(STAND_INS[row.tool] ?? ""), row.tool);
  }
  assert.equal(new Set(ROUTE_RULES.map((r) => r.id)).size, ROUTE_RULES.length, "duplicate ids");
});

Deno.test("an unregistered tool falls back to the rule's stand-in, labelled in explain", () => {
  const has = (n: string) => n !== "legal_research" && findTool(n) !== undefined;
  const r = routeQuery("음주운전 처벌 기준", { hasTool: has, now: GOLDEN_NOW });
  assert.equal(r.tool, "ai_search_law");
  assert.deepEqual(r.args, { query: "음주운전 처벌 기준" });
  assert.ok(r.explain.some((l) => l.startsWith("대체:")));
  assert.ok(r.confidence < 0.75);
  const full = routeQuery("음주운전 처벌 기준", { hasTool: () => true, now: GOLDEN_NOW });
  assert.equal(full.tool, "legal_research");
  assert.deepEqual(full.args, { task: "full_research", query: "음주운전 처벌 기준" });
});

Deno.test("a route explains itself and carries every extracted entity", () => {
  const r = routeQuery("2019년 3월 형법 제309조·제310조", { now: GOLDEN_NOW });
  assert.equal(r.rule, "law_articles");
  assert.deepEqual(r.args, { name: "형법", articles: ["제309조", "제310조"], asOf: "20190301" });
  assert.ok(r.explain[0].startsWith("law_articles:"));
  assert.ok(r.explain.some((l) => l.includes("제309조, 제310조")));
  assert.equal(r.extracted.dates[0].to, "20190331");
  assert.ok(r.confidence > 0.8);
  const empty = routeQuery("", { now: GOLDEN_NOW });
  assert.equal(empty.tool, "search_all");
  assert.ok(empty.confidence < 0.5);
});
