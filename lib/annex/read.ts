/**
 * `readAnnex`: sniff the bytes, pick the reader, enforce the budgets, and turn "nothing
 * readable" into an error with a reason instead of an empty success.
 *
 * @module
 */

import { AnnexError, asCorrupt } from "./errors.ts";
import type { FlowResult } from "./flow.ts";
import { type AnnexInput, inputBytes } from "./input.ts";
import { AnnexBudget, type ReadAnnexOptions } from "./limits.ts";
import type { AnnexDocument, AnnexSourceFormat } from "./model.ts";
import { type AnnexFormat, IMAGE_FORMATS, sniffFormat } from "./sniff.ts";

// Each reader is imported when a file of its format first comes: pdf.js (unpdf) and zip.js are
// the largest modules of the server's graph, and a process that never opens an annex (most MCP
// sessions, every `tools/list`) should not evaluate them. Literal specifiers keep them in the
// graph `deno cache`, `deno compile` and JSR see; Deno only evaluates them here.
const readers = {
  hwpx: () => import("./hwpx.ts"),
  hwp5: () => import("./hwp5.ts"),
  hwpml: () => import("./hwpml.ts"),
  pdf: () => import("./pdf.ts"),
};

export type { AnnexInput } from "./input.ts";

/**
 * Reads an annex (별표·서식) file of any supported format into one document model.
 *
 * @throws {AnnexError} with a stable `code` for every input that yields no text.
 * @throws {RangeError} for invalid options (a programming error, not a file problem).
 * @example
 * ```ts
 * import { readAnnex, renderMarkdown } from "./mod.ts";
 * const doc = await readAnnex(await Deno.readFile("별표1.hwp"), { deadlineMs: 5_000 });
 * console.log(doc.format, doc.warnings.map((w) => w.code));
 * console.log(renderMarkdown(doc, { maxChars: 20_000 }).text);
 * ```
 */
export async function readAnnex(
  input: AnnexInput,
  opts: ReadAnnexOptions = {},
): Promise<AnnexDocument> {
  const started = performance.now();
  const budget = AnnexBudget.start(opts);
  let format: AnnexFormat | undefined;
  try {
    const bytes = await inputBytes(input, budget);
    budget.check();
    format = sniffFormat(bytes);
    const done = (f: AnnexSourceFormat, flow: FlowResult, parts: number): AnnexDocument =>
      toDocument(f, flow, parts, bytes.length, started);
    switch (format) {
      case "hwpx":
      case "zip": {
        const { readHwpx } = await readers.hwpx();
        const r = await readHwpx(bytes, budget);
        return done("hwpx", r, r.sections);
      }
      case "hwp5":
      case "ole": {
        const { readHwp5 } = await readers.hwp5();
        const r = await readHwp5(bytes, budget);
        return done("hwp5", r, r.sections);
      }
      case "hwpml": {
        const { readHwpml } = await readers.hwpml();
        const r = readHwpml(bytes, budget);
        return done("hwpml", r, r.sections);
      }
      case "pdf": {
        const { readPdf } = await readers.pdf();
        const r = await readPdf(bytes, budget);
        const flow: FlowResult = {
          blocks: r.blocks,
          warnings: r.warnings,
          images: 0,
          oleObjects: 0,
          hasText: true, // readPdf refuses text-less PDFs itself (IMAGE_ONLY)
          tableCount: 0,
          cellCount: 0,
        };
        return done("pdf", flow, r.pages);
      }
      default:
        throw unreadable(format);
    }
  } catch (e) {
    const err = asCorrupt(e, "annex file", format);
    if (format && err.details.format === undefined) err.details.format = format;
    throw err;
  }
}

function toDocument(
  format: AnnexSourceFormat,
  flow: FlowResult,
  parts: number,
  bytes: number,
  started: number,
): AnnexDocument {
  if (!flow.hasText) {
    if (flow.images || flow.oleObjects) {
      throw new AnnexError(
        "IMAGE_ONLY",
        `no text: the document holds only ${flow.images} picture(s) and ${flow.oleObjects} OLE object(s)`,
        { format, warnings: flow.warnings.map((w) => w.message) },
      );
    }
    throw new AnnexError("EMPTY", "the document has no text", { format });
  }
  return {
    format,
    blocks: flow.blocks,
    warnings: flow.warnings,
    stats: {
      bytes,
      paragraphs: flow.blocks.filter((b) => b.kind === "paragraph").length,
      tables: flow.tableCount,
      cells: flow.cellCount,
      images: flow.images,
      parts,
      parseMs: Math.round((performance.now() - started) * 10) / 10,
    },
  };
}

/** The explicit "cannot read" answer for formats that carry no text we can reach. */
function unreadable(format: AnnexFormat): AnnexError {
  if (IMAGE_FORMATS.has(format)) {
    return new AnnexError(
      "IMAGE_ONLY",
      `cannot read: an image file (${format}), not a text document — image only, needs OCR`,
      { format },
    );
  }
  switch (format) {
    case "html":
      return new AnnexError(
        "FORMAT_UNKNOWN",
        "not an annex file: an HTML page (the server likely answered with an error page)",
        { format },
      );
    case "hwp3":
      return new AnnexError(
        "UNSUPPORTED",
        "HWP 3.0 files are not supported: open and save as HWP 5, HWPX or PDF",
        { format },
      );
    case "empty":
      return new AnnexError("FORMAT_UNKNOWN", "not an annex file: the input is empty", { format });
    case "xml":
      return new AnnexError("FORMAT_UNKNOWN", "not an annex file: XML that is not HWPML", {
        format,
      });
    default:
      return new AnnexError(
        "FORMAT_UNKNOWN",
        "not an annex file: the bytes match no supported format (HWP, HWPX, HWPML, PDF)",
        { format },
      );
  }
}
