import assert from "node:assert/strict";
import { sniffFormat } from "../../lib/annex/mod.ts";
import { drfFixture, fixture, FIXTURES } from "./_helpers.ts";
import { makeCfb, makeHwp, textParagraph } from "./_cfb.ts";
import { makeHwpx, makeZip, sectionXml } from "./_zip.ts";

const enc = (s: string) => new TextEncoder().encode(s);

Deno.test("sniff: every real fixture is named by its bytes", async () => {
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
    assert.equal(sniffFormat(await fixture(name)), format, name);
  }
});

Deno.test("sniff: never trusts a name — a HWPX saved as .hwp is still hwpx", async () => {
  // The bytes are all the sniffer sees; this asserts there is no name input at all.
  assert.equal(sniffFormat.length, 1);
  assert.equal(sniffFormat(await fixture(FIXTURES.pressHwpx)), "hwpx");
});

Deno.test("sniff: zip without the HWPX mimetype is plain zip; OLE without FileHeader is ole", () => {
  assert.equal(sniffFormat(makeZip([{ name: "word/document.xml", data: "<w/>" }])), "zip");
  assert.equal(sniffFormat(makeHwpx([sectionXml("")])), "hwpx");
  assert.equal(
    sniffFormat(makeZip([{ name: "mimetype", data: "application/epub+zip", stored: true }])),
    "zip",
  );
  assert.equal(sniffFormat(makeCfb({ WordDocument: new Uint8Array(10) })), "ole");
  assert.equal(sniffFormat(makeHwp([textParagraph("x")])), "hwp5");
});

Deno.test("sniff: HWPML behind a long DOCTYPE internal subset, in UTF-8 and UTF-16", () => {
  const subset = `<!ELEMENT HWPML (HEAD,BODY,TAIL?)>\n`.repeat(400); // ~14 KB of DTD
  const doc =
    `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE HWPML [\n${subset}]>\n<HWPML Version="2.8"><BODY/></HWPML>`;
  assert.equal(sniffFormat(enc(doc)), "hwpml");
  const utf16 = new Uint8Array(2 + doc.length * 2);
  utf16.set([0xff, 0xfe]);
  for (let i = 0; i < doc.length; i++) {
    new DataView(utf16.buffer).setUint16(2 + i * 2, doc.charCodeAt(i), true);
  }
  assert.equal(sniffFormat(utf16), "hwpml");
  assert.equal(sniffFormat(enc('<?xml version="1.0"?><HWPML Version="2.8"/>')), "hwpml");
  assert.equal(sniffFormat(enc('<?xml version="1.0"?><rss/>')), "xml");
});

Deno.test("sniff: HTML error pages (the recorded DRF one included) are html", async () => {
  assert.equal(
    sniffFormat(
      await drfFixture("_errors/html-500_unregistered-access_eflaw-search_type-JSON.html"),
    ),
    "html",
  );
  assert.equal(sniffFormat(enc("\n\n  <!DOCTYPE html><html><body>점검 중</body></html>")), "html");
  assert.equal(
    sniffFormat(enc("<script>alert('잘못된 접근입니다');history.back();</script>")),
    "html",
  );
});

Deno.test("sniff: images, PDF with leading junk, HWP 3, empty and unknown bytes", () => {
  assert.equal(
    sniffFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
    "png",
  );
  assert.equal(sniffFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])), "jpeg");
  assert.equal(sniffFormat(enc("GIF89a....")), "gif");
  assert.equal(sniffFormat(new Uint8Array([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0])), "tiff");
  assert.equal(sniffFormat(enc("RIFF\x10\x00\x00\x00WEBPVP8 ")), "webp");
  const bmp = new Uint8Array(54);
  bmp.set(enc("BM"));
  new DataView(bmp.buffer).setUint32(14, 40, true);
  assert.equal(sniffFormat(bmp), "bmp");
  assert.equal(sniffFormat(enc("BM but not a bitmap header at all")), "unknown");
  assert.equal(sniffFormat(enc("\r\n%PDF-1.7\n")), "pdf");
  assert.equal(sniffFormat(enc("HWP Document File V3.00 \x1a\x01\x02")), "hwp3");
  assert.equal(sniffFormat(new Uint8Array()), "empty");
  assert.equal(sniffFormat(new Uint8Array([1, 2, 3, 0, 0, 0])), "unknown");
});
