/**
 * Annex (별표·서식) files — HWP 5, HWPX, HWPML and PDF — read into one document model of
 * paragraphs and merged-cell tables, and rendered as Markdown (for models) or HTML (for the web).
 *
 * Formats are told by magic bytes, never by file name. Every file that yields no text ends in an
 * {@link AnnexError} with a stable code (FORMAT_UNKNOWN, IMAGE_ONLY, CORRUPT, TOO_LARGE,
 * ENCRYPTED, TIMEOUT, UNSUPPORTED, ABORTED, EMPTY), within byte, inflate, entry and time budgets.
 *
 * @example
 * ```ts
 * import { readAnnex, renderMarkdown, sniffFormat } from "@beopmang/law/annex";
 *
 * const bytes = await Deno.readFile("별표1.hwp");
 * console.log(sniffFormat(bytes)); // "hwp5" | "hwpx" | "hwpml" | "pdf" | "html" | …
 * const doc = await readAnnex(bytes, { maxBytes: 20_000_000, deadlineMs: 10_000 });
 * const { text, nextOffset } = renderMarkdown(doc, { maxChars: 20_000 });
 * ```
 *
 * @module
 */

export { type AnnexFormat, IMAGE_FORMATS, sniffFormat } from "./sniff.ts";
export { type AnnexInput, readAnnex } from "./read.ts";
export {
  type MarkdownOptions,
  MERGE_MARKS,
  type MergedCellStyle,
  MIN_CHARS,
  parseOffset,
  type RenderCursor,
  renderHtml,
  renderMarkdown,
  type RenderOptions,
  type RenderResult,
} from "./render.ts";
export {
  type AnnexBlock,
  type AnnexCell,
  type AnnexDocument,
  type AnnexParagraph,
  type AnnexSourceFormat,
  type AnnexStats,
  type AnnexTable,
  type AnnexWarning,
  type AnnexWarningCode,
  cellAt,
  type GridSlot,
  type LabelledTable,
  listTables,
  tableGrid,
  tableOrdinals,
} from "./model.ts";
export { AnnexError, type AnnexErrorCode, type AnnexErrorDetails, isAnnexError } from "./errors.ts";
export { type AnnexLimits, DEFAULT_ANNEX_LIMITS, type ReadAnnexOptions } from "./limits.ts";
export { MAX_TABLE_SLOTS } from "./table_build.ts";
