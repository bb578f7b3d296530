/**
 * Turns a stream of structural events (paragraph, text, table, cell, skip) into the document
 * model. The HWPX, HWPML and HWP 5 readers all drive this one builder, so the same document
 * saved in two formats yields the same blocks by construction.
 *
 * Rules: a table or a text box inside a paragraph splits it (text before it becomes its own
 * paragraph); paragraphs inside a cell become lines of the cell's text; tables inside a cell
 * become the cell's nested `tables`; a caption's paragraphs become the table's `caption`. Unbalanced events from damaged files are tolerated, never thrown on.
 *
 * @module
 */

import type { AnnexBlock, AnnexTable, AnnexWarning } from "./model.ts";
import { type FlowCount, flowWarnings } from "./flow_warnings.ts";
import { type PendingCell, placeCells } from "./table_build.ts";

export type { FlowCount } from "./flow_warnings.ts";

/** A cell position as a source states it; missing parts are inferred from row order. */
export interface CellPosition {
  row?: number;
  col?: number;
  rowSpan?: number;
  colSpan?: number;
  header?: boolean;
}

/** What {@link FlowBuilder.finish} returns. */
export interface FlowResult {
  readonly blocks: AnnexBlock[];
  readonly warnings: AnnexWarning[];
  /** Pictures and OLE objects seen: decides IMAGE_ONLY for documents without text. */
  readonly images: number;
  readonly oleObjects: number;
  /** Whether any paragraph or cell had non-blank text. */
  readonly hasText: boolean;
  readonly tableCount: number;
  readonly cellCount: number;
}

interface Sink {
  paragraph(text: string): void;
  table(t: AnnexTable): void;
  /** True for dropped regions; each region has its own sink so closing one never closes another. */
  readonly drop?: boolean;
}

interface OpenParagraph {
  parts: string[];
  sink: Sink;
  flushed: boolean;
}

interface OpenTable {
  declaredRows: number;
  declaredCols: number;
  sized: boolean;
  cells: PendingCell[];
  caption?: string;
  parent: Sink;
  rowHint: number;
  cell?: PendingCell;
}

function dropSink(): Sink {
  return { paragraph() {}, table() {}, drop: true };
}

/**
 * The event-to-model builder.
 *
 * @example
 * ```ts
 * import { FlowBuilder } from "./flow.ts";
 * const b = new FlowBuilder();
 * b.beginParagraph(); b.text("별표 1"); b.endParagraph();
 * b.beginTable(1, 2);
 * b.beginCell({ row: 0, col: 0 }); b.beginParagraph(); b.text("구분"); b.endParagraph(); b.endCell();
 * b.beginCell({ row: 0, col: 1 }); b.endCell();
 * b.endTable();
 * console.log(b.finish().blocks.length); // 2
 * ```
 */
export class FlowBuilder {
  readonly #blocks: AnnexBlock[] = [];
  readonly #sinks: Sink[] = [];
  readonly #paragraphs: OpenParagraph[] = [];
  readonly #tables: OpenTable[] = [];
  readonly #counts: Record<FlowCount, number> = { image: 0, ole: 0, equation: 0, skipped: 0 };
  #repairs = 0;
  #hasText = false;
  #tableCount = 0;
  #cellCount = 0;

