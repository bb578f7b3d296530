/**
 * Damaged tables are repaired (and say so) rather than crashing or misplacing text; impossible
 * ones are refused before a huge grid is allocated.
 */

import assert from "node:assert/strict";
import { AnnexError, cellAt, readAnnex, tableGrid } from "../../lib/annex/mod.ts";
import { FlowBuilder } from "../../lib/annex/flow.ts";
import { type PendingCell, placeCells } from "../../lib/annex/table_build.ts";
import { makeHwpx, sectionXml } from "./_zip.ts";

const c = (p: Partial<PendingCell> & { text?: string }): PendingCell => ({
  rowHint: p.row ?? 0,
  lines: [p.text ?? ""],
  tables: [],
  ...p,
});

Deno.test("table_build: cells without addresses are placed by row order around rowspans", () => {
  // Row 0: A (rowSpan 2), B; row 1: C must land in column 1, beside A's span.
  const { table, repairs } = placeCells(
    [
      c({ rowHint: 0, rowSpan: 2, text: "A" }),
      c({ rowHint: 0, text: "B" }),
      c({ rowHint: 1, text: "C" }),
    ],
    0,
    0,
  );
  assert.equal(repairs, 0);
  assert.deepEqual([table.rowCount, table.colCount], [2, 2]);
  assert.equal(cellAt(table, 1, 1)?.text, "C");
  assert.equal(tableGrid(table)[1][0]?.cell.text, "A");
});

Deno.test("table_build: spans past the declared edge are clamped; overlaps shrink or move", () => {
  const clamped = placeCells(
    [c({ row: 0, col: 0, colSpan: 9, text: "제목" }), c({ row: 1, col: 0, text: "x" })],
    2,
    3,
  );
  assert.equal(cellAt(clamped.table, 0, 0)?.colSpan, 3);
  assert.ok(clamped.repairs >= 1);
  const overlap = placeCells(
    [
      c({ row: 0, col: 0, colSpan: 2, text: "A" }),
      c({ row: 0, col: 1, text: "B" }), // claims a slot A covers: moved to the first free column
    ],
    1,
    3,
  );
  assert.deepEqual(overlap.table.rows[0].map((x) => [x.col, x.text]), [[0, "A"], [2, "B"]]);
  assert.equal(overlap.repairs, 1);
});

Deno.test("table_build: an absurd declared size is repaired; an absurd real extent is TOO_LARGE", () => {
  const repaired = placeCells(
    [c({ row: 0, col: 0, text: "a" }), c({ row: 0, col: 1, text: "b" })],
    60_000,
    60_000,
  );
  assert.deepEqual([repaired.table.rowCount, repaired.table.colCount], [1, 2]);
  assert.ok(repaired.repairs >= 1);
  assert.throws(
    () => placeCells([c({ row: 5_000, col: 5_000, text: "far" })], 0, 0),
    (e: unknown) => e instanceof AnnexError && e.code === "TOO_LARGE",
  );
});

Deno.test("table_build: a damaged HWPX table reads with a TABLE_REPAIRED warning", async () => {
  const cell = (r: number, k: number, cs: number, text: string) =>
    `<hp:tc><hp:subList><hp:p><hp:run><hp:t>${text}</hp:t></hp:run></hp:p></hp:subList>` +
    `<hp:cellAddr colAddr="${k}" rowAddr="${r}"/><hp:cellSpan colSpan="${cs}" rowSpan="1"/></hp:tc>`;
  const xml = sectionXml(
    `<hp:p><hp:run><hp:tbl rowCnt="1" colCnt="2"><hp:tr>${cell(0, 0, 2, "넓은 칸")}${
      cell(0, 1, 1, "겹친 칸")
    }</hp:tr></hp:tbl></hp:run></hp:p>`,
  );
  const doc = await readAnnex(makeHwpx([xml]));
  assert.deepEqual(doc.warnings.map((w) => w.code), ["TABLE_REPAIRED"]);
  const t = doc.blocks[0];
  assert.equal(t.kind, "table");
  // The overlapping cell has no free slot left: its text joins the cell that covers it.
  if (t.kind === "table") assert.deepEqual(t.rows[0].map((x) => x.text), ["넓은 칸\n겹친 칸"]);
});

Deno.test("flow: a table inside a paragraph splits it; unbalanced events do not throw", () => {
  const b = new FlowBuilder();
  b.beginParagraph();
  b.text("앞 ");
  b.beginTable(1, 1);
  b.beginCell({ row: 0, col: 0 });
  b.beginParagraph();
  b.text("칸");
  b.endParagraph();
  b.endCell();
  b.endTable();
  b.text("뒤");
  b.endParagraph();
  b.endCell(); // stray
  b.endTable(); // stray
  b.beginTable(0, 0); // never closed
  const r = b.finish();
  assert.deepEqual(r.blocks.map((x) => (x.kind === "paragraph" ? x.text : "[표]")), [
    "앞 ",
    "[표]",
    "뒤",
    "[표]",
  ]);
  assert.equal(r.hasText, true);
});
