/**
 * A minimal reader for OLE compound files (MS-CFB), the container of HWP 5.
 *
 * Why not `npm:cfb`: under Deno it hands stream contents back as plain JS arrays (8+ bytes per
 * byte) and reads every stream up front; a truncated file can yield silently short streams.
 * This reader reads a stream only when asked, follows each sector chain with a cycle guard, and
 * fails CORRUPT the moment a chain points past the end of the file.
 *
 * @module
 */

import { AnnexError } from "./errors.ts";
import type { AnnexBudget } from "./limits.ts";

const ENDOFCHAIN = 0xfffffffe;
const FREESECT = 0xffffffff;
const NOSTREAM = 0xffffffff;

/** One stream of the compound file. */
export interface CfbStream {
  /** Path below the root, `/`-separated (`BodyText/Section0`). */
  readonly path: string;
  readonly size: number;
  readonly start: number;
}

/** An opened compound file. */
export interface CfbFile {
  /** Every stream, by path. */
  readonly streams: ReadonlyMap<string, CfbStream>;
  /** Reads one stream's bytes; undefined when there is no such stream. */
  read(path: string): Uint8Array | undefined;
}

/**
 * Opens a compound file and lists its streams (contents are read lazily).
 *
 * @throws {AnnexError} CORRUPT for damaged or truncated files, TOO_LARGE past `maxEntries`.
 * @example
 * ```ts
 * import { openCfb } from "./cfb.ts";
 * import { AnnexBudget } from "./limits.ts";
 * const cfb = openCfb(await Deno.readFile("별표.hwp"), AnnexBudget.start());
 * console.log([...cfb.streams.keys()]); // ["FileHeader", "DocInfo", "BodyText/Section0", …]
 * ```
 */
