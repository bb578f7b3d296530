/**
 * compare_old_new on the real 신구법 bodies of pass 5 (all 8, drf/oldAndNew/, rows 1093–1100),
 * through the MCP tool: the upstream's `<P>…</P>` change marks are read (never shown raw) into
 * «…» in the text and `changed` spans in the structured rows; an article's rows are every row
 * after its heading up to the next heading; a body without a comparison (신구법존재여부 N, the one
 * synthetic left, row 405) says so naming its version.
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";
import { readFixture } from "../bench/fixtures.ts";

// deno-lint-ignore no-explicit-any
type Any = any;

const index = JSON.parse(readFixture("drf/index-pass5.json"));
const BODIES: { mst: string; file: string }[] = index.entries
  .filter((e: Any) => e.target === "oldAndNew" && e.endpoint === "service")
  .map((e: Any) => ({ mst: e.params.MST, file: e.file }));

/** The marked runs of one raw content, read independently of lib (trimmed, placeholders none). */
function rawMarks(content: string): string[] {
  const plain = content.replace(/<\/?P>/g, "").trim();
  if (/^<[^<>]+>$/.test(plain)) return [];
  return [...content.matchAll(/<P>([\s\S]*?)<\/P>/g)].map((m) => m[1].trim()).filter(Boolean);
}

Deno.test("compare_old_new: all 8 real 신구법 bodies — every row, marks read, no raw markup, no null", async () => {
  assert.equal(BODIES.length, 8);
  await using m = await mcpHarness({ maxChars: 200_000 });
  for (const { mst, file } of BODIES) {
    const raw = JSON.parse(readFixture(file)).OldAndNewService;
    const olds: Any[] = raw["구조문목록"]["조문"], news: Any[] = raw["신조문목록"]["조문"];
    const r = await m.call("compare_old_new", { mst });
    assert.ok(!r.isError, `${mst}: ${r.text}`);
    const s = r.structuredContent as Any;
    assert.equal(s.exists, true, mst);
    assert.equal(s.total, news.length, mst);
    assert.equal(s.rows.length, news.length, `${mst}: nothing cut at this budget`);
    assert.doesNotMatch(r.text, /<\/?P>|null|undefined|MST 0\b/, mst);
    assert.equal(s.new.mst, raw["신조문_기본정보"]["법령일련번호"]);
    assert.equal(s.old.mst, raw["구조문_기본정보"]["법령일련번호"]);
    assert.ok(r.text.includes(`MST ${s.old.mst}`) && r.text.includes(`MST ${s.new.mst}`), mst);
    let marks = 0;
    for (const [i, row] of s.rows.entries()) {
      for (const [side, list] of [["old", olds], ["new", news]] as const) {
        const want = rawMarks(list[i].content);
        const spans = row.changed[side];
        assert.deepEqual(spans.map((x: Any) => x.text), want, `${mst} row ${row.no} ${side}`);
        for (const x of spans) assert.equal(row[side].slice(x.start, x.end), x.text);
        assert.doesNotMatch(row[side], /<\/?P>/);
        for (const w of want) assert.ok(r.text.includes(`«${w}»`), `${mst} «${w}»`);
        marks += want.length;
      }
      // Every real body opens with an article heading, so every row belongs to one.
      assert.match(row.article ?? "", /^제\d+조(의\d+)?$/, `${mst} row ${row.no}`);
    }
    assert.ok(marks > 0, `${mst} marks some change`);
    // Asking for each article in turn gives back every row exactly once, in order.
    const articles = [...new Set(s.rows.map((x: Any) => x.article))] as string[];
    const again: number[] = [];
    for (const a of articles) {
      const one = (await m.call("compare_old_new", { mst, articles: [a] }))
        .structuredContent as Any;
      assert.ok(one.rows.every((x: Any) => x.article === a), `${mst} ${a}`);
      again.push(...one.rows.map((x: Any) => x.no));
    }
    assert.deepEqual(again, s.rows.map((x: Any) => x.no), mst);
  }
});

