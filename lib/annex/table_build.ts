/**
 * Places a table's cells on its grid, repairing what damaged sources get wrong: missing
 * addresses (inferred from row order), spans running past the declared size, overlapping cells.
 *
 * The grid size is bounded before anything is allocated: a TABLE record may declare 65535 × 65535
 * slots, and a renderer would otherwise allocate billions of them.
 *
 * @module
 */

import type { AnnexCell, AnnexTable } from "./model.ts";
import { tooLarge } from "./limits.ts";

/** Most grid slots one table may have (1000 × 1000). Real 별표 tables have a few thousand. */
export const MAX_TABLE_SLOTS = 1_000_000;

/** A cell as a reader collected it, before placement. */
export interface PendingCell {
  row?: number;
  col?: number;
  rowSpan?: number;
  colSpan?: number;
  header?: boolean;
  /** The row the source was in when the cell started (for cells without an address). */
  rowHint: number;
  /** The cell's paragraphs. */
  lines: string[];
  tables: AnnexTable[];
}

/** A placed table and how many cells needed repair. */
export interface PlacedTable {
  readonly table: AnnexTable;
  readonly repairs: number;
}

/**
 * Places `cells` and returns the table.
 *
 * @example
 * ```ts
 * import { placeCells } from "./table_build.ts";
 * const { table } = placeCells([
 *   { row: 0, col: 0, colSpan: 2, rowHint: 0, lines: ["구분"], tables: [] },
 *   { row: 1, col: 0, rowHint: 1, lines: ["가"], tables: [] },
 *   { row: 1, col: 1, rowHint: 1, lines: [""], tables: [] },
 * ], 2, 2);
 * console.log(table.rows[0][0].colSpan); // 2
 * ```
 */
export function placeCells(
  cells: readonly PendingCell[],
  declaredRows: number,
  declaredCols: number,
  caption?: string,
): PlacedTable {
  let repairs = 0;
  let rows = Math.max(0, declaredRows | 0);
  let cols = Math.max(0, declaredCols | 0);
  const inferred = inferColumns(cells);
  const spans = cells.map((c, i) => {
    let rowSpan = clampSpan(c.rowSpan);
    let colSpan = clampSpan(c.colSpan);
    const row = validIndex(c.row) ?? c.rowHint;
    const col = validIndex(c.col) ?? inferred[i];
    // A span past the declared edge is a damaged record: trust the declared size.
    if (rows && row < rows && row + rowSpan > rows) (rowSpan = rows - row), repairs++;
    if (cols && col >= 0 && col < cols && col + colSpan > cols) (colSpan = cols - col), repairs++;
    return { row, col, rowSpan, colSpan };
  });
  for (const s of spans) {
    rows = Math.max(rows, s.row + s.rowSpan);
    cols = Math.max(cols, Math.max(s.col, 0) + s.colSpan);
  }
  if (rows > declaredRows && declaredRows > 0) repairs++;
  if (cols > declaredCols && declaredCols > 0) repairs++;
  if (rows * cols > MAX_TABLE_SLOTS) {
    // An absurd declared size over a few real cells is a damaged header: keep the cells' extent.
    const extentRows = Math.max(0, ...spans.map((s) => s.row + s.rowSpan));
    const extentCols = Math.max(0, ...spans.map((s) => Math.max(s.col, 0) + s.colSpan));
    if (extentRows * extentCols <= MAX_TABLE_SLOTS) {
      (rows = extentRows), (cols = extentCols), repairs++;
    }
  }
  if (rows * cols > MAX_TABLE_SLOTS) {
    throw tooLarge("table slots", MAX_TABLE_SLOTS, rows * cols, `a ${rows}×${cols} table`);
  }

  const owner = new Int32Array(rows * cols).fill(-1);
  const placed: AnnexCell[] = [];
  cells.forEach((c, i) => {
    const s = spans[i];
    let col = s.col;
    if (col < 0 || owner[s.row * cols + col] !== -1) {
      if (col >= 0) repairs++; // an addressed cell on a taken slot
      col = firstFree(owner, s.row, cols);
      if (col < 0) {
        // No room left in the row: fold the text into the cell covering its slot, never lose it.
        repairs++;
        const host = owner[s.row * cols + Math.min(Math.max(s.col, 0), cols - 1)];
        if (host >= 0) {
          const h = placed[host];
          const text = [h.text, c.lines.join("\n").trim()].filter(Boolean).join("\n");
          placed[host] = { ...h, text, tables: [...h.tables, ...c.tables] };
        }
        return;
      }
    }
    // Shrink the span until it covers only free slots.
    let colSpan = Math.min(s.colSpan, cols - col);
    let rowSpan = Math.min(s.rowSpan, rows - s.row);
    while (colSpan > 1 && !free(owner, cols, s.row, col, 1, colSpan)) colSpan--;
    while (rowSpan > 1 && !free(owner, cols, s.row, col, rowSpan, colSpan)) rowSpan--;
    if (colSpan !== s.colSpan || rowSpan !== s.rowSpan) repairs++;
    for (let r = s.row; r < s.row + rowSpan; r++) {
      for (let k = col; k < col + colSpan; k++) owner[r * cols + k] = placed.length;
    }
    const cell: AnnexCell = {
      row: s.row,
      col,
      rowSpan,
      colSpan,
      text: c.lines.join("\n").trim(),
      tables: c.tables,
      ...(c.header ? { header: true } : {}),
    };
    placed.push(cell);
  });

  const byRow: AnnexCell[][] = Array.from({ length: rows }, () => []);
  for (const cell of placed) byRow[cell.row].push(cell);
  for (const r of byRow) r.sort((a, b) => a.col - b.col);
  const table: AnnexTable = {
    kind: "table",
    rowCount: rows,
    colCount: cols,
    rows: byRow,
    ...(caption ? { caption } : {}),
  };
  return { table, repairs };
}

