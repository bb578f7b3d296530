/**
 * Walks the record stream of one HWP 5 `BodyText/Section*` and drives the {@link FlowBuilder}.
 *
 * A record header is 32 bits: tag (10), level (10), size (12; 0xFFF = a 32-bit size follows).
 * Levels make a tree: a paragraph (PARA_HEADER) owns its PARA_TEXT and CTRL_HEADERs; a table
 * control owns its TABLE record, then one LIST_HEADER per cell followed by that cell's
 * paragraphs, all as siblings one level below the control. Extended control characters in
 * PARA_TEXT refer, in order, to the paragraph's CTRL_HEADER children — that is how a table lands
 * at its place in the text. (HWP 5.0 file format, 한글과컴퓨터 공개 문서, §4.)
 *
 * @module
 */

import { AnnexError } from "./errors.ts";
import type { FlowBuilder } from "./flow.ts";
import type { Ticker } from "./xml_scan.ts";

const TAG = {
  PARA_HEADER: 66,
  PARA_TEXT: 67,
  CTRL_HEADER: 71,
  LIST_HEADER: 72,
  TABLE: 77,
  SHAPE_OLE: 84,
  SHAPE_PICTURE: 85,
} as const;

/** Control ids, as `MAKE_4CHID('t','b','l',' ')`. */
const CTRL = {
  table: chid("tbl "),
  shape: chid("gso "),
  header: chid("head"),
  footer: chid("foot"),
  footnote: chid("fn  "),
  endnote: chid("en  "),
  comment: chid("tcmt"),
  equation: chid("eqed"),
} as const;

/** Characters 0–31 that take 8 WCHARs and point at a CTRL_HEADER ("extended" controls). */
const EXTENDED = new Set([1, 2, 3, 11, 12, 14, 15, 16, 17, 18, 21, 22, 23]);
/** Characters 0–31 that take 8 WCHARs and have no CTRL_HEADER ("inline" controls; 9 = tab). */
const INLINE = new Set([4, 5, 6, 7, 8, 9, 19, 20]);

/** The record tree of a section as parallel arrays (a section can hold a million records). */
interface Records {
  readonly data: Uint8Array;
  readonly dv: DataView;
  readonly tag: number[];
  readonly start: number[];
  readonly size: number[];
  /** Index one past the record's subtree. */
  readonly end: number[];
}

/**
 * Parses `data` (an inflated section) and feeds its paragraphs and tables to `builder`.
 *
 * @throws {AnnexError} CORRUPT when a record runs past the end of the stream.
 * @example
 * ```ts
 * import { openCfb } from "./cfb.ts";
 * import { FlowBuilder } from "./flow.ts";
 * import { walkSection } from "./hwp5_records.ts";
 * import { inflateBounded } from "./inflate.ts";
 * import { AnnexBudget } from "./limits.ts";
 * const budget = AnnexBudget.start();
 * const section = openCfb(await Deno.readFile("별표.hwp"), budget).read("BodyText/Section0")!;
 * const b = new FlowBuilder();
 * walkSection(inflateBounded(section, budget, "BodyText/Section0"), b);
 * console.log(b.finish().blocks.length);
 * ```
 */
export function walkSection(data: Uint8Array, builder: FlowBuilder, ticker?: Ticker): void {
  const recs = parseRecords(data, ticker);
  new Walker(recs, builder, ticker).run();
}

function parseRecords(data: Uint8Array, ticker?: Ticker): Records {
  const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const tag: number[] = [], start: number[] = [], size: number[] = [], level: number[] = [];
  let o = 0;
  while (o < data.length) {
    ticker?.tick();
    if (o + 4 > data.length) throw corrupt("truncated record header");
    const h = dv.getUint32(o, true);
    o += 4;
    let n = h >>> 20;
    if (n === 0xfff) {
      if (o + 4 > data.length) throw corrupt("truncated record size");
      n = dv.getUint32(o, true);
      o += 4;
    }
    if (o + n > data.length) throw corrupt(`record ${h & 0x3ff} runs past the end of the section`);
    tag.push(h & 0x3ff);
    level.push((h >>> 10) & 0x3ff);
    start.push(o);
    size.push(n);
    o += n;
  }
  // end[i]: first later record at the same or a shallower level.
  const end = new Array<number>(tag.length).fill(tag.length);
  const open: number[] = [];
  for (let i = 0; i < tag.length; i++) {
    while (open.length && level[open[open.length - 1]] >= level[i]) end[open.pop()!] = i;
    open.push(i);
  }
  return { data, dv, tag, start, size, end };
}

