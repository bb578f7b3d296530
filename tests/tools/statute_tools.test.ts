import assert from "node:assert/strict";
import { findTool, runTool, type ToolOutcome } from "../../lib/mod.ts";
import { assertNoSecret, harness } from "../_support.ts";

function ok(out: ToolOutcome): Extract<ToolOutcome, { ok: true }> {
  assert.ok(out.ok, out.text);
  assertNoSecret(out.text);
  assertNoSecret(out.structured);
  return out;
}

async function searchThenRead(format: "JSON" | "XML") {
  await using h = await harness({ preferredFormat: format });
  const found = ok(
    await runTool(findTool("search_law")!, { query: "건축법" }, h.runtime.context()),
  );
  const row = (found.structured.rows as { name: string; lawId: string }[])[0];
  assert.equal(row.name, "건축법");
  const text = ok(
    await runTool(
      findTool("get_law_text")!,
      { lawId: row.lawId, articles: ["제4조의2", "제2조제1항제11호"] },
      h.runtime.context(),
    ),
  );
  assert.deepEqual(h.replay.stats.log.map((r) => r.query.type), [format, format]);
  const { meta: _m, ...rest } = text.structured;
  return { rest, text: text.text.replace(/^.*\n/, "") };
}

Deno.test("건축법 search → article text: XML and JSON give identical results", async () => {
  const xml = await searchThenRead("XML");
  const json = await searchThenRead("JSON");
  assert.deepEqual(xml.rest, json.rest);
  assert.equal(xml.text, json.text);
  const articles = xml.rest.articles as { label: string }[];
  assert.deepEqual(articles.map((a) => a.label), ["제4조의2", "제2조"]);
});

Deno.test("제103조 never matches 제1032조; 가지조문 never matches its base", async () => {
  await using h = await harness();
  const out = ok(
    await runTool(
      findTool("get_batch_articles")!,
      { lawId: "001823", articles: ["제4조의2", "제4조", "제77조의10", "제77조의1", "제7조"] },
      h.runtime.context(),
    ),
  );
  const [law] = out.structured.laws as {
    articles: { label: string; article: number; branch: number }[];
    missing: { requested: string; nearest: string[] }[];
  }[];
  const labels = law.articles;
  assert.deepEqual(labels.map((a) => [a.article, a.branch]), [[4, 2], [4, 0], [77, 10], [7, 0]]);
  // 제77조의1 does not exist (branches start at 의2): reported, with real neighbours.
  const missing = law.missing;
  assert.deepEqual(missing.map((m) => m.requested), ["제77조의1"]);
  assert.ok(missing[0].nearest.includes("제77조"));
});

Deno.test("a long answer is cut at an article boundary with the call that continues it", async () => {
  await using h = await harness({ maxChars: 4_000 });
  const first = ok(
    await runTool(findTool("get_law_text")!, { lawId: "001823" }, h.runtime.context()),
  );
  const cut = first.structured.truncated as {
    shown: number;
    total: number;
    next: { tool: string; arguments: Record<string, unknown> };
  };
  assert.ok(cut.shown > 0 && cut.shown < cut.total);
  assert.match(first.text, /응답 길이 제한으로 \d+개 조문 중 1–\d+번째만 보였습니다/);
  assert.deepEqual(cut.next, {
    tool: "get_law_text",
    arguments: { lawId: "001823", offset: cut.shown },
  });
  assert.ok(first.text.includes(`나머지: get_law_text {"lawId":"001823","offset":${cut.shown}}`));
  const second = ok(
    await runTool(findTool(cut.next.tool)!, cut.next.arguments, h.runtime.context()),
  );
  const a1 = first.structured.articles as { key: string }[];
  const a2 = second.structured.articles as { key: string }[];
  assert.notEqual(a1[a1.length - 1].key, a2[0].key);
  assert.ok(first.text.length <= 4_000 + 400, "stays near the budget");
});

Deno.test("name resolution: exact name first, 약칭 expanded, no guessing", async () => {
  await using h = await harness();
  // The real 민법 search lists 난민법, 난민법 시행령, … before 민법.
  const civil = await runTool(findTool("search_law")!, { query: "민법" }, h.runtime.context());
  assert.equal((ok(civil).structured.rows as { name: string }[])[0].name, "민법");
  const alias = ok(
    await runTool(findTool("search_law")!, { query: "산재보험법" }, h.runtime.context()),
  );
  assert.equal(alias.structured.resolvedQuery, "산업재해보상보험법");
  assert.equal((alias.structured.rows as { name: string }[])[0].name, "산업재해보상보험법");
  const miss = await runTool(findTool("get_law_text")!, { name: "건축" }, h.runtime.context());
  assert.equal(miss.ok, false);
  assert.match(miss.text, /^\[NOT_FOUND\] '건축'와 이름이 일치하는 법령을 찾지 못했습니다/);
});

