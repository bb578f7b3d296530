import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";

Deno.test("search_all: three sections; one section's outage is labelled, the others answer", async () => {
  await using m = await mcpHarness();
  const r = await m.call("search_all", { query: "건축법" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as {
    laws: { total: number; rows: { name: string }[] };
    adminRules: { total: number; error?: unknown };
    ordinances: { total: number };
  };
  assert.equal(s.laws.rows[0].name, "건축법");
  assert.equal(s.adminRules.total, 0);
  assert.equal(s.adminRules.error, undefined);
  assert.match(r.text, /■ 행정규칙: 0건/);
  m.replay.setFaults({ match: { target: "admrul" }, fault: { kind: "status", status: 503 } });
  const down = await m.call("search_all", { query: "산업재해보상보험법" });
  assert.ok(!down.isError, down.text);
  const d = down.structuredContent as {
    laws: { total: number };
    adminRules: { error?: { code: string } };
  };
  assert.equal(d.adminRules.error?.code, "UPSTREAM_HTTP");
  assert.ok(d.laws.total > 0);
  assert.match(down.text, /■ 행정규칙: 조회 실패 \[UPSTREAM_HTTP\]/);
  assert.doesNotMatch(down.text, /■ 행정규칙: 0건/);
});

Deno.test("get_law_statistics: per-day change lists; unchecked days are named, not zero", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_law_statistics", { from: "2025-10-01", to: "2025-10-03" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as {
    daysChecked: string[];
    total: number;
    byRevisionType: { key: string }[];
    rows: { day: string }[];
  };
  assert.deepEqual(s.daysChecked, ["20251003", "20251002", "20251001"]);
  assert.ok(s.total > 0, "the recorded day has changes");
  assert.ok(s.byRevisionType.length > 0);
  assert.ok(s.rows.every((x) => x.day === "20251001"));
  // korean-law-mcp's `days` (and our old `until`): the window of N days ending there.
  const peer = await m.call("get_law_statistics", { until: "20251003", days: 3, limit: 20 });
  const { meta: _a, ...a } = r.structuredContent as Record<string, unknown>;
  const { meta: _b, ...b } = peer.structuredContent as Record<string, unknown>;
  assert.deepEqual(b, a);
  const long = await m.call("get_law_statistics", { days: 40 });
  assert.ok(long.isError);
  assert.match(long.text, /BAD_INPUT.*31일까지/);
  const huge = await m.call("get_law_statistics", { days: 1e12 });
  assert.match(
    huge.text,
    /BAD_INPUT.*days/,
    "a date past the calendar is the caller's, not INTERNAL",
  );
  m.replay.setFaults({
    match: { target: "lsHstInf" },
    fault: { kind: "status", status: 500 },
    after: 1,
  });
  const partial = await m.call("get_law_statistics", { from: "20250930", to: "20251001" });
  assert.ok(!partial.isError, partial.text);
  const p = partial.structuredContent as {
    daysChecked: string[];
    daysNotChecked: { day: string }[];
  };
  assert.deepEqual(p.daysChecked, ["20251001"]);
  assert.deepEqual(p.daysNotChecked.map((d) => d.day), ["20250930"]);
  assert.match(partial.text, /확인하지 못함.*변경 없음이 아닙니다/);
});
