/**
 * Every real annex fixture (MANIFEST rows 60–66) opens, and chosen cells — found by reading the
 * documents — come back with their text and spans.
 */

import assert from "node:assert/strict";
import {
  type AnnexDocument,
  type AnnexTable,
  cellAt,
  listTables,
  readAnnex,
  tableGrid,
} from "../../lib/annex/mod.ts";
import { fixture, FIXTURES } from "./_helpers.ts";

async function open(name: string): Promise<AnnexDocument> {
  return await readAnnex(await fixture(name));
}

function table(doc: AnnexDocument, label: string): AnnexTable {
  const found = listTables(doc).find((t) => t.label === label);
  assert.ok(found, `표 ${label} not found`);
  return found.table;
}

function cell(t: AnnexTable, row: number, col: number) {
  const c = cellAt(t, row, col);
  assert.ok(c, `no cell anchored at (${row}, ${col})`);
  return c;
}

function codes(doc: AnnexDocument): string[] {
  return doc.warnings.map((w) => w.code);
}

Deno.test("fixtures: every annex file opens with the format its bytes say", async () => {
  const expected: Record<string, string> = {
    [FIXTURES.cpaHwp]: "hwp5",
    [FIXTURES.pressHwp]: "hwp5",
    [FIXTURES.pressHwpx]: "hwpx",
    [FIXTURES.mfdsHwpx]: "hwpx",
    [FIXTURES.seoulHwpx]: "hwpx",
    [FIXTURES.donationHwpx]: "hwpx",
    [FIXTURES.incomeTaxPdf]: "pdf",
  };
  for (const [name, format] of Object.entries(expected)) {
    const doc = await open(name);
    assert.equal(doc.format, format, name);
    assert.ok(doc.blocks.length > 0, `${name}: no blocks`);
    assert.equal(doc.stats.bytes, (await fixture(name)).length);
  }
});

Deno.test("fixtures: donation form (1.9 MB HWPX) — 55 tables, header cells, a colSpan-2 total row", async () => {
  const doc = await open(FIXTURES.donationHwpx);
  assert.equal(doc.stats.tables, 55);
  assert.equal(doc.stats.images, 25);
  assert.deepEqual(codes(doc), ["IMAGES_PRESENT", "CONTENT_SKIPPED"]);
  const t47 = table(doc, "47");
  assert.equal(t47.rowCount, 152);
  assert.equal(t47.colCount, 3);
  assert.deepEqual(cell(t47, 0, 0), {
    row: 0,
    col: 0,
    rowSpan: 1,
    colSpan: 1,
    text: "순번",
    tables: [],
    header: true,
  });
  assert.equal(cell(t47, 1, 1).text, "충청남도 도청");
  const total = cell(t47, 151, 0);
  assert.equal(total.text, "소요 시간 전체 평균");
  assert.equal(total.colSpan, 2);
  assert.equal(cellAt(t47, 151, 1), undefined, "the covered slot holds no cell of its own");
  const slot = tableGrid(t47)[151][1];
  assert.equal(slot?.anchor, false);
  assert.equal(slot?.cell, total);
  // Empty form cells are kept, not dropped: row 1 has all three.
  assert.deepEqual(t47.rows[1].map((c) => c.text), ["1", "충청남도 도청", ""]);
  const title = cell(table(doc, "2"), 0, 1);
  assert.equal(title.text, "< 2025년 기부·답례품 실적 분석보고서 요약 >");
  assert.equal(title.rowSpan, 2);
});

Deno.test("fixtures: MFDS notice — a 별지 form with a colSpan-5 title and a 2×4 merged checkbox cell", async () => {
  const doc = await open(FIXTURES.mfdsHwpx);
  assert.equal(doc.stats.parts, 4, "four section parts, read in order");
  const form = table(doc, "1");
  assert.equal(form.rowCount, 20);
  assert.equal(form.colCount, 5);
  assert.deepEqual(cell(form, 0, 0), {
    row: 0,
    col: 0,
    rowSpan: 1,
    colSpan: 5,
    text: "■ 생산·수입 중단 보고대상 의료기기 및 보고 방법 [별지 제1호서식]",
    tables: [],
  });
  assert.equal(cell(form, 1, 0).text, "생산·수입중단 보고대상 의료기기 추천서");
  const t2 = table(doc, "2");
  assert.deepEqual([t2.rowCount, t2.colCount], [31, 12]);
  const box = cell(t2, 1, 6);
  assert.deepEqual([box.text, box.rowSpan, box.colSpan], ["[  ] 생산", 2, 4]);
  const device = cell(t2, 2, 0);
  assert.deepEqual([device.text, device.rowSpan, device.colSpan], ["의료기기", 2, 6]);
  const paragraphs = doc.blocks.filter((b) => b.kind === "paragraph").map((b) => b.text);
  assert.ok(paragraphs.includes("1. 개정이유"), "body headings come through as paragraphs");
});

