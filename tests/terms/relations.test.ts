/**
 * get_term_relations (all four kinds) and get_related_laws through the MCP harness.
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";

type Obj = Record<string, unknown>;
const sc = (r: { structuredContent?: unknown }) => r.structuredContent as Obj;

Deno.test("get_term_relations: 임금 → 일상용어 with their relations; filter by relation; OC=test templates never shown", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_term_relations", { term: "임금" });
  assert.ok(!r.isError, r.text);
  const s = sc(r);
  assert.equal(s.direction, "legal_to_daily");
  const links = s.rows as {
    from: string;
    name: string;
    relation?: string;
    relationCode?: string;
    termId?: string;
  }[];
  assert.equal(s.total, 10);
  assert.deepEqual(links.filter((l) => l.relation === "하위어").map((l) => l.name), [
    "수당",
    "최저임금",
    "통상임금",
    "평균임금",
  ]);
  assert.equal(links[0].from, "임금");
  assert.equal(links[0].termId, "25153");
  for (const name of ["수당", "최저임금", "통상임금", "평균임금"]) {
    assert.ok(r.text.includes(`- [하위어] ${name}`), `${name} is a 하위어 line`);
  }
  assert.ok(!/OC=|lawService\.do/.test(JSON.stringify(r)), "no DRF link templates");
  assert.equal(m.replay.stats.last()?.target, "lstrmRlt");
  const only = await m.call("get_legal_to_daily", { legalTerm: "임금", relation: "하위어" });
  assert.equal(sc(only).total, 4);
  const code = await m.call("get_term_links", { query: "임금", trmRltCd: "140304" });
  assert.equal(sc(code).total, 4, "peer relation code maps onto the enum");
  // A term by its knowledge-base serial (no recording of it: the request is what matters).
  await m.call("get_term_relations", { termId: "25153", relation: "하위어" });
  assert.equal(m.replay.stats.last()?.query.MST, "25153", "termId is sent as MST");
  const bad = await m.call("get_term_relations", { term: "임금", relation: "유의어" });
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT.*relation/);
});

Deno.test("get_term_relations: 월급 → 법령용어 (dlytrmRlt), paged locally with the more pointer", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_daily_to_legal", { dailyTerm: "월급", display: 10 });
  assert.ok(!r.isError, r.text);
  const s = sc(r);
  assert.equal(s.direction, "daily_to_legal");
  assert.equal(s.total, 15);
  const links = s.rows as { name: string; relation?: string; note?: string }[];
  assert.equal(links.length, 10);
  assert.deepEqual(links.slice(0, 2).map((l) => [l.name, l.relation]), [["근로소득", "연관어"], [
    "급료",
    "상위어",
  ]]);
  assert.match(r.text, /보수\(일한 대가로 주는 돈이나 물품/);
  assert.deepEqual(s.next, {
    tool: "get_term_relations",
    arguments: { direction: "daily_to_legal", term: "월급", display: 10, page: 2 },
  });
  assert.ok(
    r.text.includes(`더 보기: get_term_relations ${JSON.stringify((s.next as Obj).arguments)}`),
  );
  // The page leads on to the first 법령용어's definitions.
  assert.ok(r.text.includes('정의: get_legal_term {"term":"근로소득"}'), r.text);
  assert.equal(m.replay.stats.last()?.target, "dlytrmRlt");
  const p2 = await m.call("get_term_relations", {
    direction: "daily_to_legal",
    term: "월급",
    display: 10,
    page: 2,
  });
  const names = (sc(p2).rows as { name: string }[]).map((l) => l.name);
  assert.equal(names.length, 5);
  assert.equal(names.at(-1), "통상임금");
  assert.equal(sc(p2).next, undefined);
  const miss = await m.call("get_term_relations", { direction: "daily_to_legal", term: "없는말" });
  assert.ok(miss.isError);
  assert.match(miss.text, /NOT_FOUND/);
});

Deno.test("get_term_relations: term → articles with 가지조문 labels and JO codes", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_term_articles", { term: "임대차" });
  assert.ok(!r.isError, r.text);
  const arts = sc(r).rows as {
    lawName: string;
    label: string;
    jo: string;
    termKind?: string;
  }[];
  assert.deepEqual(arts.map((a) => `${a.lawName} ${a.label} ${a.jo}`), [
    "농어촌정비법 제85조 008500",
    "농지법 제24조 002400",
    "농지법 제24조의2 002402",
  ]);
  assert.equal(arts[2].termKind, "핵심용어");
  assert.match(r.text, /- 농지법 제24조의2 \[핵심용어\]: 제24조의2\(임대차 기간\)/);
  const miss = await m.call("get_term_relations", {
    direction: "term_to_articles",
    term: "없는용어",
  });
  assert.match(miss.text, /NOT_FOUND/);
  const noTerm = await m.call("get_term_relations", { direction: "term_to_articles" });
  assert.match(noTerm.text, /BAD_INPUT.*term/);
  // The old name of `direction` still reads.
  const old = await m.call("get_term_relations", { kind: "term_to_articles", term: "임대차" });
  assert.equal(sc(old).total, 3);
});

Deno.test("get_term_relations: article → terms by 법령ID or by name, with the JO code from the article module", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_article_terms", { lawId: "1233", jo: "제4조" });
  assert.ok(!r.isError, r.text);
  const s = sc(r);
  assert.equal(s.direction, "article_to_terms");
  assert.deepEqual(
    (s.rows as { name: string; termKind?: string }[]).map((t) => [t.name, t.termKind]),
    [["경과규정", "핵심용어"]],
  );
  const src = s.source as { lawName: string; label: string; jo: string; text: string };
  assert.deepEqual([src.lawName, src.label, src.jo], ["상법시행법", "제4조", "000400"]);
  assert.match(r.text, /^상법시행법 제4조의 법령용어: 1건$/m); // every hit shown: one count
  assert.equal(m.replay.stats.last()?.query.JO, "000400");
  assert.ok(r.text.includes('조문: get_law_text {"lawId":"1233","articles":["제4조"]}'), r.text);
  const byName = await m.call("get_term_relations", { name: "상법시행법", articles: ["4조"] });
  assert.equal((sc(byName).rows as unknown[]).length, 1);
  const oldNames = await m.call("get_term_relations", { lawName: "상법시행법", article: "4조" });
  assert.deepEqual(sc(oldNames).rows, sc(byName).rows);
  const other = await m.call("get_term_relations", { name: "상법시행법", articles: ["제5조"] });
  assert.match(other.text, /NOT_FOUND/);
  const bad = await m.call("get_term_relations", { name: "상법시행법", articles: ["부칙"] });
  assert.match(bad.text, /BAD_INPUT/);
  const two = await m.call("get_term_relations", {
    name: "상법시행법",
    articles: ["제4조", "제5조"],
  });
  assert.match(two.text, /BAD_INPUT.*조문 하나/);
});

Deno.test("get_related_laws: 근로기준법's 상위법 and 하위법 with 법령IDs and public pages", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_related_laws", { lawName: "근로기준법" });
  assert.ok(!r.isError, r.text);
  const s = sc(r);
  assert.deepEqual(s.base, {
    lawId: "001872",
    name: "근로기준법",
    url: "https://www.law.go.kr/법령/근로기준법",
  });
  const rel = s.rows as {
    lawId: string;
    name: string;
    relation?: string;
    relationCode?: string;
    url?: string;
  }[];
  assert.equal(s.total, 5);
  assert.deepEqual(rel[0], {
    lawId: "001444",
    name: "대한민국헌법",
    relationCode: "140505",
    relationLabel: "5유형(상위법)",
    relation: "상위법",
    url: "https://www.law.go.kr/법령/대한민국헌법",
  });
  assert.equal(rel[2].url, "https://www.law.go.kr/법령/근로기준법%20시행령");
  assert.deepEqual(rel.filter((x) => x.relation === "하위법").map((x) => x.lawId), [
    "003057",
    "003058",
    "006858",
    "006859",
  ]);
  assert.match(r.text, /- \[상위법\] 대한민국헌법 · 법령ID 001444/);
  assert.ok(r.text.includes('본문: get_law_text {"lawId":"001444"}'), r.text);
  const small = await m.call("get_related_laws", { name: "근로기준법", display: 2 });
  assert.deepEqual(sc(small).next, {
    tool: "get_related_laws",
    arguments: { name: "근로기준법", display: 2, page: 2 },
  });
  assert.ok(!/OC=/.test(JSON.stringify(r)));
  const none = await m.call("get_related_laws", { lawId: "999999" });
  assert.ok(!none.isError, none.text);
  assert.equal(sc(none).total, 0);
  assert.match(none.text, /관련법령 정보가 없습니다/);
  const bad = await m.call("get_related_laws", {});
  assert.match(bad.text, /BAD_INPUT/);
});
