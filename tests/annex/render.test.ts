/**
 * Rendering conventions: Markdown merge markers, escaping, nested tables, HTML rowspan/colspan,
 * the character budget and resuming from `offset`.
 */

import assert from "node:assert/strict";
import {
  type AnnexBlock,
  type AnnexDocument,
  type AnnexTable,
  listTables,
  readAnnex,
  renderHtml,
  renderMarkdown,
} from "../../lib/annex/mod.ts";
import { type PendingCell, placeCells } from "../../lib/annex/table_build.ts";
import { fixture, FIXTURES } from "./_helpers.ts";

/** A table from [row, col, rowSpan, colSpan, text] tuples. */
function tbl(
  rows: number,
  cols: number,
  cells: [number, number, number, number, string][],
  extra: Partial<PendingCell>[] = [],
): AnnexTable {
  const pending: PendingCell[] = cells.map(([row, col, rowSpan, colSpan, text], i) => ({
    row,
    col,
    rowSpan,
    colSpan,
    rowHint: row,
    lines: [text],
    tables: [],
    ...extra[i],
  }));
  return placeCells(pending, rows, cols).table;
}

function docOf(blocks: AnnexBlock[], warnings: AnnexDocument["warnings"] = []): AnnexDocument {
  return {
    format: "hwpx",
    blocks,
    warnings,
    stats: { bytes: 0, paragraphs: 0, tables: 0, cells: 0, images: 0, parts: 1, parseMs: 0 },
  };
}

/** 과태료 table: a 2×2 block merge, a rowSpan-3 category, a colSpan-3 header. */
const FINES = tbl(5, 4, [
  [0, 0, 2, 1, "위반행위"],
  [0, 1, 1, 3, "과태료 금액(만원)"],
  [1, 1, 1, 1, "1차"],
  [1, 2, 1, 1, "2차"],
  [1, 3, 1, 1, "3차 이상"],
  [2, 0, 3, 1, "가. 신고 의무 위반"],
  [2, 1, 2, 2, "50"],
  [2, 3, 1, 1, "100"],
  [3, 3, 1, 1, "200"],
  [4, 1, 1, 1, ""],
  [4, 2, 1, 1, "a|b"],
  [4, 3, 1, 1, "↑"],
]);

Deno.test("render/md: merged cells — value top-left, ↑ ← ↖ in covered slots, legend first", () => {
  const { text, truncated } = renderMarkdown(docOf([FINES]));
  assert.equal(truncated, false);
  const lines = text.split("\n");
  const legend = lines.findIndex((l) => l.startsWith("> 표 읽는 법"));
  const header = lines.indexOf("| 위반행위 | 과태료 금액(만원) | ← | ← |");
  assert.ok(legend >= 0 && header > legend, text);
  assert.deepEqual(lines.slice(header), [
    "| 위반행위 | 과태료 금액(만원) | ← | ← |",
    "| --- | --- | --- | --- |",
    "| ↑ | 1차 | 2차 | 3차 이상 |",
    "| 가. 신고 의무 위반 | 50 | ← | 100 |",
    "| ↑ | ↑ | ↖ | 200 |",
    "| ↑ |  | a\\|b | \\↑ |", // empty cell kept; pipe escaped; a literal arrow escaped
  ]);
  assert.ok(text.startsWith("> 표 읽는 법"), "no warnings: the legend opens the output");
});

Deno.test("render/md: repeat mode fills covered slots; no legend without merges", () => {
  const rep = renderMarkdown(docOf([FINES]), { mergedCells: "repeat" }).text;
  assert.ok(rep.includes("| 가. 신고 의무 위반 | 50 | 50 | 100 |"), rep);
  assert.ok(!rep.includes("표 읽는 법"));
  const plain = tbl(2, 2, [[0, 0, 1, 1, "구분"], [0, 1, 1, 1, "기준"], [1, 0, 1, 1, "가"], [
    1,
    1,
    1,
    1,
    "줄1\n줄2",
  ]]);
  const md = renderMarkdown(docOf([{ kind: "paragraph", text: "[별표 1]" }, plain])).text;
  assert.equal(md, "[별표 1]\n\n**표 1**\n\n| 구분 | 기준 |\n| --- | --- |\n| 가 | 줄1<br>줄2 |");
});

