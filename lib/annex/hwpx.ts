/**
 * HWPX reader: an OCF zip whose `Contents/section*.xml` parts hold the body in OWPML.
 *
 * zip.js reads the central directory and hands back each entry's stored bytes (`passThrough`);
 * inflation is ours ({@link inflateBounded}) so that declared sizes are checked before anything
 * is inflated and actual sizes are capped while inflating. Sections are read one at a time, so
 * memory holds one section's XML, not the whole package.
 *
 * @module
 */

import {
  type Entry,
  type FileEntry,
  Uint8ArrayReader,
  Uint8ArrayWriter,
  ZipReader,
} from "@zip.js/zip.js";
import { AnnexError, asCorrupt } from "./errors.ts";
import { FlowBuilder, type FlowResult } from "./flow.ts";
import { inflateBounded } from "./inflate.ts";
import type { AnnexBudget } from "./limits.ts";
import { tooLarge } from "./limits.ts";
import { HWPX_VOCABULARY, readXmlFlow } from "./xml_flow.ts";

const SECTION = /^Contents\/section(\d+)\.xml$/i;
const HWPX_MIME = "application/hwp+zip";

/** What the HWPX reader returns to the dispatcher. */
export interface HwpxRead extends FlowResult {
  /** Section parts read. */
  readonly sections: number;
}

/**
 * Reads a HWPX package.
 *
 * @throws {AnnexError} FORMAT_UNKNOWN for a zip that is not HWPX, ENCRYPTED, TOO_LARGE, CORRUPT.
 * @example
 * ```ts
 * import { readHwpx } from "./hwpx.ts";
 * import { AnnexBudget } from "./limits.ts";
 * const flow = await readHwpx(await Deno.readFile("서식.hwpx"), AnnexBudget.start());
 * console.log(flow.blocks.length, flow.sections);
 * ```
 */
export async function readHwpx(bytes: Uint8Array, budget: AnnexBudget): Promise<HwpxRead> {
  const zip = new ZipReader(new Uint8ArrayReader(bytes), { useWebWorkers: false });
  try {
    const { sections, mimetype, manifest, names } = await listParts(zip, budget);
    if (sections.length === 0) {
      throw new AnnexError(
        "FORMAT_UNKNOWN",
        `a zip archive that is not HWPX (${guessZip(names)})`,
        {
          format: "zip",
        },
      );
    }
    if (mimetype) {
      const mime = new TextDecoder().decode(await entryBytes(mimetype, budget)).trim();
      if (mime && mime !== HWPX_MIME) {
        throw new AnnexError("FORMAT_UNKNOWN", `zip with mimetype "${mime.slice(0, 60)}"`, {
          format: "zip",
        });
      }
    }
    if (manifest) {
      const text = new TextDecoder().decode(await entryBytes(manifest, budget));
      if (/encryption-data/i.test(text)) {
        throw new AnnexError("ENCRYPTED", "password-protected HWPX (sections are encrypted)", {
          format: "hwpx",
        });
      }
    }
    const declared = sections.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (declared > budget.remainingUncompressed) {
      throw tooLarge(
        "maxUncompressedBytes",
        budget.limits.maxUncompressedBytes,
        declared,
        "HWPX sections declare a size",
      );
    }
    const builder = new FlowBuilder();
    for (const entry of sections) {
      await budget.breathe();
      const xml = new TextDecoder().decode(await entryBytes(entry, budget));
      readXmlFlow(xml, HWPX_VOCABULARY, builder, budget);
    }
    return { ...builder.finish(), sections: sections.length };
  } catch (e) {
    throw asCorrupt(e, "HWPX package", "hwpx");
  } finally {
    await zip.close().catch(() => {});
  }
}

interface Parts {
  sections: FileEntry[];
  mimetype?: FileEntry;
  manifest?: FileEntry;
  names: string[];
}

/** Walks the central directory once, counting entries against the limit as it goes. */
async function listParts(zip: ZipReader<unknown>, budget: AnnexBudget): Promise<Parts> {
  const parts: Parts = { sections: [], names: [] };
  const numbered: [number, FileEntry][] = [];
  let count = 0;
  for await (const entry of zip.getEntriesGenerator() as AsyncGenerator<Entry, boolean>) {
    budget.checkEntries(++count, "the zip archive");
    budget.tick();
    if (entry.directory) continue;
    if (parts.names.length < 50) parts.names.push(entry.filename);
    const m = SECTION.exec(entry.filename);
    if (m) numbered.push([Number(m[1]), entry]);
    else if (entry.filename === "mimetype") parts.mimetype = entry;
    else if (entry.filename === "META-INF/manifest.xml") parts.manifest = entry;
  }
  parts.sections = numbered.sort((a, b) => a[0] - b[0]).map(([, e]) => e);
  return parts;
}

/** One entry's content, inflated within the budget. */
async function entryBytes(entry: FileEntry, budget: AnnexBudget): Promise<Uint8Array> {
  if (entry.encrypted) {
    throw new AnnexError("ENCRYPTED", `zip entry ${entry.filename} is encrypted`, {
      format: "hwpx",
    });
  }
  budget.check();
  const raw = await budget.race(
    entry.getData(new Uint8ArrayWriter(), { passThrough: true, signal: budget.signal }),
    () => {},
  );
  if (entry.compressionMethod === 0) {
    budget.takeUncompressed(raw.byteLength, entry.filename);
    return raw;
  }
  if (entry.compressionMethod !== 8) {
    throw new AnnexError(
      "UNSUPPORTED",
      `zip entry ${entry.filename} uses compression method ${entry.compressionMethod}`,
      { format: "hwpx" },
    );
  }
  return inflateBounded(raw, budget, entry.filename);
}

/** Names a few well-known zip formats, for a clearer FORMAT_UNKNOWN message. */
function guessZip(names: readonly string[]): string {
  if (names.some((n) => n.startsWith("word/"))) return "looks like DOCX";
  if (names.some((n) => n.startsWith("xl/"))) return "looks like XLSX";
  if (names.some((n) => n.startsWith("ppt/"))) return "looks like PPTX";
  if (names.includes("content.xml")) return "looks like ODF";
  return `${names.length} entries, no Contents/section*.xml`;
}
