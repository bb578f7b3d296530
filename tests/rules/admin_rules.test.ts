import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";

type Row = { serial: string; ruleId?: string; name: string; kind?: string };

Deno.test("search_admin_rules: XML 학교 list and JSON 산업재해보상보험법 list, paged", async () => {
  await using m = await mcpHarness();
  const xml = await m.call("search_admin_rules", { query: "학교", display: 5 });
  assert.ok(!xml.isError, xml.text);
  const s = xml.structuredContent as { total: number; rows: Row[]; next?: unknown };
  assert.equal(s.total, 110);
  assert.equal(s.rows[0].serial, "2100000115029");
  assert.equal(s.rows[0].ruleId, "2075886");
  assert.equal(s.rows[0].kind, "공고");
  assert.deepEqual(s.next, {
    tool: "search_admin_rules",
    arguments: { query: "학교", display: 5, page: 2 },
  });
  assert.match(xml.text, /본문: get_admin_rule \{"id":"2100000115029"\}/);
  assert.match(xml.text, /더 보기: search_admin_rules \{"query":"학교","page":2,"display":5\}$/);
  // The peer's name and its code-string knd are accepted.
  const json = await m.call("search_admin_rule", { query: "산업재해보상보험법" });
  const j = json.structuredContent as { total: number; rows: Row[]; next?: unknown };
  assert.equal(j.total, 5);
  assert.equal(j.rows[2].name, "산업재해보상보험법 제27조의3의 해석(재민 81-4)");
  assert.equal(j.next, undefined);
});

Deno.test("search_admin_rules: kind is an enum mapped to knd; from/to → prmlYd; zero hits; bad input", async () => {
  await using m = await mcpHarness();
  const zero = await m.call("search_admin_rules", { query: "산업재해보상보험법", knd: "3" });
  assert.ok(!zero.isError, zero.text);
  assert.equal((zero.structuredContent as { total: number }).total, 0);
  assert.match(zero.text, /일치하는 행정규칙이 없습니다/);
  // The zero of a Korean-text search also asked the known-answer probe (target law) after it.
  assert.equal(m.replay.stats.log.findLast((l) => l.target === "admrul")?.query.knd, "3");
  await m.call("search_admin_rules", { query: "x", kind: "지침" });
  assert.equal(m.replay.stats.last()?.query.knd, "5");
  // One date argument reader: any spelling, a one-sided range closed far away.
  await m.call("search_admin_rules", { query: "x", from: "2024.1.5", to: "2024-02-29" });
  assert.equal(m.replay.stats.last()?.query.prmlYd, "20240105~20240229");
  await m.call("search_admin_rules", { query: "x", issuedFrom: "20240105" });
  assert.equal(m.replay.stats.last()?.query.prmlYd, "20240105~99991231");
  const badDate = await m.call("search_admin_rules", { query: "x", to: "2024-02-30" });
  assert.match(badDate.text, /BAD_INPUT.*2월에는 30일이 없습니다/);
  const bad = await m.call("search_admin_rules", { query: "x", kind: "법률" });
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT.*kind/);
});

Deno.test("get_admin_rule: 조문형식여부=N body (XML ID 62505) with 별표 and attachment links", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_admin_rule", { id: "62505" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as {
    rule: { name: string; articleForm: boolean; ruleId: string; ministry: string };
    annexes: { label: string; fileLink?: string }[];
    attachments: { name: string; link?: string }[];
    blocks: string[];
  };
  assert.equal(s.rule.name, "개성공업지구 폐기물 국내반입 처리 절차 등에 관한 업무처리지침");
  assert.equal(s.rule.articleForm, false);
  assert.equal(s.rule.ruleId, "35643");
  assert.equal(s.annexes.length, 6);
  assert.equal(s.annexes[0].label, "서식 1");
  assert.equal(s.annexes[0].fileLink, "https://www.law.go.kr/LSW/flDownload.do?flSeq=5346382");
  assert.equal(s.attachments[0].link, "http://law.go.kr/flDownload.do?flSeq=1758479");
  assert.match(r.text, /조문형식여부=N/);
  assert.match(s.blocks.join("\n"), /Ⅰ\. 목 {2}적/);
});

