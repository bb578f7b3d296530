/**
 * Treaties (synthetic `trty` fixtures from measured answers) and locally built law.go.kr links.
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";
import { notProbe } from "../_support.ts";

type Obj = Record<string, unknown>;
const sc = (r: { structuredContent?: unknown }) => r.structuredContent as Obj;

Deno.test("search_treaties: rows carry 조약일련번호 (not 조약번호); filters that match nothing give an empty list", async () => {
  await using m = await mcpHarness();
  const r = await m.call("search_treaties", { query: "투자", display: 2 });
  assert.ok(!r.isError, r.text);
  const s = sc(r);
  assert.equal(s.total, 149);
  const rows = s.rows as {
    id: string;
    treatyNo?: string;
    kind?: string;
    effectiveDate?: string;
    gazetteDate?: string;
  }[];
  assert.deepEqual(rows.map((x) => [x.id, x.treatyNo]), [["4037", "234"], ["244", "948"]]);
  assert.equal(rows[0].kind, "다자조약");
  assert.equal(rows[0].gazetteDate, "19670221");
  assert.match(
    r.text,
    /- \[4037\] 국가와 타방국가 국민간의 투자분쟁의 해결에 관한 협약 \(다자조약, 조약 제234호\) 발효 1967-03-23/,
  );
  assert.deepEqual(s.next, {
    tool: "search_treaties",
    arguments: { query: "투자", display: 2, page: 2 },
  });
  assert.ok(r.text.includes('더 보기: search_treaties {"query":"투자","page":2,"display":2}'));
  assert.ok(r.text.includes('본문: get_treaty {"id":"4037"}'), r.text);
  const zero = await m.call("search_treaties", { query: "투자", kind: "양자조약" });
  assert.ok(!zero.isError, zero.text);
  assert.equal(sc(zero).total, 0);
  assert.match(zero.text, /일치하는 조약이 없습니다/);
  assert.equal(m.replay.stats.log.findLast(notProbe)?.query.cls, "1", "양자조약 is sent as cls=1");
  const peer = await m.call("search_treaties", { query: "투자", cls: "1" });
  assert.deepEqual(sc(peer).rows, sc(zero).rows, "peer code 1 = 양자조약");
  // A range on the date it names: 체결일 here (korean-law-mcp: concYd).
  await m.call("search_treaties", {
    query: "투자",
    from: "2020-01-01",
    to: "2020.12.31",
    dateField: "concluded",
  });
  assert.equal(m.replay.stats.log.findLast(notProbe)?.query.concYd, "20200101~20201231");
  assert.equal(m.replay.stats.log.findLast(notProbe)?.query.eftYd, undefined);
  await m.call("search_treaties", { query: "투자", eftYd: "20200101~20201231" });
  assert.equal(m.replay.stats.log.findLast(notProbe)?.query.eftYd, "20200101~20201231");
  const bad = await m.call("search_treaties", { query: "투자", from: "2020-02-31" });
  assert.match(bad.text, /BAD_INPUT.*from.*2월에는 31일이 없습니다/);
});

Deno.test("get_treaty: bilateral body from 조약기본정보/추가정보, 'null' strings dropped; 다자 root too", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_treaty_text", { id: "1885", chrClsCd: "010202" });
  assert.equal(m.replay.stats.log.findLast(notProbe)?.query.chrClsCd, "010202");
  assert.ok(!r.isError, r.text);
  const t = sc(r).treaty as Obj;
  assert.equal(t.nameKo, "대한민국과 국제금융공사간의 투자원본 회수에 관한 일반협정");
  assert.equal(t.kind, "양자조약");
  assert.equal(t.treatyNo, "461");
  assert.equal(t.counterparty, "국제금융공사");
  assert.equal(t.signPlace, "워싱턴");
  assert.match(r.text, /체결상대: 국제금융공사 \(IFC\)/);
  assert.match(r.text, /서명 1973-01-19 \(워싱턴\) · 발효 1973-01-19/);
  assert.ok(!/null/.test(r.text));
  assert.equal(
    sc(r).text,
    "제1조본 협정에 의하여 부여되거나 본 협정에서 언급된 권리와 특권은 다음 사항에 관하여 적용된다.",
  );
  const multi = await m.call("get_treaty", { id: "4037" });
  assert.ok(!multi.isError, multi.text);
  assert.equal((sc(multi).treaty as Obj).kind, "다자조약");
  assert.equal((sc(multi).treaty as Obj).field, "분쟁해결/상사중재");
  assert.ok(!/체결상대/.test(multi.text), "a multilateral treaty has no counterparty line");
  const miss = await m.call("get_treaty", { id: "999999" });
  assert.ok(miss.isError);
  assert.match(miss.text, /NOT_FOUND/);
  const bad = await m.call("get_treaty", { id: "4037", language: "fr" });
  assert.match(bad.text, /BAD_INPUT.*language/);
  const badCode = await m.call("get_treaty", { id: "4037", chrClsCd: "010204" });
  assert.match(badCode.text, /BAD_INPUT.*language/);
});

Deno.test("get_treaty: English text cut to the budget with the call that continues it", async () => {
  await using m = await mcpHarness({ maxChars: 900 });
  const first = await m.call("get_treaty", { id: "4037", language: "en" });
  assert.equal(m.replay.stats.log.findLast(notProbe)?.query.chrClsCd, "010203");
  assert.ok(!first.isError, first.text);
  const s = sc(first);
  assert.equal(s.language, "en");
  assert.match(s.text as string, /^The Contracting States\nConsidering the need/);
  type Cut = { shown: number; total: number; next: { tool: string; arguments: Obj } };
  const cut = s.truncated as Cut;
  assert.ok(cut.shown < cut.total && cut.total === s.textLength);
  assert.match(first.text, /응답 길이 제한으로 조약내용 \d+자 중 1–\d+자만 보였습니다/);
  assert.deepEqual(cut.next, {
    tool: "get_treaty",
    arguments: { id: "4037", language: "en", offset: cut.shown },
  });
  assert.ok(first.text.includes(`나머지: get_treaty ${JSON.stringify(cut.next.arguments)}`));
  let text = s.text as string;
  let next: Obj | undefined = cut.next.arguments;
  for (let i = 0; next && i < 10; i++) {
    const r = await m.call("get_treaty", next);
    text += sc(r).text as string;
    next = (sc(r).truncated as Cut | undefined)?.next.arguments;
  }
  assert.equal(text.length, s.textLength, "the pieces add up to the whole text");
  assert.match(text, /in accordance with the provisions of this Convention\.$/);
});

Deno.test("get_external_links: statute, article, MST and 법령ID pages; precedent by 사건번호; never an OC", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_external_links", {
    family: "법령",
    name: "건축법",
    articles: ["제4조의2"],
    mst: "276925",
    lawId: "001823",
  });
  assert.ok(!r.isError, r.text);
  const links = sc(r).links as { kind: string; url: string; basis: string }[];
  assert.deepEqual(links.map((l) => l.url), [
    "https://www.law.go.kr/법령/건축법",
    "https://www.law.go.kr/법령/건축법/제4조의2",
    "https://www.law.go.kr/LSW/lsInfoP.do?lsiSeq=276925",
    "https://www.law.go.kr/LSW/lsInfoP.do?lsId=001823",
  ]);
  assert.equal(links[1].kind, "article");
  assert.equal((sc(r).meta as Obj).upstreamCalls, 0);
  assert.equal(m.replay.stats.total, 0, "no upstream call");
  // korean-law-mcp's names (linkType, lawName, jo as a JO code) read the same.
  const peer = await m.call("get_external_links", {
    linkType: "law",
    lawName: "건축법",
    jo: "제4조의2",
    mst: "276925",
    lawId: "001823",
  });
  assert.deepEqual(sc(peer).links, sc(r).links);
  const two = await m.call("get_external_links", { name: "건축법", articles: ["제2조", "제11조"] });
  assert.deepEqual((sc(two).links as { kind: string }[]).map((l) => l.kind), [
    "law",
    "article",
    "article",
  ]);
  const jo = await m.call("get_external_links", { lawName: "근로기준법 시행령", jo: "000200" });
  assert.equal(
    (sc(jo).links as { url: string }[])[1].url,
    "https://www.law.go.kr/법령/근로기준법%20시행령/제2조",
  );
  // A decision as search_decisions gives it: domain + id (and its case number).
  const prec = await m.call("get_external_links", {
    domain: "prec",
    caseNumber: "2023다12345",
    id: "235603",
  });
  assert.deepEqual((sc(prec).links as { url: string }[]).map((l) => l.url), [
    "https://www.law.go.kr/판례/(2023다12345)",
    "https://www.law.go.kr/LSW/precInfoP.do?precSeq=235603",
  ]);
  const peerPrec = await m.call("get_external_links", {
    caseNumber: "2023다12345",
    precedentId: 235603,
  });
  assert.deepEqual(sc(peerPrec).links, sc(prec).links);
  const expc = await m.call("get_external_links", { domain: "expc", caseNumber: "13-0217" });
  assert.match(expc.text, /법령해석례\/\(13-0217\)/);
  const ord = await m.call("get_external_links", { family: "자치법규", mst: "2075511" });
  assert.match(ord.text, /ordinInfoP\.do\?ordinSeq=2075511/);
  const peerOrd = await m.call("get_external_links", {
    linkType: "ordinance",
    ordinanceId: "2075511",
  });
  assert.deepEqual(sc(peerOrd).links, sc(ord).links);
  const rule = await m.call("get_external_links", { family: "행정규칙", id: "2100000248758" });
  assert.match(rule.text, /admRulInfoP\.do\?admRulSeq=2100000248758/);
  const treaty = await m.call("get_external_links", { treatyId: "4037" });
  assert.match(treaty.text, /trtyInfoP\.do\?trtySeq=4037/);
  const term = await m.call("get_external_links", { term: "선박" });
  assert.match(term.text, /https:\/\/www\.law\.go\.kr\/용어\/선박/);
  assert.ok(!/OC=/.test(JSON.stringify([r, jo, prec, ord, term])));
  const none = await m.call("get_external_links", { linkType: "precedent" });
  assert.match(none.text, /BAD_INPUT/);
  const badJo = await m.call("get_external_links", { name: "건축법", articles: ["별표"] });
  assert.match(badJo.text, /BAD_INPUT.*articles/);
  const bareId = await m.call("get_external_links", { id: "235603" });
  assert.match(bareId.text, /BAD_INPUT.*domain/);
  const detc = await m.call("get_external_links", { domain: "detc", id: "22333" });
  assert.match(detc.text, /BAD_INPUT.*prec/);
});
