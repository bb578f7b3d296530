/**
 * Hostile and broken inputs end in a typed AnnexError with a stable code, within the time bound,
 * and without inflating past the budget. Bad inputs are generated here: truncated fixtures,
 * crafted zips/OLE files/PDFs whose entries declare or inflate past the limit.
 */

import assert from "node:assert/strict";
import { deflateRawSync } from "node:zlib";
import { DEFAULT_ANNEX_LIMITS, readAnnex } from "../../lib/annex/mod.ts";
import { drfFixture, fixture, FIXTURES, rejectsWith } from "./_helpers.ts";
import { HWP_FLAGS, hwpFileHeader, makeCfb, makeHwp, textParagraph } from "./_cfb.ts";
import { DRAWING_ONLY, makePdf, textContent } from "./_pdf.ts";
import { concat, makeHwpx, makeZip, sectionXml } from "./_zip.ts";

const MiB = 1024 * 1024;
const para = (text: string) => `<hp:p><hp:run><hp:t>${text}</hp:t></hp:run></hp:p>`;

Deno.test("limits: a 100 MB input is refused at once (bytes and stream)", async () => {
  const big = new Uint8Array(100 * MiB);
  big.set(await fixture(FIXTURES.pressHwpx)); // a real HWPX head: size, not format, must decide
  const err = await rejectsWith(() => readAnnex(big), "TOO_LARGE", 1_000);
  assert.equal(err.details.limit, "maxBytes");

  // A stream is read only up to the limit: chunks past it are never pulled.
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(c) {
      pulled++;
      if (pulled > 100) c.close();
      else c.enqueue(new Uint8Array(MiB));
    },
  });
  await rejectsWith(() => readAnnex(stream), "TOO_LARGE", 2_000);
  const maxChunks = DEFAULT_ANNEX_LIMITS.maxBytes / MiB + 2; // +1 over the limit, +1 queued ahead
  assert.ok(pulled <= maxChunks, `pulled ${pulled} MiB chunks, limit is ${maxChunks}`);
});

Deno.test("limits: truncated real files are CORRUPT at every cut point", async () => {
  for (
    const name of [
      FIXTURES.cpaHwp,
      FIXTURES.pressHwp,
      FIXTURES.donationHwpx,
      FIXTURES.pressHwpx,
      FIXTURES.incomeTaxPdf,
    ]
  ) {
    const bytes = await fixture(name);
    for (const frac of [0.02, 0.3, 0.6, 0.95, 0.999]) {
      const cut = bytes.slice(0, Math.floor(bytes.length * frac));
      const err = await rejectsWith(() => readAnnex(cut), "CORRUPT", 5_000);
      assert.ok(err.message.length > 0, `${name} @${frac}`);
    }
  }
});

Deno.test("limits: a zip entry declaring 2 GiB is refused before anything is inflated", async () => {
  // The "compressed" bytes are not deflate at all: inflating them would say CORRUPT, so TOO_LARGE
  // proves the declared size was checked first.
  const zip = makeZip([
    { name: "mimetype", data: "application/hwp+zip", stored: true },
    {
      name: "Contents/section0.xml",
      raw: crypto.getRandomValues(new Uint8Array(4096)),
      declaredSize: 2 ** 31,
    },
  ]);
  const err = await rejectsWith(() => readAnnex(zip), "TOO_LARGE", 1_000);
  assert.equal(err.details.limit, "maxUncompressedBytes");
  assert.equal(err.details.actual, 2 ** 31);
});

Deno.test("limits: a zip bomb that lies about its size stops at the inflate limit", async () => {
  const xml = sectionXml(para("x".repeat(100)) + " ".repeat(80 * MiB)); // 80 MiB of XML, ~80 KiB deflated
  const bomb = makeZip([
    { name: "mimetype", data: "application/hwp+zip", stored: true },
    {
      name: "Contents/section0.xml",
      raw: deflateRawSync(new TextEncoder().encode(xml)),
      declaredSize: 1_000,
    },
  ]);
  assert.ok(bomb.length < 200_000, `bomb is ${bomb.length} bytes`);
  const err = await rejectsWith(() => readAnnex(bomb), "TOO_LARGE", 3_000);
  assert.equal(err.details.max, DEFAULT_ANNEX_LIMITS.maxUncompressedBytes);
  // The same with a tight limit and a smaller bomb.
  const small = makeZip([
    { name: "mimetype", data: "application/hwp+zip", stored: true },
    {
      name: "Contents/section0.xml",
      raw: deflateRawSync(new Uint8Array(8 * MiB)),
      declaredSize: 10,
    },
  ]);
  await rejectsWith(() => readAnnex(small, { maxUncompressedBytes: MiB }), "TOO_LARGE", 1_000);
});

