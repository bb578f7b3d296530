/**
 * History tools through MCP against the replay: versions (eflaw, lsHistory fallback), change
 * history by day, article history.
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";

type Obj = Record<string, unknown>;
const sc = (r: { structuredContent?: unknown }) => r.structuredContent as Obj;

Deno.test("list_law_versions: 자동차관리법 versions from eflaw, only 법령ID 001747, newest first", async () => {
  await using m = await mcpHarness();
  const r = await m.call("list_law_versions", { name: "자동차관리법" });
  assert.ok(!r.isError, r.text);
  const s = sc(r);
  assert.equal(s.source, "eflaw");
  assert.equal(s.lawId, "001747");
  assert.equal(s.upstreamTotal, 413);
  const v = s.versions as Obj[];
  assert.deepEqual(v.map((x) => x.mst), ["266643", "277015", "260419", "261151"]);
  assert.deepEqual(v.map((x) => x.status), ["시행예정", "현행", "연혁", "연혁"]);
  assert.equal(v[1].promulgationNumber, "21065");
  assert.ok(!v.some((x) => x.mst === "107433"), "the 일괄개정령 is another statute");
  assert.match(r.text, /get_law_text \{"mst":"260419","asOf":"20250814"\}/);
  assert.match(r.text, /더 보기: list_law_versions .*"page":2/);
  const asc = sc(await m.call("list_law_versions", { name: "자동차관리법", order: "asc" }));
  assert.equal((asc.versions as Obj[])[0].mst, "261151");
});

Deno.test("list_law_versions: lsHistory HTML when the key lacks eflaw; unpadded dates read", async () => {
  await using m = await mcpHarness();
  m.replay.setFaults({ match: { target: "eflaw" }, fault: { kind: "unregistered" } });
  const r = await m.call("search_historical_law", { lawName: "자동차관리법" });
  assert.ok(!r.isError, r.text);
  const s = sc(r);
  assert.equal(s.source, "lsHistory");
  assert.match(String(s.fallbackReason), /승인되지 않아/);
  const v = s.versions as Obj[];
  assert.equal(v.length, 4, "the 시행규칙 일괄개정령 row is dropped");
  const aug = v.find((x) => x.mst === "260419")!;
  assert.equal(aug.promulgationDate, "20240213", "2024.2.13 → 20240213");
  assert.equal(aug.effectiveDate, "20250814");
  assert.equal(aug.promulgationNumber, "20298");
  assert.match(r.text, /분리시행/);
});

Deno.test("list_law_versions: explicit lsHistory source; unknown name → empty, not an error", async () => {
  await using m = await mcpHarness();
  const r = await m.call("list_law_versions", { name: "자동차관리법", source: "lsHistory" });
  assert.equal(sc(r).source, "lsHistory");
  assert.equal((sc(r).versions as Obj[])[0].mst, "266643");
  const none = await m.call("list_law_versions", { name: "없는법률이름" });
  assert.ok(!none.isError, none.text);
  assert.deepEqual(sc(none).versions, []);
  assert.match(none.text, /정확히 같은 법령의 판이 없습니다/);
  const bad = await m.call("list_law_versions", {});
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT/);
});

Deno.test("get_law_change_history: statutes changed on a day; empty day says so", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_law_change_history", { regDt: "2025-10-01" });
  assert.ok(!r.isError, r.text);
  const rows = sc(r).rows as Obj[];
  assert.deepEqual(rows.map((x) => x.lawId), ["001823", "002118", "001747"]);
  assert.equal(sc(r).total, 3);
  // Peer name and argument names still work.
  const peer = await m.call("get_law_history", { regDt: "20251002" });
  assert.ok(!peer.isError, peer.text);
  assert.equal(sc(peer).total, 0);
  assert.match(peer.text, /다음 날 반영/);
  const bad = await m.call("get_law_change_history", { regDt: "2025" });
  assert.ok(bad.isError);
});

Deno.test("get_article_history: one article's versions by name; daily list; bad article", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_article_history", { lawName: "건축법", jo: "제2조" });
  assert.ok(!r.isError, r.text);
  const s = sc(r);
  assert.equal(s.mode, "article");
  assert.equal(s.lawId, "001823");
  assert.equal(s.joCode, "000200");
  const changed = (s.rows as { articles: Obj[]; mst: string }[]).filter((x) => x.articles.length);
  assert.deepEqual(changed.map((x) => x.mst), ["180710", "201541", "218469"]);
  assert.equal(changed[2].articles[0].label, "제2조");
  assert.match(r.text, /4개 판 중 3개 판에서/);
  assert.doesNotMatch(r.text, /195530/, "a version that left 제2조 alone is not listed");
  const day = await m.call("get_article_history", { regDt: "20251001" });
  const rows = sc(day).rows as { name: string; articles: Obj[] }[];
  assert.equal(sc(day).mode, "daily");
  assert.deepEqual(rows[0].articles.map((a) => a.label), ["제11조", "제22조"]);
  assert.equal(rows[1].articles.length, 1, "a single jo comes as an object");
  const bad = await m.call("get_article_history", { lawId: "001823", article: "둘째 조" });
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT/);
  const none = await m.call("get_article_history", { lawId: "001823" });
  assert.ok(none.isError, "a law without article or date is refused");
});
