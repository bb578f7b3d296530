/**
 * `get_annexes` over the MCP harness against the replay: finding (body + index, the body's
 * link winning), exact selection, opening every stand-in annex file with cell text and merge
 * markers checked, the body-text fallback, misses and bad input.
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";
import { mdTable } from "./_md.ts";

type Row = { label: string; source: string; fileLink?: string; staleIndexLink?: string };
type Doc = {
  source: string;
  format: string;
  markdown: string;
  tables: number;
  fileName?: string;
  warnings: { code: string; message: string }[];
  truncated?: { nextOffset: string; next: { tool: string; arguments: Record<string, unknown> } };
};
const sc = (r: { structuredContent?: unknown }) =>
  r.structuredContent as { annexes: Row[]; total: number; document?: Doc; notes: string[] };

Deno.test("get_annexes: by name — index (search=2) then body; the body's link wins over a stale index", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_annexes", { name: "최저임금법 시행규칙" });
  assert.ok(!r.isError, r.text);
  const s = sc(r);
  assert.equal(s.total, 9);
  assert.deepEqual(s.annexes.map((a) => a.label).slice(0, 4), [
    "별표 1",
    "별표 2",
    "별표 3",
    "별지 제1호서식",
  ]);
  const b3 = s.annexes.find((a) => a.label === "별표 3")!;
  assert.equal(b3.fileLink, "/LSW/flDownload.do?flSeq=159941951", "body link");
  assert.equal(b3.staleIndexLink, "/LSW/flDownload.do?flSeq=150000001");
  assert.match(r.text, /별표 3: 별표 목록\(licbyl\)의 파일 링크가 본문과 달라 본문 링크를 씁니다/);
  // A line is label and title; the download links stay in the structured rows.
  assert.match(r.text, /^- 별표 3 최저임금 적용 제외의 인가 기준\(제3조제1항 관련\)$/m);
  assert.ok(!r.text.includes("flSeq=159941951"), "no download link in the list text");
  // "[별지 제2호서식]으로 이동" is the title of 별지 제4호서식, not its notation.
  assert.match(r.text, /별지 제4호서식 \[별지 제2호서식\]으로 이동/);
  const calls = m.replay.stats.log.map((l) => [l.target, l.query.search ?? l.query.MST]);
  assert.deepEqual(calls, [["licbyl", "2"], ["law", "282351"]]);
});

Deno.test("get_annexes: exact selection — 별표 1의2 is never 별표 1; article and title words", async () => {
  await using m = await mcpHarness();
  // A notation names one record: 별표 1의2 does not exist, and 별표 1 is not offered instead.
  const none = await m.call("get_annexes", { mst: "282351", annex: "별표 1의2" });
  assert.ok(none.isError);
  assert.match(
    none.text,
    /^\[NOT_FOUND\] 최저임금법 시행규칙에 별표 1의2가 없습니다\. 있는 것: 별표 1, 별표 2, 별표 3/,
  );
  // A filter with no hits is an empty list, not a miss.
  const empty = await m.call("get_annexes", { mst: "282351", query: "과태료" });
  assert.ok(!empty.isError, empty.text);
  assert.equal(sc(empty).total, 0);
  assert.match(empty.text, /조건에 맞는 별표·서식이 없습니다\. 있는 것: 별표 1/);
  const one = sc(await m.call("get_annexes", { mst: "282351", annex: "[별표 1]" }));
  assert.deepEqual(one.annexes.map((a) => a.label), ["별표 1"]);
  const form = sc(await m.call("get_annexes", { mst: "282351", annex: "서식 2" }));
  assert.deepEqual(form.annexes.map((a) => a.label), ["별지 제2호서식"]);
  const byCode = sc(await m.call("get_annexes", { mst: "282351", annex: "000300E" }));
  assert.deepEqual(byCode.annexes.map((a) => a.label), ["별표 3"]);
  const byArticle = sc(await m.call("get_annexes", { mst: "282351", articles: ["제3조"] }));
  assert.deepEqual(byArticle.annexes.map((a) => a.label), ["별표 3"]);
  // Several articles or a range: an annex of any of them.
  const range = sc(await m.call("get_annexes", { mst: "282351", articles: "제1조부터 제3조까지" }));
  assert.ok(range.annexes.some((a) => a.label === "별표 3"));
  const oldName = sc(await m.call("get_annexes", { mst: "282351", article: "제3조" }));
  assert.deepEqual(oldName.annexes.map((a) => a.label), ["별표 3"]);
  const wrongPara = sc(await m.call("get_annexes", { mst: "282351", articles: ["제3조제2항"] }));
  assert.equal(wrongPara.total, 0, "제3조제2항 is not 제3조제1항");
  const words = sc(await m.call("get_annexes", { mst: "282351", query: "인가 신청서" }));
  assert.deepEqual(words.annexes.map((a) => a.label), ["별지 제1호서식"]);
});

Deno.test("get_annexes: open every stand-in file — cell text and merge markers at chosen cells", async () => {
  await using m = await mcpHarness();
  const open = async (args: Record<string, unknown>) => {
    const r = await m.call("get_annexes", { ...args, open: true });
    assert.ok(!r.isError, r.text);
    return sc(r).document!;
  };
  // 별표 2 → HWP 5 press release: 보도시점 spans two rows.
  const hwp = await open({ mst: "282351", annex: "별표 2" });
  assert.deepEqual([hwp.source, hwp.format], ["file", "hwp5"]);
  assert.equal(hwp.fileName, "stand-in_mois_press-release_gov-innovation-strategy.hwp");
  assert.deepEqual(mdTable(hwp.markdown, "2"), [
    ["보도시점", "(온라인) 2025. 12. 2.(화) 16:00"],
    ["↑", "(지  면) 2025. 12. 3.(수) 조간"],
  ]);
  assert.ok(hwp.warnings.some((w) => w.code === "IMAGES_PRESENT"));
  // 별표 3 → the same release as HWPX behind a ".hwp" link: the bytes decide.
  const hwpx = await open({ mst: "282351", annex: "별표 3" });
  assert.equal(hwpx.format, "hwpx");
  assert.deepEqual(mdTable(hwpx.markdown, "2")[1], ["↑", "(지  면) 2025. 12. 3.(수) 조간"]);
  // 별지 제1호서식 → MFDS notice: colSpan-5 title row; 2×4 checkbox cell at (1,6) of 표 2.
  const form = await open({ name: "최저임금법 시행규칙", annex: "별지 제1호서식" });
  assert.deepEqual(mdTable(form.markdown, "1")[0], [
    "■ 생산·수입 중단 보고대상 의료기기 및 보고 방법 [별지 제1호서식]",
    "←",
    "←",
    "←",
    "←",
  ]);
  const t2 = mdTable(form.markdown, "2");
  assert.deepEqual(t2[1].slice(6, 10), ["[  ] 생산", "←", "←", "←"]);
  assert.deepEqual(t2[2].slice(6, 10), ["↑", "↖", "↖", "↖"]);
  // Ordinance 별표 1 (absolute ELIS link) → Seoul 시행문: nested 12×41 table, colSpan 25.
  const seoul = await open({ family: "ordin", mst: "1941163", annex: "별표 1" });
  assert.equal(cellOf(mdTable(seoul.markdown, "1"), 3, 1), "국토교통부장관(도심주택공급협력과장)");
  const nested = mdTable(seoul.markdown, "2.1");
  assert.equal(nested[0][8], "서 울 특 별 시 장");
  assert.deepEqual(nested[0].slice(9, 33), new Array(24).fill("←"));
  assert.equal(nested[0][33] === "←", false);
  // 별표 1 → the CPA exam (HWP 5, 94 tables): page until the nested 표 21.1 appears.
  let offset: string | undefined;
  let seen = "";
  for (let i = 0; i < 8; i++) {
    const d = await open({ mst: "282351", annex: "별표 1", ...(offset ? { offset } : {}) });
    assert.equal(d.format, "hwp5");
    seen += d.markdown;
    if (seen.includes("**표 21.1**") || !d.truncated) break;
    offset = d.truncated.nextOffset;
  }
  const bad = mdTable(seen, "21.1");
  assert.deepEqual(bad[0].slice(2, 4), ["대손금액*1<br>(공급일)", "←"]);
  assert.equal(bad[1][2], "55,000,000원<br>(2023.1.5.)");
});

Deno.test("get_annexes: a long document is cut to the budget with the call that goes on", async () => {
  await using m = await mcpHarness({ maxChars: 6_000 });
  const open = async (args: Record<string, unknown>) => {
    const r = await m.call("get_annexes", { ...args, open: true });
    assert.ok(!r.isError, r.text);
    assert.ok(r.text.length <= 6_000, `answer of ${r.text.length} chars`);
    return sc(r).document!;
  };
  // Ordinance 별표 4 → the 1.9 MB donation form.
  const donation = await open({ family: "ordin", id: "1941163", annex: "별표 4" });
  assert.deepEqual(mdTable(donation.markdown, "2").slice(0, 2), [
    ["", "< 2025년 기부·답례품 실적 분석보고서 요약 >", ""],
    ["", "↑", ""],
  ]);
  assert.ok(donation.truncated, "a 55-table form does not fit in 6,000 characters");
  assert.deepEqual(donation.truncated.next, {
    tool: "get_annexes",
    arguments: {
      family: "ordin",
      id: "1941163",
      annex: "별표 4",
      open: true,
      offset: donation.truncated.nextOffset,
    },
  });
  assert.match(donation.truncated.nextOffset, /^\d+(:\d+)?$/);
  const more = await open(donation.truncated.next.arguments);
  assert.ok(!more.markdown.includes("< 2025년 기부·답례품 실적 분석보고서 요약 >"));
});

Deno.test("get_annexes: a notation naming one annex opens it in the same call; open: false lists", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_annexes", { mst: "282351", annex: "별표 2" });
  assert.ok(!r.isError, r.text);
  const doc = sc(r).document;
  assert.ok(doc, `opened without open: true: ${r.text.slice(0, 300)}`);
  assert.equal(doc.format, "hwp5");
  assert.ok(!/열기: get_annexes/.test(r.text), "no second call printed");
  assert.ok(m.replay.stats.log.some((l) => l.endpoint === "download"), "the file was read");
  const before = m.replay.stats.log.length;
  const listed = await m.call("get_annexes", { mst: "282351", annex: "별표 2", open: false });
  assert.equal(sc(listed).document, undefined);
  assert.deepEqual(sc(listed).annexes.map((a) => a.label), ["별표 2"]);
  assert.match(listed.text, /열기: get_annexes \{"mst":"282351","annex":"별표 2","open":true\}/);
  const after = m.replay.stats.log.slice(before);
  assert.ok(!after.some((l) => l.endpoint === "download"), "open: false reads no file");
  // Words that pick one annex are a filter, not a notation: listed, with the call that opens.
  const words = await m.call("get_annexes", { mst: "282351", query: "인가 신청서" });
  assert.equal(sc(words).document, undefined);
});

function cellOf(rows: string[][], r: number, c: number): string {
  return rows[r][c];
}

Deno.test("get_annexes: a failed HWP falls through to the PDF, then to the body's 별표내용", async () => {
  await using m = await mcpHarness();
  // First download only (the HWP of 별표 1) is cut in half: CORRUPT, so the PDF is read.
  m.replay.setFaults({ match: { endpoint: "download" }, fault: { kind: "truncate" }, times: 1 });
  const pdf = sc(await m.call("get_annexes", { mst: "282351", annex: "별표 1", open: true }))
    .document!;
  assert.deepEqual([pdf.source, pdf.format], ["pdf", "pdf"]);
  assert.ok(
    pdf.warnings.some((w) => w.code === "CORRUPT" && w.message.includes("flSeq=159941939")),
  );
  assert.ok(pdf.markdown.includes("제1조(목적)"));
  assert.ok(pdf.warnings.some((w) => w.code === "PDF_TEXT_ONLY"));

  // Every download broken: 별표 3's body text is the answer, parsed into a table, and says so.
  m.replay.setFaults({ match: { endpoint: "download" }, fault: { kind: "truncate" } });
  const r = await m.call("get_annexes", { mst: "282351", annex: "별표 3", open: true });
  assert.ok(!r.isError, r.text);
  const doc = sc(r).document!;
  assert.deepEqual([doc.source, doc.format], ["body-text", "text"]);
  assert.ok(doc.tables >= 1);
  assert.equal(doc.warnings[0].code, "BODY_TEXT_FALLBACK");
  assert.match(doc.warnings[0].message, /flSeq=159941951/);
  assert.match(r.text, /본문 별표내용 텍스트 \(대체\)/);
  const table = mdTable(doc.markdown, "1");
  assert.deepEqual(table[0], ["구분", "인가 기준"]);
  assert.ok(table[1][0].startsWith("근로자의 정신 또는 신체의 장<br>애가"));
  assert.ok(table[1][1].endsWith("2. 인가기간은 1년을 초과할 수 없다."));
});

Deno.test("get_annexes: admin rules by name; peer arguments and aliases", async () => {
  await using m = await mcpHarness();
  const rule = "경찰 소관 회계직 공무원 관직 지정 및 회계사무 취급에 관한 규칙";
  const r = await m.call("get_annexes", { family: "admrul", name: rule, query: "재무관" });
  assert.ok(!r.isError, r.text);
  assert.deepEqual(sc(r).annexes.map((a) => [a.label, a.source]), [["별표 2", "body"]]);
  assert.deepEqual(m.replay.stats.log.map((l) => l.target), ["admbyl", "admrul"]);
  // korean-law-mcp's names: lawName, annexNo, knd.
  const peer = await m.call("get_annexes", {
    lawName: "최저임금법 시행규칙",
    annexNo: "3",
    knd: "1",
  });
  assert.deepEqual(sc(peer).annexes.map((a) => a.label), ["별표 3"]);
  const forms = await m.call("get_annexes", { mst: "282351", knd: "2" });
  assert.equal(sc(forms).total, 6);
  // get_annex_text = get_annexes with open fixed to true.
  const text = await m.call("get_annex_text", { mst: "282351", annex: "별표 2" });
  assert.equal(sc(text).document?.format, "hwp5");
  const list = await m.call("search_annexes", { family: "ordin", id: "1941163" });
  assert.equal(sc(list).total, 5);
  // Our earlier `target` and korean-law-mcp's ordinSeq name the same ordinance.
  for (const old of [{ target: "ordin", id: "1941163" }, { ordinSeq: "1941163" }]) {
    assert.equal(sc(await m.call("get_annexes", old)).total, 5, JSON.stringify(old));
  }
  // knd 5 (전체) is no filter; an offset without open is refused, not ignored.
  assert.equal(sc(await m.call("get_annexes", { mst: "282351", knd: "5" })).total, 9);
  const stray = await m.call("get_annexes", { mst: "282351", offset: "3:1" });
  assert.match(stray.text, /^\[BAD_INPUT\].*open: true/);
});

Deno.test("get_annexes: misses, zero hits and bad input are told apart", async () => {
  await using m = await mcpHarness();
  const miss = await m.call("get_annexes", { name: "없는법 시행규칙" });
  assert.ok(miss.isError);
  assert.match(miss.text, /^\[NOT_FOUND\]/);
  const ruleMiss = await m.call("get_annexes", { family: "admrul", name: "없는 규칙" });
  assert.match(
    ruleMiss.text,
    /^\[NOT_FOUND\] '없는 규칙'라는 행정규칙의 별표·서식을 찾지 못했습니다/,
  );
  const badNotation = await m.call("get_annexes", { mst: "282351", annex: "별책 1" });
  assert.match(badNotation.text, /^\[BAD_INPUT\] .*annex '별책 1'를 읽을 수 없습니다/);
  const noSubject = await m.call("get_annexes", { annex: "별표 1" });
  assert.match(noSubject.text, /^\[BAD_INPUT\]/);
  const wrongId = await m.call("get_annexes", { family: "ordin", lawId: "008480" });
  assert.match(wrongId.text, /^\[BAD_INPUT\].*use id/);
  // 건축법 (the recorded body) has no 별표 units: a named annex is a miss, the list is empty.
  const building = await m.call("get_annexes", { lawId: "001823", annex: "별표 99" });
  assert.match(building.text, /^\[NOT_FOUND\] 건축법에 별표 99가 없습니다\./);
  const list = await m.call("get_annexes", { lawId: "001823" });
  assert.ok(!list.isError, list.text);
  assert.equal(sc(list).total, 0);
  assert.match(list.text, /이 법령에는 별표·서식이 없습니다/);
});
