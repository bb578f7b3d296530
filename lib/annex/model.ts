/**
 * One document model for every annex format: paragraphs and tables in reading order, plus the
 * warnings a reader must pass on (pictures not read, content skipped, tables repaired).
 *
 * Tables keep the source's merged cells: each {@link AnnexCell} sits at its top-left grid slot
 * with `rowSpan`/`colSpan`; `rows[r]` lists the cells that start in grid row r, so a row may list
 * fewer cells than `colCount`. Empty cells are kept with `text: ""`. Use {@link tableGrid} for the
 * full rowCount × colCount view.
 *
 * @module
 */

/** Formats that yield a document. */
export type AnnexSourceFormat = "hwpx" | "hwp5" | "hwpml" | "pdf";

/** A run of text: a body paragraph (HWP/HWPX/HWPML) or one text line of a PDF page. */
export interface AnnexParagraph {
  /** Discriminant. */
  readonly kind: "paragraph";
  /** The text; may contain `\n` (line breaks) and `\t` (tabs). */
  readonly text: string;
  /** 1-based PDF page; absent for word-processor formats, which have no fixed pages. */
  readonly page?: number;
}

/** One table cell, placed at its top-left grid slot. */
export interface AnnexCell {
  /** 0-based grid row of the top-left slot. */
  readonly row: number;
  /** 0-based grid column of the top-left slot. */
  readonly col: number;
  /** Rows covered (≥ 1). */
  readonly rowSpan: number;
  /** Columns covered (≥ 1). */
  readonly colSpan: number;
  /** The cell's paragraphs joined with `\n`, trimmed; `""` for an empty cell. */
  readonly text: string;
  /** True when the source marks it as a header (title) cell. */
  readonly header?: boolean;
  /** Tables nested inside this cell, in order (usually none). */
  readonly tables: readonly AnnexTable[];
}

/** A table with merged cells kept. */
export interface AnnexTable {
  /** Discriminant. */
  readonly kind: "table";
  /** Grid rows (after repair: at least every cell's extent). */
  readonly rowCount: number;
  /** Grid columns. */
  readonly colCount: number;
  /** `rows[r]`: the cells whose top-left slot is in row r, ordered by column. */
  readonly rows: readonly (readonly AnnexCell[])[];
  /** The table's caption, when the source has one. */
  readonly caption?: string;
}

/** A block of the document. */
export type AnnexBlock = AnnexParagraph | AnnexTable;

/** Stable warning codes. */
export type AnnexWarningCode =
  /** Pictures were present; text inside them was not read. */
  | "IMAGES_PRESENT"
  /** OLE objects (embedded charts/sheets) were present and not read. */
  | "OLE_SKIPPED"
  /** Equations were present and not read. */
  | "EQUATIONS_SKIPPED"
  /** Page headers/footers, hidden comments or master pages were skipped on purpose. */
  | "CONTENT_SKIPPED"
  /** A table's cells overlapped or fell outside its declared size and were repaired. */
  | "TABLE_REPAIRED"
  /** Some PDF pages had no text layer (scanned pages). */
  | "PAGES_WITHOUT_TEXT"
  /** PDF text is read line by line: table structure is not reconstructed. */
  | "PDF_TEXT_ONLY";

/** Something a reader could not (or chose not to) read. */
export interface AnnexWarning {
  /** Stable code to switch on. */
  readonly code: AnnexWarningCode;
  /** One sentence for people and models. */
  readonly message: string;
  /** How many items it concerns, when countable. */
  readonly count?: number;
}

/** Numbers about the read. */
export interface AnnexStats {
  /** Input size in bytes. */
  readonly bytes: number;
  /** Top-level paragraphs. */
  readonly paragraphs: number;
  /** Tables, nested ones included. */
  readonly tables: number;
  /** Cells of all tables. */
  readonly cells: number;
  /** Pictures seen (not read). */
  readonly images: number;
  /** Sections (HWP/HWPX/HWPML) or pages (PDF). */
  readonly parts: number;
  /** Wall-clock parse time in milliseconds. */
  readonly parseMs: number;
}

/** A read annex. */
export interface AnnexDocument {
  /** The format the bytes really had. */
  readonly format: AnnexSourceFormat;
  /** Paragraphs and tables in reading order. */
  readonly blocks: readonly AnnexBlock[];
  /** What was present but not read, or had to be repaired. */
  readonly warnings: readonly AnnexWarning[];
  /** Counts and timing. */
  readonly stats: AnnexStats;
}

