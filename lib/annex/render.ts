/**
 * Renderers for an {@link AnnexDocument}: Markdown for language models, HTML for the web app.
 *
 * ## Markdown merged-cell convention
 *
 * Tables are GFM pipe tables with exactly `colCount` cells per row; the first grid row is the
 * header row. A merged cell's value is written once, in its top-left slot. Every slot the merge
 * covers gets a marker naming where the value is:
 *
 * | marker | meaning                                   |
 * | ------ | ----------------------------------------- |
 * | `↑`    | merged with the cell above (same column)  |
 * | `←`    | merged with the cell to the left (same row) |
 * | `↖`    | inside a block merge: value is up and left |
 *
 * So a 2-row × 3-column merge holding "과태료" reads `| 과태료 | ← | ← |` then `| ↑ | ↖ | ↖ |`.
 * Why markers and not repetition: repeating the value makes "merged" and "equal by chance"
 * indistinguishable and multiplies long texts; why not `〃`: Korean tables use `〃` themselves
 * for "same as above", so it would be ambiguous. A legend line before the first table restates
 * the convention for the model. A cell whose own text is exactly a marker is written `\↑`.
 * Other rules: empty cells stay empty (`|  |`); line breaks inside a cell become `<br>`; `|`
 * becomes `\|`; a nested table is printed after its parent as **표 3.1** and referenced from
 * its cell as `[표 3.1]`. When a table is continued from an `offset`, the header row is repeated
 * and merges that began above the chunk show their value once in its first row.
 * `mergedCells: "repeat"` writes the value into every covered slot instead of markers.
 *
 * PDF lines of one page are separated by single newlines, pages by `<!-- N쪽 -->`.
 *
 * ## Budget
 *
 * `maxChars` bounds the whole output, notice included. Cuts fall between paragraphs or between
 * table rows, never inside one (except a single unit larger than the budget, whose beginning is
 * shown). The notice says what was cut — `[잘림] 표 3: 120행 중 40행까지 보였습니다; 나머지는
 * offset=12:40` — and `nextOffset` carries the same token for the next call.
 *
 * @module
 */

import type { AnnexDocument } from "./model.ts";
import { type RenderOptions, type RenderResult, renderWith } from "./render_engine.ts";
import { htmlDialect } from "./render_html.ts";
import { markdownDialect, type MergedCellStyle } from "./render_md.ts";

export type { RenderCursor, RenderOptions, RenderResult } from "./render_engine.ts";
export { MIN_CHARS, parseOffset } from "./render_engine.ts";
export { MERGE_MARKS, type MergedCellStyle } from "./render_md.ts";
export { escapeHtml } from "./render_html.ts";

/** Options of {@link renderMarkdown}. */
export interface MarkdownOptions extends RenderOptions {
  /** `"marker"` (default, see the module docs) or `"repeat"`. */
  mergedCells?: MergedCellStyle;
}

/**
 * Renders the document as Markdown for a language model.
 *
 * @example
 * ```ts
 * import { readAnnex, renderMarkdown } from "./mod.ts";
 * const doc = await readAnnex(await Deno.readFile("별표1.hwpx"));
 * const page1 = renderMarkdown(doc, { maxChars: 8_000 });
 * const page2 = page1.nextOffset
 *   ? renderMarkdown(doc, { maxChars: 8_000, offset: page1.nextOffset })
 *   : undefined;
 * ```
 */
export function renderMarkdown(doc: AnnexDocument, opts: MarkdownOptions = {}): RenderResult {
  return renderWith(doc, markdownDialect(doc, opts.mergedCells ?? "marker"), opts);
}

/**
 * Renders the document as an HTML fragment (`<p>`, `<table>` with rowspan/colspan).
 *
 * @example
 * ```ts
 * import { readAnnex, renderHtml } from "./mod.ts";
 * const doc = await readAnnex(await Deno.readFile("별표1.hwp"));
 * const { text } = renderHtml(doc, { maxChars: 200_000 });
 * ```
 */
export function renderHtml(doc: AnnexDocument, opts: RenderOptions = {}): RenderResult {
  return renderWith(doc, htmlDialect(doc), opts);
}
