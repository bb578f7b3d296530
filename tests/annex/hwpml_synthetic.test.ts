/**
 * HWPML (single-file XML, often served with a `.hwp` name). No real HWPML file is among the
 * fixtures, so this document is SYNTHETIC: written by hand from the HWPML 2.x element names
 * (HWPML > HEAD/BODY/TAIL; SECTION > P > TEXT > CHAR; TABLE > ROW > CELL with ColAddr, RowAddr,
 * ColSpan, RowSpan; CAPTION under SHAPEOBJECT; HEADER/FOOTER with PARALIST; TAB, LINEBREAK).
 */

import assert from "node:assert/strict";
import {
  type AnnexTable,
  cellAt,
  readAnnex,
  renderMarkdown,
  sniffFormat,
} from "../../lib/annex/mod.ts";
import { rejectsWith } from "./_helpers.ts";

const cellXml = (addr: string, body: string) => `<CELL ${addr}><PARALIST>${body}</PARALIST></CELL>`;
const p = (inner: string) => `<P><TEXT>${inner}</TEXT></P>`;
const ch = (s: string) => `<CHAR>${s}</CHAR>`;

const HWPML = `<?xml version="1.0" encoding="UTF-8" standalone="no" ?>
<!DOCTYPE HWPML [
<!ELEMENT HWPML (HEAD, BODY, TAIL?)>
<!-- a trimmed DTD; its comments may hold '>' and "quotes" -->
<!ATTLIST HWPML Version CDATA #REQUIRED SubVersion CDATA #IMPLIED Style2 (embed|export) "embed">
<!ATTLIST CELL ColSpan CDATA "1" RowSpan CDATA "1">
]>
<HWPML Version="2.8" SubVersion="8.0.0.0" Style2="embed">
<HEAD SecCnt="1"><DOCSUMMARY><TITLE>머리 정보는 본문이 아님</TITLE></DOCSUMMARY></HEAD>
<BODY><SECTION Id="0">
${p(`<SECDEF TextDirection="0"/>${ch("■ 건축법 시행규칙 [별표 1]")}`)}
${
  p(`<HEADER ApplyPageType="Both"><PARALIST>${p(ch("머리말 — 보이면 안 됨"))}</PARALIST></HEADER>${
    ch("과태료의 부과기준(제10조 관련)")
  }`)
}
<P><TEXT><TABLE RowCount="3" ColCount="3" CellSpacing="0" BorderFill="1">
<SHAPEOBJECT InstId="1"><SIZE Width="40000" Height="9000"/><CAPTION Side="Top"><PARALIST>${
  p(ch("표 캡션"))
}</PARALIST></CAPTION></SHAPEOBJECT>
<ROW>${
  cellXml('ColAddr="0" RowAddr="0" ColSpan="1" RowSpan="2" Header="true"', p(ch("위반행위")))
}${cellXml('ColAddr="1" RowAddr="0" ColSpan="2" RowSpan="1"', p(ch("과태료 금액")))}</ROW>
<ROW>${cellXml('ColAddr="1" RowAddr="1"', p(ch("1차")))}${
  cellXml('ColAddr="2" RowAddr="1"', p(ch("2차<LINEBREAK/>이상")))
}</ROW>
<ROW>${cellXml('ColAddr="0" RowAddr="2"', p(ch("가. 위반 &amp; 미신고")) + p(ch("(둘째 문단)")))}${
  cellXml('ColAddr="1" RowAddr="2"', p(`${ch("50")}<CHAR><TAB/></CHAR>${ch("만원")}`))
}${
  cellXml(
    'ColAddr="2" RowAddr="2"',
    p(`<TABLE RowCount="1" ColCount="2"><ROW>${cellXml('ColAddr="0" RowAddr="0"', p(ch("중첩")))}${
      cellXml('ColAddr="1" RowAddr="0"', p(ch("100")))
    }</ROW></TABLE>`),
  )
}</ROW>
</TABLE>${ch("표 뒤 글")}</TEXT></P>
${
  p(`<PICTURE Reverse="false"><SHAPEOBJECT><CAPTION><PARALIST>${
    p(ch("그림 캡션은 본문"))
  }</PARALIST></CAPTION></SHAPEOBJECT></PICTURE><EQUATION><SCRIPT>a over b</SCRIPT></EQUATION>${
    ch("비고: 1. ")
  }${ch("가중 처분")}`)
}
</SECTION></BODY>
<TAIL><BINDATASTORAGE><BINDATA Id="1" Size="4" Encoding="Base64">QUJDRA==</BINDATA></BINDATASTORAGE></TAIL>
</HWPML>`;

