import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";

Deno.test("search_ordinances: 광진구 XML list (rows are <law> under OrdinSearch), paged", async () => {
  await using m = await mcpHarness();
  const r = await m.call("search_ordinance", { query: "광진구", display: 10 });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as {
    total: number;
    rows: { serial: string; ordinanceId: string; name: string; kind: string; localGov: string }[];
    next?: unknown;
  };
  assert.equal(s.total, 494);
  assert.equal(s.rows.length, 10);
  assert.equal(s.rows[0].serial, "2060805");
  assert.equal(s.rows[0].ordinanceId, "2185840");
  assert.equal(s.rows[0].kind, "조례");
  assert.equal(s.rows[0].localGov, "서울특별시 광진구");
  assert.deepEqual(s.next, {
    tool: "search_ordinances",
    arguments: { query: "광진구", display: 10, page: 2 },
  });
  assert.match(r.text, /본문: get_ordinance \{"mst":"2060805"\}/);
  assert.match(r.text, /더 보기: search_ordinances \{"query":"광진구","page":2,"display":10\}$/);
});

Deno.test("search_ordinances: filters become documented codes; zero hits; bad input", async () => {
  await using m = await mcpHarness();
  const z = await m.call("search_ordinances", {
    query: "광진구",
    kind: "규칙",
    org: "6110000",
    subOrg: "3040000",
    from: "2024-01-01",
  });
  assert.ok(!z.isError, z.text);
  assert.equal((z.structuredContent as { total: number }).total, 0);
  assert.match(z.text, /일치하는 자치법규가 없습니다/);
  // The zero of a Korean-text search also asked the known-answer probe (target law) after it.
  const q = m.replay.stats.log.findLast((l) => l.target === "ordin")!.query;
  assert.equal(q.knd, "30002");
  assert.equal(q.sborg, "3040000");
  assert.equal(q.ancYd, "20240101~99991231");
  // dateField says which date from/to filter; the old names say it themselves.
  await m.call("search_ordinances", { query: "x", to: "2024-12-31", dateField: "effective" });
  assert.deepEqual([m.replay.stats.last()!.query.efYd, m.replay.stats.last()!.query.ancYd], [
    "19000101~20241231",
    undefined,
  ]);
  await m.call("search_ordinances", { query: "x", effectiveFrom: "20240101" });
  assert.equal(m.replay.stats.last()!.query.efYd, "20240101~99991231");
  const mixed = await m.call("search_ordinances", {
    query: "x",
    promulgatedFrom: "20240101",
    effectiveTo: "20241231",
  });
  assert.match(mixed.text, /BAD_INPUT.*dateField/, "two different dates in one range are refused");
  const bad = await m.call("search_ordinances", { query: "x", sborg: "3040000" });
  assert.ok(bad.isError);
  assert.match(bad.text, /subOrg needs org/);
});

