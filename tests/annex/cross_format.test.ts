/**
 * The same document through independent paths must agree: the press release as HWP 5 and as
 * HWPX (two readers, two container formats), and our HWP 5 reader against hwp.js (an independent
 * implementation, used here only as a test oracle).
 */

import assert from "node:assert/strict";
import { parse as hwpjsParse } from "hwp.js";
import { type AnnexDocument, type AnnexTable, listTables, readAnnex } from "../../lib/annex/mod.ts";
import { fixture, FIXTURES } from "./_helpers.ts";

/** Text and spans of every cell of every table, labelled. */
function tableShapes(doc: AnnexDocument): string[] {
  return listTables(doc).map(({ label, table }) =>
    `표 ${label} ${table.rowCount}x${table.colCount}: ` +
    table.rows.flat().map((c) =>
      `(${c.row},${c.col} ${c.rowSpan}x${c.colSpan}) ${JSON.stringify(c.text)}`
    ).join(" ")
  );
}

Deno.test("cross-format: the press release as HWP and as HWPX yields the same tables", async () => {
  const hwp = await readAnnex(await fixture(FIXTURES.pressHwp));
  const hwpx = await readAnnex(await fixture(FIXTURES.pressHwpx));
  assert.equal(hwp.format, "hwp5");
  assert.equal(hwpx.format, "hwpx");
  const a = tableShapes(hwp), b = tableShapes(hwpx);
  assert.equal(a.length, 11);
  assert.deepEqual(a, b);
  // One table in detail: the 3×3 "달라지는 모습" box with a rowSpan-2 title and a colSpan-3 body.
  const box = listTables(hwp).find((t) => t.label === "4")!.table;
  assert.equal(box.rows[0][1].text, "〈 정부혁신으로 달라지는 모습 〉");
  assert.equal(box.rows[0][1].rowSpan, 2);
  assert.equal(box.rows[2][0].colSpan, 3);
  assert.ok(box.rows[2][0].text.startsWith("• 범정부 국민 참여 플랫폼이 구축되어"));
});

Deno.test("cross-format: HWP and HWPX give the same paragraphs in the same order", async () => {
  const hwp = await readAnnex(await fixture(FIXTURES.pressHwp));
  const hwpx = await readAnnex(await fixture(FIXTURES.pressHwpx));
  assert.deepEqual(hwp.blocks, hwpx.blocks);
  assert.deepEqual(hwp.warnings, hwpx.warnings);
});

interface HwpjsParagraph {
  content: { type: number; value: string | number }[];
  controls: { id: number; content?: { items: HwpjsParagraph[] }[][] }[];
}

/** hwp.js's top-level tables as lists of cell texts (its model has no nested-table split). */
function hwpjsTables(bytes: Uint8Array): string[][] {
  const doc = hwpjsParse(bytes, { type: "array" } as never) as unknown as {
    sections: { content: HwpjsParagraph[] }[];
  };
  const text = (p: HwpjsParagraph) =>
    p.content.map((
      c,
    ) => (typeof c.value === "string"
      ? c.value
      : c.value === 9
      ? "\t"
      : c.value === 10
      ? "\n"
      : "")
    )
      .join("");
  const TABLE = 0x74626c20; // "tbl "
  const out: string[][] = [];
  for (const s of doc.sections) {
    for (const p of s.content) {
      for (const c of p.controls) {
        if (c.id === TABLE && c.content) {
          out.push(c.content.flat().map((cell) => cell.items.map(text).join("\n")));
        }
      }
    }
  }
  return out;
}

/**
 * Comparable form: hwp.js passes control characters through (U+001F fixed-width space) and keeps
 * the whitespace a nested table leaves in its paragraph, which we split off; compare trimmed,
 * non-blank lines.
 */
function normalize(texts: string[]): string[] {
  return texts.map((t) =>
    t.replaceAll("\u001e", " ").replaceAll("\u001f", " ").replaceAll("\u0018", "-").split("\n").map(
      (l) => l.trim(),
    )
      .filter(Boolean)
      .join("\n")
  );
}

for (const name of [FIXTURES.cpaHwp, FIXTURES.pressHwp]) {
  Deno.test(`cross-format: ${name} — every top-level table matches hwp.js cell for cell`, async () => {
    const bytes = await fixture(name);
    const ours = (await readAnnex(bytes)).blocks.filter((b): b is AnnexTable => b.kind === "table")
      .map((t) => t.rows.flat().map((c) => c.text));
    const ref = hwpjsTables(bytes);
    assert.equal(ours.length, ref.length);
    assert.ok(ours.length >= 9);
    ours.forEach((cells, i) =>
      assert.deepEqual(normalize(cells), normalize(ref[i]), `table ${i + 1}`)
    );
  });
}
