import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";

// deno-lint-ignore no-explicit-any
type Any = any;

/** The `tool {json}` text of a pointer, as every answer prints it. */
const pointerText = (p: { tool: string; arguments: unknown }) =>
  `${p.tool} ${JSON.stringify(p.arguments)}`;

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
  assert.match(r.text, / {2}- 시행령: 관세법 시행령 \[대통령령\] 시행 2025-10-01/);
  assert.doesNotMatch(r.text, /\d{4}\.\d{2}\.\d{2}|시행 \d{8}/, "dates shown as YYYY-MM-DD");
  // 행정규칙 are an optional part: counted, left out, and the call that adds them is printed.
  assert.deepEqual(s.adminRules, []);
  assert.ok(s.adminRuleCount > 100);
  assert.ok(
    r.text.includes(`함께 보기: get_law_system {"lawId":"001556","include":["adminRules"]}`),
    r.text,
  );
  const withRules = await m.call("get_law_system", { lawId: "001556", include: ["adminRules"] });
  const w = withRules.structuredContent as Any;
  assert.equal(w.adminRules.length, w.adminRuleCount);
  assert.ok(
    w.adminRules.some((a: Any) => a.name === "관세평가 운영에 관한 고시" && a.kind === "고시"),
  );
  assert.match(withRules.text, /· 고시 관세평가 운영에 관한 고시 \(시행 \d{4}-\d{2}-\d{2}/);
  // Our old boolean and the peer's tool name are the same call.
  const alias = await m.call("get_law_system_tree", { mst: "276067", adminRules: true });
  assert.ok(!alias.isError, alias.text);
  assert.equal((alias.structuredContent as Any).adminRules.length, w.adminRuleCount);
  const off = await m.call("get_law_tree", { mst: "276067", adminRules: false });
  assert.deepEqual((off.structuredContent as Any).adminRules, []);
  const miss = await m.call("get_law_system", { lawId: "999999" });
  assert.ok(miss.isError);
  assert.match(miss.text, /NOT_FOUND/);
  const bad = await m.call("get_law_system", {});
  assert.match(bad.text, /BAD_INPUT/);
});

Deno.test("get_law_system: a long tree is cut, and its pointer returns the rest", async () => {
  await using m = await mcpHarness({ maxChars: 2_000 });
  const r = await m.call("get_law_system", { lawId: "001556", include: ["adminRules"] });
  assert.ok(r.text.length < 2_600, String(r.text.length));
  const s = r.structuredContent as Any;
  const next = s.truncated.next;
  assert.deepEqual(next, {
    tool: "get_law_system",
    arguments: { lawId: "001556", include: ["adminRules"], offset: s.truncated.shown },
  });
  assert.match(r.text, /응답 길이 제한으로 \d+개 줄 중 1–\d+번째만 보였습니다/);
  assert.ok(r.text.includes(`나머지: ${pointerText(next)}`), r.text);
  // The structured lists hold what the text shows; the rest comes with the next slice.
  assert.ok(s.adminRules.length < s.adminRuleCount);
  const rest = await m.call(next.tool, next.arguments);
  const t = rest.structuredContent as Any;
  assert.equal(t.base.name, "관세법");
  assert.ok(t.adminRules.length > 0);
  assert.ok(!t.adminRules.some((a: Any) => s.adminRules.some((b: Any) => a.serial === b.serial)));
  const past = await m.call("get_law_system", { lawId: "001556", offset: 999 });
  assert.match(past.text, /BAD_INPUT.*offset 999/);
});

