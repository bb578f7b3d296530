/**
 * History tools through MCP against the replay: versions (eflaw, lsHistory fallback), change
 * history over a window of days, article history.
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
  assert.equal(s.total, 4, "the versions of this statute, not the upstream's 413 loose matches");
  const v = s.rows as Obj[];
  assert.deepEqual(v.map((x) => x.mst), ["266643", "277015", "260419", "261151"]);
  assert.deepEqual(v.map((x) => x.status), ["시행예정", "현행", "연혁", "연혁"]);
  assert.equal(v[1].promulgationNumber, "21065");
  assert.ok(!v.some((x) => x.mst === "107433"), "the 일괄개정령 is another statute");
  // One line per version (MST, 시행일, 공포); one printed call reads the first of them.
  assert.match(
    r.text,
    /^- 시행 2025-08-14 \[연혁\] 일부개정 공포 2024-02-13 제20298호 · MST 260419$/m,
  );
  assert.match(r.text, /^본문: get_law_text \{"mst":"266643","asOf":"20251204"\}/m);
  assert.equal(s.next, undefined, "all four fit on the default page of 100");
  // The recorded eflaw page holds 5 of 413 rows: the list was not read to its end, and says so.
  assert.equal(s.complete, false);
  assert.match(r.text, /끝까지 읽지 못했습니다/);
  const asc = sc(await m.call("list_law_versions", { name: "자동차관리법", sort: "efasc" }));
  assert.equal((asc.rows as Obj[])[0].mst, "261151");
  // Our old `order` names the same thing.
  const old = sc(await m.call("list_law_versions", { name: "자동차관리법", order: "asc" }));
  assert.deepEqual(old.rows, asc.rows);
});

Deno.test("list_law_versions: pages of the versions; the pointer runs and gives the rest", async () => {
  await using m = await mcpHarness();
  const r = await m.call("list_law_versions", { name: "자동차관리법", display: 3 });
  const s = sc(r);
  assert.equal((s.rows as Obj[]).length, 3);
  const next = s.next as { tool: string; arguments: Obj };
  assert.deepEqual(next, {
    tool: "list_law_versions",
    arguments: { name: "자동차관리법", display: 3, page: 2 },
  });
  assert.ok(r.text.includes(`더 보기: list_law_versions ${JSON.stringify(next.arguments)}`));
  const rest = sc(await m.call(next.tool, next.arguments));
  assert.deepEqual((rest.rows as Obj[]).map((x) => x.mst), ["261151"]);
  assert.equal(rest.next, undefined);
});

Deno.test("list_law_versions: lsHistory HTML when the key lacks eflaw; unpadded dates read", async () => {
  await using m = await mcpHarness();
  m.replay.setFaults({ match: { target: "eflaw" }, fault: { kind: "unregistered" } });
  const r = await m.call("search_historical_law", { lawName: "자동차관리법" });
  assert.ok(!r.isError, r.text);
  const s = sc(r);
  assert.equal(s.source, "lsHistory");
  assert.match(String(s.fallbackReason), /승인되지 않아/);
  const v = s.rows as Obj[];
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
  assert.equal(sc(r).complete, true, "the HTML list's total is the rows it holds");
  assert.doesNotMatch(r.text, /끝까지 읽지 못했습니다/);
  assert.equal((sc(r).rows as Obj[])[0].mst, "266643");
  const none = await m.call("list_law_versions", { name: "없는법률이름" });
  assert.ok(!none.isError, none.text);
  assert.deepEqual(sc(none).rows, []);
  assert.match(none.text, /정확히 같은 법령의 판이 없습니다/);
  const bad = await m.call("list_law_versions", {});
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT/);
});

Deno.test("get_law_change_history: statutes changed on a day; empty day says so", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_law_change_history", { from: "2025-10-01", to: "2025-10-01" });
  assert.ok(!r.isError, r.text);
  const rows = sc(r).rows as Obj[];
  assert.deepEqual(rows.map((x) => x.lawId), ["001823", "002118", "001747"]);
  assert.ok(rows.every((x) => x.day === "20251001"));
  assert.equal(sc(r).total, 3);
  assert.deepEqual(sc(r).daysChecked, ["20251001"]);
  assert.equal(m.replay.stats.log.at(-1)!.query.regDt, "20251001");
  // Peer name and argument names still work: regDt is a window of one day.
  const peer = await m.call("get_law_history", { regDt: "20251002" });
  assert.ok(!peer.isError, peer.text);
  assert.equal(sc(peer).total, 0);
  assert.equal(sc(peer).from, "20251002");
  assert.equal(sc(peer).to, "20251002");
  assert.match(peer.text, /다음 날 반영/);
  const bad = await m.call("get_law_change_history", { regDt: "2025" });
  assert.ok(bad.isError);
});

Deno.test("get_law_change_history: a window is read day by day, newest first, and paged", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_law_change_history", {
    from: "2025-09-29",
    to: "2025-10-02",
    display: 2,
  });
  assert.ok(!r.isError, r.text);
  const s = sc(r);
  assert.deepEqual(s.daysChecked, ["20251002", "20251001", "20250930", "20250929"]);
  assert.equal(s.total, 3, "only 10-01 has changes in the recordings");
  assert.match(r.text, /2025-09-29 ~ 2025-10-02 \(조회한 날 4\/4일\)/);
  const next = s.next as { tool: string; arguments: Obj };
  assert.deepEqual(next.arguments, {
    from: "20250929",
    to: "20251002",
    display: 2,
    page: 2,
  });
  const rest = sc(await m.call(next.tool, next.arguments));
  assert.deepEqual((rest.rows as Obj[]).map((x) => x.lawId), ["001747"]);
});

Deno.test("get_law_change_history: windows past 31 days or backwards are refused", async () => {
  await using m = await mcpHarness();
  const long = await m.call("get_law_change_history", { from: "2025-01-01", to: "2025-03-01" });
  assert.ok(long.isError);
  assert.match(long.text, /BAD_INPUT.*31일까지/);
  const back = await m.call("get_law_change_history", { from: "2025-10-02", to: "2025-10-01" });
  assert.ok(back.isError);
  assert.match(back.text, /BAD_INPUT.*늦습니다/);
  assert.equal(m.replay.stats.log.length, 0, "refused before any upstream call");
});

Deno.test("get_article_history: one article's versions by name; window list; bad article", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_article_history", { lawName: "건축법", jo: "제2조" });
  assert.ok(!r.isError, r.text);
  const s = sc(r);
  assert.equal(s.mode, "article");
  assert.equal(s.lawId, "001823");
  assert.equal(s.joCode, "000200");
  const rows = s.rows as { articles: Obj[]; mst: string }[];
  assert.deepEqual(rows.map((x) => x.mst), ["180710", "201541", "218469"]);
  assert.equal(rows[2].articles[0].label, "제2조");
  assert.equal(s.unchanged, 1);
  assert.match(r.text, /바꾸지 않은 판 1개/);
  assert.doesNotMatch(r.text, /195530/, "a version that left 제2조 alone is not listed");
  const day = await m.call("get_article_history", { from: "20251001", to: "20251001" });
  const dayRows = sc(day).rows as { name: string; articles: Obj[] }[];
  assert.equal(sc(day).mode, "window");
  assert.equal(m.replay.stats.log.at(-1)!.query.regDt, "20251001", "one day is asked as regDt");
  assert.deepEqual(dayRows[0].articles.map((a) => a.label), ["제11조", "제22조"]);
  assert.equal(dayRows[1].articles.length, 1, "a single jo comes as an object");
  const legacy = await m.call("get_article_history", { regDt: "20251001" });
  assert.deepEqual(sc(legacy).rows, sc(day).rows);
  const span = await m.call("get_article_history", { fromRegDt: "20250901", toRegDt: "20251001" });
  assert.ok(!span.isError, span.text);
  const q = m.replay.stats.log.at(-1)!.query;
  assert.deepEqual([q.fromRegDt, q.toRegDt, q.regDt], ["20250901", "20251001", undefined]);
  const bad = await m.call("get_article_history", { lawId: "001823", articles: "둘째 조" });
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT/);
  const two = await m.call("get_article_history", { lawId: "001823", articles: "제2조·제3조" });
  assert.ok(two.isError);
  assert.match(two.text, /한 조문씩/);
  const none = await m.call("get_article_history", { lawId: "001823" });
  assert.ok(none.isError, "a law without article or date is refused");
});
