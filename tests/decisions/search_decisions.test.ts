import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";
import { notProbe } from "../_support.ts";

type Row = {
  domain: string;
  id: string;
  title: string;
  caseNumber?: string;
  date?: string;
  dateRaw?: string;
  org?: string;
  kind?: string;
};

Deno.test("prec list: typed rows, dotted dates normalised, next page pointer", async () => {
  await using m = await mcpHarness();
  const r = await m.call("search_decisions", { domain: "prec", query: "임금", display: 5 });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as {
    total: number;
    rows: Row[];
    next?: { tool: string; arguments: Record<string, unknown> };
  };
  assert.equal(s.total, 1346);
  assert.equal(s.rows.length, 5);
  assert.deepEqual(s.rows[0], {
    domain: "prec",
    id: "614373",
    title: "임금등",
    caseNumber: "2021다248190",
    date: "20251211",
    org: "대법원",
    kind: "민사",
  });
  // 국세법령정보시스템 rows have no 법원명: the court their number names (대법원-2025-두-34107),
  // the data source apart.
  assert.equal(s.rows[3].org, "대법원");
  assert.equal((s.rows[3] as { source?: string }).source, "국세법령정보시스템");
  // The next page is this call again with page 2, printed exactly as structured.
  assert.deepEqual(s.next, {
    tool: "search_decisions",
    arguments: { domain: "prec", query: "임금", display: 5, page: 2 },
  });
  assert.match(r.text, /판례 검색 '임금': 1346건 중 5건/);
  assert.ok(
    r.text.includes(`더 보기: search_decisions ${JSON.stringify(s.next!.arguments)}`),
    r.text,
  );
  assert.match(r.text, /get_decision_text \{"domain":"prec","id":"614373"\}/);
});

Deno.test("detc list: '0' 종국일자 kept raw, never a fake date, and no date in the line", async () => {
  await using m = await mcpHarness();
  const r = await m.call("search_decisions", { domain: "헌재", query: "임금", display: 5 });
  const rows = (r.structuredContent as { rows: Row[] }).rows;
  assert.equal(rows[0].id, "151752");
  assert.equal(rows[0].date, undefined);
  assert.equal(rows[0].dateRaw, "0");
  assert.equal(rows[1].date, "20130115");
  assert.equal(rows[1].org, "헌법재판소");
  // "0" says no date: the line shows none (the row keeps the raw value), never "0" as a date.
  assert.match(r.text, /^- \[151752\] 국방의무 수행 중 최저임금 미지급 위헌확인 · 2019헌마712$/m);
  assert.doesNotMatch(r.text, /0000|1970/);
});

Deno.test("expc, decc, nlrc, iaciac, ppc, moelCgmExpc lists map their own field names", async () => {
  await using m = await mcpHarness();
  const get = async (args: Record<string, unknown>) => {
    const r = await m.call("search_decisions", { display: 5, ...args });
    assert.ok(!r.isError, r.text);
    return (r.structuredContent as { rows: Row[] }).rows;
  };
  const expc = await get({ domain: "expc", query: "임금" });
  assert.deepEqual(
    [expc[4].id, expc[4].caseNumber, expc[4].date, expc[4].org],
    ["315371", "15-0501", "20150930", "법제처"],
  );
  const decc = await get({ domain: "행정심판", query: "임금" });
  assert.deepEqual(
    [decc[0].id, decc[0].caseNumber, decc[0].date, decc[0].org, decc[0].kind],
    ["257427", "2023 경기행심 312", "20230515", "경기도행정심판위원회", "국민권익위원회"],
  );
  const nlrc = await get({ domain: "중노위", query: "해고" });
  assert.deepEqual([nlrc[0].id, nlrc[0].title, nlrc[0].date], [
    "15251",
    "○ ○ ○ 부당해고 구제신청",
    "20160509",
  ]);
  const iaciac = await get({ domain: "iaciac", query: "임금" });
  assert.equal(iaciac[0].title, "2011재결 제1011호 평균임금결정처분취소");
  assert.equal(iaciac[0].org, "산업재해보상보험재심사위원회", "header 기관명");
  const ppc = await get({ domain: "개인정보위", query: "임금" });
  // "2022.11.9." (unpadded, trailing dot) is still a date.
  assert.deepEqual([ppc[0].id, ppc[0].caseNumber, ppc[0].date, ppc[0].kind], [
    "1823",
    "제2022-222-의안번호호",
    "20221109",
    "심의ㆍ의결",
  ]);
  const moel = await get({ domain: "고용부", query: "임금" });
  assert.deepEqual([moel[0].domain, moel[0].id, moel[0].org], [
    "moelCgmExpc",
    "17076",
    "고용노동부",
  ]);
});

Deno.test("mojCgmExpc: a single hit arrives as an object and still is one row", async () => {
  await using m = await mcpHarness();
  const r = await m.call("search_decisions", { domain: "mojCgmExpc", query: "임금" });
  const s = r.structuredContent as { total: number; rows: Row[]; next?: unknown };
  assert.equal(s.total, 1);
  assert.equal(s.rows[0].id, "385198");
  assert.equal(s.rows[0].date, "20250324");
  assert.equal(s.next, undefined);
});

