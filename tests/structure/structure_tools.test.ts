import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";

// deno-lint-ignore no-explicit-any
type Any = any;

Deno.test("get_law_system: 관세법 family from the real lsStmd body, by ID and by the peer name", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_law_system", { lawId: "001556" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Any;
  assert.equal(s.base.name, "관세법");
  assert.equal(s.base.mst, "276067");
  const decree = s.statutes.find((x: Any) => x.name === "관세법 시행령");
  assert.equal(decree.tier, "시행령");
  assert.equal(decree.parentMst, "276067");
  const rule = s.statutes.find((x: Any) => x.name === "관세법 시행규칙");
  assert.equal(rule.parentMst, decree.mst);
  assert.deepEqual(s.related.map((x: Any) => x.name), [
    "국세와 지방세의 조정 등에 관한 법률",
    "임시수입부가세법",
  ]);
  assert.ok(
    s.adminRules.some((a: Any) => a.name === "관세평가 운영에 관한 고시" && a.kind === "고시"),
  );
  assert.match(r.text, / {2}- 시행령: 관세법 시행령/);
  const alias = await m.call("get_law_system_tree", { mst: "276067", adminRules: false });
  assert.ok(!alias.isError, alias.text);
  assert.equal((alias.structuredContent as Any).adminRules.length, 0);
  assert.ok((alias.structuredContent as Any).adminRuleCount > 100);
  const miss = await m.call("get_law_system", { lawId: "999999" });
  assert.ok(miss.isError);
  assert.match(miss.text, /NOT_FOUND/);
  const bad = await m.call("get_law_system", {});
  assert.match(bad.text, /BAD_INPUT/);
});

Deno.test("get_law_system: a long tree is cut with a notice", async () => {
  await using m = await mcpHarness({ maxChars: 2_000 });
  const r = await m.call("get_law_system", { lawId: "001556" });
  assert.ok(r.text.length < 2_600, String(r.text.length));
  assert.match(r.text, /응답 길이 제한으로 \d+줄 중 \d+줄만/);
});

Deno.test("get_delegated_laws: 초ㆍ중등교육법, filtered by article and kind, paged", async () => {
  await using m = await mcpHarness();
  const all = await m.call("get_delegated_laws", { lawId: "000900", display: 5 });
  assert.ok(!all.isError, all.text);
  const a = all.structuredContent as Any;
  assert.equal(a.law.name, "초ㆍ중등교육법");
  assert.equal(a.total, 56);
  assert.deepEqual(a.next, { page: 2 });
  assert.match(all.text, /더 보기: get_delegated_laws .*"page":2/);
  const first = a.articles[0];
  assert.equal(first.label, "제4조");
  assert.deepEqual(first.targets[0], {
    kind: "시행령",
    serial: "275189",
    name: "초ㆍ중등교육법 시행령",
    targetArticle: "제2조",
    targetTitle: "학교의 설립기준",
    linkText: "대통령령",
    lineText: "대통령령으로 정하는 설립 기준",
    clause: "제4조제1항",
  });
  // 제10조의2 exactly, never 제10조.
  const br = await m.call("get_delegated_laws", { lawId: "000900", articles: ["제10조의2"] });
  const b = br.structuredContent as Any;
  assert.deepEqual(b.articles.map((x: Any) => x.label), ["제10조의2"]);
  assert.ok(b.articles[0].targets.some((t: Any) => t.targetArticle === "제13조의2"));
  const ordin = await m.call("get_delegated_laws", {
    lawId: "000900",
    articles: ["제10조"],
    kinds: ["자치법규"],
  });
  const o = ordin.structuredContent as Any;
  assert.ok(o.articles[0].targets.length >= 7);
  assert.ok(o.articles[0].targets.every((t: Any) => t.kind === "자치법규"));
  const none = await m.call("get_delegated_laws", { lawId: "000900", articles: ["제1조"] });
  assert.equal((none.structuredContent as Any).total, 0);
  assert.match(none.text, /위임 내용이 없습니다/);
  const bad = await m.call("get_delegated_laws", { lawId: "000900", articles: ["아무말"] });
  assert.match(bad.text, /BAD_INPUT/);
});

