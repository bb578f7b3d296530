/**
 * A tiny zip writer for crafting hostile archives: declared sizes are whatever the test says,
 * so an entry can declare 2 GiB or declare 1 KiB and inflate to 64 MiB.
 */

import { crc32, deflateRawSync } from "node:zlib";

/** One entry to write. */
export interface ZipEntrySpec {
  name: string;
  /** Uncompressed content (deflated unless `stored`). */
  data?: Uint8Array | string;
  /** Raw bytes to store as the entry's compressed data, bypassing `data`. */
  raw?: Uint8Array;
  stored?: boolean;
  /** Uncompressed size to declare (defaults to the real one). */
  declaredSize?: number;
}

/** Builds a zip archive. */
export function makeZip(entries: ZipEntrySpec[]): Uint8Array {
  const enc = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const content = typeof e.data === "string" ? enc.encode(e.data) : e.data ?? new Uint8Array();
    const method = e.stored ? 0 : 8;
    const body = e.raw ?? (e.stored ? content : deflateRawSync(content));
    const size = e.declaredSize ?? content.length;
    const name = enc.encode(e.name);
    const crc = crc32(content) >>> 0;
    const local = new Uint8Array(30 + name.length + body.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(8, method, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, body.length, true);
    lv.setUint32(22, size, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    local.set(body, 30 + name.length);
    const central = new Uint8Array(46 + name.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(10, method, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, body.length, true);
    cv.setUint32(24, size, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const cdSize = centrals.reduce((s, c) => s + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, cdSize, true);
  ev.setUint32(16, offset, true);
  return concat([...locals, ...centrals, end]);
}

/** A minimal valid HWPX with the given section XML bodies. */
export function makeHwpx(sections: string[], extra: ZipEntrySpec[] = []): Uint8Array {
  return makeZip([
    { name: "mimetype", data: "application/hwp+zip", stored: true },
    ...sections.map((xml, i) => ({ name: `Contents/section${i}.xml`, data: xml })),
    ...extra,
  ]);
}

/** A section XML wrapping `body` (paragraphs) in the HWPX namespaces. */
export function sectionXml(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><hs:sec xmlns:hs="http://www.hancom.co.kr/hwpml/2011/section" ` +
    `xmlns:hp="http://www.hancom.co.kr/hwpml/2011/paragraph">${body}</hs:sec>`;
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const p of parts) out.set(p, at), (at += p.length);
  return out;
}