const utf8 = (s: string) => new TextEncoder().encode(s);

function utf16le(s: string): Uint8Array {
  const out = new Uint8Array(2 + s.length * 2);
  out.set([0xff, 0xfe]);
  const dv = new DataView(out.buffer);
  for (let i = 0; i < s.length; i++) dv.setUint16(2 + i * 2, s.charCodeAt(i), true);
  return out;
}

Deno.test("hwpml (synthetic): paragraphs, a captioned merged table, a nested table, skipped header", async () => {
  const doc = await readAnnex(utf8(HWPML));
  assert.equal(doc.format, "hwpml");
  const kinds = doc.blocks.map((
    b,
  ) => (b.kind === "paragraph" ? b.text : `[표 ${b.rowCount}x${b.colCount}]`));
  assert.deepEqual(kinds, [
    "■ 건축법 시행규칙 [별표 1]",
    "과태료의 부과기준(제10조 관련)",
    "[표 3x3]",
    "표 뒤 글",
    "그림 캡션은 본문",
    "비고: 1. 가중 처분",
  ]);
  const t = doc.blocks[2] as AnnexTable;
  assert.equal(t.caption, "표 캡션");
  assert.deepEqual(cellAt(t, 0, 0), {
    row: 0,
    col: 0,
    rowSpan: 2,
    colSpan: 1,
    text: "위반행위",
    tables: [],
    header: true,
  });
  assert.deepEqual([cellAt(t, 0, 1)?.text, cellAt(t, 0, 1)?.colSpan], ["과태료 금액", 2]);
  assert.equal(cellAt(t, 1, 2)?.text, "2차\n이상");
  assert.equal(cellAt(t, 2, 0)?.text, "가. 위반 & 미신고\n(둘째 문단)");
  assert.equal(cellAt(t, 2, 1)?.text, "50\t만원");
  const holder = cellAt(t, 2, 2)!;
  assert.equal(holder.text, "");
  assert.deepEqual(holder.tables[0].rows[0].map((c) => c.text), ["중첩", "100"]);
  assert.deepEqual(doc.warnings.map((w) => [w.code, w.count]), [
    ["IMAGES_PRESENT", 1],
    ["EQUATIONS_SKIPPED", 1],
    ["CONTENT_SKIPPED", 1],
  ]);
  assert.equal(doc.stats.parts, 1);
  const md = renderMarkdown(doc).text;
  assert.ok(
    md.includes(
      "**표 1** 표 캡션\n\n| 위반행위 | 과태료 금액 | ← |\n| --- | --- | --- |\n| ↑ | 1차 | 2차<br>이상 |",
    ),
    md,
  );
  assert.ok(!md.includes("보이면 안 됨") && !md.includes("QUJDRA") && !md.includes("a over b"));
});

Deno.test("hwpml (synthetic): UTF-16 with BOM and EUC-KR read the same text", async () => {
  const a = await readAnnex(utf8(HWPML));
  const b = await readAnnex(utf16le(HWPML.replace('encoding="UTF-8"', 'encoding="UTF-16"')));
  assert.equal(sniffFormat(utf16le(HWPML)), "hwpml");
  assert.deepEqual(b.blocks, a.blocks);
  const euc = new Uint8Array([
    ...utf8('<?xml version="1.0" encoding="euc-kr"?><HWPML><BODY><SECTION><P><TEXT><CHAR>'),
    0xb0,
    0xa1,
    0xb3,
    0xaa, // "가나" in EUC-KR
    ...utf8("</CHAR></TEXT></P></SECTION></BODY></HWPML>"),
  ]);
  assert.deepEqual((await readAnnex(euc)).blocks, [{ kind: "paragraph", text: "가나" }]);
});

Deno.test("hwpml (synthetic): truncated or unbalanced XML is CORRUPT", async () => {
  const bytes = utf8(HWPML);
  await rejectsWith(() => readAnnex(bytes.slice(0, Math.floor(bytes.length * 0.7))), "CORRUPT");
  await rejectsWith(() => readAnnex(utf8(HWPML.replace("</ROW>", "</CELL>"))), "CORRUPT");
  await rejectsWith(
    () =>
      readAnnex(
        utf8('<?xml version="1.0"?><HWPML><BODY><SECTION><P><TEXT></SECTION></BODY></HWPML>'),
      ),
    "CORRUPT",
  );
});