Deno.test("render/md: warnings lead, nested tables follow their parent and are referenced", async () => {
  const doc = await readAnnex(await fixture(FIXTURES.cpaHwp));
  const md = renderMarkdown(doc).text;
  assert.ok(md.startsWith("> 주의: 수식 2개를 읽지 않았습니다."), md.slice(0, 200));
  const ref = md.indexOf("| 4.  과세사업의 대손 자료는 다음과 같다. [표 21.1] |");
  const nested = md.indexOf("**표 21.1** (표 21의 1행 1열 칸 안)");
  assert.ok(ref > 0 && nested > ref, "reference in the cell, nested table after it");
  assert.ok(md.includes("| 구분 | 공제사유 | 대손금액*1<br>(공급일) | ← |"));
});

Deno.test("render/html: real rowspan/colspan, escaped text, th for header cells, nested in the cell", async () => {
  const html = renderHtml(docOf([FINES])).text;
  assert.ok(
    html.includes('<td rowspan="2">위반행위</td><td colspan="3">과태료 금액(만원)</td>'),
    html,
  );
  assert.ok(
    html.includes(
      '<td rowspan="3">가. 신고 의무 위반</td><td rowspan="2" colspan="2">50</td><td>100</td>',
    ),
  );
  assert.ok(html.includes("<tr><td>200</td></tr>"), "covered slots emit nothing");
  assert.ok(!/style=/.test(html));
  const evil = tbl(1, 2, [[0, 0, 1, 1, `<script>alert("x")</script>`], [0, 1, 1, 1, "a & b\nc"]], [{
    header: true,
  }]);
  const out = renderHtml(docOf([{ kind: "paragraph", text: "<img src=x onerror=1>" }, evil])).text;
  assert.ok(out.includes("<p>&lt;img src=x onerror=1&gt;</p>"));
  assert.ok(
    out.includes(
      "<th>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</th><td>a &amp; b<br>c</td>",
    ),
    out,
  );
  assert.ok(!out.includes("<script>"));
  const seoul = renderHtml(await readAnnex(await fixture(FIXTURES.seoulHwpx))).text;
  assert.ok(
    /<td[^>]*>[^]*?<table class="annex-table" data-table="2\.1">/.test(seoul),
    "nested table inside a td",
  );
  assert.ok(seoul.includes('<td colspan="25">서 울 특 별 시 장</td>'));
});

Deno.test("render: the budget cuts at a row boundary and says exactly what was cut", async () => {
  const doc = await readAnnex(await fixture(FIXTURES.donationHwpx));
  const t47 = listTables(doc).find((t) => t.label === "47")!.table;
  const b = doc.blocks.indexOf(t47);
  const r = renderMarkdown(doc, { offset: String(b), maxChars: 1_500 });
  assert.equal(r.truncated, true);
  assert.ok(r.text.length <= 1_500, `${r.text.length} chars`);
  const m = /\[잘림\] 표 47: 152행 중 (\d+)행까지 보였습니다; 나머지는 offset=(\d+):(\d+)$/.exec(
    r.text,
  );
  assert.ok(m, r.text.slice(-200));
  const shown = Number(m[1]);
  assert.equal(r.nextOffset, `${b}:${shown}`);
  assert.deepEqual([Number(m[2]), Number(m[3])], [b, shown]);
  // The last row shown is row `shown - 1`: its first cell is its ordinal (row 0 is the header).
  const rows = r.text.split("\n").filter((l) => l.startsWith("| "));
  assert.equal(rows.at(-1)!.split(" | ")[0], `| ${shown - 1}`);
  // The continuation repeats the header and starts at the next row.
  const next = renderMarkdown(doc, { offset: r.nextOffset, maxChars: 1_500 }).text;
  assert.ok(next.includes(`**표 47** (계속: ${shown + 1}행부터, 1행 머리글 반복)`));
  assert.ok(next.includes(`| ${shown} | `) && !next.includes(`| ${shown - 1} | `));
});

