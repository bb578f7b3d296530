/**
 * Dates decide, not the corpus' `상태: 시행`: a version not yet in force is labelled 시행 예정 and
 * never returned as the text in force; collisions resolve to the law in force by 법령ID.
 */

import assert from "node:assert/strict";
import { importLibrary, type LawLibrary, openLibrary } from "../../lib/library/mod.ts";
import { BUNDLE_DAY, gitCheckout, plainCopy, tarball, tempDir } from "./_fixture.ts";

async function build(src: string): Promise<LawLibrary> {
  const out = `${tempDir()}/lib.db`;
  await importLibrary(src, { out, today: BUNDLE_DAY });
  return openLibrary(out);
}

Deno.test("an archive holds only the newest text: a law not yet in force is 시행 예정, never 현행", async () => {
  using lib = disposable(await build(await tarball(await gitCheckout())));
  const law = lib.getLaw({ name: "근로기준법" }, { asOf: BUNDLE_DAY })!;
  assert.equal(law.law.mst, "284443");
  assert.equal(law.law.status, "pending");
  assert.equal(law.info.status, "시행예정");
  assert.equal(law.info.effectiveDate, "20270101");
  assert.equal(lib.findLaws("근로기준법", { asOf: BUNDLE_DAY })[0].status, "pending");
  const hits = lib.searchBody("해고 예고", { limit: 50 }).filter((h) => h.lawName === "근로기준법");
  assert.ok(hits.length > 0);
  assert.ok(hits.every((h) => h.status === "pending"), "a pending law's hits say so");
  // The day it takes effect, the same text is in force.
  const later = lib.getLaw({ name: "근로기준법" }, { asOf: "2027-01-01" })!;
  assert.equal(later.info.status, "현행");
  assert.equal(later.law.status, "in_force");
});

Deno.test("a git checkout gives the text in force with the pending version beside it", async () => {
  using lib = disposable(await build(await gitCheckout()));
  const now = lib.getLaw({ name: "근로기준법" }, { asOf: BUNDLE_DAY })!;
  assert.equal(now.info.status, "현행");
  assert.equal(now.law.mst, "276849");
  assert.deepEqual(now.pending, {
    mst: "284443",
    effective: "2027-01-01",
    promulgated: "2026-03-17",
    label: "시행 예정 (2027-01-01)",
  });
  const newest = lib.getLaw({ name: "근로기준법" }, { asOf: BUNDLE_DAY, version: "newest" })!;
  assert.equal(newest.law.mst, "284443");
  assert.equal(newest.info.status, "시행예정");
  assert.equal(newest.law.status, "pending");
  // After the pending date the newer text is the one in force, and nothing is pending.
  const after = lib.getLaw({ name: "근로기준법" }, { asOf: "2027-01-02" })!;
  assert.equal(after.law.mst, "284443");
  assert.equal(after.pending, undefined);
  // By MST the stored version itself, labelled by its own date.
  assert.equal(lib.getLaw({ mst: "284443" }, { asOf: BUNDLE_DAY })!.info.status, "시행예정");
  // Only the version in force is searched.
  const hits = lib.searchBody("근로조건", { limit: 200 }).filter((h) => h.lawName === "근로기준법");
  assert.ok(hits.length > 0 && hits.every((h) => h.mst === "276849"));
});

Deno.test("collisions resolve by 법령ID to the law in force; the stub and the other law stay apart", async () => {
  using lib = disposable(await build(await plainCopy()));
  const labour = lib.getLaw({ name: "근로기준법" }, { asOf: "2027-01-02" })!;
  assert.equal(labour.info.lawId, "001872");
  assert.equal(labour.law.path, "kr/근로기준법/법률(법률).md");
  assert.ok(labour.articles.length > 100);
  const rows = lib.findLaws("근로기준법", { asOf: "2027-01-02" });
  assert.deepEqual(rows.slice(0, 2).map((r) => [r.lawId, r.status]), [["001872", "in_force"], [
    "001769",
    "repealed",
  ]]);
  const stub = lib.getLaw({ lawId: "001769" })!;
  assert.equal(stub.law.status, "repealed");
  assert.equal(stub.info.status, "연혁");
  assert.match(stub.articles[0].text, /근로기준법은 이를 폐지한다/);
  // The plain path of 해상교통안전법 holds 해사안전기본법: each name finds its own law.
  assert.equal(lib.getLaw({ name: "해상교통안전법" })!.law.path, "kr/해상교통안전법/법률(법률).md");
  assert.equal(lib.getLaw({ name: "해사안전기본법" })!.law.path, "kr/해상교통안전법/법률.md");
  // Middle dots: · and ㆍ and spaces do not matter in names.
  const gender = lib.findLaws("남녀고용평등과 일·가정 양립 지원에 관한 법률");
  assert.equal(gender[0].name, "남녀고용평등과 일ㆍ가정 양립 지원에 관한 법률");
  // A law without any article keeps its text.
  const one = lib.getLaw({ name: "경상북도와대구광역시간관할구역변경에관한법률" })!;
  assert.equal(one.articles.length, 0);
  assert.ok(one.preamble && one.preamble.length > 20);
});

Deno.test("별표 are titles and links; <img> tags stay in the text, flagged, out of the search words", async () => {
  using lib = disposable(await build(await plainCopy()));
  const rule = lib.articles({ name: "국가를 당사자로 하는 계약에 관한 법률 시행규칙" }, {
    numbers: ["제74조"],
  })!;
  const a = rule.articles[0];
  assert.equal(a.flags.hasImage, true);
  assert.match(
    a.paragraphs[0].text,
    /<img src="http:\/\/www\.law\.go\.kr\/flDownload\.do\?flSeq=25983013"/,
  );
  assert.equal(rule.annexes.length, 20);
  assert.ok(
    rule.annexes.every((x) => x.fileLink?.startsWith("https://www.law.go.kr/LSW/flDownload.do")),
  );
  assert.deepEqual(
    [
      rule.annexes.filter((x) => x.kind === "별표").length,
      rule.annexes.filter((x) => x.kind === "서식").length,
    ],
    [4, 16],
  );
  assert.equal(rule.annexes[0].label, "별표 1");
  assert.deepEqual(lib.searchBody("flSeq", { scope: "body" }), []);
  assert.deepEqual(lib.searchBody("img25983013", { scope: "body" }), []);
});

function disposable(lib: LawLibrary): LawLibrary & Disposable {
  return Object.assign(lib, { [Symbol.dispose]: () => lib.close() });
}