  constructor() {
    const blocks = this.#blocks;
    this.#sinks.push({
      paragraph: (text) => {
        if (text.trim() !== "") blocks.push({ kind: "paragraph", text });
      },
      table: (t) => blocks.push(t),
    });
  }

  /** Opens a paragraph; an open outer paragraph is split here (its text so far is emitted). */
  beginParagraph(): void {
    this.#flushTop();
    this.#paragraphs.push({ parts: [], sink: this.#sink(), flushed: false });
  }

  /** Appends text to the innermost open paragraph (text outside paragraphs is ignored). */
  text(s: string): void {
    const p = this.#paragraphs.at(-1);
    if (p && s) p.parts.push(s);
  }

  /** Closes the innermost paragraph. */
  endParagraph(): void {
    const p = this.#paragraphs.pop();
    if (!p) return;
    const text = p.parts.join("");
    if (p.flushed && text.trim() === "") return; // only a table/box was in it
    this.#emit(p.sink, text);
  }

  /** Opens a table with the source's declared size (0 when unknown). */
  beginTable(rowCount: number, colCount: number): void {
    this.#flushTop();
    this.#tables.push({
      declaredRows: rowCount,
      declaredCols: colCount,
      sized: rowCount > 0 || colCount > 0,
      cells: [],
      parent: this.#sink(),
      rowHint: -1,
    });
    this.#sinks.push(dropSink()); // stray paragraphs between cells belong to no cell
  }

  /** Sets the innermost table's declared size (HWP 5 states it after a possible caption). */
  setTableSize(rowCount: number, colCount: number): void {
    const t = this.#tables.at(-1);
    if (!t) return;
    t.declaredRows = rowCount;
    t.declaredCols = colCount;
    t.sized = true;
  }

  /** Whether the innermost table's size is known yet. */
  hasTableSize(): boolean {
    return this.#tables.at(-1)?.sized ?? false;
  }

  /** Marks the start of a row, for sources whose cells may lack explicit addresses. */
  beginRow(): void {
    const t = this.#tables.at(-1);
    if (t) t.rowHint++;
  }

  /** Opens a cell; the position may be given now or later with {@link setCell}. */
  beginCell(pos: CellPosition = {}): void {
    const t = this.#tables.at(-1);
    if (!t) return;
    if (t.cell) this.endCell();
    const lines: string[] = [];
    const tables: AnnexTable[] = [];
    const cell: PendingCell = { ...pos, rowHint: Math.max(0, t.rowHint), lines, tables };
    t.cell = cell;
    this.#sinks.push({ paragraph: (text) => lines.push(text), table: (x) => tables.push(x) });
  }

  /** Sets (parts of) the open cell's position — HWPX states it after the cell's content. */
  setCell(pos: CellPosition): void {
    const cell = this.#tables.at(-1)?.cell;
    if (cell) Object.assign(cell, pos);
  }

  /** Closes the open cell. */
  endCell(): void {
    const t = this.#tables.at(-1);
    if (!t?.cell) return;
    this.#closeParagraphsAbove(this.#sinks.length - 1);
    this.#sinks.pop();
    t.cells.push(t.cell);
    t.cell = undefined;
  }

  /** Opens the table's caption; its paragraphs become `caption`. */
  beginCaption(): void {
    const t = this.#tables.at(-1);
    if (!t) {
      this.#sinks.push(dropSink());
      return;
    }
    const lines: string[] = [];
    this.#sinks.push({
      paragraph: (text) => {
        lines.push(text);
        t.caption = lines.join("\n").trim() || undefined;
      },
      table: () => {},
    });
  }

  /** Closes the caption. */
  endCaption(): void {
    if (this.#sinks.length > 1) {
      this.#closeParagraphsAbove(this.#sinks.length - 1);
      this.#sinks.pop();
    }
  }

  /** Closes the innermost table and hands it to the container it was opened in. */
  endTable(): void {
    const t = this.#tables.at(-1);
    if (!t) return;
    if (t.cell) this.endCell();
    this.#closeParagraphsAbove(this.#sinks.length - 1);
    this.#sinks.pop(); // the drop sink pushed by beginTable
    this.#tables.pop();
    const { table, repairs } = placeCells(t.cells, t.declaredRows, t.declaredCols, t.caption);
    if (t.parent.drop) return;
    this.#repairs += repairs;
    this.#tableCount++;
    this.#cellCount += t.cells.length;
    t.parent.table(table);
  }

  /**
   * Counts something that is not read, for the warnings. Readers do not descend into skipped
   * regions (page headers, hidden comments), so skipping never splits the paragraph around it.
   */
  count(kind: FlowCount, n = 1): void {
    this.#counts[kind] += n;
  }

  /** Closes whatever a damaged source left open and returns the blocks and warnings. */
  finish(): FlowResult {
    while (this.#tables.length) this.endTable();
    while (this.#paragraphs.length) this.endParagraph();
    return {
      blocks: this.#blocks,
      warnings: flowWarnings(this.#counts, this.#repairs),
      images: this.#counts.image,
      oleObjects: this.#counts.ole,
      hasText: this.#hasText,
      tableCount: this.#tableCount,
      cellCount: this.#cellCount,
    };
  }

  #sink(): Sink {
    return this.#sinks[this.#sinks.length - 1];
  }

  #emit(sink: Sink, text: string): void {
    if (!sink.drop && text.trim() !== "") this.#hasText = true;
    sink.paragraph(text);
  }

  /** Emits the innermost paragraph's text so far, so a table or box can follow it. */
  #flushTop(): void {
    const p = this.#paragraphs.at(-1);
    if (!p) return;
    const text = p.parts.join("");
    p.parts = [];
    if (text.trim() !== "") this.#emit(p.sink, text);
    p.flushed = true;
  }

  /** Closes paragraphs opened inside the sink at `depth` that a damaged source never closed. */
  #closeParagraphsAbove(depth: number): void {
    const sink = this.#sinks[depth];
    while (this.#paragraphs.length && this.#paragraphs.at(-1)!.sink === sink) this.endParagraph();
  }
}