Deno.test("get_delegated_laws: 초ㆍ중등교육법, filtered by articles and receivers, paged", async () => {
  await using m = await mcpHarness();
  const all = await m.call("get_delegated_laws", { lawId: "000900", display: 5 });
  assert.ok(!all.isError, all.text);
  const a = all.structuredContent as Any;
  assert.equal(a.law.name, "초ㆍ중등교육법");
  assert.equal(a.total, 56);
  assert.deepEqual(a.next, {
    tool: "get_delegated_laws",
    arguments: { lawId: "000900", page: 2, display: 5 },
  });
  assert.ok(all.text.includes(`더 보기: ${pointerText(a.next)}`), all.text);
  const page2 = await m.call(a.next.tool, a.next.arguments);
  assert.equal((page2.structuredContent as Any).page, 2);
  assert.notEqual((page2.structuredContent as Any).articles[0].label, a.articles[0].label);
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
  // 제10조의2 exactly, never 제10조; a single string is one article.
  const br = await m.call("get_delegated_laws", { lawId: "000900", articles: "제10조의2" });
  const b = br.structuredContent as Any;
  assert.deepEqual(b.articles.map((x: Any) => x.label), ["제10조의2"]);
  assert.ok(b.articles[0].targets.some((t: Any) => t.targetArticle === "제13조의2"));
  const ordin = await m.call("get_delegated_laws", {
    lawId: "000900",
    articles: ["제10조"],
    receivers: ["자치법규"],
  });
  const o = ordin.structuredContent as Any;
  assert.ok(o.articles[0].targets.length >= 7);
  assert.ok(o.articles[0].targets.every((t: Any) => t.kind === "자치법규"));
  // Our old `kinds` is `receivers`.
  const old = await m.call("get_delegated_laws", {
    lawId: "000900",
    articles: ["제10조"],
    kinds: ["자치법규"],
  });
  assert.deepEqual((old.structuredContent as Any).articles, o.articles);
  const none = await m.call("get_delegated_laws", { lawId: "000900", articles: ["제1조"] });
  assert.equal((none.structuredContent as Any).total, 0);
  assert.match(none.text, /위임 내용이 없습니다/);
  const bad = await m.call("get_delegated_laws", { lawId: "000900", articles: ["아무말"] });
  assert.match(bad.text, /BAD_INPUT/);
  // The peer's `query` is the law's name: it is searched as a name (not recorded here: a miss).
  const peer = await m.call("get_delegated_laws", { query: "초중등교육법" });
  assert.match(peer.text, /NOT_FOUND.*초중등교육법/);
});

Deno.test("get_delegated_laws: a page too long is cut; the rest of the page comes before the next page", async () => {
  await using m = await mcpHarness({ maxChars: 400 });
  const r = await m.call("get_delegated_laws", { lawId: "000900", display: 5 });
  const s = r.structuredContent as Any;
  assert.equal(s.next, undefined, "no next page while this page is cut");
  assert.deepEqual(s.truncated.next, {
    tool: "get_delegated_laws",
    arguments: { lawId: "000900", display: 5, offset: s.truncated.shown },
  });
  assert.equal(s.articles.length, s.truncated.shown);
  assert.ok(r.text.includes(`나머지: ${pointerText(s.truncated.next)}`), r.text);
  let p = s.truncated.next;
  const seen = [...s.articles.map((a: Any) => a.label)];
  let last: Any;
  for (let i = 0; p && i < 10; i++) {
    last = (await m.call(p.tool, p.arguments)).structuredContent as Any;
    seen.push(...last.articles.map((a: Any) => a.label));
    p = last.truncated?.next;
  }
  assert.equal(seen.length, 5, "the slices make up the page, each article once");
  assert.equal(new Set(seen).size, 5);
  assert.deepEqual(last.next, {
    tool: "get_delegated_laws",
    arguments: { lawId: "000900", page: 2, display: 5 },
  });
});

Deno.test("get_three_way_comparison: 건축법 위임조문 by name, by relation, via get_three_tier", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_three_way_comparison", { name: "건축법" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Any;
  assert.equal(s.relation, "delegation");
  assert.deepEqual(s.rows.map((x: Any) => x.law.label), ["제4조", "제11조"]);
  assert.deepEqual(s.rows[0].decree.map((x: Any) => x.label), ["제5조", "제5조의5"]);
  assert.deepEqual(s.rows[1].rule.map((x: Any) => x.label), ["제6조"]);
  assert.equal(s.rows[1].adminRules[0].article, "제3조");
  const peer = await m.call("get_three_tier", { lawId: "001823", knd: "2" });
  assert.ok(!peer.isError, peer.text);
  assert.deepEqual((peer.structuredContent as Any).rows, s.rows);
  assert.equal(m.replay.stats.last()!.query.knd, "2");
  const oldKind = await m.call("get_three_way_comparison", { lawId: "001823", kind: "위임조문" });
  assert.equal((oldKind.structuredContent as Any).relation, "delegation");
  const one = await m.call("get_three_way_comparison", { lawId: "001823", articles: "제11조" });
  assert.deepEqual((one.structuredContent as Any).rows.map((x: Any) => x.law.label), ["제11조"]);
  // 인용조문 (knd=1) was never recorded: a miss, not an outage; the peer's knd 1 asks for it.
  const cited = await m.call("get_three_way_comparison", {
    lawId: "001823",
    relation: "citation",
  });
  assert.match(cited.text, /NOT_FOUND/);
  assert.equal(m.replay.stats.last()!.query.knd, "1");
  const peerCited = await m.call("get_three_tier", { lawId: "001823", knd: 1 });
  assert.match(peerCited.text, /NOT_FOUND/);
  assert.equal(m.replay.stats.last()!.query.knd, "1");
  const bad = await m.call("get_three_way_comparison", { lawId: "001823", relation: "위로" });
  assert.match(bad.text, /BAD_INPUT.*relation/);
});

