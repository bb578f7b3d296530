/**
 * Term tools through the MCP harness against the replay: the classic dictionary (synthetic
 * `lstrm`), the knowledge-base indexes (real `lstrmAI`, `dlytrm`) and the link services (real
 * `lstrmRlt`, `dlytrmRlt`; synthetic `lstrmRltJo`, `joRltLstrm`).
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";
import { notProbe } from "../_support.ts";

type Obj = Record<string, unknown>;
const sc = (r: { structuredContent?: unknown }) => r.structuredContent as Obj;

Deno.test("search_legal_terms: 청원 rows with dictionaries; family filter with no hits is an empty list", async () => {
  await using m = await mcpHarness();
  const r = await m.call("search_legal_terms", { query: "청원" });
  assert.ok(!r.isError, r.text);
  const s = sc(r);
  assert.equal(s.total, 3);
  const rows = s.rows as { name: string; termIds: string[]; dictionaries: string[] }[];
  assert.deepEqual(rows.map((x) => x.name), ["청원", "청원경찰", "청원심사"]);
  assert.deepEqual(rows[0].termIds, ["29180", "1273987", "5029811", "20409"]);
  assert.ok(rows[0].dictionaries.includes("법령한영사전"));
  assert.ok(r.text.includes('정의: get_legal_term {"term":"청원"}'), r.text);
  assert.ok(!/OC=/.test(r.text), "no DRF links in the text");
  const zero = await m.call("search_legal_terms", { query: "청원", family: "행정규칙" });
  assert.ok(!zero.isError, zero.text);
  assert.equal(sc(zero).total, 0);
  assert.deepEqual(sc(zero).rows, []);
  assert.match(zero.text, /일치하는 법령용어가 없습니다/);
  assert.equal(m.replay.stats.log.findLast(notProbe)?.query.dicKndCd, "010102");
  // Our earlier name and korean-law-mcp's code read the same.
  const old = await m.call("search_legal_terms", { query: "청원", dicKind: "행정규칙" });
  assert.equal(sc(old).total, 0);
  const code = await m.call("search_legal_terms", { query: "청원", dicKndCd: "010102" });
  assert.equal(sc(code).total, 0);
  assert.equal(m.replay.stats.log.findLast(notProbe)?.query.dicKndCd, "010102");
  const bad = await m.call("search_legal_terms", { query: "" });
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT/);
});

Deno.test("get_legal_term: column-oriented senses zipped; peer name and query arg work; miss is NOT_FOUND", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_legal_term_detail", { query: "청원" });
  assert.ok(!r.isError, r.text);
  const s = sc(r);
  const senses = s.senses as {
    seq?: string;
    dictionary?: string;
    definition: string;
    source?: string;
    nameHanja?: string;
  }[];
  assert.equal(s.total, 4);
  assert.deepEqual(senses.map((x) => x.seq), ["29180", "1273987", "5029811", "20409"]);
  assert.equal(senses[0].nameHanja, "請願");
  assert.match(senses[0].definition, /^국민이 국가기관에 대해서 희망을 요구하는 것/);
  assert.match(senses[1].source!, /국방부훈령 제2887호/);
  assert.equal(senses[2].source, undefined, "the 출처 column is shorter than the others");
  assert.equal(senses[3].definition, "petition");
  assert.match(r.text, /\[법령한영사전\] 청원 \(請願\)\npetition/);
  const miss = await m.call("get_legal_term", { term: "없는용어" });
  assert.ok(miss.isError);
  assert.match(miss.text, /NOT_FOUND/);
});

Deno.test("get_legal_term: a small budget cuts at a sense boundary with the continuing call", async () => {
  await using m = await mcpHarness({ maxChars: 900 });
  const r = await m.call("get_legal_term", { term: "청원" });
  assert.ok(!r.isError, r.text);
  const cut = sc(r).truncated as {
    shown: number;
    total: number;
    next: { tool: string; arguments: Obj };
  };
  assert.ok(cut && cut.shown < 4, r.text);
  assert.deepEqual(cut.next, {
    tool: "get_legal_term",
    arguments: { term: "청원", offset: cut.shown },
  });
  assert.match(
    r.text,
    new RegExp(`응답 길이 제한으로 4개 풀이 중 1–${cut.shown}번째만 보였습니다`),
  );
  assert.ok(r.text.includes(`나머지: get_legal_term ${JSON.stringify(cut.next.arguments)}`));
  const rest = await m.call("get_legal_term", cut.next.arguments);
  const senses = sc(rest).senses as { seq: string }[];
  assert.equal(senses[0].seq, ["29180", "1273987", "5029811", "20409"][cut.shown]);
});

Deno.test("search_legal_terms_ai: 20 rows of 98 with serials; a single hit object is one row", async () => {
  await using m = await mcpHarness();
  const r = await m.call("search_legal_terms_ai", { query: "임금" });
  assert.ok(!r.isError, r.text);
  const s = sc(r);
  assert.equal(s.total, 98);
  const rows = s.rows as { name: string; termId?: string; homonym: boolean }[];
  assert.equal(rows.length, 20);
  assert.deepEqual([rows[0].name, rows[0].termId, rows[0].homonym], [
    "임금채권보장",
    "1290807",
    false,
  ]);
  assert.deepEqual(s.next, {
    tool: "search_legal_terms_ai",
    arguments: { query: "임금", page: 2 },
  });
  assert.ok(r.text.includes('더 보기: search_legal_terms_ai {"query":"임금","page":2}'), r.text);
  assert.ok(r.text.includes('get_term_relations {"term":"임금채권보장"}'), "a real follow-up call");
  assert.ok(!/OC=/.test(JSON.stringify(s)), "link templates are not passed on");
  const one = await m.call("search_ai_legal_terms", { query: "근로기준법" });
  assert.deepEqual((sc(one).rows as { name: string }[]).map((x) => x.name), ["근로기준법"]);
  assert.equal(sc(one).next, undefined);
  const zero = await m.call("get_legal_term_kb", { query: "존재하지않는용어" });
  assert.ok(!zero.isError, zero.text);
  assert.equal(sc(zero).total, 0);
  assert.match(zero.text, /일치하는 용어가 없습니다/);
});

Deno.test("search_daily_terms: 근로기준법 everyday terms; zero hits say so", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_daily_term", { query: "근로기준법" });
  assert.ok(!r.isError, r.text);
  const rows = sc(r).rows as { name: string; termId?: string }[];
  assert.deepEqual(rows.map((x) => x.termId), ["120347", "206041", "120333"]);
  assert.equal(rows[1].name, "근로기준법");
  const zero = await m.call("search_daily_terms", { query: "없는말" });
  assert.equal(sc(zero).total, 0);
  assert.match(zero.text, /일치하는 일상용어가 없습니다/);
});

Deno.test("an unreadable term, link or treaty body is a ShapeError (UPSTREAM_MALFORMED), not INTERNAL", async () => {
  const { ShapeError } = await import("../../lib/errors.ts");
  const { parseLegalTermBody } = await import("../../lib/parse/terms.ts");
  const { parseDailyToLegal, parseLegalToDaily, parseTermArticles } = await import(
    "../../lib/parse/term_links.ts"
  );
  const { parseTreaty } = await import("../../lib/parse/treaty.ts");
  for (
    const parse of [parseLegalTermBody, parseLegalToDaily, parseDailyToLegal, parseTermArticles]
  ) {
    assert.throws(() => parse({ Other: {} }), ShapeError, parse.name);
  }
  assert.throws(() => parseTreaty({ Other: {} }), ShapeError);
});