export function openCfb(bytes: Uint8Array, budget: AnnexBudget): CfbFile {
  if (bytes.length < 512) throw corrupt("shorter than the 512-byte header");
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const shift = dv.getUint16(30, true);
  if (shift !== 9 && shift !== 12) throw corrupt(`sector shift ${shift}`);
  const sectorSize = 1 << shift;
  const miniSize = 1 << dv.getUint16(32, true);
  const cutoff = dv.getUint32(56, true);
  const sectorCount = Math.ceil(bytes.length / sectorSize); // upper bound for any chain

  const sectorAt = (sid: number): number => {
    const off = (sid + 1) * sectorSize;
    if (sid >= 0xfffffffa || off >= bytes.length) throw corrupt(`sector ${sid} is past the end`);
    return off;
  };

  // The FAT: its sector list lives in the header (109 ids) and then in the DIFAT chain.
  const fatSectors: number[] = [];
  const fatCount = dv.getUint32(44, true);
  if (fatCount > sectorCount) throw corrupt(`${fatCount} FAT sectors in a smaller file`);
  for (let i = 0; i < 109 && fatSectors.length < fatCount; i++) {
    fatSectors.push(dv.getUint32(76 + i * 4, true));
  }
  let difat = dv.getUint32(68, true);
  for (let hops = 0; fatSectors.length < fatCount && difat < 0xfffffffa; hops++) {
    if (hops > sectorCount) throw corrupt("DIFAT chain loops");
    const off = sectorAt(difat);
    const per = sectorSize / 4 - 1;
    for (let i = 0; i < per && fatSectors.length < fatCount; i++) {
      fatSectors.push(dv.getUint32(off + i * 4, true));
    }
    difat = dv.getUint32(off + per * 4, true);
  }
  const fat = new Uint32Array(fatSectors.length * (sectorSize / 4));
  fatSectors.forEach((sid, k) => {
    const off = sectorAt(sid);
    const n = Math.min(sectorSize, bytes.length - off) / 4;
    for (let i = 0; i < n; i++) fat[k * (sectorSize / 4) + i] = dv.getUint32(off + i * 4, true);
  });

  // A truncated file is refused even when the streams we need happen to survive: every sector
  // the FAT marks as used must be wholly present (Hangul pads the last sector, as MS-CFB asks).
  for (let sid = fat.length - 1; sid >= 0; sid--) {
    if (fat[sid] === FREESECT) continue;
    if ((sid + 2) * sectorSize > bytes.length) {
      throw corrupt(`truncated: sector ${sid} is in use but the file ends at ${bytes.length}`);
    }
    break;
  }

  /** Follows a chain in `table`, returning its sector ids (cycle- and bound-checked). */
  const chain = (start: number, table: Uint32Array, limit: number): number[] => {
    const ids: number[] = [];
    for (let sid = start; sid !== ENDOFCHAIN && sid !== FREESECT; sid = table[sid]) {
      if (sid >= table.length) throw corrupt(`chain points to sector ${sid}, outside the table`);
      if (ids.length >= limit) throw corrupt("sector chain loops");
      ids.push(sid);
      if (ids.length % 4096 === 0) budget.tick();
    }
    return ids;
  };

  /** Reads `size` bytes from a regular-sector chain. */
  const readRegular = (start: number, size: number): Uint8Array => {
    const ids = chain(start, fat, sectorCount + 1);
    if (ids.length * sectorSize < size) throw corrupt("stream is shorter than its declared size");
    const out = new Uint8Array(size);
    let at = 0;
    for (const sid of ids) {
      if (at >= size) break;
      const off = sectorAt(sid);
      const n = Math.min(sectorSize, size - at);
      if (off + n > bytes.length) throw corrupt("stream runs past the end of the file");
      out.set(bytes.subarray(off, off + n), at);
      at += n;
    }
    return out;
  };

  // The directory: 128-byte entries in its own chain.
  const dirIds = chain(dv.getUint32(48, true), fat, sectorCount + 1);
  const entryCount = dirIds.length * (sectorSize / 128);
  budget.checkEntries(entryCount, "the OLE directory");
  const dir = readRegular(dv.getUint32(48, true), dirIds.length * sectorSize);
  const ddv = new DataView(dir.buffer);
  const entry = (i: number) => {
    const o = i * 128;
    const nameLen = Math.min(64, ddv.getUint16(o + 64, true));
    return {
      name: new TextDecoder("utf-16le").decode(dir.subarray(o, o + Math.max(0, nameLen - 2))),
      type: dir[o + 66],
      left: ddv.getUint32(o + 68, true),
      right: ddv.getUint32(o + 72, true),
      child: ddv.getUint32(o + 76, true),
      start: ddv.getUint32(o + 116, true),
      size: ddv.getUint32(o + 120, true),
      sizeHigh: ddv.getUint32(o + 124, true),
    };
  };
  const root = entry(0);
  if (root.type !== 5) throw corrupt("the first directory entry is not the root");

  // Walk the red-black sibling trees from the root, building paths; `seen` breaks cycles.
  const streams = new Map<string, CfbStream>();
  const seen = new Set<number>();
  const stack: [number, string][] = [[root.child, ""]];
  while (stack.length) {
    const [i, prefix] = stack.pop()!;
    if (i === NOSTREAM || i >= entryCount || seen.has(i)) continue;
    seen.add(i);
    budget.tick();
    const e = entry(i);
    stack.push([e.left, prefix], [e.right, prefix]);
    const path = prefix + e.name;
    if (e.type === 1) stack.push([e.child, path + "/"]);
    else if (e.type === 2) {
      if (e.sizeHigh !== 0 || e.size > bytes.length) {
        throw corrupt(`stream ${path} declares ${e.size} bytes in a ${bytes.length}-byte file`);
      }
      streams.set(path, { path, size: e.size, start: e.start });
    }
  }

  // The mini stream (small streams in 64-byte mini sectors), loaded on first use.
  let mini: { data: Uint8Array; fat: Uint32Array } | undefined;
  const loadMini = () => {
    if (mini) return mini;
    const miniFatStart = dv.getUint32(60, true);
    const miniFatBytes = chain(miniFatStart, fat, sectorCount + 1).length * sectorSize;
    const raw = miniFatStart >= 0xfffffffa
      ? new Uint8Array(0)
      : readRegular(miniFatStart, miniFatBytes);
    const miniFat = new Uint32Array(raw.buffer, 0, raw.byteLength / 4);
    if (root.size > bytes.length) throw corrupt("mini stream is larger than the file");
    mini = { data: readRegular(root.start, root.size), fat: miniFat };
    return mini;
  };

  const read = (path: string): Uint8Array | undefined => {
    const s = streams.get(path);
    if (!s) return undefined;
    budget.check();
    if (s.size >= cutoff) return readRegular(s.start, s.size);
    const m = loadMini();
    const out = new Uint8Array(s.size);
    const ids = chain(s.start, m.fat, m.data.length / miniSize + 1);
    let at = 0;
    for (const sid of ids) {
      if (at >= s.size) break;
      const off = sid * miniSize;
      const n = Math.min(miniSize, s.size - at);
      if (off + n > m.data.length) throw corrupt(`${path} runs past the mini stream`);
      out.set(m.data.subarray(off, off + n), at);
      at += n;
    }
    if (at < s.size) throw corrupt(`${path} is shorter than its declared size`);
    return out;
  };

  return { streams, read };
}

function corrupt(cause: string): AnnexError {
  return new AnnexError("CORRUPT", "the OLE container (HWP 5) is damaged or truncated", {
    format: "hwp5",
    cause,
  });
}
