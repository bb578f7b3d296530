/**
 * Body search answers from the text in force on the day asked, not the day of the import; a law
 * with no articles (its text directly under the title) is found by that text; annex titles are
 * stored decoded (`<`, not `&lt;`). Through the CLI import (a subprocess) of the fixture slice's
 * two-commit git checkout, judged on the bundle's day, and the spawned stdio server (today's real
 * clock) — plus the library's own `searchBody` with an explicit date.
 *
 * The slice's 남녀고용평등과 일ㆍ가정 양립 지원에 관한 법률 holds a version in force on 2026-06-05
 * (시행 2025-10-01) and a newer one, 시행 2026-09-18, that adds 제18조의4 (배우자 유산ㆍ사산휴가);
 * its 근로기준법 has one 시행 2027-01-01.
 */

import assert from "node:assert/strict";
import { openLibrary } from "../../lib/library/mod.ts";
import { BUNDLE_DAY, cli, gitCheckout, tempDir } from "./_fixture.ts";
import { spawnStdio } from "./_stdio.ts";

const EQUAL = "남녀고용평등과 일ㆍ가정 양립 지원에 관한 법률";

let built: Promise<string> | undefined;
/** The slice imported through the CLI as on the bundle's day (the 2026-09-18 text pending). */
function library(): Promise<string> {
  return built ??= (async () => {
    const out = `${tempDir("dates-")}/law-library.db`;
    const r = await cli(["import", await gitCheckout(), "--out", out, "--today", BUNDLE_DAY]);
    assert.equal(r.code, 0, r.stderr);
    return out;
  })();
}

Deno.test("body search takes each law's text in force on the date asked", async () => {
  const lib = openLibrary(await library());
  try {
    const query = "배우자 유산 사산휴가";
    const before = lib.searchBody(query, { limit: 20, asOf: BUNDLE_DAY });
    assert.ok(
      !before.some((h) => h.lawName === EQUAL && h.article === "제18조의4"),
      "on 2026-06-05 the article is not in force yet",
    );
    const after = lib.searchBody(query, { limit: 20, asOf: "2026-09-18" });
    const hit = after.find((h) => h.lawName === EQUAL && h.article === "제18조의4");
    assert.ok(hit, JSON.stringify(after.map((h) => `${h.lawName} ${h.article}`)));
    assert.equal(hit.articleTitle, "배우자 유산ㆍ사산휴가");
    assert.equal(hit.status, "in_force");
    assert.equal(hit.mst, "284457");
    // One version per law answers: never the same article twice.
    for (const hits of [before, after]) {
      const keys = hits.map((h) => `${h.lawId} ${h.article}`);
      assert.equal(new Set(keys).size, keys.length, keys.join(", "));
    }
    // 제18조의2 is titled 배우자 출산휴가 until 2026-09-17 and 배우자 출산전후휴가 from the 18th.
    const titled = (asOf: string) =>
      lib.searchBody("배우자 출산", { limit: 20, asOf }).find((h) =>
        h.lawName === EQUAL && h.article === "제18조의2"
      )?.articleTitle;
    assert.equal(titled("2026-09-17"), "배우자 출산휴가");
    assert.equal(titled("2026-09-18"), "배우자 출산전후휴가");
  } finally {
    lib.close();
  }
});

Deno.test("the server's body search finds a pending text once its date has passed, not before", async () => {
  const file = await library();
  await using s = await spawnStdio({ BEOPMANG_LIBRARY: file });
  // Today (the real clock) is past 2026-09-18: the newer 남녀고용평등법 answers.
  const r = await s.call("search_law", { query: "배우자 유산ㆍ사산휴가", scope: "body" });
  assert.ok(!r.isError, r.text);
  assert.match(r.text, new RegExp(`${EQUAL} 제18조의4\\(배우자 유산ㆍ사산휴가\\)`), r.text);
  // 근로기준법's 2027-01-01 text is not in force today: its new words find nothing of it.
  const labour = await s.call("search_law", { query: "자료제공등 상습체불사업주", scope: "body" });
  assert.ok(
    !/근로기준법 제43조의\d/.test(
      labour.text.split("\n").filter((l) => l.includes("자료제공등")).join("\n"),
    ),
    labour.text,
  );
});

Deno.test("a law with no articles is found by the text under its title", async () => {
  const file = await library();
  await using s = await spawnStdio({ BEOPMANG_LIBRARY: file });
  const r = await s.call("search_law", { query: "군위군 관할구역 편입", scope: "body" });
  assert.ok(!r.isError, r.text);
  assert.match(r.text, /경상북도와 대구광역시 간 관할구역 변경에 관한 법률/, r.text);
  assert.match(r.text, /«군위군»/, r.text);
});

Deno.test("annex titles are stored decoded: 삭제 <2012.12.27>, not &lt;", async () => {
  const lib = openLibrary(await library());
  try {
    const law = lib.getLaw({ name: "근로기준법 시행규칙" });
    assert.ok(law);
    const titles = law.annexes.map((a) => a.title ?? "");
    assert.ok(titles.includes("삭제 <2012.12.27>"), titles.join(" | "));
    assert.ok(!titles.some((t) => /&(?:lt|gt|amp);/.test(t)), titles.join(" | "));
  } finally {
    lib.close();
  }
  await using s = await spawnStdio({ BEOPMANG_LIBRARY: await library() });
  const r = await s.call("get_annexes", { name: "근로기준법 시행규칙" });
  assert.ok(!/&lt;|&gt;/.test(r.text), r.text);
});
