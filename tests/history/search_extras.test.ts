/**
 * English laws, abbreviations, deleted data, 한눈보기 and the AI search tools through MCP.
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";
import { notProbe } from "../_support.ts";

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

Deno.test("get_english_law: articles select numbered units, Korean or English anchors", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_english_law", { lawId: "001761", articles: ["제2조", "제4조"] });
  assert.ok(!r.isError, r.text);
  const s = sc(r);
  assert.deepEqual((s.articles as Obj[]).map((a) => a.article), [2, 4]);
  assert.equal(s.totalArticles, 2);
  assert.match(r.text, /Article 2 \(Definitions\)/);
  assert.doesNotMatch(r.text, /Article 1 \(Purpose\)|CHAPTER I|ADDENDUM/);
  // A single string is accepted, English anchors too, and korean-law-mcp's jo.
  const one = sc(await m.call("get_english_law", { lawId: "001761", articles: "Article 2" }));
  assert.deepEqual((one.articles as Obj[]).map((a) => a.article), [2]);
  const jo = sc(await m.call("get_english_law_text", { lawId: "001761", jo: "제2조" }));
  assert.deepEqual(jo.articles, one.articles);
  const gone = await m.call("get_english_law", { lawId: "001761", articles: "제9조" });
  assert.ok(!gone.isError, gone.text);
  assert.deepEqual(sc(gone).missing, [{
    requested: "제9조",
    nearest: ["제4조", "제3조", "제2조"],
  }]);
  assert.match(gone.text, /제9조: 영문 본문에 없습니다 \(가까운 조: 제4조, 제3조, 제2조\)/);
  assert.doesNotMatch(gone.text, /조 단위로만/);
  const part = await m.call("get_english_law", { lawId: "001761", articles: "제2조제1항" });
  assert.deepEqual((sc(part).articles as Obj[]).map((a) => a.article), [2]);
  assert.match(part.text, /조 단위로만 고릅니다/);
  const bad = await m.call("get_english_law", { lawId: "001761", articles: "둘째" });
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT/);
});

Deno.test("get_english_law: a short budget cuts at a unit; the pointer continues with the same selection", async () => {
  await using m = await mcpHarness({ maxChars: 700 });
  const r = await m.call("get_english_law", { lawId: "001761", articles: ["제1조부터 제4조까지"] });
  assert.ok(!r.isError, r.text);
  const t = sc(r).truncated as {
    shown: number;
    total: number;
    next: { tool: string; arguments: Obj };
  };
  assert.equal(t.total, 4);
  assert.ok(t.shown >= 1 && t.shown < 4);
  assert.deepEqual(t.next.arguments, {
    lawId: "001761",
    articles: ["제1조부터 제4조까지"],
    offset: t.shown,
  });
  assert.ok(r.text.includes(`get_english_law ${JSON.stringify(t.next.arguments)}`));
  const rest = sc(await m.call(t.next.tool, t.next.arguments));
  assert.equal((rest.articles as Obj[])[0].article, t.shown + 1);
  const small = await mcpHarness({ maxChars: 120 });
  try {
    const whole = await small.call("get_english_law", { lawId: "000744" });
    assert.equal((sc(whole).articles as Obj[]).length, 1, "at least one unit is always shown");
    assert.match(whole.text, /부칙 1건은 structuredContent/);
  } finally {
    await small[Symbol.asyncDispose]();
  }
});

Deno.test("get_law_abbreviations: a single-object row, local filter, window", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_law_abbreviations", {});
  assert.ok(!r.isError, r.text);
  const row = (sc(r).rows as Obj[])[0];
  assert.equal(row.abbreviation, "산재보험법");
  assert.equal(row.lawId, "001760");
  assert.equal(row.registeredDate, "20120504");
  const hit = await m.call("get_law_abbreviations", { query: "산재" });
  assert.equal((sc(hit).rows as Obj[]).length, 1);
  const f = await m.call("get_law_abbreviations", { contains: "건축" });
  assert.equal((sc(f).rows as Obj[]).length, 0, "our old `contains` is the query");
  assert.equal(sc(f).total, 1);
  const w = await m.call("get_law_abbreviations", { from: "2025-01-01", to: "2025-01-31" });
  const q = m.replay.stats.log.findLast(notProbe)!.query;
  assert.deepEqual([q.stdDt, q.endDt], ["20250101", "20250131"]);
  assert.equal(sc(w).total, 0);
  assert.match(w.text, /약칭이 없습니다/);
  const peer = await m.call("get_law_abbreviations", { stdDt: "20250101", endDt: "20250131" });
  assert.deepEqual(sc(peer).rows, sc(w).rows);
});

Deno.test("get_deleted_data: by family code and day; window; bad family", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_deleted_laws", { knd: "1", delDt: "20251001" });
  assert.ok(!r.isError, r.text);
  assert.deepEqual((sc(r).rows as Obj[]).map((x) => x.serial), ["274551", "274562"]);
  const same = await m.call("get_deleted_data", {
    family: "법령",
    from: "2025-10-01",
    to: "2025-10-01",
  });
  assert.equal(sc(same).total, 2);
  const zero = await m.call("get_deleted_data", {
    family: "자치법규",
    from: "20251001",
    to: "20251001",
  });
  assert.equal(sc(zero).total, 0);
  assert.match(zero.text, /삭제 기록이 없습니다/);
  await m.call("get_deleted_data", { from: "20250901", to: "20251001" });
  const q = m.replay.stats.log.findLast(notProbe)!.query;
  assert.deepEqual([q.frmDt, q.toDt, q.delDt], ["20250901", "20251001", undefined]);
  const bad = await m.call("get_deleted_data", { family: "판례" });
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT/);
});

Deno.test("get_law_oneview: list by query, body by MST or name, miss", async () => {
  await using m = await mcpHarness();
  const list = await m.call("get_law_oneview", { query: "자동차관리법" });
  assert.ok(!list.isError, list.text);
  assert.equal(sc(list).mode, "list");
  const law = (sc(list).rows as Obj[])[0];
  assert.equal(law.mst, "277015");
  assert.equal(law.contentCount, 2);
  assert.match(list.text, /get_law_oneview \{"mst":"277015"\}/);
  const body = await m.call("get_law_oneview", { mst: "277015" });
  assert.ok(!body.isError, body.text);
  assert.equal(sc(body).mode, "body");
  const items = sc(body).rows as Obj[];
  assert.deepEqual(items.map((i) => i.article), ["000500", "002600"]);
  assert.equal(items[0].contentTitle, "자동차 등록 절차 한눈에 보기");
  assert.match(body.text, /제5조\(자동차의 등록\)/);
  const byName = await m.call("get_law_oneview", { name: "자동차관리법" });
  assert.deepEqual(sc(byName).rows, items);
  const miss = await m.call("get_law_oneview", { mst: "1" });
  assert.ok(miss.isError);
  assert.match(miss.text, /NOT_FOUND/);
  const noName = await m.call("get_law_oneview", { name: "건축법" });
  assert.ok(noName.isError);
  assert.match(noName.text, /NOT_FOUND.*get_law_oneview \{"query":"건축법"\}/);
});

Deno.test("ai_search_law and ai_related_laws: article rows; zero hits; bad family", async () => {
  await using m = await mcpHarness();
  const r = await m.call("search_ai_law", { query: "뺑소니", search: "0" });
  assert.ok(!r.isError, r.text);
  const rows = sc(r).rows as Obj[];
  assert.equal(sc(r).total, 2);
  assert.deepEqual(rows.map((x) => x.articleLabel), ["제54조", "제5조의3"]);
  assert.deepEqual([rows[0].family, rows[0].unit, rows[0].kind], ["법령", "조문", "법률"]);
  assert.equal(rows[1].name, "특정범죄 가중처벌 등에 관한 법률");
  assert.match(String(rows[1].text), /도주한 경우/);
  assert.match(r.text, /본문: get_law_text \{"lawId":"001638","articles":\["제54조"\]\}/);
  const kinds = await m.call("ai_search_law", { query: "뺑소니", lawTypes: ["대통령령"] });
  assert.equal((sc(kinds).rows as Obj[]).length, 0);
  const zero = await m.call("ai_search_law", { query: "뺑소니", family: "행정규칙" });
  assert.equal(sc(zero).total, 0);
  assert.equal(m.replay.stats.log.findLast(notProbe)!.query.search, "2");
  assert.match(zero.text, /찾지 못했습니다/);
  const old = await m.call("ai_search_law", { query: "뺑소니", scope: "행정규칙별표서식" });
  assert.equal(
    m.replay.stats.log.findLast(notProbe)!.query.search,
    "3",
    "old scope → family + unit",
  );
  assert.ok(!old.isError);
  const rel = await m.call("ai_related_laws", { query: "뺑소니" });
  assert.ok(!rel.isError, rel.text);
  assert.deepEqual((sc(rel).rows as Obj[]).map((x) => x.lawId), ["001638", "001262"]);
  const relOld = await m.call("search_ai_related_laws", { query: "뺑소니", search: "1" });
  assert.equal(m.replay.stats.log.findLast(notProbe)!.query.search, "1");
  assert.equal(sc(relOld).total, 0);
  const bad = await m.call("ai_related_laws", { query: "뺑소니", scope: "법령별표서식" });
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT/);
});

Deno.test("ai_search_law: a page filtered to nothing by kind still points at the next page", async () => {
  await using m = await mcpHarness();
  const r = await m.call("ai_search_law", { query: "뺑소니", kind: "대통령령", display: 1 });
  assert.ok(!r.isError, r.text);
  assert.deepEqual(sc(r).rows, []);
  const next = sc(r).next as { arguments: Obj };
  assert.deepEqual(next.arguments, { query: "뺑소니", kind: ["대통령령"], display: 1, page: 2 });
  assert.ok(r.text.includes(`더 보기: ai_search_law ${JSON.stringify(next.arguments)}`));
});
