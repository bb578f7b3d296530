/**
 * list_law_articles against the body it reads: its entries are get_law_text's articles (number,
 * title, 삭제) in order, each under the innermost heading get_law_text places it in, paged; its
 * follow-up call reads the first article.
 */

import assert from "node:assert/strict";
import { callTool, runToolByName } from "../../lib/mod.ts";
import { harness } from "../_support.ts";

Deno.test("list_law_articles is get_law_text's articles without their text, paged", async () => {
  await using h = await harness();
  const ctx = h.runtime.context({ maxChars: 400_000 });
  const text = await callTool("get_law_text", { lawId: "001823" }, ctx);
  assert.ok(text.ok, text.text);
  const want = text.structured.articles.map((a) => ({
    label: a.label,
    ...(a.title ? { title: a.title } : {}),
    deleted: a.deleted,
  }));
  const got: { label: string; title?: string; deleted: boolean }[] = [];
  for (let page = 1; page <= 3; page++) {
    const out = await callTool("list_law_articles", { lawId: "001823", page }, ctx);
    assert.ok(out.ok, out.text);
    assert.equal(out.structured.total, want.length);
    assert.equal(out.structured.law.name, "건축법");
    got.push(...out.structured.rows.map(({ heading: _h, ...r }) => r));
  }
  assert.ok(want.length > 100, `${want.length} articles`);
  assert.deepEqual(got, want);
});

Deno.test("list_law_articles: headings, a name, and the call that reads an article", async () => {
  await using h = await harness();
  const out = await callTool(
    "list_law_articles",
    { name: "건축법", display: 2 },
    h.runtime.context(),
  );
  assert.ok(out.ok, out.text);
  assert.deepEqual(out.structured.rows[0], {
    label: "제1조",
    title: "목적",
    heading: "제1장 총칙",
    deleted: false,
  });
  assert.match(out.text, /^건축법 조문 목차 \(시행 \d{4}-\d{2}-\d{2}\): \d+건 중 2건/);
  const call = /본문: get_law_text (\{.*\})/.exec(out.text)?.[1];
  assert.ok(call, out.text);
  const read = await runToolByName("get_law_text", JSON.parse(call), h.runtime.context());
  assert.ok(read.ok, read.text);
  assert.match(read.text, /제1조\(목적\)/);
  const none = await runToolByName("list_law_articles", {}, h.runtime.context());
  assert.match(none.text, /BAD_INPUT.*lawId, mst or name/);
});
