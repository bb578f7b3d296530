/**
 * A minimal OLE compound file writer for crafting HWP 5 inputs (flags, bombs, damaged records).
 * Streams are padded to 4096 bytes so every one lives in regular sectors (no mini stream);
 * HWP readers tolerate the padding (deflate ignores data after its end, zero records are no-ops).
 */

import { deflateRawSync } from "node:zlib";
import { concat } from "./_zip.ts";

const SECTOR = 512;
const END = 0xfffffffe;
const FATSECT = 0xfffffffd;
const FREE = 0xffffffff;

/** Builds a compound file holding `streams` (paths like "BodyText/Section0"). */
export function makeCfb(streams: Record<string, Uint8Array>): Uint8Array {
  // Directory: root, then storages and streams; siblings chained through `right`.
  type Node = { name: string; type: number; data?: Uint8Array; children: Node[] };
  const root: Node = { name: "Root Entry", type: 5, children: [] };
  for (const [path, data] of Object.entries(streams)) {
    const parts = path.split("/");
    let dir = root;
    for (const p of parts.slice(0, -1)) {
      let next = dir.children.find((c) => c.name === p && c.type === 1);
      if (!next) dir.children.push(next = { name: p, type: 1, children: [] });
      dir = next;
    }
    const padded = new Uint8Array(Math.max(4096, data.length));
    padded.set(data);
    dir.children.push({ name: parts.at(-1)!, type: 2, data: padded, children: [] });
  }
  const nodes: Node[] = [];
  const index = new Map<Node, number>();
  const visit = (n: Node) => {
    index.set(n, nodes.length);
    nodes.push(n);
    n.children.forEach(visit);
  };
  visit(root);

  const dirSectors = Math.ceil((nodes.length * 128) / SECTOR);
  const streamSectors = nodes.map((n) => (n.data ? Math.ceil(n.data.length / SECTOR) : 0));
  const dataSectors = dirSectors + streamSectors.reduce((a, b) => a + b, 0);
  let fatSectors = 1;
  while (fatSectors * (SECTOR / 4) < fatSectors + dataSectors) fatSectors++;
  const total = fatSectors + dataSectors;
  const fat = new Uint32Array(fatSectors * (SECTOR / 4)).fill(FREE);
  for (let i = 0; i < fatSectors; i++) fat[i] = FATSECT;
  let next = fatSectors;
  const chain = (count: number): number => {
    const start = next;
    for (let i = 0; i < count; i++) fat[next + i] = i === count - 1 ? END : next + i + 1;
    next += count;
    return start;
  };
  const dirStart = chain(dirSectors);
  const starts = nodes.map((n, i) => (n.data ? chain(streamSectors[i]) : END));

  const dir = new Uint8Array(dirSectors * SECTOR);
  const dv = new DataView(dir.buffer);
  nodes.forEach((n, i) => {
    const o = i * 128;
    const name = n.name;
    for (let k = 0; k < name.length; k++) dv.setUint16(o + k * 2, name.charCodeAt(k), true);
    dv.setUint16(o + 64, (name.length + 1) * 2, true);
    dir[o + 66] = n.type;
    dir[o + 67] = 1; // black
    const siblings = nodes.find((p) => p.children.includes(n))?.children ?? [];
    const right = siblings[siblings.indexOf(n) + 1];
    dv.setUint32(o + 68, FREE, true);
    dv.setUint32(o + 72, right ? index.get(right)! : FREE, true);
    dv.setUint32(o + 76, n.children[0] ? index.get(n.children[0])! : FREE, true);
    dv.setUint32(o + 116, n.data ? starts[i] : (n.type === 5 ? END : 0), true);
    dv.setUint32(o + 120, n.data ? n.data.length : 0, true);
  });
  for (let i = nodes.length; i < dirSectors * 4; i++) {
    dv.setUint32(i * 128 + 68, FREE, true);
    dv.setUint32(i * 128 + 72, FREE, true);
    dv.setUint32(i * 128 + 76, FREE, true);
  }

  const header = new Uint8Array(SECTOR);
  const hv = new DataView(header.buffer);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  hv.setUint16(24, 0x3e, true);
  hv.setUint16(26, 3, true);
  hv.setUint16(28, 0xfffe, true);
  hv.setUint16(30, 9, true);
  hv.setUint16(32, 6, true);
  hv.setUint32(44, fatSectors, true);
  hv.setUint32(48, dirStart, true);
  hv.setUint32(56, 4096, true);
  hv.setUint32(60, END, true);
  hv.setUint32(68, END, true);
  for (let i = 0; i < 109; i++) hv.setUint32(76 + i * 4, i < fatSectors ? i : FREE, true);
  if (fatSectors > 109) throw new Error("test CFB too large");

  const body = new Uint8Array(total * SECTOR);
  body.set(new Uint8Array(fat.buffer), 0);
  body.set(dir, dirStart * SECTOR);
  nodes.forEach((n, i) => n.data && body.set(n.data, starts[i] * SECTOR));
  return concat([header, body]);
}

/** HWP FileHeader flag bits. */
export const HWP_FLAGS = { compressed: 1, password: 2, distribution: 4, drm: 16 } as const;

/** A HWP 5 FileHeader stream. */
export function hwpFileHeader(flags: number, version = 0x05010001): Uint8Array {
  const h = new Uint8Array(256);
  h.set(new TextEncoder().encode("HWP Document File"));
  const dv = new DataView(h.buffer);
  dv.setUint32(32, version, true);
  dv.setUint32(36, flags, true);
  return h;
}

/** One HWP record. */
export function record(tag: number, level: number, payload: Uint8Array): Uint8Array {
  const big = payload.length >= 0xfff;
  const out = new Uint8Array(4 + (big ? 4 : 0) + payload.length);
  const dv = new DataView(out.buffer);
  dv.setUint32(
    0,
    (tag & 0x3ff) | ((level & 0x3ff) << 10) | ((big ? 0xfff : payload.length) << 20),
    true,
  );
  if (big) dv.setUint32(4, payload.length, true);
  out.set(payload, big ? 8 : 4);
  return out;
}

/** A paragraph (PARA_HEADER + PARA_TEXT) holding plain text, at `level`. */
export function textParagraph(text: string, level = 0): Uint8Array {
  const chars = [...text].map((c) => c.charCodeAt(0)).concat(13);
  const header = new Uint8Array(24);
  new DataView(header.buffer).setUint32(0, chars.length, true);
  const body = new Uint8Array(chars.length * 2);
  const dv = new DataView(body.buffer);
  chars.forEach((c, i) => dv.setUint16(i * 2, c, true));
  return concat([record(66, level, header), record(67, level + 1, body)]);
}

/** A whole HWP 5 file: FileHeader with `flags` and the given (uncompressed) section records. */
export function makeHwp(sections: Uint8Array[], flags: number = HWP_FLAGS.compressed): Uint8Array {
  const streams: Record<string, Uint8Array> = { FileHeader: hwpFileHeader(flags) };
  sections.forEach((s, i) => {
    // makeCfb zero-pads streams to 4096 bytes; an uncompressed section is padded here with one
    // filler record instead, so that the padding is well-formed records.
    const padded = s.length >= 4096
      ? s
      : concat([s, record(1000, 0, new Uint8Array(4096 - s.length - 8))]);
    streams[`BodyText/Section${i}`] = flags & HWP_FLAGS.compressed ? deflateRawSync(s) : padded;
  });
  return makeCfb(streams);
}
