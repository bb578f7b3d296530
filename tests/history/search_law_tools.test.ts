/**
 * search_law_bulk, search_law_advanced and suggest_law_names through MCP.
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";

type Obj = Record<string, unknown>;
const sc = (r: { structuredContent?: unknown }) => r.structuredContent as Obj;

Deno.test("search_law_bulk: current ids per name, changes against a baseline, misses per row", async () => {
  await using m = await mcpHarness();
  const args = {
    names: ["건축법", "민법", "산재법", "없는법률이름"],
    baseline: { "001823": "276925", "001760": "100000" },
  };
  const r = await m.call("search_law_bulk", args);
  assert.ok(!r.isError, r.text);
  const rows = sc(r).rows as Obj[];
  assert.deepEqual(rows.map((x) => x.status), ["ok", "ok", "ok", "not_found"]);
  assert.equal(rows[0].mst, "276925");
  assert.equal(rows[0].changed, false);
  assert.equal(rows[1].name, "민법");
  assert.equal(rows[2].lawId, "001760");
  assert.equal(rows[2].changed, true);
  assert.equal(rows[2].previousMst, "100000");
  assert.deepEqual(sc(r).counts, { ok: 3, changed: 1, notFound: 1, failed: 0, skipped: 0 });
  assert.equal((sc(r).snapshot as Obj)["001823"], "276925");
  assert.match(r.text, /★변경/);
  // korean-law-mcp's names for the same call answer the same.
  const peer = await m.call("search_law_bulk", { queries: args.names, previous: args.baseline });
  assert.deepEqual(sc(peer).rows, sc(r).rows);
  // The snapshot is the next call's baseline.
  const again = await m.call("search_law_bulk", { names: ["건축법"], baseline: sc(r).snapshot });
  assert.equal((sc(again).rows as Obj[])[0].changed, false);
});

Deno.test("search_law_bulk: include upcoming asks the eflaw list per name", async () => {
  await using m = await mcpHarness();
  const r = await m.call("search_law_bulk", { names: ["건축법"], include: ["upcoming"] });
  assert.ok(!r.isError, r.text);
  assert.deepEqual(m.replay.stats.log.map((x) => x.query.target), ["law", "eflaw"]);
  assert.deepEqual((sc(r).rows as Obj[])[0].upcoming, []);
  const peer = await m.call("search_law_bulk", { queries: ["건축법"], includeUpcoming: true });
  assert.deepEqual(sc(peer).rows, sc(r).rows);
  const off = await m.call("search_law_bulk", { queries: ["건축법"], includeUpcoming: false });
  assert.equal((sc(off).rows as Obj[])[0].upcoming, undefined);
});

Deno.test("search_law_bulk: an upstream failure stays in its row, never fails the call", async () => {
  await using m = await mcpHarness();
  m.replay.setFaults({ match: { target: "law" }, fault: { kind: "maintenance" } });
  const r = await m.call("search_law_bulk", { names: ["건축법", "민법", "민법"] });
  assert.ok(!r.isError, r.text);
  const rows = sc(r).rows as { status: string; error?: { code: string } }[];
  assert.equal(rows.length, 2, "duplicates are asked once");
  assert.deepEqual(rows.map((x) => [x.status, x.error?.code]), [
    ["error", "UPSTREAM_MAINTENANCE"],
    ["error", "UPSTREAM_MAINTENANCE"],
  ]);
  assert.match(r.text, /실패 2/);
  const bad = await m.call("search_law_bulk", { names: [] });
  assert.ok(bad.isError);
});

Deno.test("search_law_bulk: a spent budget leaves names skipped, with the reason", async () => {
  await using m = await mcpHarness({ budget: { maxCalls: 1 } });
  const r = await m.call("search_law_bulk", { queries: ["건축법", "민법", "산재법"] });
  assert.ok(!r.isError, r.text);
  const counts = sc(r).counts as Record<string, number>;
  assert.ok(counts.skipped >= 2, r.text);
  assert.equal(counts.ok + counts.skipped, 3, r.text);
  const skipped = (sc(r).rows as { status: string; error?: { code: string } }[])
    .filter((x) => x.status === "skipped");
  assert.ok(skipped.every((x) => x.error?.code === "BUDGET_EXHAUSTED"));
});

Deno.test("search_law_advanced: filters become upstream parameters; plain query reads the list", async () => {
  await using m = await mcpHarness();
  const r = await m.call("advanced_search", { query: "민법", sort: "efdes" });
  assert.ok(!r.isError, r.text);
  assert.ok((sc(r).rows as Obj[]).some((x) => x.name === "민법"), r.text);
  assert.equal(m.replay.stats.log.at(-1)!.query.sort, "efdes");
  const f = await m.call("search_law_advanced", {
    query: "자동차",
    from: "2025-01-01",
    to: "20251231",
    org: "1613000",
    kind: "법률",
    revision: "일부개정",
    versions: "all",
  });
  assert.ok(!f.isError, f.text);
  assert.equal(sc(f).total, 0);
  assert.deepEqual(sc(f).filters, {
    ancYd: "20250101~20251231",
    org: "1613000",
    knd: "A0002",
    rrClsCd: "300202",
  });
  // The Korean-text zero also asked the known-answer probe (target law, 민법) after it.
  const sent = m.replay.stats.log.findLast((l) => l.query.query === "자동차")!.query;
  assert.equal(sent.target, "eflaw");
  assert.equal(sent.ancYd, "20250101~20251231");
  assert.match(f.text, /조건에 맞는 법령이 없습니다/);
  const bad = await m.call("search_law_advanced", { org: "123" });
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT/);
});

Deno.test("search_law_advanced: one window on the date dateField names; old names map onto it", async () => {
  await using m = await mcpHarness();
  const eff = await m.call("search_law_advanced", {
    from: "2025-01-01",
    dateField: "effective",
    kind: "A0007",
    revision: "300205",
  });
  assert.deepEqual(sc(eff).filters, { efYd: "20250101~99991231", knd: "A0007", rrClsCd: "300205" });
  const old = await m.call("search_law_advanced", {
    effectiveFrom: "2025-01-01",
    knd: "A0007",
    rrClsCd: "300205",
  });
  assert.deepEqual(sc(old).filters, sc(eff).filters);
  const both = await m.call("search_law_advanced", {
    effectiveFrom: "20250101",
    promulgatedTo: "20251231",
  });
  assert.ok(both.isError, "two windows at once are refused, not half-used");
  assert.match(both.text, /BAD_INPUT.*dateField/);
  const peer = await m.call("advanced_search", {
    query: "민법",
    searchType: "law",
    operator: "OR",
    fromDate: "20250101",
  });
  assert.ok(!peer.isError, peer.text);
  assert.match(peer.text, /'operator' 인자는 쓰지 않았습니다/);
  assert.deepEqual(sc(peer).filters, { ancYd: "20250101~99991231" });
  const rule = await m.call("advanced_search", { query: "학교", searchType: "admin_rule" });
  assert.ok(rule.isError);
  assert.match(rule.text, /BAD_INPUT.*search_admin_rules/);
});

Deno.test("suggest_law_names: exact first, then prefix; 약칭 prefixes from the alias table", async () => {
  await using m = await mcpHarness();
  const r = await m.call("suggest_law_names", { partial: "건축법" });
  assert.ok(!r.isError, r.text);
  const s = sc(r).rows as Obj[];
  assert.equal(s[0].name, "건축법");
  assert.equal(s[0].match, "exact");
  assert.deepEqual(s.slice(1).map((x) => x.match), ["prefix", "prefix"]);
  const a = await m.call("suggest_law_names", { query: "화관" });
  const as = sc(a).rows as Obj[];
  assert.equal(as[0].name, "화학물질관리법");
  assert.equal(as[0].alias, "화관법");
  const none = await m.call("suggest_law_names", { partial: "ㅋㅋㅋ" });
  assert.deepEqual(sc(none).rows, []);
  assert.match(none.text, /후보가 없습니다/);
});
