/**
 * A pre-flight check of a PDF's compressed streams, run before pdf.js sees the file.
 *
 * pdf.js inflates FlateDecode streams with no size cap, so a small PDF whose content stream
 * inflates to gigabytes would exhaust memory inside the library, where no budget reaches. Here
 * every FlateDecode stream that text extraction may decode (content, fonts, object streams —
 * not images, which text extraction never decodes) is inflated once with `maxOutputLength`,
 * counting against `maxUncompressedBytes`; the output is dropped at once.
 *
 * @module
 */

import { constants, inflateRawSync, inflateSync } from "node:zlib";
import { AnnexError } from "./errors.ts";
import type { AnnexBudget } from "./limits.ts";

const STREAM = [0x73, 0x74, 0x72, 0x65, 0x61, 0x6d]; // "stream"
const ENDSTREAM = new TextEncoder().encode("endstream");
/** How far back from `stream` the object's dictionary is looked for. */
const DICT_WINDOW = 4096;

/** What the pre-flight saw. */
export interface PdfStreamScan {
  /** FlateDecode streams inflated and counted. */
  readonly streams: number;
  /** Their total inflated size. */
  readonly inflatedBytes: number;
}

/**
 * Inflates and counts the PDF's FlateDecode streams.
 *
 * @throws {AnnexError} TOO_LARGE when they inflate past the budget; TIMEOUT via the budget.
 * @example
 * ```ts
 * import { scanPdfStreams } from "./pdf_guard.ts";
 * import { AnnexBudget } from "./limits.ts";
 * const scan = scanPdfStreams(await Deno.readFile("law.pdf"), AnnexBudget.start());
 * console.log(scan.streams, scan.inflatedBytes);
 * ```
 */
export function scanPdfStreams(bytes: Uint8Array, budget: AnnexBudget): PdfStreamScan {
  const latin1 = new TextDecoder("latin1");
  let streams = 0;
  let inflatedBytes = 0;
  for (let at = find(bytes, STREAM, 0); at >= 0; at = find(bytes, STREAM, at + 6)) {
    budget.tick();
    if (at >= 3 && bytes[at - 1] === 0x64 /* d */ && bytes[at - 3] === 0x65 /* e */) continue; // endstream
    let start = at + 6;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] !== 0x0a && bytes[start - 1] !== 0x0d) continue; // not the keyword
    if (bytes[start] === 0x0a) start++;
    const dict = latin1.decode(bytes.subarray(Math.max(0, at - DICT_WINDOW), at));
    const own = dict.slice(Math.max(0, dict.lastIndexOf(" obj")));
    if (!/\/FlateDecode|\/Fl[\s/\]>]/.test(own) || /\/Subtype\s*\/Image/.test(own)) continue;
    const end = find(bytes, ENDSTREAM, start);
    const data = bytes.subarray(start, end < 0 ? bytes.length : end);
    const n = inflatedSize(data, budget);
    streams++;
    inflatedBytes += n;
    at = end < 0 ? bytes.length : end;
  }
  return { streams, inflatedBytes };
}

/** Inflates one stream (zlib-wrapped, else raw), returning its size; damaged data counts 0. */
function inflatedSize(data: Uint8Array, budget: AnnexBudget): number {
  const allowed = budget.remainingUncompressed;
  // SYNC_FLUSH: a truncated stream yields what it has instead of failing, so a bomb cut short on
  // purpose is still measured (pdf.js would inflate it just the same).
  const opts = { maxOutputLength: Math.max(1, allowed), finishFlush: constants.Z_SYNC_FLUSH };
  for (const inflate of [inflateSync, inflateRawSync]) {
    try {
      const n = inflate(data, opts).byteLength;
      budget.takeUncompressed(n, "PDF streams");
      return n;
    } catch (e) {
      if (e instanceof AnnexError) throw e;
      if (e instanceof RangeError || (e as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
        const max = budget.limits.maxUncompressedBytes;
        throw new AnnexError("TOO_LARGE", `PDF streams inflate past maxUncompressedBytes ${max}`, {
          format: "pdf",
          limit: "maxUncompressedBytes",
          max,
        });
      }
    }
  }
  return 0; // not deflate data (or encrypted): pdf.js decides what it is
}

function find(hay: Uint8Array, needle: ArrayLike<number>, from: number): number {
  const first = needle[0];
  for (
    let i = hay.indexOf(first, from);
    i >= 0 && i <= hay.length - needle.length;
    i = hay.indexOf(first, i + 1)
  ) {
    let j = 1;
    while (j < needle.length && hay[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}