Deno.test("compare_old_new: an article's ②, 1., 9의2. rows follow its heading", async () => {
  await using m = await mcpHarness({ maxChars: 200_000 });
  const nos = async (mst: string, a: string) =>
    ((await m.call("compare_old_new", { mst, articles: [a] })).structuredContent as Any)
      .rows.map((x: Any) => x.no);
  assert.deepEqual(await nos("265959", "제43조의2"), [6, 7, 8, 9, 10]);
  assert.deepEqual(await nos("265959", "제37조"), [1, 2, 3, 4, 5]);
  // 제43조 is not 제43조의2 … 제43조의8, and it was not amended.
  assert.deepEqual(await nos("265959", "제43조"), []);
  assert.deepEqual(await nos("270351", "제75조"), [10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  // 제4조's new side reads <삭  제> for rows 2–3: still 제4조's rows.
  assert.deepEqual(await nos("283193", "제4조"), [1, 2, 3, 4]);
  const r = await m.call("compare_old_new", { mst: "270351", articles: ["제75조"] });
  assert.match(r.text, /^\[17\] 제75조\n {2}구: <신 {2}설>\n {2}신: «9의2\. 제31조의2제4항을/m);
  const none = await m.call("compare_old_new", { mst: "265959", articles: ["제2조"] });
  assert.equal((none.structuredContent as Any).total, 0);
  assert.match(none.text, /요청한 조문은 이 개정의 신구법 대비표에 없습니다/);
});

Deno.test("compare_old_new: marks as «…» and spans — 부가가치세법 제21조 재정경제부령", async () => {
  await using m = await mcpHarness({ maxChars: 200_000 });
  const r = await m.call("compare_old_new", { mst: "276117", articles: ["제21조"] });
  const row = (r.structuredContent as Any).rows.find((x: Any) => x.no === 4);
  assert.equal(row.new.slice(0, 13), "3. 재정경제부령으로 정");
  assert.deepEqual(row.changed.new, [{ start: 3, end: 9, text: "재정경제부령" }]);
  assert.deepEqual(row.changed.old, [{ start: 3, end: 9, text: "기획재정부령" }]);
  assert.match(r.text, /구: 3\. «기획재정부령»으로 정하는/);
  assert.match(r.text, /신: 3\. «재정경제부령»으로 정하는/);
  assert.match(r.text, /\(«…»: 개정으로 바뀐 부분\)/);
  // (생  략) ⇄ (현행과 같음) is the upstream's placeholder pair, not a change: no span.
  const same = (r.structuredContent as Any).rows.find((x: Any) => x.no === 3);
  assert.deepEqual(same.changed, { old: [], new: [] });
});

Deno.test("compare_old_new: by name through the real list, by 법령ID, by amendment; misses", async () => {
  await using m = await mcpHarness({ maxChars: 200_000 });
  const r = await m.call("compare_old_new", { name: "근로기준법" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Any;
  assert.equal(s.new.mst, "265959");
  assert.equal(s.new.name, "근로기준법");
  assert.equal(s.total, 32);
  assert.match(
    r.text,
    /^신구법 비교: 근로기준법 — 구 공포 2021-05-18 제18176호, 시행 2021-11-19, MST 232199 → 신 공포 2024-10-22 제20520호, 시행 2025-10-23, MST 265959 \(일부개정\)$/m,
  );
  const byId = await m.call("compare_old_new", { lawId: "001872" });
  assert.deepEqual((byId.structuredContent as Any).rows, s.rows);
  const byDate = await m.call("compare_old_new", {
    lawId: "001872",
    promulgationDate: "2024.10.22",
    promulgationNumber: "20520",
  });
  assert.ok(!byDate.isError, byDate.text);
  assert.equal(m.replay.stats.last()!.query.LD, "20241022");
  const peer = await m.call("compare_old_new", { lawId: "001872", ld: "20241022", ln: "20520" });
  assert.deepEqual((peer.structuredContent as Any).rows, (byDate.structuredContent as Any).rows);
  const badDate = await m.call("compare_old_new", {
    mst: "265959",
    promulgationDate: "2025-02-30",
  });
  assert.match(badDate.text, /BAD_INPUT.*2월에는 30일이 없습니다/);
  const miss = await m.call("compare_old_new", { name: "없는법" });
  assert.match(miss.text, /NOT_FOUND/);
});

Deno.test("compare_old_new: 신구법존재여부 N names the version, never null or MST 0", async () => {
  await using m = await mcpHarness();
  const r = await m.call("compare_old_new", { mst: "79595" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Any;
  assert.equal(s.exists, false);
  assert.deepEqual(s.old, {}, "the upstream's null side stays empty");
  assert.equal(s.new.mst, "79595");
  assert.deepEqual(s.rows, []);
  assert.equal(
    r.text,
    "신구법 비교 없음: 기간제 및 단시간근로자 보호 등에 관한 법률 시행규칙 (공포 2007-06-29 제277호, " +
      "시행 2007-07-01, MST 79595) — 제정. 이 판에는 신구법 대비표가 없습니다 " +
      "(제정 법령이거나 대비표 미제공, 신구법존재여부 N).",
  );
});

Deno.test("compare_old_new: a long comparison is cut with the call for the rest", async () => {
  await using m = await mcpHarness({ maxChars: 600 });
  const r = await m.call("compare_old_new", { name: "근로기준법" });
  const s = r.structuredContent as Any;
  assert.equal(s.rows.length, s.truncated.shown);
  assert.ok(s.rows.length < s.total);
  // The pointer names the version found by name, so the rest costs no list search.
  assert.deepEqual(s.truncated.next, {
    tool: "compare_old_new",
    arguments: { mst: "265959", offset: s.truncated.shown },
  });
  const rest = await m.call(s.truncated.next.tool, s.truncated.next.arguments);
  assert.equal((rest.structuredContent as Any).rows[0].no, s.rows.at(-1).no + 1);
});