class Walker {
  constructor(
    private readonly r: Records,
    private readonly b: FlowBuilder,
    private readonly ticker?: Ticker,
  ) {}

  run(): void {
    for (let i = 0; i < this.r.tag.length; i = this.r.end[i]) {
      if (this.r.tag[i] === TAG.PARA_HEADER) this.paragraph(i);
    }
  }

  /** Children of record i, in order. */
  *children(i: number): Generator<number> {
    for (let j = i + 1; j < this.r.end[i]; j = this.r.end[j]) yield j;
  }

  paragraph(i: number): void {
    this.ticker?.tick();
    const kids = [...this.children(i)];
    const text = kids.find((j) => this.r.tag[j] === TAG.PARA_TEXT);
    const ctrls = kids.filter((j) => this.r.tag[j] === TAG.CTRL_HEADER);
    let k = 0;
    this.b.beginParagraph();
    if (text !== undefined) {
      const { dv, start, size } = this.r;
      const from = start[text], to = from + (size[text] & ~1);
      let run: number[] = [];
      const flush = () => {
        if (run.length) this.b.text(String.fromCharCode(...run));
        run = [];
      };
      for (let p = from; p < to; p += 2) {
        const ch = dv.getUint16(p, true);
        if (ch >= 32) {
          run.push(ch);
          if (run.length >= 4096) flush();
          continue;
        }
        if (ch === 13) break; // paragraph end
        flush();
        if (ch === 10) this.b.text("\n");
        else if (ch === 24) this.b.text("-");
        else if (ch === 30 || ch === 31) this.b.text(" ");
        else if (INLINE.has(ch)) {
          if (ch === 9) this.b.text("\t");
          p += 14;
        } else if (EXTENDED.has(ch)) {
          if (k < ctrls.length) this.control(ctrls[k++]);
          p += 14;
        }
      }
      flush();
    }
    // Controls the text did not reach (damaged text record) still carry content.
    for (; k < ctrls.length; k++) this.control(ctrls[k]);
    this.b.endParagraph();
  }

  control(i: number): void {
    if (this.r.size[i] < 4) return;
    const id = this.r.dv.getUint32(this.r.start[i], true);
    switch (id) {
      case CTRL.table:
        return this.table(i);
      case CTRL.header:
      case CTRL.footer:
      case CTRL.comment:
        return this.b.count("skipped");
      case CTRL.equation:
        return this.b.count("equation");
      case CTRL.shape:
      case CTRL.footnote:
      case CTRL.endnote:
        return this.container(i);
    }
  }

  /** Text boxes, footnotes: paragraphs anywhere below; pictures and OLE objects are counted. */
  container(i: number): void {
    for (const j of this.children(i)) {
      const t = this.r.tag[j];
      if (t === TAG.PARA_HEADER) this.paragraph(j);
      else if (t === TAG.SHAPE_PICTURE) this.b.count("image");
      else if (t === TAG.SHAPE_OLE) this.b.count("ole");
      else this.container(j);
    }
  }

  table(i: number): void {
    const { dv, start, size, tag } = this.r;
    this.b.beginTable(0, 0);
    let inCaption = false;
    for (const j of this.children(i)) {
      if (tag[j] === TAG.TABLE) {
        if (inCaption) this.b.endCaption(), (inCaption = false);
        if (size[j] >= 8) {
          this.b.setTableSize(dv.getUint16(start[j] + 4, true), dv.getUint16(start[j] + 6, true));
        }
      } else if (tag[j] === TAG.LIST_HEADER) {
        if (inCaption) this.b.endCaption(), (inCaption = false);
        if (!this.b.hasTableSize()) {
          // A list before the TABLE record is the caption.
          this.b.beginCaption();
          inCaption = true;
        } else if (size[j] >= 16) {
          const o = start[j];
          this.b.beginCell({
            col: dv.getUint16(o + 8, true),
            row: dv.getUint16(o + 10, true),
            colSpan: dv.getUint16(o + 12, true),
            rowSpan: dv.getUint16(o + 14, true),
          });
        } else this.b.beginCell();
      } else if (tag[j] === TAG.PARA_HEADER) this.paragraph(j);
    }
    if (inCaption) this.b.endCaption();
    this.b.endTable();
  }
}

function chid(s: string): number {
  return ((s.charCodeAt(0) << 24) | (s.charCodeAt(1) << 16) | (s.charCodeAt(2) << 8) |
    s.charCodeAt(3)) >>> 0;
}

function corrupt(cause: string): AnnexError {
  return new AnnexError("CORRUPT", "a HWP 5 body section is damaged or truncated", {
    format: "hwp5",
    cause,
  });
}