Deno.test("fixtures: Seoul 시행문 — a 12×41 approval table nested in a cell", async () => {
  const doc = await open(FIXTURES.seoulHwpx);
  const outer = table(doc, "2");
  const holder = outer.rows.flat().find((c) => c.tables.length > 0);
  assert.ok(holder, "a cell of 표 2 holds the nested table");
  const nested = table(doc, "2.1");
  assert.equal(holder.tables[0], nested);
  assert.deepEqual([nested.rowCount, nested.colCount], [12, 41]);
  const mayor = cell(nested, 0, 8);
  assert.deepEqual([mayor.text, mayor.colSpan], ["서 울 특 별 시 장", 25]);
  const clerk = cell(nested, 3, 0);
  assert.deepEqual([clerk.text, clerk.rowSpan, clerk.colSpan], ["주무관", 2, 7]);
  assert.equal(cell(table(doc, "1"), 3, 1).text, "국토교통부장관(도심주택공급협력과장)");
});

Deno.test("fixtures: CPA exam (HWP 5) — nested tables keep spans and multi-paragraph cells", async () => {
  const doc = await open(FIXTURES.cpaHwp);
  assert.equal(doc.format, "hwp5");
  assert.equal(doc.stats.tables, 94);
  assert.equal(doc.blocks.filter((b) => b.kind === "table").length, 54, "54 top-level tables");
  assert.deepEqual(codes(doc), ["EQUATIONS_SKIPPED", "CONTENT_SKIPPED"]);
  const first = doc.blocks[0];
  assert.equal(first.kind, "table");
  assert.ok(cell(first as AnnexTable, 0, 0).text.startsWith("※ 답안 작성 시 유의사항\n1."));
  const outer = cell(table(doc, "21"), 0, 0);
  assert.equal(outer.text, "4.  과세사업의 대손 자료는 다음과 같다.");
  const bad = table(doc, "21.1");
  assert.equal(outer.tables[0], bad);
  assert.deepEqual([bad.rowCount, bad.colCount], [6, 4]);
  assert.deepEqual(cell(bad, 0, 2), {
    row: 0,
    col: 2,
    rowSpan: 1,
    colSpan: 2,
    text: "대손금액*1\n(공급일)",
    tables: [],
  });
  assert.equal(cell(bad, 1, 2).text, "55,000,000원\n(2023.1.5.)");
  assert.equal(cell(bad, 5, 0).colSpan, 4);
  assert.ok(doc.blocks.some((b) => b.kind === "paragraph" && b.text === "【문제 1】(25점)"));
});

Deno.test("fixtures: press release — 보도시점 spans two rows; pictures are reported, not read", async () => {
  for (const name of [FIXTURES.pressHwp, FIXTURES.pressHwpx]) {
    const doc = await open(name);
    assert.equal(doc.stats.images, 4, name);
    assert.ok(codes(doc).includes("IMAGES_PRESENT"), name);
    const t = table(doc, "2");
    assert.deepEqual(cell(t, 0, 0), {
      row: 0,
      col: 0,
      rowSpan: 2,
      colSpan: 1,
      text: "보도시점",
      tables: [],
    });
    assert.equal(cell(t, 1, 1).text, "(지  면) 2025. 12. 3.(수) 조간");
  }
});

Deno.test("fixtures: 소득세법 PDF — text layer per page, article headings in order", async () => {
  const doc = await open(FIXTURES.incomeTaxPdf);
  assert.equal(doc.stats.parts, 133);
  assert.deepEqual(codes(doc), ["PDF_TEXT_ONLY"]);
  const lines = doc.blocks.map((b) => (b.kind === "paragraph" ? b.text : ""));
  const at = (heading: string) => lines.findIndex((l) => l.startsWith(heading));
  for (const h of ["제1조(목적)", "제1조의2(정의)", "제2조(납세의무)", "제4조(소득의 구분)"]) {
    assert.ok(at(h) >= 0, `${h} is missing`);
  }
  assert.ok(
    at("제1조(목적)") < at("제1조의2(정의)") && at("제1조의2(정의)") < at("제2조(납세의무)"),
  );
  const purpose = doc.blocks[at("제1조(목적)")];
  assert.equal(purpose.kind === "paragraph" && purpose.page, 1);
  const last = doc.blocks.at(-1)!;
  assert.equal(last.kind === "paragraph" && last.page, 133);
});