Deno.test("bad arguments name the parameter and allowed values", async () => {
  await using h = await harness();
  const bad = await runTool(
    findTool("get_law_text")!,
    { lawId: "001823", include: ["everything"] },
    h.runtime.context(),
  );
  assert.equal(bad.ok, false);
  assert.match(bad.text, /include\.0.*허용값: supplements, annexes, reasons/);
  const none = await runTool(findTool("get_law_text")!, {}, h.runtime.context());
  assert.match(none.text, /BAD_INPUT.*lawId, mst or name/);
  const junk = await runTool(
    findTool("get_law_text")!,
    { lawId: "001823", articles: ["아무거나"] },
    h.runtime.context(),
  );
  assert.match(junk.text, /BAD_INPUT.*조문을 읽지 못했습니다/);
});

Deno.test("as-of date: the version in force is chosen from the eflaw list", async () => {
  await using h = await harness();
  const out = await runTool(
    findTool("get_law_text")!,
    { name: "자동차관리법", asOf: "2025-09-01", articles: ["제1조"] },
    h.runtime.context(),
  );
  // The version list is recorded; that version's body is not, so the answer is a labelled miss —
  // but the request shows which version was picked: MST 260419 (시행 2025-08-14).
  const bodyReq = h.replay.stats.log.find((r) => r.endpoint === "service")!;
  assert.equal(bodyReq.query.MST, "260419");
  assert.equal(bodyReq.query.efYd, "20250814");
  assert.equal(out.ok, false);
  assert.match(out.text, /^\[NOT_FOUND\]/);
});

Deno.test("korean-law-mcp names and arguments stay callable (get_article_detail with jo/hang/ho)", async () => {
  await using h = await harness();
  const { runToolByName } = await import("../../lib/mod.ts");
  const old = ok(
    await runToolByName(
      "get_article_detail",
      { lawId: "001823", jo: "제2조", hang: "1", ho: "11" },
      h.runtime.context(),
    ),
  );
  const ours = ok(
    await runTool(
      findTool("get_law_text")!,
      { lawId: "001823", articles: ["제2조제1항제11호"] },
      h.runtime.context(),
    ),
  );
  assert.deepEqual(old.structured.articles, ours.structured.articles);
  const items = (old.structured.articles as { paragraphs: { items: { number: number }[] }[] }[])[0]
    .paragraphs[0].items;
  assert.deepEqual(items.map((i) => i.number), [11]);
});

Deno.test("get_batch_articles: several statutes in one call, one body each, cut across them with a pointer that names each as resolved", async () => {
  await using h = await harness({ maxChars: 2_500 });
  const args = {
    laws: [{ name: "건축법", articles: ["제1조", "제2조"] }, { mst: "282351", articles: "제1조" }],
  };
  const first = ok(await runTool(findTool("get_batch_articles")!, args, h.runtime.context()));
  const laws = first.structured.laws as { law: { name: string }; articles: unknown[] }[];
  assert.deepEqual(laws.map((l) => l.law.name), ["건축법", "최저임금법 시행규칙"]);
  const cut = first.structured.truncated as {
    next: { tool: string; arguments: { laws: unknown[]; offset: number } };
  };
  assert.ok(cut, "2,500 characters do not hold 건축법 제2조 and more");
  assert.deepEqual(cut.next.arguments.laws, [
    { lawId: "001823", articles: ["제1조", "제2조"] },
    { mst: "282351", articles: ["제1조"] },
  ]);
  const rest = ok(
    await runTool(findTool(cut.next.tool)!, cut.next.arguments, h.runtime.context()),
  );
  const shownLater = (rest.structured.laws as { articles: { label: string }[] }[])
    .flatMap((l) => l.articles.map((a) => a.label));
  assert.ok(shownLater.length > 0);
  // The slice that starts inside a statute still says which statute it is.
  assert.match(rest.text, /^(건축법|최저임금법 시행규칙) \((법률|고용노동부령) 제\d+호, /);
});