/**
 * Columns for cells without an address, by the HTML table model: each takes the first slot of
 * its row not covered by an earlier cell. Spans are capped while marking so a hostile file cannot
 * make this loop run for billions of slots.
 */
function inferColumns(cells: readonly PendingCell[]): number[] {
  const out = cells.map((c) => validIndex(c.col) ?? -1);
  if (!out.includes(-1)) return out;
  const taken = new Set<number>();
  const key = (r: number, c: number) => r * 65_536 + c;
  let marks = 0;
  cells.forEach((c, i) => {
    const row = validIndex(c.row) ?? c.rowHint;
    let col = out[i];
    if (col < 0) {
      col = 0;
      while (taken.has(key(row, col))) col++;
      out[i] = col;
    }
    const rs = Math.min(clampSpan(c.rowSpan), 1_000);
    const cs = Math.min(clampSpan(c.colSpan), 1_000);
    marks += rs * cs;
    if (marks > MAX_TABLE_SLOTS) throw tooLarge("table slots", MAX_TABLE_SLOTS, marks, "a table");
    for (let r = row; r < row + rs; r++) for (let k = col; k < col + cs; k++) taken.add(key(r, k));
  });
  return out;
}

/** A usable 0-based index, or undefined for missing, negative or non-integer values. */
function validIndex(n: number | undefined): number | undefined {
  return n !== undefined && Number.isInteger(n) && n >= 0 ? n : undefined;
}

function clampSpan(n: number | undefined): number {
  return n !== undefined && Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}

function firstFree(owner: Int32Array, row: number, cols: number): number {
  for (let c = 0; c < cols; c++) if (owner[row * cols + c] === -1) return c;
  return -1;
}

function free(
  owner: Int32Array,
  cols: number,
  row: number,
  col: number,
  rowSpan: number,
  colSpan: number,
): boolean {
  for (let r = row; r < row + rowSpan; r++) {
    for (let c = col; c < col + colSpan; c++) if (owner[r * cols + c] !== -1) return false;
  }
  return true;
}
