/**
 * English laws, abbreviations, deleted data, 한눈보기 and the AI search tools through MCP.
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";

type Obj = Record<string, unknown>;
const sc = (r: { structuredContent?: unknown }) => r.structuredContent as Obj;

Deno.test("English laws: list, body, paging pointer, and a miss", async () => {
  await using m = await mcpHarness();
  const list = await m.call("search_english_law", { query: "insurance", display: 5 });
  assert.ok(!list.isError, list.text);
  const rows = sc(list).rows as Obj[];
  assert.equal(sc(list).total, 36);
  assert.equal(rows[2].nameEnglish, "EMPLOYMENT INSURANCE ACT");
  assert.equal(rows[2].lawId, "001761");
  assert.match(list.text, /더 보기: search_english_laws .*"page":2/);
  const body = await m.call("get_english_law_text", { lawId: "000744" });
  assert.ok(!body.isError, body.text);
  const b = sc(body);
  assert.equal(b.nameEnglish, "STANDARD TIME ACT");
  assert.equal(b.promulgationNumber, "10640");
  assert.match(body.text, /135 degrees east longitude/);
  assert.match(body.text, /ADDENDUM <Act No\. 10640/);
  const miss = await m.call("get_english_law", { lawId: "999999" });
  assert.ok(miss.isError);
  assert.match(miss.text, /NOT_FOUND/);
});

Deno.test("get_english_law: a short budget cuts at a unit and says how to continue", async () => {
  await using m = await mcpHarness({ maxChars: 120 });
  const r = await m.call("get_english_law", { lawId: "000744" });
  assert.ok(!r.isError, r.text);
  assert.equal((sc(r).articles as Obj[]).length, 1, "at least one unit is always shown");
  assert.match(r.text, /부칙 1건은 structuredContent/);
});

Deno.test("get_law_abbreviations: a single-object row, local filter, empty window", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_law_abbreviations", {});
  assert.ok(!r.isError, r.text);
  const row = (sc(r).rows as Obj[])[0];
  assert.equal(row.abbreviation, "산재보험법");
  assert.equal(row.lawId, "001760");
  assert.equal(row.registeredDate, "20120504");
  const f = await m.call("get_law_abbreviations", { contains: "건축" });
  assert.equal((sc(f).rows as Obj[]).length, 0);
  assert.equal(sc(f).filteredOut, 1);
  const w = await m.call("get_law_abbreviations", { stdDt: "20250101", endDt: "20250131" });
  assert.equal(sc(w).total, 0);
  assert.match(w.text, /약칭이 없습니다/);
});

Deno.test("get_deleted_data: by kind code and day; bad kind", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_deleted_laws", { knd: "1", delDt: "20251001" });
  assert.ok(!r.isError, r.text);
  assert.deepEqual((sc(r).rows as Obj[]).map((x) => x.serial), ["274551", "274562"]);
  const same = await m.call("get_deleted_data", { kind: "법령", delDt: "2025-10-01" });
  assert.equal(sc(same).total, 2);
  const zero = await m.call("get_deleted_data", { kind: "자치법규", delDt: "20251001" });
  assert.equal(sc(zero).total, 0);
  assert.match(zero.text, /삭제 기록이 없습니다/);
  const bad = await m.call("get_deleted_data", { kind: "판례" });
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT/);
});

Deno.test("get_law_oneview: list by name, body by MST, miss", async () => {
  await using m = await mcpHarness();
  const list = await m.call("get_law_oneview", { query: "자동차관리법" });
  assert.ok(!list.isError, list.text);
  const law = (sc(list).laws as Obj[])[0];
  assert.equal(law.mst, "277015");
  assert.equal(law.contentCount, 2);
  const body = await m.call("get_law_oneview", { mst: "277015" });
  assert.ok(!body.isError, body.text);
  const items = (sc(body).oneview as { items: Obj[] }).items;
  assert.deepEqual(items.map((i) => i.article), ["000500", "002600"]);
  assert.equal(items[0].contentTitle, "자동차 등록 절차 한눈에 보기");
  const miss = await m.call("get_law_oneview", { mst: "1" });
  assert.ok(miss.isError);
  assert.match(miss.text, /NOT_FOUND/);
});

Deno.test("ai_search_law and ai_related_laws: article rows; zero hits; bad scope", async () => {
  await using m = await mcpHarness();
  const r = await m.call("search_ai_law", { query: "뺑소니", search: "0" });
  assert.ok(!r.isError, r.text);
  const rows = sc(r).rows as Obj[];
  assert.equal(sc(r).total, 2);
  assert.deepEqual(rows.map((x) => x.articleLabel), ["제54조", "제5조의3"]);
  assert.equal(rows[1].name, "특정범죄 가중처벌 등에 관한 법률");
  assert.match(String(rows[1].text), /도주한 경우/);
  const kinds = await m.call("ai_search_law", { query: "뺑소니", lawTypes: ["대통령령"] });
  assert.equal((sc(kinds).rows as Obj[]).length, 0);
  const zero = await m.call("ai_search_law", { query: "뺑소니", scope: "행정규칙조문" });
  assert.equal(sc(zero).total, 0);
  assert.match(zero.text, /찾지 못했습니다/);
  const rel = await m.call("ai_related_laws", { query: "뺑소니" });
  assert.ok(!rel.isError, rel.text);
  assert.deepEqual((sc(rel).rows as Obj[]).map((x) => x.lawId), ["001638", "001262"]);
  const bad = await m.call("ai_related_laws", { query: "뺑소니", scope: "법령별표서식" });
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT/);
});
