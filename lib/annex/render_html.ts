/**
 * The HTML dialect: `<p>` paragraphs and real `<table>`s with `rowspan`/`colspan`, every text
 * escaped, no inline styles (the web app styles `.annex-*` classes). Nested tables stay inside
 * their cells, as HTML allows.
 *
 * @module
 */

import type { AnnexBlock, AnnexCell, AnnexDocument, AnnexTable } from "./model.ts";
import { tableGrid, tableOrdinals } from "./model.ts";
import type { BlockRender, Dialect, RenderCursor } from "./render_engine.ts";

/**
 * Builds the HTML dialect for `doc`.
 *
 * @example
 * ```ts
 * import { readAnnex } from "./read.ts";
 * import { htmlDialect } from "./render_html.ts";
 * import { renderWith } from "./render_engine.ts";
 * const doc = await readAnnex(await Deno.readFile("별표1.hwpx"));
 * const html = renderWith(doc, htmlDialect(doc), {}).text; // `<p>` paragraphs, `<table>`s
 * ```
 */
export function htmlDialect(doc: AnnexDocument): Dialect {
  const ordinals = tableOrdinals(doc.blocks);
  return {
    preamble(d: AnnexDocument, from: RenderCursor): string {
      if (from.block !== 0 || from.unit !== 0 || d.warnings.length === 0) return "";
      const items = d.warnings.map((w) =>
        `<li data-code="${w.code}">${escapeHtml(w.message)}</li>`
      );
      return `<ul class="annex-warnings">${items.join("")}</ul>\n`;
    },
    block(index: number, start: number, prev: AnnexBlock | undefined): BlockRender {
      const block = doc.blocks[index];
      if (block.kind === "paragraph") {
        const newPage = block.page !== undefined &&
          !(prev?.kind === "paragraph" && prev.page === block.page);
        return {
          head: newPage ? `<!-- ${block.page}쪽 -->\n` : "",
          count: 1,
          unit: () => `<p>${multiline(block.text)}</p>\n`,
          tail: "",
          describeCut: () => "",
        };
      }
      return table(block, String(ordinals[index]), start);
    },
    notice: (text) => `<p class="annex-cut">[잘림] ${escapeHtml(text)}</p>\n`,
  };
}

function table(t: AnnexTable, label: string, start: number): BlockRender {
  const grid = tableGrid(t);
  let caption = `표 ${label}`;
  if (t.caption) caption += ` ${t.caption}`;
  if (start > 0) caption += ` (계속: ${start + 1}행부터)`;
  return {
    head:
      `<table class="annex-table" data-table="${label}"${
        start > 0 ? ` data-from-row="${start + 1}"` : ""
      }>` +
      `<caption>${escapeHtml(caption)}</caption>\n`,
    count: t.rowCount,
    unit(r: number): string {
      const cells: string[] = [];
      grid[r].forEach((slot, c) => {
        if (!slot) cells.push("<td></td>"); // a hole in a damaged table keeps the columns aligned
        else if (slot.anchor) cells.push(td(slot.cell, slot.cell.rowSpan, label));
        else if (r === start && slot.cell.row < start && c === slot.cell.col) {
          // A merge from above the chunk: repeat it here, spanning only the rows left.
          cells.push(td(slot.cell, slot.cell.row + slot.cell.rowSpan - start, label));
        }
      });
      return `<tr>${cells.join("")}</tr>\n`;
    },
    tail: "</table>\n",
    describeCut: (r) => `표 ${label}: ${t.rowCount}행 중 ${r}행까지 보였습니다`,
  };
}

function td(cell: AnnexCell, rowSpan: number, label: string): string {
  const tag = cell.header ? "th" : "td";
  let attrs = "";
  if (rowSpan > 1) attrs += ` rowspan="${rowSpan}"`;
  if (cell.colSpan > 1) attrs += ` colspan="${cell.colSpan}"`;
  let body = multiline(cell.text);
  cell.tables.forEach((nested, k) => (body += "\n" + wholeTable(nested, `${label}.${k + 1}`)));
  return `<${tag}${attrs}>${body}</${tag}>`;
}

/** A nested table in full (its parent's row is the budget unit). */
function wholeTable(t: AnnexTable, label: string): string {
  const r = table(t, label, 0);
  let out = r.head;
  for (let i = 0; i < r.count; i++) out += r.unit(i);
  return out + r.tail;
}

function multiline(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>");
}

/**
 * Escapes text for HTML element content and attribute values.
 *
 * @example
 * ```ts
 * import { escapeHtml } from "./render_html.ts";
 * console.log(escapeHtml('<b> & "x"')); // &lt;b&gt; &amp; &quot;x&quot;
 * ```
 */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