Deno.test("get_three_way_comparison: long rows are cut, the pointer naming the law as resolved", async () => {
  await using m = await mcpHarness({ maxChars: 700 });
  const r = await m.call("get_three_way_comparison", { name: "건축법" });
  const s = r.structuredContent as Any;
  assert.equal(s.total, 2);
  assert.deepEqual(s.rows.map((x: Any) => x.law.label), ["제4조"]);
  assert.deepEqual(s.truncated.next, {
    tool: "get_three_way_comparison",
    arguments: { offset: 1, lawId: "001823" },
  });
  assert.ok(r.text.includes(pointerText(s.truncated.next)), r.text);
  const rest = await m.call(s.truncated.next.tool, s.truncated.next.arguments);
  assert.deepEqual((rest.structuredContent as Any).rows.map((x: Any) => x.law.label), ["제11조"]);
});

Deno.test("compare_articles: nested locators; same article identical, different diffed, missing named", async () => {
  await using m = await mcpHarness();
  const same = await m.call("compare_articles", {
    left: { lawId: "001823", articles: ["제4조의2"] },
    right: { mst: "276925", articles: "제4조의2" },
  });
  assert.ok(!same.isError, same.text);
  assert.equal((same.structuredContent as Any).identical, true);
  const diff = await m.call("compare_articles", {
    left: { lawId: "001823", articles: ["제4조"] },
    right: { mst: "282351", articles: ["제2조"] },
  });
  assert.ok(!diff.isError, diff.text);
  const p = diff.structuredContent as Any;
  assert.equal(p.identical, false);
  assert.equal(p.left.law.name, "건축법");
  assert.equal(p.right.law.name, "최저임금법 시행규칙");
  assert.ok(p.added > 0 && p.removed > 0);
  assert.match(diff.text, /^--- 건축법 제4조\(건축위원회\) · 시행 2025-10-01/m);
  assert.match(diff.text, /^- 제4조\(건축위원회\)/m);
  // The peer's law1/law2 with jo, and our old nested names, are the same call.
  const peer = await m.call("compare_articles", {
    law1: { lawId: "001823", jo: "제4조" },
    law2: { mst: "282351", jo: "제2조" },
  });
  assert.deepEqual((peer.structuredContent as Any).diff, p.diff);
  // The peer's catalogue lists law1's fields flat: at the top level they are accepted, unused.
  const flat = await m.call("compare_articles", {
    left: { lawId: "001823", articles: ["제4조"] },
    right: { mst: "282351", articles: ["제2조"] },
    jo: "제4조",
  });
  assert.deepEqual((flat.structuredContent as Any).diff, p.diff);
  assert.match(
    flat.text,
    /'jo' 인자는 쓰지 않았습니다: compare_articles는 법령·조문을 left\/right 안에/,
  );
  const old = await m.call("compare_articles", {
    left: { lawName: "건축법", article: "제4조" },
    right: { lawId: "001823", jo: "제4조" },
  });
  assert.ok(!old.isError, old.text);
  assert.equal((old.structuredContent as Any).identical, true);
  // efYd inside a side is its asOf: the version in force then is looked up (a miss here).
  const dated = await m.call("compare_articles", {
    left: { lawName: "자동차관리법", jo: "제1조", efYd: "20250901" },
    right: { lawId: "001823", articles: ["제1조"] },
  });
  assert.match(dated.text, /NOT_FOUND/);
  assert.equal(m.replay.stats.last()!.query.efYd, "20250814");
  // A nested name the side does not take is refused like a top-level one.
  const stray = await m.call("compare_articles", {
    left: { lawId: "001823", artcles: ["제4조"] },
    right: { mst: "282351", articles: ["제2조"] },
  });
  assert.match(stray.text, /BAD_INPUT\] compare_articles: left: 알 수 없는 인자 'artcles'/);
  assert.match(stray.text, /did you mean 'articles'/);
  assert.match(stray.text, /받는 인자: lawId, mst, name, articles, asOf/);
  const two = await m.call("compare_articles", {
    left: { lawId: "001823", articles: ["제4조", "제5조"] },
    right: { lawId: "001823", articles: ["제4조"] },
  });
  assert.match(two.text, /BAD_INPUT.*left\.articles: 이 도구는 조문 하나만 받습니다/);
  const missing = await m.call("compare_articles", {
    left: { lawId: "001823", articles: ["제4조의1"] },
    right: { lawId: "001823", articles: ["제4조"] },
  });
  assert.match(missing.text, /NOT_FOUND.*제4조의1/);
  const noVersion = await m.call("compare_articles", {
    left: { name: "건축법", articles: ["제4조"], asOf: "2010-01-01" },
    right: { lawId: "001823", articles: ["제4조"] },
  });
  assert.match(noVersion.text, /NOT_FOUND/);
  const bad = await m.call("compare_articles", {
    left: { lawId: "001823", articles: ["제4조"] },
  });
  assert.match(bad.text, /BAD_INPUT.*right/);
});

