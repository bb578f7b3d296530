/**
 * Body search: articles found by words that are not in their title, title matches ahead of body
 * matches, a 법률 ahead of its 시행령/시행규칙, short queries, middle dots, matched words marked.
 */

import assert from "node:assert/strict";
import { importLibrary, type LawLibrary, openLibrary } from "../../lib/library/mod.ts";
import { BUNDLE_DAY, gitCheckout, tempDir } from "./_fixture.ts";

let shared: Promise<LawLibrary> | undefined;
function library(): Promise<LawLibrary> {
  return shared ??= (async () => {
    const out = `${tempDir()}/lib.db`;
    await importLibrary(await gitCheckout(), { out, today: BUNDLE_DAY });
    return openLibrary(out);
  })();
}

Deno.test("body search finds an article by words that are only in its text", async () => {
  const lib = await library();
  // 민법 제750조 is titled 불법행위의 내용; "고의 또는 과실" and "손해" are in its text only.
  const hits = lib.searchBody("고의 과실 손해 배상 위법행위", { limit: 10, scope: "body" });
  const civil = hits.find((h) => h.lawName === "민법" && h.article === "제750조");
  assert.ok(civil, JSON.stringify(hits.map((h) => `${h.lawName} ${h.article}`)));
  assert.ok(!civil.articleTitle!.includes("과실"));
  assert.deepEqual(new Set(civil.matched), new Set(["고의", "과실", "손해", "배상", "위법행위"]));
  assert.match(civil.snippet, /«고의» 또는 «과실»/);
  // Particles are stripped from the query's words: 분할연금을 finds 분할연금.
  const pension = lib.searchBody("분할연금을", { limit: 5 });
  assert.equal(pension[0].lawName, "국민연금법");
  assert.ok(pension.every((h) => h.matched.includes("분할연금")));
});

Deno.test("an article title outweighs body text; title scope searches titles only", async () => {
  const lib = await library();
  const hits = lib.searchBody("임차권등기명령", { limit: 5 });
  assert.equal(hits[0].articleTitle, "임차권등기명령");
  assert.equal(hits[0].lawName, "주택임대차보호법");
  const titles = lib.searchBody("증감청구권", { scope: "title", limit: 10 });
  assert.ok(titles.length > 0);
  assert.ok(titles.every((h) => h.articleTitle?.includes("증감청구권")), JSON.stringify(titles));
});

Deno.test("a 법률 comes before its 시행령 and 시행규칙 at equal relevance", async () => {
  const lib = await library();
  const hits = lib.searchBody("목적", { scope: "title", limit: 20 });
  const kinds = hits.filter((h) => h.article === "제1조" && h.lawName.startsWith("근로기준법"))
    .map((h) => h.kind);
  assert.deepEqual(kinds, ["법률", "대통령령", "고용노동부령"]);
  const onlyDecrees = lib.searchBody("평균임금", { kinds: ["대통령령"], limit: 10 });
  assert.ok(onlyDecrees.length > 0 && onlyDecrees.every((h) => h.kind === "대통령령"));
});

Deno.test("one- and two-syllable queries work; middle dots match either way", async () => {
  const lib = await library();
  const two = lib.searchBody("차임", { limit: 10 });
  assert.ok(two.some((h) => h.lawName === "민법"), "차임 in 민법");
  // One syllable: article titles by default, the body when asked.
  const one = lib.searchBody("권", { limit: 10 });
  assert.ok(one.length > 0, "권 in titles");
  assert.ok(one.every((h) => h.articleTitle?.includes("권")), JSON.stringify(one.slice(0, 2)));
  const oneBody = lib.searchBody("갑", { limit: 10, scope: "body" });
  assert.ok(oneBody.length > 0 && oneBody.every((h) => h.matched.includes("갑")));
  // One-syllable words beside longer ones are left out: 내 does not drown 직장 괴롭힘.
  const bully = lib.searchBody("직장 내 괴롭힘", { limit: 3 });
  assert.equal(bully[0].lawName, "근로기준법");
  assert.match(bully[0].articleTitle ?? "", /직장 내 괴롭힘/);
  const dot = lib.searchBody("일·가정", { limit: 5 });
  const jamo = lib.searchBody("일ㆍ가정", { limit: 5 });
  assert.ok(dot.length > 0);
  assert.deepEqual(dot.map((h) => h.article), jamo.map((h) => h.article));
  assert.deepEqual(lib.searchBody("  ", {}), []);
  assert.deepEqual(lib.searchBody('"*) OR (', {}), []);
});

Deno.test("snippets: only the best hits have their text read, in the same order", async () => {
  const lib = await library();
  const all = lib.searchBody("근로자 임금", { limit: 40 });
  const few = lib.searchBody("근로자 임금", { limit: 40, snippets: 5 });
  assert.ok(all.length > 10, `${all.length}`);
  assert.deepEqual(
    few.map((h) => `${h.lawName} ${h.article}`),
    all.map((h) => `${h.lawName} ${h.article}`),
  );
  assert.deepEqual(few.slice(0, 5), all.slice(0, 5));
  for (const h of few.slice(5)) assert.equal(h.snippet, "");
  assert.ok(all.slice(5).every((h) => h.snippet.includes("«")));
});

Deno.test("closing the shared library", async () => {
  (await library()).close();
});
