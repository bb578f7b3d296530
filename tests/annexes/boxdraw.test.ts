/**
 * The 별표내용 box-drawing reader: the real 최저임금법 시행규칙 texts (MST 282351) become tables
 * with the spans their drawing shows, and generated tables read back cell for cell.
 */

import assert from "node:assert/strict";
// deno-lint-ignore no-import-prefix -- test-only: kept out of the app's imports (docs/DEMO.md)
import fc from "npm:fast-check@4.11.0";
import { parseBoxText } from "../../lib/annex/boxdraw.ts";
import { type AnnexTable, cellAt } from "../../lib/annex/mod.ts";
import { fixtureText } from "../_support.ts";

async function unitText(key: string): Promise<string> {
  const d = JSON.parse(
    await fixtureText(
      "drf/law/service_type-json_MST-282351_minimum-wage-act-enforcement-rule.json",
    ),
  );
  const u = d["법령"]["별표"]["별표단위"].find((x: { 별표키: string }) => x.별표키 === key);
  return (u["별표내용"] as string[][]).flat().join("\n");
}

const tables = (text: string) =>
  parseBoxText(text).blocks.filter((b): b is AnnexTable => b.kind === "table");

Deno.test("boxdraw: 별표 3 — a bordered two-column table with wrapped cells", async () => {
  const r = parseBoxText(await unitText("000300E"));
  assert.equal(r.tables, 1);
  const [t] = tables(await unitText("000300E"));
  assert.deepEqual([t.rowCount, t.colCount], [2, 2]);
  assert.equal(cellAt(t, 0, 0)?.text, "구분");
  assert.equal(cellAt(t, 0, 1)?.text, "인가 기준");
  assert.ok(cellAt(t, 1, 1)?.text.endsWith("2. 인가기간은 1년을 초과할 수 없다."));
  const title = r.blocks.find((b) => b.kind === "paragraph" && b.text.includes("인가 기준(제3조"));
  assert.ok(title, "text outside the table stays a paragraph");
});

Deno.test("boxdraw: 별지 제1호서식 — rowSpans through partial rules, colSpans without separators", async () => {
  const ts = tables(await unitText("000100F"));
  const applicant = ts[1];
  const c = cellAt(applicant, 0, 0)!;
  assert.deepEqual([c.text, c.rowSpan, c.colSpan], ["신청인", 4, 1]);
  const address = cellAt(applicant, 2, 1)!;
  assert.deepEqual([address.text, address.colSpan], ["주소(사업장 소재지)", 2]);
  // "  근로자  ├────": the left cell goes on through a rule line that closes the others.
  const worker = cellAt(ts[2], 0, 0)!;
  assert.deepEqual([worker.text, worker.rowSpan], ["장애인\n근로자", 2]);
  assert.equal(cellAt(ts[2], 1, 1)?.text, "주소");
});

const cellText = fc.stringMatching(/^[가-힣A-Za-z0-9]{0,6}$/);

function draw(rows: string[][]): string {
  const w = (s: string) => [...s].reduce((n, ch) => n + (ch.codePointAt(0)! < 0x1100 ? 1 : 2), 0);
  const widths = rows[0].map((_, c) => {
    const m = Math.max(2, ...rows.map((r) => w(r[c]))) + 2;
    return m % 2 ? m + 1 : m;
  });
  const rule = (l: string, mid: string, r: string, h: string) =>
    l + widths.map((x) => h.repeat(x / 2)).join(mid) + r;
  const line = (r: string[]) =>
    "┃" + r.map((s, c) => s + " ".repeat(widths[c] - w(s))).join("│") + "┃";
  return [
    rule("┏", "┯", "┓", "━"),
    ...rows.flatMap((r, i) => (i ? [rule("┠", "┼", "┨", "─"), line(r)] : [line(r)])),
    rule("┗", "┷", "┛", "━"),
  ].join("\n");
}

Deno.test("boxdraw (property): a drawn grid reads back cell for cell", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 5 }).chain((cols) =>
        fc.array(fc.array(cellText, { minLength: cols, maxLength: cols }), {
          minLength: 1,
          maxLength: 5,
        })
      ),
      (rows) => {
        const [t] = tables(draw(rows));
        assert.deepEqual([t.rowCount, t.colCount], [rows.length, rows[0].length]);
        rows.forEach((r, i) => r.forEach((s, j) => assert.equal(cellAt(t, i, j)?.text, s)));
      },
    ),
  );
});

Deno.test("boxdraw (property): any text is read without throwing and never invents letters", () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[가-힣a-z │┃─━┼┏┓┗┛├┤\n]{0,200}$/), (text) => {
      const r = parseBoxText(text);
      const out = r.blocks.map((b) =>
        b.kind === "paragraph" ? b.text : b.rows.flat().map((c) => c.text).join("")
      ).join("");
      const letters = (s: string) => [...s].filter((ch) => /[가-힣a-z]/.test(ch)).sort().join("");
      assert.ok(letters(text).length >= letters(out).length);
    }),
  );
});
