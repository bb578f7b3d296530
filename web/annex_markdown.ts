/**
 * An annex that reached the page only as get_annexes' Markdown (the demo and any answer read from
 * the statute's body text) drawn as HTML tables: the Markdown dialect of lib/annex is read back
 * into the annex model — its merge marks (↑ ← ↖, a literal mark escaped with `\`) give back the
 * rowspans and colspans — and rendered by lib/annex's own HTML renderer. Agents keep the
 * Markdown; people get tables.
 *
 * @module
 */

import {
  type AnnexBlock,
  type AnnexCell,
  type AnnexDocument,
  type AnnexTable,
  MERGE_MARKS,
  renderHtml,
} from "../lib/annex/mod.ts";

const MARKS = new Set<string>([MERGE_MARKS.up, MERGE_MARKS.left, MERGE_MARKS.upLeft]);
const TITLE = /^\*\*표 [\d.]+\*\*\s*(.*)$/;

/** Splits one pipe-table line into its cells' raw texts (`\|` stays inside a cell). */
function splitRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, "").replace(/\|$/, "");
  const out: string[] = [];
  let cur = "";
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === "\\" && inner[i + 1] === "|") {
      cur += "\\|";
      i++;
    } else if (inner[i] === "|") {
      out.push(cur.trim());
      cur = "";
    } else cur += inner[i];
  }
  out.push(cur.trim());
  return out;
}

/** A cell's text as written by the Markdown renderer, back to plain text. */
function unescape(raw: string): string {
  return raw.replace(/\\\|/g, "|").replace(/<br>/g, "\n").replace(/^\\([↑←↖])$/, "$1");
}

/** Cells of a table from its pipe rows (the separator line already dropped). */
function tableOf(rows: string[][], caption: string | undefined): AnnexTable {
  const colCount = Math.max(1, ...rows.map((r) => r.length));
  type Cell = { row: number; col: number; rowSpan: number; colSpan: number; text: string };
  const owner: (Cell | undefined)[][] = rows.map(() => new Array(colCount));
  const cells: Cell[][] = rows.map(() => []);
  rows.forEach((row, r) => {
    for (let c = 0; c < colCount; c++) {
      const raw = row[c] ?? "";
      const from = raw === MERGE_MARKS.up
        ? owner[r - 1]?.[c]
        : raw === MERGE_MARKS.left
        ? owner[r][c - 1]
        : raw === MERGE_MARKS.upLeft
        ? owner[r - 1]?.[c - 1]
        : undefined;
      if (MARKS.has(raw) && from) {
        from.rowSpan = Math.max(from.rowSpan, r - from.row + 1);
        from.colSpan = Math.max(from.colSpan, c - from.col + 1);
        owner[r][c] = from;
        continue;
      }
      const cell: Cell = { row: r, col: c, rowSpan: 1, colSpan: 1, text: unescape(raw) };
      owner[r][c] = cell;
      cells[r].push(cell);
    }
  });
  return {
    kind: "table",
    rowCount: rows.length,
    colCount,
    rows: cells.map((row) =>
      row.map((c): AnnexCell => ({ ...c, ...(c.row === 0 ? { header: true } : {}), tables: [] }))
    ),
    ...(caption ? { caption } : {}),
  };
}

/**
 * Reads get_annexes' Markdown back into the annex model: paragraphs, and tables with their
 * merges, first rows as headers and titles as captions. The reading legend for agents is dropped.
 *
 * @example
 * ```ts
 * import { markdownDocument } from "./annex_markdown.ts";
 * const doc = markdownDocument("**표 1**\n\n| 가 | 나 |\n| --- | --- |\n| 다 | 라 |\n| ↑ | 마 |");
 * doc.blocks[0].kind; // "table" (다 spans two rows)
 * ```
 */
export function markdownDocument(markdown: string): AnnexDocument {
  const blocks: AnnexBlock[] = [];
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  let para: string[] = [];
  let caption: string | undefined;
  const flush = () => {
    if (para.length) blocks.push({ kind: "paragraph", text: para.join("\n") });
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith("> 표 읽는 법")) continue;
    const title = TITLE.exec(line.trim());
    if (title) {
      flush();
      caption = title[1] || undefined;
      continue;
    }
    if (line.trim().startsWith("|")) {
      flush();
      const rows: string[][] = [];
      for (; i < lines.length && lines[i].trim().startsWith("|"); i++) {
        if (/^\|(\s*---\s*\|)+\s*$/.test(lines[i].trim())) continue;
        rows.push(splitRow(lines[i]));
      }
      i--;
      blocks.push(tableOf(rows, caption));
      caption = undefined;
      continue;
    }
    if (line.trim()) para.push(line);
    else flush();
  }
  flush();
  const tables = blocks.filter((b): b is AnnexTable => b.kind === "table");
  return {
    format: "hwpml",
    blocks,
    warnings: [],
    stats: {
      bytes: markdown.length,
      paragraphs: blocks.length - tables.length,
      tables: tables.length,
      cells: tables.reduce((n, t) => n + t.rows.flat().length, 0),
      images: 0,
      parts: 1,
      parseMs: 0,
    },
  };
}

/**
 * get_annexes' Markdown as the page's HTML (tables with rowspan and colspan).
 *
 * @example
 * ```ts
 * import { markdownHtml } from "./annex_markdown.ts";
 * markdownHtml("| 가 | 나 |\n| --- | --- |\n| 다 | ← |"); // …<td colspan="2">다</td>…
 * ```
 */
export function markdownHtml(markdown: string): string {
  return renderHtml(markdownDocument(markdown), { maxChars: 1_500_000 }).text;
}