Deno.test("render: paging with nextOffset shows every row of every table exactly once", async () => {
  for (const render of [renderMarkdown, renderHtml]) {
    const doc = await readAnnex(await fixture(FIXTURES.donationHwpx));
    const seen = new Map<string, number>();
    let offset: string | undefined;
    let pages = 0;
    do {
      const r = render(doc, { maxChars: 1_200, offset });
      assert.ok(r.text.length <= 1_200);
      for (
        const m of r.text.matchAll(/(?:\| |<td>)(\d+)(?: \| |<\/td><td>)([^|<]+?)(?: \||<\/td>)/g)
      ) {
        const key = `${m[1]} ${m[2].trim()}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      assert.notEqual(r.nextOffset, offset, "paging always advances");
      offset = r.nextOffset;
      pages++;
    } while (offset && pages < 500);
    assert.ok(pages > 8, `${pages} pages`); // the whole form renders to ~10 600 (md) / ~40 000 (html) chars
    for (let k = 1; k <= 150; k++) {
      const hits = [...seen].filter(([key]) => key.startsWith(`${k} `) && /[시군구청]$/.test(key));
      assert.equal(
        hits.reduce((s, [, n]) => s + n, 0),
        1,
        `row ${k} of 표 47: ${JSON.stringify(hits)}`,
      );
    }
  }
});

Deno.test("render/html: a cut inside a table still closes it; a continued merge is repeated", () => {
  const long = tbl(6, 2, [
    [0, 0, 1, 1, "구분"],
    [0, 1, 1, 1, "금액"],
    [1, 0, 4, 1, "가. 과태료"],
    [1, 1, 1, 1, "10"],
    [2, 1, 1, 1, "20"],
    [3, 1, 1, 1, "30"],
    [4, 1, 1, 1, "40"],
    [5, 0, 1, 1, "나."],
    [5, 1, 1, 1, "50"],
  ]);
  const doc = docOf([long]);
  const from3 = renderHtml(doc, { offset: "0:3" }).text;
  assert.ok(from3.includes('data-from-row="4"'));
  assert.ok(from3.includes('<tr><td rowspan="2">가. 과태료</td><td>30</td></tr>'), from3);
  const md = renderMarkdown(doc, { offset: "0:3" }).text;
  assert.ok(md.includes("| 구분 | 금액 |\n| --- | --- |\n| 가. 과태료 | 30 |\n| ↑ | 40 |"), md);
  const big = docOf([
    tbl(
      300,
      2,
      Array.from(
        { length: 300 },
        (_, r) =>
          [[r, 0, 1, 1, `행${r}`], [r, 1, 1, 1, "x".repeat(20)]] as [
            number,
            number,
            number,
            number,
            string,
          ][],
      ).flat(),
    ),
  ]);
  const cut = renderHtml(big, { maxChars: 2_000 });
  assert.ok(cut.text.length <= 2_000);
  assert.match(
    cut.text,
    /<\/tr>\n<\/table>\n<p class="annex-cut">\[잘림\] 표 1: 300행 중 \d+행까지 보였습니다; 나머지는 offset=0:\d+<\/p>\n$/,
  );
});

Deno.test("render: PDF lines keep page markers; an oversized paragraph shows its beginning", () => {
  const pdf: AnnexDocument = {
    ...docOf([
      { kind: "paragraph", text: "제1조(목적)", page: 1 },
      { kind: "paragraph", text: "이 법은", page: 1 },
      { kind: "paragraph", text: "제2조(정의)", page: 2 },
    ]),
    format: "pdf",
  };
  assert.equal(
    renderMarkdown(pdf).text,
    "<!-- 1쪽 -->\n제1조(목적)\n이 법은\n\n<!-- 2쪽 -->\n제2조(정의)",
  );
  const huge = docOf([{ kind: "paragraph", text: "가".repeat(10_000) }, {
    kind: "paragraph",
    text: "끝",
  }]);
  const r = renderMarkdown(huge, { maxChars: 1_000 });
  assert.ok(r.text.length <= 1_000);
  assert.equal(r.nextOffset, "1");
  assert.match(
    r.text,
    /^가+…\n\n> \[잘림\] 이 항목은 길어서 앞부분만 보였습니다; 나머지는 offset=1$/,
  );
  assert.equal(renderMarkdown(huge, { offset: r.nextOffset }).text, "끝");
});

Deno.test("render: offset and budget validation", () => {
  const doc = docOf([{ kind: "paragraph", text: "x" }]);
  assert.throws(() => renderMarkdown(doc, { offset: "abc" }), RangeError);
  assert.throws(() => renderMarkdown(doc, { maxChars: 100 }), RangeError);
  assert.equal(renderMarkdown(doc, { offset: "offset=0" }).text, "x");
  assert.deepEqual(renderMarkdown(doc, { offset: "5" }), { text: "", truncated: false });
});
