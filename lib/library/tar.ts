/**
 * A small streaming tar reader (ustar, pax and GNU long names), enough for GitHub and
 * `git archive` tarballs: entries come out one by one as the stream arrives, nothing touches
 * the disk.
 *
 * @module
 */

import { LibraryError } from "./errors.ts";

/** One regular file of the archive. */
export interface TarEntry {
  /** Path inside the archive. */
  name: string;
  /** Contents. */
  data: Uint8Array;
}

class ByteQueue {
  #chunks: Uint8Array[] = [];
  #size = 0;
  #reader: ReadableStreamDefaultReader<Uint8Array>;
  #done = false;
  constructor(stream: ReadableStream<Uint8Array>) {
    this.#reader = stream.getReader();
  }
  /** Exactly n bytes, or fewer at the end of the stream. */
  async take(n: number): Promise<Uint8Array> {
    while (this.#size < n && !this.#done) {
      const { value, done } = await this.#reader.read();
      if (done) this.#done = true;
      else if (value.length) {
        this.#chunks.push(value);
        this.#size += value.length;
      }
    }
    const len = Math.min(n, this.#size);
    const out = new Uint8Array(len);
    let off = 0;
    while (off < len) {
      const c = this.#chunks[0];
      const want = len - off;
      if (c.length <= want) {
        out.set(c, off);
        off += c.length;
        this.#chunks.shift();
      } else {
        out.set(c.subarray(0, want), off);
        this.#chunks[0] = c.subarray(want);
        off += want;
      }
    }
    this.#size -= len;
    return out;
  }
  cancel(): Promise<void> {
    return this.#reader.cancel().catch(() => {});
  }
}

const dec = new TextDecoder();

function field(block: Uint8Array, off: number, len: number): string {
  const raw = block.subarray(off, off + len);
  const end = raw.indexOf(0);
  return dec.decode(end >= 0 ? raw.subarray(0, end) : raw);
}

function octal(block: Uint8Array, off: number, len: number): number {
  const s = field(block, off, len).trim();
  return s ? parseInt(s, 8) : 0;
}

function paxPath(data: Uint8Array): string | undefined {
  const text = dec.decode(data);
  let i = 0;
  while (i < text.length) {
    const sp = text.indexOf(" ", i);
    if (sp < 0) break;
    const len = Number(text.slice(i, sp));
    if (!len) break;
    // The length counts bytes; records here are ASCII keys with UTF-8 values, so re-encode.
    const rec = new TextEncoder().encode(text.slice(i)).subarray(0, len);
    const line = dec.decode(rec);
    const eq = line.indexOf("=");
    if (line.slice(line.indexOf(" ") + 1, eq) === "path") {
      return line.slice(eq + 1).replace(/\n$/, "");
    }
    i += line.length;
  }
  return undefined;
}

/**
 * The regular files of an uncompressed tar stream, in order.
 *
 * @example
 * ```ts
 * import { readTar } from "./tar.ts";
 * const file = await Deno.open("x.tar.gz");
 * for await (const e of readTar(file.readable.pipeThrough(new DecompressionStream("gzip")))) {
 *   console.log(e.name, e.data.length);
 * }
 * ```
 */
export async function* readTar(stream: ReadableStream<Uint8Array>): AsyncGenerator<TarEntry> {
  const q = new ByteQueue(stream);
  let longName: string | undefined;
  try {
    while (true) {
      const block = await q.take(512);
      if (block.length < 512) {
        if (block.length === 0) return;
        throw new LibraryError("source", "tar 파일이 중간에 끊겼습니다 (truncated archive).");
      }
      if (block.every((b) => b === 0)) return;
      const magic = field(block, 257, 6);
      if (!magic.startsWith("ustar") && octal(block, 148, 8) === 0) {
        throw new LibraryError("source", "tar 형식이 아닙니다 (no ustar header).");
      }
      const size = octal(block, 124, 12);
      const type = String.fromCharCode(block[156] || 48);
      const data = await q.take(size);
      if (data.length < size) {
        throw new LibraryError("source", "tar 파일이 중간에 끊겼습니다 (truncated archive).");
      }
      const pad = (512 - (size % 512)) % 512;
      if (pad) await q.take(pad);
      if (type === "x") {
        longName = paxPath(data) ?? longName;
        continue;
      }
      if (type === "L") {
        longName = field(data, 0, data.length);
        continue;
      }
      if (type === "g") continue;
      const prefix = field(block, 345, 155);
      const name = longName ??
        (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100));
      longName = undefined;
      if (type === "0" || type === "\0" || type === "7") yield { name, data };
    }
  } finally {
    await q.cancel();
  }
}
