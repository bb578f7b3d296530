/**
 * The Markdown dialect: paragraphs as text, tables as GFM pipe tables with the merged-cell
 * markers documented in `render.ts`. Nested tables follow their parent as their own pipe tables
 * ("표 3.1"), referenced from the cell that holds them.
 *
 * @module
 */

import type { AnnexBlock, AnnexCell, AnnexDocument, AnnexTable, GridSlot } from "./model.ts";
import { tableGrid, tableOrdinals } from "./model.ts";
import type { BlockRender, Dialect, RenderCursor } from "./render_engine.ts";

/** How covered (merged-away) slots are written. */
export type MergedCellStyle = "marker" | "repeat";

/** Markers for covered slots; a cell whose whole text is one of them is escaped with `\`. */
export const MERGE_MARKS = { up: "↑", left: "←", upLeft: "↖" } as const;

const LEGEND = "> 표 읽는 법: 병합된 칸의 값은 왼쪽 위 칸에만 씁니다. 가려진 칸은 " +
  "↑ = 위 칸과 병합, ← = 왼쪽 칸과 병합, ↖ = 왼쪽 위 칸과 병합으로 표시합니다. " +
  "칸 안의 줄바꿈은 <br>, 빈 칸은 비워 둡니다.";

/** One table to print: the block's table or a nested one. */
interface Segment {
  readonly label: string;
  readonly table: AnnexTable;
  /** Where a nested table sits, in words. */
  readonly where?: string;
  /** Labels of the tables nested in each cell. */
  readonly nestedLabels: Map<AnnexCell, string[]>;
}

/**
 * Builds the Markdown dialect for `doc`.
 *
 * @example
 * ```ts
 * import { readAnnex } from "./read.ts";
 * import { markdownDialect } from "./render_md.ts";
 * import { renderWith } from "./render_engine.ts";
 * const doc = await readAnnex(await Deno.readFile("별표1.hwpx"));
 * console.log(renderWith(doc, markdownDialect(doc, "marker"), {}).text);
 * ```
 */
export function markdownDialect(doc: AnnexDocument, style: MergedCellStyle): Dialect {
  const ordinals = tableOrdinals(doc.blocks);
  return {
    preamble(d: AnnexDocument, from: RenderCursor): string {
      const lines: string[] = [];
      if (from.block === 0 && from.unit === 0) {
        for (const w of d.warnings) lines.push(`> 주의: ${w.message}`);
      }
      if (style === "marker" && d.blocks.some((b) => b.kind === "table" && hasMerges(b))) {
        if (lines.length) lines.push(">");
        lines.push(LEGEND);
      }
      return lines.length ? lines.join("\n") + "\n\n" : "";
    },
    block(index: number, start: number, prev: AnnexBlock | undefined): BlockRender {
      const block = doc.blocks[index];
      if (block.kind === "paragraph") return paragraph(block.text, block.page, prev);
      return table(segments(block, String(ordinals[index])), start, prev, style);
    },
    notice: (text) => `\n\n> [잘림] ${text}`,
  };
}

function paragraph(
  text: string,
  page: number | undefined,
  prev: AnnexBlock | undefined,
): BlockRender {
  const samePage = prev?.kind === "paragraph" && page !== undefined && prev.page === page;
  let head = prev === undefined ? "" : samePage ? "\n" : "\n\n";
  if (page !== undefined && !samePage) head += `<!-- ${page}쪽 -->\n`;
  return { head, count: 1, unit: () => text, tail: "", describeCut: () => "" };
}