Deno.test("zero hits: total 0 and a text that says so, for every recorded zero list", async () => {
  await using m = await mcpHarness();
  for (
    const [domain, query] of [
      ["detc", "근로계약"],
      ["decc", "근로계약"],
      ["eiac", "해고"],
      ["공정위", "해고"],
      ["molegCgmExpc", "임금"],
    ]
  ) {
    const r = await m.call("search_decisions", { domain, query });
    assert.ok(!r.isError, r.text);
    const s = r.structuredContent as { total: number; rows: Row[] };
    assert.equal(s.total, 0, domain);
    assert.deepEqual(s.rows, []);
    assert.match(r.text, /0건/);
  }
});

Deno.test("synthetic tribunal list: 청구번호 as case number, '0' date raw", async () => {
  await using m = await mcpHarness();
  const r = await m.call("search_tax_tribunal_decisions", { query: "양도소득세" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as { domain: string; rows: Row[] };
  assert.equal(s.domain, "ttSpecialDecc");
  assert.deepEqual(s.rows.map((x) => x.caseNumber), [
    "조심 2020서1234",
    "조심 2021중0456",
    "조심 2021부0789",
  ]);
  assert.equal(s.rows[2].dateRaw, "0");
  assert.equal(s.rows[0].org, "조세심판원");
});

Deno.test("caseNumber: nb for prec, domain inferred, tribunal numbers matched locally", async () => {
  await using m = await mcpHarness();
  const prec = await m.call("search_decisions", { caseNumber: "2021 다 248190" });
  assert.ok(!prec.isError, prec.text);
  assert.equal((prec.structuredContent as { domain: string }).domain, "prec");
  const q = m.replay.stats.log.findLast(notProbe)!.query;
  assert.equal(q.nb, "2021다248190");
  const tt = await m.call("search_decisions", { caseNumber: "조심2020서1234" });
  const s = tt.structuredContent as { domain: string; rows: Row[]; note?: string };
  assert.equal(s.domain, "ttSpecialDecc");
  assert.deepEqual(s.rows.map((x) => x.id), ["1018160"]);
  assert.match(s.note ?? "", /번호가 같은 행만/);
  assert.match(tt.text, /번호가 같은 행만/, "the text says so too");
  const expc = await m.call("search_interpretations", { caseNumber: "13-0217" });
  assert.ok(!expc.isError, expc.text);
  assert.equal(m.replay.stats.log.findLast(notProbe)!.query.itmno, "130217");
});

Deno.test("filters: date range sent in the target's own parameter; unsupported ones refused", async () => {
  await using m = await mcpHarness();
  const r = await m.call("search_precedents", {
    query: "임금",
    fromDate: "2024-01-01",
    toDate: "20241231",
    court: "대법원",
  });
  assert.ok(!r.isError, r.text);
  const q = m.replay.stats.log.findLast(notProbe)!.query;
  assert.equal(q.prncYd, "20240101~20241231");
  assert.equal(q.curt, "대법원");
  const d = await m.call("search_decisions", {
    domain: "decc",
    query: "임금",
    options: { rslYd: "20230101~20231231" },
  });
  assert.ok(!d.isError, d.text);
  assert.equal(m.replay.stats.log.findLast(notProbe)!.query.rslYd, "20230101~20231231");
  // Our own names read the same; any date spelling works, an impossible date is refused.
  const own = await m.call("search_decisions", {
    domain: "decc",
    query: "임금",
    from: "2023.01.01",
    to: "2023-12-31",
  });
  assert.ok(!own.isError, own.text);
  assert.equal(m.replay.stats.log.findLast(notProbe)!.query.rslYd, "20230101~20231231");
  const impossible = await m.call("search_decisions", {
    domain: "prec",
    query: "임금",
    from: "2023-02-31",
  });
  assert.match(impossible.text, /BAD_INPUT.*from.*2월에는 31일이 없습니다/);
  const unknownOption = await m.call("search_decisions", {
    domain: "prec",
    query: "임금",
    options: { colour: "red" },
  });
  assert.match(unknownOption.text, /BAD_INPUT.*options.*'colour'/);
  const bad = await m.call("search_decisions", { domain: "ftc", query: "담합", from: "20240101" });
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT.*날짜 범위/);
  const court = await m.call("search_decisions", {
    domain: "detc",
    query: "임금",
    court: "대법원",
  });
  assert.match(court.text, /BAD_INPUT/);
});

Deno.test("bad input: unknown domain lists the allowed values; wrong-kind case number", async () => {
  await using m = await mcpHarness();
  const r = await m.call("search_decisions", { domain: "school", query: "학칙" });
  assert.ok(r.isError);
  assert.match(r.text, /BAD_INPUT.*domain.*허용값: prec, detc/);
  const wrong = await m.call("search_decisions", { domain: "prec", caseNumber: "2021헌마123" });
  assert.ok(wrong.isError);
  assert.match(wrong.text, /detc 사건/);
  const none = await m.call("search_decisions", { query: "임금" });
  assert.match(none.text, /BAD_INPUT.*domain/);
});