Deno.test("limits: too many zip entries, and a real HWPX over a tight inflate limit", async () => {
  const many = makeHwpx(
    [sectionXml(para("a"))],
    Array.from({ length: 60 }, (_, i) => ({ name: `BinData/i${i}.png`, data: "x" })),
  );
  const err = await rejectsWith(() => readAnnex(many, { maxEntries: 50 }), "TOO_LARGE", 1_000);
  assert.equal(err.details.limit, "maxEntries");
  assert.equal(
    (await readAnnex(many)).blocks.length,
    1,
    "the same file reads under the default limit",
  );
  const donation = await fixture(FIXTURES.donationHwpx); // 1.4 MB of section XML
  await rejectsWith(() => readAnnex(donation, { maxUncompressedBytes: MiB }), "TOO_LARGE");
});

Deno.test("limits: HWP 5 — a section bomb, a real file over a tight limit, a lying record", async () => {
  const bomb = makeCfb({
    FileHeader: hwpFileHeader(HWP_FLAGS.compressed),
    "BodyText/Section0": deflateRawSync(new Uint8Array(80 * MiB)),
  });
  await rejectsWith(() => readAnnex(bomb), "TOO_LARGE", 3_000);
  await rejectsWith(
    async () => readAnnex(await fixture(FIXTURES.cpaHwp), { maxUncompressedBytes: 100_000 }),
    "TOO_LARGE",
  );
  // A record header claiming 100 000 bytes (extended size) with 10 behind it.
  const claim = new Uint8Array(18);
  new DataView(claim.buffer).setUint32(0, 66 | (0xfff << 20), true);
  new DataView(claim.buffer).setUint32(4, 100_000, true);
  const lying = concat([textParagraph("앞 문단"), claim]);
  await rejectsWith(() => readAnnex(makeHwp([lying], 0)), "CORRUPT");
  assert.equal(
    (await readAnnex(makeHwp([textParagraph("앞 문단")], 0))).blocks.length,
    1,
    "the intact file reads",
  );
});

Deno.test("limits: HWP 5 protection flags are ENCRYPTED, on a crafted and on a real file", async () => {
  for (const flag of [HWP_FLAGS.password, HWP_FLAGS.distribution, HWP_FLAGS.drm]) {
    const err = await rejectsWith(
      () => readAnnex(makeHwp([textParagraph("비밀")], HWP_FLAGS.compressed | flag)),
      "ENCRYPTED",
    );
    assert.equal(err.details.format, "hwp5");
  }
  // Patch the password bit into the real fixture's FileHeader (its first mini sector is contiguous).
  const real = (await fixture(FIXTURES.pressHwp)).slice();
  const sig = new TextEncoder().encode("HWP Document File");
  const at = real.findIndex((_, i) => sig.every((b, k) => real[i + k] === b));
  assert.ok(at > 0);
  real[at + 36] |= HWP_FLAGS.password;
  const err = await rejectsWith(() => readAnnex(real), "ENCRYPTED");
  assert.match(err.message, /암호/);
  // Distribution documents without BodyText (only ViewText) are refused the same way.
  const viewOnly = makeCfb({
    FileHeader: hwpFileHeader(HWP_FLAGS.compressed),
    "ViewText/Section0": new Uint8Array(10),
  });
  await rejectsWith(() => readAnnex(viewOnly), "ENCRYPTED");
});

Deno.test("limits: other OLE files, HWP 3 and old FileHeader versions", async () => {
  await rejectsWith(
    () => readAnnex(makeCfb({ WordDocument: new Uint8Array(100) })),
    "FORMAT_UNKNOWN",
  );
  await rejectsWith(
    () =>
      readAnnex(
        makeCfb({
          FileHeader: hwpFileHeader(1, 0x03000000),
          "BodyText/Section0": new Uint8Array(8),
        }),
      ),
    "UNSUPPORTED",
  );
  await rejectsWith(
    () => readAnnex(new TextEncoder().encode("HWP Document File V3.00 \x1a\x01\x02\x03\x04\x05")),
    "UNSUPPORTED",
  );
});

Deno.test("limits: PDFs — garbage, a Flate bomb, no text layer, a password", async () => {
  const garbage = concat([
    new TextEncoder().encode("%PDF-1.4\n"),
    crypto.getRandomValues(new Uint8Array(64 * 1024)),
  ]);
  await rejectsWith(() => readAnnex(garbage), "CORRUPT", 5_000);
  const bomb = makePdf([{ content: new Uint8Array(80 * MiB).fill(0x20), flate: true }]);
  assert.ok(bomb.length < 200_000);
  await rejectsWith(() => readAnnex(bomb), "TOO_LARGE", 3_000);
  const scan = await rejectsWith(
    () => readAnnex(makePdf([{ content: DRAWING_ONLY }, { content: DRAWING_ONLY }])),
    "IMAGE_ONLY",
  );
  assert.deepEqual(scan.details.warnings, ["image-only PDF"]);
  await rejectsWith(
    () => readAnnex(makePdf([{ content: textContent(["secret"]) }], { encrypted: true })),
    "ENCRYPTED",
  );
  // A scan page among text pages is a warning, not a failure.
  const mixed = await readAnnex(
    makePdf([{ content: textContent(["Article 1"]) }, { content: DRAWING_ONLY }]),
  );
  assert.deepEqual(mixed.warnings.map((w) => w.code), ["PDF_TEXT_ONLY", "PAGES_WITHOUT_TEXT"]);
  assert.match(mixed.warnings[1].message, /2쪽 중 1쪽\(2\)/);
});