function table(
  segs: Segment[],
  start: number,
  prev: AnnexBlock | undefined,
  style: MergedCellStyle,
): BlockRender {
  const offsets: number[] = []; // first unit index of each segment
  let count = 0;
  for (const s of segs) offsets.push(count), (count += s.table.rowCount);
  const locate = (i: number): [number, number] => {
    let s = segs.length - 1;
    while (s > 0 && offsets[s] > i) s--;
    return [s, i - offsets[s]];
  };
  const grids = new Map<number, (GridSlot | null)[][]>();
  const grid = (s: number) => {
    let g = grids.get(s);
    if (!g) grids.set(s, g = tableGrid(segs[s].table));
    return g;
  };
  const line = (s: number, r: number, carry: number) =>
    rowLine(grid(s)[r], r, carry, style, segs[s].nestedLabels);
  const header = (s: number) => line(s, 0, -1) + "\n" + separator(segs[s].table.colCount);

  const [s0, j0] = locate(start);
  let head = prev === undefined ? "" : "\n\n";
  head += title(segs[s0], j0) + "\n\n";
  if (j0 > 0) head += header(s0) + "\n";
  return {
    head,
    count,
    unit(i: number): string {
      const [s, j] = locate(i);
      const lead = i === start ? "" : j === 0 ? `\n\n${title(segs[s], 0)}\n\n` : "\n";
      return lead + (j === 0 ? header(s) : line(s, j, i === start ? j : -1));
    },
    tail: "",
    describeCut(i: number): string {
      const [s, j] = locate(i);
      const seg = segs[s];
      if (j === 0) return `표 ${seg.label}(${seg.where ?? "중첩 표"})부터 보이지 못했습니다`;
      return `표 ${seg.label}: ${seg.table.rowCount}행 중 ${j}행까지 보였습니다`;
    },
  };
}

/** The table's title line; `from` > 0 marks a continuation. */
function title(seg: Segment, from: number): string {
  let t = `**표 ${seg.label}**`;
  if (seg.table.caption) t += ` ${oneLine(seg.table.caption)}`;
  if (seg.where) t += ` (${seg.where})`;
  if (from > 0) t += ` (계속: ${from + 1}행부터, 1행 머리글 반복)`;
  return t;
}

/**
 * One pipe-table row. `carry` is the first row of a continued chunk: a merge that started above
 * it shows its value there once, since the rows it points to are not in this chunk.
 */
function rowLine(
  slots: readonly (GridSlot | null)[],
  r: number,
  carry: number,
  style: MergedCellStyle,
  nested: Map<AnnexCell, string[]>,
): string {
  const cells = slots.map((slot, c) => {
    if (!slot) return "";
    const cell = slot.cell;
    if (slot.anchor) return cellText(cell, nested);
    if (style === "repeat") return cellText(cell, nested);
    if (r === carry && cell.row < carry) {
      return c === cell.col ? cellText(cell, nested) : MERGE_MARKS.left;
    }
    if (cell.col === c) return MERGE_MARKS.up;
    if (cell.row === r) return MERGE_MARKS.left;
    return MERGE_MARKS.upLeft;
  });
  return "| " + cells.join(" | ") + " |";
}

function cellText(cell: AnnexCell, nested: Map<AnnexCell, string[]>): string {
  let t = cell.text.trim();
  if (t === MERGE_MARKS.up || t === MERGE_MARKS.left || t === MERGE_MARKS.upLeft) t = `\\${t}`;
  t = t.replace(/\|/g, "\\|").replace(/\r?\n/g, "<br>");
  const refs = nested.get(cell);
  if (refs) t += (t ? " " : "") + refs.map((l) => `[표 ${l}]`).join(" ");
  return t;
}

function separator(cols: number): string {
  return "|" + " --- |".repeat(Math.max(1, cols));
}

function oneLine(s: string): string {
  return s.replace(/\s*\n\s*/g, " ");
}

/** The block's table and every table nested in it, depth-first, labelled "3", "3.1", "3.1.1". */
function segments(
  table: AnnexTable,
  label: string,
  where?: string,
  out: Segment[] = [],
): Segment[] {
  const nestedLabels = new Map<AnnexCell, string[]>();
  out.push({ label, table, where, nestedLabels });
  let k = 0;
  for (const row of table.rows) {
    for (const cell of row) {
      for (const t of cell.tables) {
        const l = `${label}.${++k}`;
        nestedLabels.set(cell, [...(nestedLabels.get(cell) ?? []), l]);
        segments(t, l, `표 ${label}의 ${cell.row + 1}행 ${cell.col + 1}열 칸 안`, out);
      }
    }
  }
  return out;
}

function hasMerges(t: AnnexTable): boolean {
  return t.rows.some((row) =>
    row.some((c) => c.rowSpan > 1 || c.colSpan > 1 || c.tables.some(hasMerges))
  );
}