Deno.test("compare_articles: a long diff is cut, the pointer repeating both sides", async () => {
  await using m = await mcpHarness({ maxChars: 900 });
  const args = {
    left: { lawId: "001823", articles: ["제4조"] },
    right: { mst: "282351", articles: ["제2조"] },
  };
  const r = await m.call("compare_articles", args);
  const s = r.structuredContent as Any;
  assert.equal(s.diff.length, s.truncated.shown);
  assert.deepEqual(s.truncated.next, {
    tool: "compare_articles",
    arguments: { ...args, offset: s.truncated.shown },
  });
  assert.ok(r.text.includes(pointerText(s.truncated.next)), r.text);
  const rest = (await m.call("compare_articles", s.truncated.next.arguments))
    .structuredContent as Any;
  assert.deepEqual(rest.diff[0], (await fullDiff())[s.truncated.shown]);

  async function fullDiff() {
    await using big = await mcpHarness();
    return ((await big.call("compare_articles", args)).structuredContent as Any).diff;
  }
});

Deno.test("parse_article_references and get_article_with_references", async () => {
  await using m = await mcpHarness();
  const r = await m.call("parse_article_references", {
    text: "「관세법」 제309조ㆍ제310조 및 같은 법 시행규칙 제3조제1항, 법 제2조",
    name: "관세법 시행령",
  });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Any;
  assert.equal(s.total, 3);
  assert.deepEqual(s.references[0].articles.map((a: Any) => a.jo), ["030900", "031000"]);
  assert.equal(s.references[1].resolvedLaw, "관세법 시행규칙");
  assert.equal(s.references[2].resolvedLaw, "관세법");
  assert.deepEqual(s.laws.map((l: Any) => l.law), ["관세법", "관세법 시행규칙"]);
  assert.match(r.text, /^인용 법령:\n- 관세법: 제309조, 제310조, 제2조/m);
  assert.equal(s.meta.upstreamCalls, 0);
  // The text's own article resolves a bare 제1항; our old lawName/article are the same call.
  const ctx = { text: "제1항에 따른 신고는 같은 조 제3항을 준용한다", name: "건축법" };
  const here = await m.call("parse_article_references", { ...ctx, contextArticle: "제14조" });
  const h = here.structuredContent as Any;
  assert.deepEqual(h.laws, [{ law: "건축법", articles: ["제14조"] }]);
  assert.deepEqual(h.references.map((x: Any) => x.articles[0].label), [
    "제14조 제1항",
    "제14조 제3항",
  ]);
  const old = await m.call("parse_article_references", {
    text: ctx.text,
    lawName: "건축법",
    article: "제14조",
  });
  assert.deepEqual((old.structuredContent as Any).references, h.references);
  const badCtx = await m.call("parse_article_references", { ...ctx, contextArticle: "열넷" });
  assert.match(badCtx.text, /BAD_INPUT.*contextArticle/);
  const none = await m.call("parse_article_references", { text: "인용 없음" });
  assert.equal((none.structuredContent as Any).total, 0);
  assert.match(none.text, /찾지 못했습니다/);

  const art = await m.call("get_article_with_references", {
    lawId: "001823",
    articles: ["제4조의3"],
  });
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
  const miss = await m.call("get_article_with_references", {
    lawId: "001823",
    articles: "제999조",
  });
  assert.match(miss.text, /NOT_FOUND/);
  const two = await m.call("get_article_with_references", {
    lawId: "001823",
    articles: "제4조, 제5조",
  });
  assert.match(two.text, /BAD_INPUT.*articles: 이 도구는 조문 하나만 받습니다/);
  // A date reads the version in force then (not recorded here: the picked version is a miss).
  const dated = await m.call("parse_article_links", {
    lawName: "자동차관리법",
    jo: "제1조",
    efYd: "20250901",
  });
  assert.match(dated.text, /NOT_FOUND/);
  assert.equal(m.replay.stats.last()!.query.efYd, "20250814");
});