Deno.test("limits: images, HTML pages, unknown bytes and non-HWPX zips are never a success", async () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const img = await rejectsWith(() => readAnnex(png), "IMAGE_ONLY");
  assert.match(img.message, /image only/);
  const html = await rejectsWith(
    async () =>
      readAnnex(
        await drfFixture("_errors/html-500_unregistered-access_eflaw-search_type-JSON.html"),
      ),
    "FORMAT_UNKNOWN",
  );
  assert.equal(html.details.format, "html");
  await rejectsWith(() => readAnnex(new Uint8Array([7, 7, 7, 7])), "FORMAT_UNKNOWN");
  await rejectsWith(() => readAnnex(new Uint8Array()), "FORMAT_UNKNOWN");
  const docx = await rejectsWith(
    () => readAnnex(makeZip([{ name: "word/document.xml", data: "<w:document/>" }])),
    "FORMAT_UNKNOWN",
  );
  assert.match(docx.message, /DOCX/);
  await rejectsWith(
    () => readAnnex(new TextEncoder().encode('<?xml version="1.0"?><rss/>')),
    "FORMAT_UNKNOWN",
  );
});

Deno.test("limits: HWPX with only pictures is IMAGE_ONLY, with nothing is EMPTY, encrypted is ENCRYPTED", async () => {
  const pictureOnly = makeHwpx([
    sectionXml('<hp:p><hp:run><hp:pic id="1"/><hp:t/></hp:run></hp:p>'),
  ]);
  await rejectsWith(() => readAnnex(pictureOnly), "IMAGE_ONLY");
  await rejectsWith(() => readAnnex(makeHwpx([sectionXml("<hp:p><hp:run/></hp:p>")])), "EMPTY");
  const locked = makeHwpx([sectionXml(para("x"))], [{
    name: "META-INF/manifest.xml",
    data: "<odf:manifest><odf:file-entry><odf:encryption-data/></odf:file-entry></odf:manifest>",
  }]);
  await rejectsWith(() => readAnnex(locked), "ENCRYPTED");
  await rejectsWith(
    () => readAnnex(makeHwpx([sectionXml(para("x")).replace("</hs:sec>", "")])),
    "CORRUPT",
  );
});

Deno.test("limits: the deadline ends a read with TIMEOUT close to the deadline", async () => {
  const donation = await fixture(FIXTURES.donationHwpx);
  await rejectsWith(() => readAnnex(donation, { deadlineMs: 5 }), "TIMEOUT", 500);
  const pdf = await fixture(FIXTURES.incomeTaxPdf);
  await rejectsWith(() => readAnnex(pdf, { deadlineMs: 100 }), "TIMEOUT", 1_000);
  // A long HWPML: ~400k paragraphs, parsed synchronously; the tick-based clock check stops it.
  const body = "<P><TEXT><CHAR>가</CHAR></TEXT></P>".repeat(400_000);
  const hml = new TextEncoder().encode(
    `<?xml version="1.0"?><HWPML><BODY><SECTION>${body}</SECTION></BODY></HWPML>`,
  );
  await rejectsWith(() => readAnnex(hml, { deadlineMs: 30 }), "TIMEOUT", 1_000);
  assert.ok(
    (await readAnnex(hml)).blocks.length === 400_000,
    "the same file reads without the deadline",
  );
});

Deno.test("limits: the caller's AbortSignal ends a read with ABORTED", async () => {
  await rejectsWith(
    () => readAnnex(new Uint8Array([1]), { signal: AbortSignal.abort() }),
    "ABORTED",
    200,
  );
  const ctl = new AbortController();
  setTimeout(() => ctl.abort(), 20);
  await rejectsWith(
    async () => readAnnex(await fixture(FIXTURES.incomeTaxPdf), { signal: ctl.signal }),
    "ABORTED",
    1_000,
  );
});

Deno.test("limits: invalid options are a programming error (RangeError), not a file error", async () => {
  await assert.rejects(() => readAnnex(new Uint8Array([1]), { maxBytes: -1 }), RangeError);
  await assert.rejects(
    () => readAnnex(new Uint8Array([1]), { deadlineMs: Number.NaN }),
    RangeError,
  );
});