Deno.test("get_admin_rule: JSON body by 일련번호, one article, and the cut with its continuation", async () => {
  await using m = await mcpHarness({ maxChars: 1_500 });
  const one = await m.call("get_admin_rule", { id: "1", articles: ["제3조"] });
  const s1 = one.structuredContent as {
    blocks: string[];
    annexes: unknown[];
    rule: { articleForm: boolean };
  };
  assert.equal(s1.rule.articleForm, true);
  assert.deepEqual(s1.blocks.map((b) => b.slice(0, 13)), ["제3조(수입징수관) 수입"]);
  assert.equal(s1.annexes.length, 10);
  const first = await m.call("get_admin_rule", { id: "1" });
  const f = first.structuredContent as {
    blocks: string[];
    truncated?: { shown: number; next: { tool: string; arguments: Record<string, unknown> } };
  };
  assert.ok(f.truncated, "1,500 chars cannot hold 11 articles");
  assert.match(first.text, /응답 길이 제한으로 \d+개 본문 조각 중 1–\d+번째만 보였습니다/);
  const off = f.truncated.shown;
  assert.deepEqual(f.truncated.next, {
    tool: "get_admin_rule",
    arguments: { id: "1", offset: off },
  });
  assert.ok(first.text.includes(`나머지: get_admin_rule {"id":"1","offset":${off}}`));
  const second = await m.call("get_admin_rule", { id: "1", offset: off });
  const s2 = second.structuredContent as { blocks: string[] };
  assert.notEqual(s2.blocks[0], f.blocks[0]);
  const missing = await m.call("get_admin_rule", { id: "1", articles: "제99조" });
  assert.match(missing.text, /제99조: 이 규칙에 없습니다. 있는 조문: 제1조, 제2조/);
  assert.deepEqual((missing.structuredContent as { missing?: string[] }).missing, ["제99조"]);
});

Deno.test("get_admin_rule: a miss is NOT_FOUND; no locator is BAD_INPUT", async () => {
  await using m = await mcpHarness();
  const miss = await m.call("get_admin_rule", { id: "2" });
  assert.ok(miss.isError);
  assert.match(miss.text, /^\[NOT_FOUND\] 일치하는 행정규칙이 없습니다/m);
  const bad = await m.call("get_admin_rule", {});
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT/);
});

Deno.test("compare_admin_rule_versions: by name (list → body) and by id; changed rows only", async () => {
  await using m = await mcpHarness();
  const r = await m.call("compare_admin_rule_old_new", { query: "119항공대 운영 규정" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as {
    old: { issuedNumber: string };
    new: { issuedNumber: string };
    pairs: { no: string; old: string; new: string }[];
    totalPairs: number;
    exists: boolean;
  };
  assert.equal(s.exists, true);
  assert.equal(s.old.issuedNumber, "2023-12");
  assert.equal(s.new.issuedNumber, "2024-31");
  assert.deepEqual(s.pairs.map((p) => p.no), ["2", "3"]);
  assert.equal(s.pairs[0].new, "제7조(출동) ① 항공대장은 20분 이내에 출동하여야 한다.");
  assert.equal(s.pairs[1].old, "<신  설>", "Korean markers stay literal");
  const all = await m.call("compare_admin_rule_versions", {
    id: "2100000248758",
    changedOnly: false,
  });
  assert.equal((all.structuredContent as { totalPairs: number }).totalPairs, 3);
  const none = await m.call("compare_admin_rule_versions", { query: "없는 규정" });
  assert.ok(none.isError);
  assert.match(none.text, /NOT_FOUND/);
});

Deno.test("get_admin_rule: articles takes lists and ranges; jo and article are old names; the peer's views are told", async () => {
  await using m = await mcpHarness();
  const labels = (r: { structuredContent?: unknown }) =>
    (r.structuredContent as { blocks: string[] }).blocks.map((b) => /^제\d+조/.exec(b)?.[0]);
  const range = await m.call("get_admin_rule", {
    id: "1",
    articles: ["제2조부터 제3조까지", "제5조"],
  });
  assert.ok(!range.isError, range.text);
  assert.deepEqual(labels(range), ["제2조", "제3조", "제5조"]);
  // Before, get_admin_rule read only `jo`: `article` was dropped without a word.
  for (const old of [{ jo: "제3조" }, { article: "제3조" }, { articles: "제3조" }]) {
    const r = await m.call("get_admin_rule", { id: "1", ...old });
    assert.deepEqual(labels(r), ["제3조"], JSON.stringify(old));
  }
  const part = await m.call("get_admin_rule", { id: "1", articles: ["제3조제1항"] });
  assert.deepEqual(labels(part), ["제3조"]);
  assert.match(part.text, /항·호·목은 따로 고르지 않고 그 조 전체를 보입니다/);
  const peer = await m.call("get_admin_rule", { id: "1", jo: "제3조", context: 2, page: 2 });
  assert.deepEqual(labels(peer), ["제3조"]);
  assert.match(peer.text, /'context' 인자는 쓰지 않았습니다: 조문은 articles로 고르고/);
  assert.match(peer.text, /'page' 인자는 쓰지 않았습니다/);
  const bad = await m.call("get_admin_rule", { id: "1", articles: ["조문아님"] });
  assert.match(bad.text, /^\[BAD_INPUT\]/);
});