Deno.test("get_ordinance: MST 1941163 — 18 조, 5 별표 with absolute links, one article by jo", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_ordinance", { mst: "1941163" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as {
    ordinance: { name: string; kind: string; kindCode: string; ordinanceId: string };
    articles: { label: string; title?: string }[];
    totalArticles: number;
    annexes: { title?: string; fileLink?: string }[];
  };
  assert.equal(s.ordinance.name, "서울특별시 광진구의회 지방공무원 복무 조례");
  assert.equal(s.ordinance.kind, "조례");
  assert.equal(s.ordinance.kindCode, "C0001");
  assert.equal(s.totalArticles, 18);
  assert.deepEqual(s.articles.slice(0, 2).map((a) => [a.label, a.title]), [["제1조", "목적"], [
    "제2조",
    "복무선서",
  ]]);
  assert.equal(s.annexes.length, 5);
  assert.equal(s.annexes[0].title, "[별표 1] 선서문");
  assert.equal(
    s.annexes[0].fileLink,
    "http://www.law.go.kr/flDownload.do?gubun=ELIS&flSeq=155147979&flNm=%5B%EB%B3%84%ED%91%9C+1%5D+%EC%84%A0%EC%84%9C%EB%AC%B8",
  );
  assert.equal(m.replay.stats.last()?.query.MST, "1941163");
  // The text names the annexes and prints the call that lists and opens them (links stay in
  // the structured rows); that call runs and lists the same five.
  assert.match(r.text, /^별표·서식 5건: \[별표 1\] 선서문 · \[별표 2\] /m);
  assert.ok(!r.text.includes("flSeq=155147979"), "no download link in the text");
  const listCall = r.text.match(/^목록·열기: get_annexes (\{.*\})$/m);
  assert.ok(listCall, r.text);
  const listed = await m.call("get_annexes", JSON.parse(listCall[1]));
  assert.ok(!listed.isError, listed.text);
  assert.equal((listed.structuredContent as { total: number }).total, 5);
  // The peer's argument name, one article, and a missing article with the real list.
  const jo = await m.call("get_ordinance", { ordinSeq: "1941163", jo: "000200" });
  const same = await m.call("get_ordinance", { mst: "1941163", articles: ["제2조"] });
  assert.deepEqual(
    { ...same.structuredContent as object, meta: 0 },
    { ...jo.structuredContent as object, meta: 0 },
  );
  const j = jo.structuredContent as { articles: { label: string }[] };
  assert.deepEqual(j.articles.map((a) => a.label), ["제2조"]);
  assert.match(jo.text, /별표 1의 선서문/);
  const none = await m.call("get_ordinance", { mst: "1941163", articles: ["제2조", "제40조"] });
  assert.match(none.text, /제40조: 이 자치법규에 없습니다. 있는 조문: 제1조, 제2조/);
  const n = none.structuredContent as { articles: { label: string }[]; missing?: string[] };
  assert.deepEqual([n.articles.map((a) => a.label), n.missing], [["제2조"], ["제40조"]]);
  // Before, get_ordinance read only `jo`: `articles` was dropped and the whole text came back.
  const range = await m.call("get_ordinance", { mst: "1941163", articles: "제3조부터 제5조까지" });
  assert.deepEqual(
    (range.structuredContent as { articles: { label: string }[] }).articles.map((a) => a.label),
    ["제3조", "제4조", "제5조"],
  );
});

Deno.test("get_ordinance: long text is cut with its continuation; a miss is NOT_FOUND", async () => {
  await using m = await mcpHarness({ maxChars: 2_500 });
  const r = await m.call("get_ordinance", { mst: "1941163" });
  const s = r.structuredContent as { truncated?: { shown: number; next: unknown } };
  assert.ok(s.truncated);
  assert.deepEqual(s.truncated.next, {
    tool: "get_ordinance",
    arguments: { mst: "1941163", offset: s.truncated.shown },
  });
  assert.ok(r.text.includes(`get_ordinance {"mst":"1941163","offset":${s.truncated.shown}}`));
  const rest = await m.call("get_ordinance", { mst: "1941163", offset: s.truncated.shown });
  assert.ok(!rest.isError, rest.text);
  const miss = await m.call("get_ordinance", { mst: "999" });
  assert.ok(miss.isError);
  assert.match(miss.text, /NOT_FOUND/);
  const bad = await m.call("get_ordinance", {});
  assert.match(bad.text, /BAD_INPUT/);
});

Deno.test("list_ordinance_fields: ordinfd 분야 with counts; a non-code org is BAD_INPUT", async () => {
  await using m = await mcpHarness();
  const r = await m.call("list_ordinance_fields", { org: "6110000" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as {
    total: number;
    rows: { seq: string; name: string; count?: number }[];
  };
  assert.deepEqual(s.rows[1], { seq: "2", name: "제2장 재무", count: 87 });
  assert.equal(s.total, 3);
  // The follow-up is a call with a real 분류seq, not a placeholder.
  assert.match(r.text, /분야별 목록: search_ordinances \{"org":"6110000","field":"1"\}/);
  const page = await m.call("list_ordinance_fields", { org: "6110000", display: 2, page: 2 });
  assert.deepEqual((page.structuredContent as { rows: { seq: string }[] }).rows.map((f) => f.seq), [
    "3",
  ]);
  const bad = await m.call("list_ordinance_fields", { org: "서울" });
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT/);
});