/** One slot of {@link tableGrid}: the covering cell, and whether this slot is its top-left. */
export interface GridSlot {
  /** The cell covering this slot. */
  readonly cell: AnnexCell;
  /** True at the cell's own (top-left) slot, false where a merge covers the slot. */
  readonly anchor: boolean;
}

/**
 * The full rowCount × colCount view of a table; `null` marks a slot no cell covers (only in
 * damaged sources).
 *
 * @example
 * ```ts
 * import { type AnnexCell, type AnnexTable, tableGrid } from "./model.ts";
 * const cell = (row: number, col: number, text: string, rowSpan = 1): AnnexCell =>
 *   ({ row, col, rowSpan, colSpan: 1, text, tables: [] });
 * const table: AnnexTable = {
 *   kind: "table",
 *   rowCount: 2,
 *   colCount: 2,
 *   rows: [[cell(0, 0, "구분", 2), cell(0, 1, "금액")], [cell(1, 1, "1만원")]],
 * };
 * const slot = tableGrid(table)[1][0]; // { cell: 구분, anchor: false }: under its rowSpan
 * ```
 */
export function tableGrid(table: AnnexTable): (GridSlot | null)[][] {
  const grid: (GridSlot | null)[][] = Array.from(
    { length: table.rowCount },
    () => new Array<GridSlot | null>(table.colCount).fill(null),
  );
  for (const row of table.rows) {
    for (const cell of row) {
      for (let r = cell.row; r < cell.row + cell.rowSpan; r++) {
        for (let c = cell.col; c < cell.col + cell.colSpan; c++) {
          grid[r][c] = { cell, anchor: r === cell.row && c === cell.col };
        }
      }
    }
  }
  return grid;
}

/** A table with its display label (`"3"`, nested `"3.1"`). */
export interface LabelledTable {
  /** 1-based label in document order; nested tables add `.n`. */
  readonly label: string;
  /** The table itself. */
  readonly table: AnnexTable;
}

/**
 * Every table of the document with the labels the renderers use ("표 3", "표 3.1").
 *
 * @example
 * ```ts
 * import { listTables } from "./model.ts";
 * import { readAnnex } from "./read.ts";
 * const doc = await readAnnex(await Deno.readFile("별표1.hwpx"));
 * for (const { label, table } of listTables(doc)) console.log(label, table.rowCount);
 * ```
 */
export function listTables(doc: AnnexDocument): LabelledTable[] {
  const out: LabelledTable[] = [];
  let n = 0;
  for (const block of doc.blocks) {
    if (block.kind === "table") collect(block, String(++n), out);
  }
  return out;
}

function collect(table: AnnexTable, label: string, out: LabelledTable[]): void {
  out.push({ label, table });
  let k = 0;
  for (const row of table.rows) {
    for (const cell of row) for (const t of cell.tables) collect(t, `${label}.${++k}`, out);
  }
}

/**
 * The cell anchored at (row, col), if any.
 *
 * @example
 * ```ts
 * import { type AnnexTable, cellAt } from "./model.ts";
 * const table: AnnexTable = {
 *   kind: "table",
 *   rowCount: 1,
 *   colCount: 1,
 *   rows: [[{ row: 0, col: 0, rowSpan: 1, colSpan: 1, text: "구분", tables: [] }]],
 * };
 * console.log(cellAt(table, 0, 0)?.text); // "구분"
 * ```
 */
export function cellAt(table: AnnexTable, row: number, col: number): AnnexCell | undefined {
  return table.rows[row]?.find((c) => c.col === col);
}

/**
 * The 1-based number of each top-level table block ("표 N"), 0 for paragraphs.
 *
 * @example
 * ```ts
 * import { type AnnexBlock, tableOrdinals } from "./model.ts";
 * const table: AnnexBlock = { kind: "table", rowCount: 0, colCount: 0, rows: [] };
 * const text: AnnexBlock = { kind: "paragraph", text: "비고" };
 * console.log(tableOrdinals([text, table, text, table])); // [0, 1, 0, 2]
 * ```
 */
export function tableOrdinals(blocks: readonly AnnexBlock[]): number[] {
  let n = 0;
  return blocks.map((b) => (b.kind === "table" ? ++n : 0));
}
