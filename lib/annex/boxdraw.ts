/**
 * Box-drawing text tables (the `별표내용` the DRF body carries: `┏━┯━┓ ┃구분 │…┃`) read into the
 * annex document model, so that a body-text fallback renders with the same merged-cell tables
 * as a real file.
 *
 * The text was laid out for a fixed-width Korean font: Hangul, CJK and box-drawing characters
 * take two columns, ASCII one. Column boundaries are where vertical strokes stand; rows are the
 * content lines between rule lines. A cell continues into the next row (rowSpan) where the rule
 * line under it has no horizontal stroke, and spans columns (colSpan) where its lines have no
 * vertical stroke at a boundary. Anything that does not form a table of two or more columns
 * stays a paragraph: this reading may simplify a drawing (flowcharts) but never drops its text.
 *
 * @module
 */

import type { AnnexBlock, AnnexDocument, AnnexTable } from "./model.ts";
import { type PendingCell, placeCells } from "./table_build.ts";

const BOX = /[\u2500-\u257F]/;
/** Box characters without a vertical stroke. */
const HORIZONTAL = new Set("─━┄┅┈┉╌╍═╴╶╸╺╼╾");
/** Lines one table region may have; longer regions are kept as text. */
const MAX_REGION_LINES = 2_000;
/** Columns one table may have before the layout is judged to be a drawing. */
const MAX_COLUMNS = 60;

interface Glyph {
  ch: string;
  x: number;
}

function width(ch: string): number {
  const c = ch.codePointAt(0)!;
  return c < 0x1100 ? 1 : 2;
}

function glyphs(line: string): Glyph[] {
  const out: Glyph[] = [];
  let x = 0;
  for (const ch of line) {
    out.push({ ch, x });
    x += width(ch);
  }
  return out;
}

const isVertical = (ch: string) => BOX.test(ch) && !HORIZONTAL.has(ch);
/**
 * A rule line: horizontal strokes, possibly with text where a cell above goes on through it
 * ("  근로자  ├────" — the left cell continues, the right one closes).
 */
const isRule = (line: string) => /[─━┄┅┈┉╌╍═]{2}/.test(line);

/** The document model of a body text: paragraphs and the tables its box drawing forms. */
export interface BoxTextResult {
  /** Blocks in reading order. */
  blocks: AnnexBlock[];
  /** How many tables were recognised. */
  tables: number;
}

/**
 * Reads box-drawing text into paragraphs and tables.
 *
 * @example
 * ```ts
 * import { parseBoxText } from "./boxdraw.ts";
 * const r = parseBoxText("┏━━┯━━┓\n┃가  │나  ┃\n┗━━┷━━┛");
 * console.log(r.tables); // 1
 * ```
 */
export function parseBoxText(text: string): BoxTextResult {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const blocks: AnnexBlock[] = [];
  let para: string[] = [];
  let tables = 0;
  const flush = () => {
    if (para.length) blocks.push({ kind: "paragraph", text: para.join("\n") });
    para = [];
  };
  for (let i = 0; i < lines.length;) {
    if (!BOX.test(lines[i])) {
      const t = lines[i].trim();
      if (t) para.push(t);
      else flush();
      i++;
      continue;
    }
    let j = i;
    while (j < lines.length && BOX.test(lines[j]) && j - i < MAX_REGION_LINES) j++;
    const region = lines.slice(i, j);
    const table = regionTable(region);
    if (table) {
      flush();
      blocks.push(table);
      tables++;
    } else {
      for (const l of region) {
        const t = l.replace(/[\u2500-\u257F]+/g, " ").replace(/\s+/g, " ").trim();
        if (t) para.push(t);
      }
    }
    i = j;
  }
  flush();
  return { blocks, tables };
}

/** Clusters x positions that differ by one column (a lost wide character shifts a line). */
function boundaries(rows: Glyph[][]): number[] {
  const xs = new Set<number>();
  for (const g of rows) for (const { ch, x } of g) if (isVertical(ch)) xs.add(x);
  const sorted = [...xs].sort((a, b) => a - b);
  const out: number[] = [];
  for (const x of sorted) if (!out.length || x - out[out.length - 1] > 1) out.push(x);
  return out;
}

const near = (x: number, b: number) => Math.abs(x - b) <= 1;