Deno.test("compare_old_new: by name through the list, by MST; unknown name is a miss", async () => {
  await using m = await mcpHarness();
  const r = await m.call("compare_old_new", { name: "건축법" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Any;
  assert.equal(s.new.mst, "276925");
  assert.equal(s.old.mst, "270001");
  assert.equal(s.total, 3);
  assert.match(s.rows[1].old, /확인할 수 있다/);
  assert.match(s.rows[1].new, /확인하여야 한다/);
  assert.match(r.text, /구: .*\n {2}신: /);
  const byMst = await m.call("compare_old_new", { mst: "276925" });
  assert.deepEqual((byMst.structuredContent as Any).rows, s.rows);
  const miss = await m.call("compare_old_new", { name: "없는법" });
  assert.match(miss.text, /NOT_FOUND/);
  const mstMiss = await m.call("compare_old_new", { mst: "1" });
  assert.match(mstMiss.text, /NOT_FOUND/);
});

Deno.test("get_three_way_comparison: 건축법 위임조문 by name and via get_three_tier", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_three_way_comparison", { name: "건축법" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Any;
  assert.equal(s.kind, "delegation");
  assert.deepEqual(s.rows.map((x: Any) => x.law.label), ["제4조", "제11조"]);
  assert.deepEqual(s.rows[0].decree.map((x: Any) => x.label), ["제5조", "제5조의5"]);
  assert.deepEqual(s.rows[1].rule.map((x: Any) => x.label), ["제6조"]);
  assert.equal(s.rows[1].adminRules[0].article, "제3조");
  const peer = await m.call("get_three_tier", { lawId: "001823", knd: "2" });
  assert.ok(!peer.isError, peer.text);
  assert.equal((peer.structuredContent as Any).rows.length, 2);
  const one = await m.call("get_three_way_comparison", { lawId: "001823", articles: ["제11조"] });
  assert.deepEqual((one.structuredContent as Any).rows.map((x: Any) => x.law.label), ["제11조"]);
  // 인용조문 (knd=1) was never recorded: a miss, not an outage.
  const cited = await m.call("get_three_way_comparison", { lawId: "001823", kind: "citation" });
  assert.match(cited.text, /NOT_FOUND/);
});

Deno.test("compare_articles: same article identical, different articles diffed, missing named", async () => {
  await using m = await mcpHarness();
  const same = await m.call("compare_articles", {
    left: { lawId: "001823", article: "제4조의2" },
    right: { mst: "276925", article: "제4조의2" },
  });
  assert.ok(!same.isError, same.text);
  assert.equal((same.structuredContent as Any).identical, true);
  const peer = await m.call("compare_articles", {
    law1: { lawId: "001823", jo: "제4조" },
    law2: { mst: "282351", jo: "제2조" },
  });
  assert.ok(!peer.isError, peer.text);
  const p = peer.structuredContent as Any;
  assert.equal(p.identical, false);
  assert.equal(p.left.law.name, "건축법");
  assert.equal(p.right.law.name, "최저임금법 시행규칙");
  assert.ok(p.added > 0 && p.removed > 0);
  assert.match(peer.text, /^--- 건축법 제4조\(건축위원회\)/m);
  assert.match(peer.text, /^- 제4조\(건축위원회\)/m);
  const missing = await m.call("compare_articles", {
    left: { lawId: "001823", article: "제4조의1" },
    right: { lawId: "001823", article: "제4조" },
  });
  assert.match(missing.text, /NOT_FOUND.*제4조의1/);
  const noVersion = await m.call("compare_articles", {
    left: { name: "건축법", article: "제4조", asOf: "2010-01-01" },
    right: { lawId: "001823", article: "제4조" },
  });
  assert.match(noVersion.text, /NOT_FOUND/);
  const bad = await m.call("compare_articles", { left: { lawId: "001823", article: "제4조" } });
  assert.match(bad.text, /BAD_INPUT/);
});

Deno.test("parse_article_references and get_article_with_references", async () => {
  await using m = await mcpHarness();
  const r = await m.call("parse_article_references", {
    text: "「관세법」 제309조ㆍ제310조 및 같은 법 시행규칙 제3조제1항, 법 제2조",
    lawName: "관세법 시행령",
  });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Any;
  assert.equal(s.total, 3);
  assert.deepEqual(s.references[0].articles.map((a: Any) => a.jo), ["030900", "031000"]);
  assert.equal(s.references[1].resolvedLaw, "관세법 시행규칙");
  assert.equal(s.references[2].resolvedLaw, "관세법");
  assert.deepEqual(s.laws.map((l: Any) => l.law), ["관세법", "관세법 시행규칙"]);
  assert.equal(s.meta.upstreamCalls, 0);
  const none = await m.call("parse_article_references", { text: "인용 없음" });
  assert.equal((none.structuredContent as Any).total, 0);
  assert.match(none.text, /찾지 못했습니다/);

  const art = await m.call("get_article_with_references", { lawId: "001823", article: "제4조의3" });
  assert.ok(!art.isError, art.text);
  const a = art.structuredContent as Any;
  assert.equal(a.article.label, "제4조의3");
  assert.deepEqual(a.references.map((x: Any) => x.articles.map((y: Any) => y.label).join()), [
    "제4조의2 제1항",
    "제4조의2 제3항",
  ]);
  const peer = await m.call("parse_article_links", { mst: "276925", jo: "제11조" });
  assert.ok(!peer.isError, peer.text);
  assert.ok((peer.structuredContent as Any).laws.some((l: Any) => l.law === "건축기본법"));
  const miss = await m.call("get_article_with_references", { lawId: "001823", article: "제999조" });
  assert.match(miss.text, /NOT_FOUND/);
});

Deno.test("get_article_precedents: JO is the law name, the article goes in the query", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_article_precedents", { name: "건축법", article: "제11조" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Any;
  assert.equal(s.total, 2);
  assert.deepEqual(s.rows.map((x: Any) => [x.id, x.decisionDate]), [["900001", "20240530"], [
    "900002",
    "20221110",
  ]]);
  const sent = m.replay.stats.last()!.query;
  assert.equal(sent.JO, "건축법");
  assert.equal(sent.query, "제11조");
  const peer = await m.call("get_article_with_precedents", { lawId: "001823", jo: "제11조" });
  assert.ok(!peer.isError, peer.text);
  assert.equal((peer.structuredContent as Any).articleText.label, "제11조");
  assert.match(peer.text, /^제11조\(건축허가\)/m);
  const zero = await m.call("search_precedents_by_article", { name: "건축법", article: "제12조" });
  assert.ok(!zero.isError, zero.text);
  assert.equal((zero.structuredContent as Any).total, 0);
  assert.match(zero.text, /찾지 못했습니다/);
  const bad = await m.call("get_article_precedents", { name: "건축법" });
  assert.match(bad.text, /BAD_INPUT/);
});

Deno.test("parse_jo_code: both directions, lists, ranges, bad codes", async () => {
  await using m = await mcpHarness();
  const r = await m.call("parse_jo_code", { joText: "제10조의2, 제3조부터 제4조까지" });
  assert.deepEqual((r.structuredContent as Any).items.map((i: Any) => i.code), [
    "001002",
    "000300",
    "000400",
  ]);
  const back = await m.call("parse_jo_code", { joText: "001002 038000", direction: "to_text" });
  assert.deepEqual((back.structuredContent as Any).items.map((i: Any) => i.text), [
    "제10조의2",
    "제380조",
  ]);
  const ord = await m.call("parse_jo_code", { joText: "제10조의2", lawType: "ordinance" });
  assert.equal((ord.structuredContent as Any).items[0].code, "100200");
  const bad = await m.call("parse_jo_code", { joText: "12", direction: "to_text" });
  assert.match(bad.text, /BAD_INPUT/);
});