Deno.test("get_article_precedents: JO is the law name, the article goes in the query; paged", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_article_precedents", { name: "건축법", articles: ["제11조"] });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Any;
  assert.equal(s.total, 2);
  assert.deepEqual(s.rows.map((x: Any) => [x.id, x.decisionDate]), [["900001", "20240530"], [
    "900002",
    "20221110",
  ]]);
  assert.match(
    r.text,
    /- 대법원 2024-05-30 2023두12345 건축허가신청반려처분취소 \[판례ID 900001\]/,
  );
  const sent = m.replay.stats.last()!.query;
  assert.equal(sent.JO, "건축법");
  assert.equal(sent.query, "제11조");
  const paged = await m.call("get_article_precedents", {
    name: "건축법",
    articles: "제11조",
    display: 1,
  });
  const p = paged.structuredContent as Any;
  assert.deepEqual(p.next, {
    tool: "get_article_precedents",
    arguments: { name: "건축법", articles: ["제11조"], page: 2, display: 1 },
  });
  assert.ok(paged.text.includes(`더 보기: ${pointerText(p.next)}`), paged.text);
  // The peer's tool fixes include: ["article"]; its includePrecedents is accepted, not needed.
  const peer = await m.call("get_article_with_precedents", {
    lawId: "001823",
    jo: "제11조",
    includePrecedents: true,
  });
  assert.ok(!peer.isError, peer.text);
  assert.equal((peer.structuredContent as Any).articleText.label, "제11조");
  assert.match(peer.text, /^제11조\(건축허가\)/m);
  assert.match(peer.text, /'includePrecedents' 인자는 쓰지 않았습니다/);
  const old = await m.call("get_article_precedents", {
    name: "건축법",
    article: "제11조",
    includeArticle: true,
  });
  assert.equal((old.structuredContent as Any).articleText.label, "제11조");
  const zero = await m.call("search_precedents_by_article", {
    name: "건축법",
    articles: ["제12조"],
  });
  assert.ok(!zero.isError, zero.text);
  assert.equal((zero.structuredContent as Any).total, 0);
  assert.match(zero.text, /찾지 못했습니다/);
  const bad = await m.call("get_article_precedents", { name: "건축법" });
  assert.match(bad.text, /BAD_INPUT/);
  const two = await m.call("get_article_precedents", {
    name: "건축법",
    articles: ["제11조", "제12조"],
  });
  assert.match(two.text, /BAD_INPUT.*조문 하나만/);
});

Deno.test("parse_jo_code: both directions, lists, ranges, 자치법규 codes, bad codes", async () => {
  await using m = await mcpHarness();
  const r = await m.call("parse_jo_code", { articles: "제10조의2, 제3조부터 제4조까지" });
  assert.deepEqual((r.structuredContent as Any).items.map((i: Any) => i.code), [
    "001002",
    "000300",
    "000400",
  ]);
  const back = await m.call("parse_jo_code", {
    articles: ["001002", "038000"],
    direction: "to_text",
  });
  assert.deepEqual((back.structuredContent as Any).items.map((i: Any) => i.text), [
    "제10조의2",
    "제380조",
  ]);
  const ord = await m.call("parse_jo_code", { articles: "제10조의2", family: "자치법규" });
  assert.equal((ord.structuredContent as Any).items[0].code, "100200");
  const peer = await m.call("parse_jo_code", {
    joText: "100200",
    direction: "to_text",
    lawType: "ordinance",
  });
  assert.equal((peer.structuredContent as Any).items[0].text, "제10조의2");
  const bad = await m.call("parse_jo_code", { articles: "12", direction: "to_text" });
  assert.match(bad.text, /BAD_INPUT.*'12'는 6자리 JO 코드가 아닙니다/);
  // A code given the other way round is read as the article it names (the article reader
  // knows JO codes), so it converts back to itself.
  const same = await m.call("parse_jo_code", { articles: "001002" });
  assert.deepEqual((same.structuredContent as Any).items, [{ text: "제10조의2", code: "001002" }]);
  const wide = await m.call("parse_jo_code", { articles: "제100조", family: "자치법규" });
  assert.match(wide.text, /BAD_INPUT.*제99조까지/);
});