function regionTable(region: string[]): AnnexTable | undefined {
  const rows = region.map(glyphs);
  const cuts = boundaries(rows);
  const right = Math.max(...rows.map((g) => (g.length ? g[g.length - 1].x + 2 : 0)));
  // Column edges: a boundary at the far left is a border, not a column.
  const edges = cuts[0] === 0 ? [...cuts] : [-2, ...cuts];
  if (edges[edges.length - 1] < right - 2) edges.push(right + 2);
  const nCols = edges.length - 1;
  if (nCols < 2 || nCols > MAX_COLUMNS) return undefined;

  // Bands: runs of content lines; the rule line before each band (if any).
  const bands: { lines: Glyph[][]; ruleAbove?: Glyph[] }[] = [];
  let lastRule: Glyph[] | undefined;
  let current: Glyph[][] | undefined;
  region.forEach((line, k) => {
    if (isRule(line)) {
      lastRule = rows[k];
      current = undefined;
    } else {
      if (!current) {
        current = [];
        bands.push({ lines: current, ruleAbove: lastRule });
        lastRule = undefined;
      }
      current.push(rows[k]);
    }
  });
  if (!bands.length) return undefined;

  const inside = (g: Glyph, c0: number, c1: number) => g.x >= edges[c0] && g.x < edges[c1];
  const hasSep = (line: Glyph[], b: number) => line.some((g) => isVertical(g.ch) && near(g.x, b));
  const textIn = (line: Glyph[], c0: number, c1: number) =>
    line.filter((g) => inside(g, c0, c1) && !(isVertical(g.ch) && edges.some((b) => near(g.x, b))))
      .map((g) => g.ch).join("").trim();

  interface Open extends PendingCell {
    c0: number;
    c1: number;
  }
  const cells: Open[] = [];
  let above: (Open | undefined)[] = new Array(nCols).fill(undefined);
  bands.forEach((band, r) => {
    const owner: (Open | undefined)[] = new Array(nCols).fill(undefined);
    // Cells whose rule line below is blank over their whole width continue into this band.
    for (const cell of new Set(above)) {
      if (!cell) continue;
      const ruled = band.ruleAbove?.some((g) =>
        HORIZONTAL.has(g.ch) && inside(g, cell.c0, cell.c1)
      );
      // Without a rule line between two bands (a blank line inside a cell) the cell goes on.
      if (ruled) continue;
      cell.rowSpan = r - cell.row! + 1;
      const through = band.ruleAbove ? textIn(band.ruleAbove, cell.c0, cell.c1) : "";
      if (through) cell.lines.push(through);
      for (let c = cell.c0; c < cell.c1; c++) owner[c] = cell;
    }
    let c = 0;
    while (c < nCols) {
      if (owner[c]) {
        c++;
        continue;
      }
      let end = c + 1;
      while (
        end < nCols && !owner[end] && !band.lines.some((l) => hasSep(l, edges[end]))
      ) end++;
      const cell: Open = {
        row: r,
        col: c,
        rowSpan: 1,
        colSpan: end - c,
        rowHint: r,
        lines: [],
        tables: [],
        c0: c,
        c1: end,
      };
      cells.push(cell);
      for (let k = c; k < end; k++) owner[k] = cell;
      c = end;
    }
    for (const cell of new Set(owner)) {
      if (!cell) continue;
      for (const l of band.lines) {
        const t = textIn(l, cell.c0, cell.c1);
        if (t) cell.lines.push(t);
      }
    }
    above = owner;
  });
  // Text on the closing rule line belongs to the cells it runs through.
  if (lastRule) {
    for (const cell of new Set(above)) {
      if (!cell || lastRule.some((g) => HORIZONTAL.has(g.ch) && inside(g, cell.c0, cell.c1))) {
        continue;
      }
      const t = textIn(lastRule, cell.c0, cell.c1);
      if (t) cell.lines.push(t);
    }
  }
  const { table } = placeCells(
    cells.map(({ c0: _a, c1: _b, ...p }) => ({ ...p, lines: [p.lines.join("\n")] })),
    bands.length,
    nCols,
  );
  return table;
}

/**
 * Wraps body-text blocks as a document for the renderers (which do not read `format`; the
 * tools report the source as body text themselves).
 */
export function boxTextDocument(result: BoxTextResult, bytes: number): AnnexDocument {
  return {
    format: "hwpml",
    blocks: result.blocks,
    warnings: [],
    stats: {
      bytes,
      paragraphs: result.blocks.filter((b) => b.kind === "paragraph").length,
      tables: result.tables,
      cells: result.blocks.reduce((n, b) => n + (b.kind === "table" ? b.rows.flat().length : 0), 0),
      images: 0,
      parts: 1,
      parseMs: 0,
    },
  };
}
