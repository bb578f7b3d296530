/**
 * The character budget and resume cursor shared by the Markdown and HTML renderers.
 *
 * A dialect turns each block into "units" (a paragraph, a table row, a nested-table row). The
 * engine appends units and remembers every unit boundary at which the output, plus the closing
 * text and a notice, still fits; when the budget overflows it rolls back to the last such
 * boundary and says exactly what was cut and where to resume (`offset=B` or `offset=B:U`:
 * block B, unit U — for tables U is the grid row).
 *
 * @module
 */

import type { AnnexBlock, AnnexDocument } from "./model.ts";

/** A position to resume rendering from: block index and unit (row) within it. */
export interface RenderCursor {
  /** Index into `doc.blocks`. */
  readonly block: number;
  /** Unit within the block: 0 for a paragraph; the grid row for a table (then nested rows). */
  readonly unit: number;
}

/** Options shared by both renderers. */
export interface RenderOptions {
  /** Most characters in the output, notice included. Default: no limit. */
  maxChars?: number;
  /** Where to start: an `offset=` token from an earlier notice (`"12"`, `"12:40"`), or a cursor. */
  offset?: string | RenderCursor;
}

/** What a renderer returns. */
export interface RenderResult {
  /** The rendered text. */
  readonly text: string;
  /** True when the budget cut the output. */
  readonly truncated: boolean;
  /** The token to pass as `offset` for the rest; absent when nothing was cut. */
  readonly nextOffset?: string;
}

/** One block as a dialect renders it. */
export interface BlockRender {
  /** Text before the first unit: separator, caption, (repeated) header. */
  readonly head: string;
  /** Units in this block; rendering starts at the cursor's unit. */
  readonly count: number;
  /** The text of unit i. */
  unit(i: number): string;
  /** Text closing the block (HTML `</table>`); also emitted when a cut falls inside it. */
  readonly tail: string;
  /** What a cut before unit i leaves out, in words ("표 3: 120행 중 40행까지"). */
  describeCut(i: number): string;
}

/** A markup dialect (Markdown, HTML). */
export interface Dialect {
  /** Warnings and reading notes put before the first block. */
  preamble(doc: AnnexDocument, from: RenderCursor): string;
  /** Renders block `index` from unit `start`; `prev` is the block before it in the output. */
  block(index: number, start: number, prev: AnnexBlock | undefined): BlockRender;
  /** Wraps the cut notice. */
  notice(text: string): string;
}

/** Room kept for the notice so it always fits inside the budget. */
const NOTICE_RESERVE = 220;
/** The smallest budget: the notice plus some content. */
export const MIN_CHARS = 500;

/**
 * Parses an `offset` option.
 *
 * @example
 * ```ts
 * import { parseOffset } from "./render_engine.ts";
 * console.log(parseOffset("12:40")); // { block: 12, unit: 40 }
 * ```
 */
export function parseOffset(offset: RenderOptions["offset"]): RenderCursor {
  if (offset === undefined) return { block: 0, unit: 0 };
  if (typeof offset !== "string") return offset;
  const m = /^(?:offset=)?(\d+)(?::(\d+))?$/.exec(offset.trim());
  if (!m) throw new RangeError(`offset must look like "12" or "12:40", got "${offset}"`);
  return { block: Number(m[1]), unit: Number(m[2] ?? 0) };
}

/**
 * Renders `doc` through `dialect` within `opts.maxChars`.
 *
 * @example
 * ```ts
 * import { readAnnex } from "./read.ts";
 * import { renderWith } from "./render_engine.ts";
 * import { markdownDialect } from "./render_md.ts";
 * const doc = await readAnnex(await Deno.readFile("별표1.hwpx"));
 * const dialect = markdownDialect(doc, "marker");
 * const { text, nextOffset } = renderWith(doc, dialect, { maxChars: 4000 });
 * ```
 */
export function renderWith(
  doc: AnnexDocument,
  dialect: Dialect,
  opts: RenderOptions,
): RenderResult {
  const from = parseOffset(opts.offset);
  const max = opts.maxChars ?? Infinity;
  if (!(max >= MIN_CHARS)) throw new RangeError(`maxChars must be at least ${MIN_CHARS}`);
  let out = dialect.preamble(doc, from);
  type Checkpoint = { len: number; cursor: RenderCursor; tail: string; cut: string };
  let last: Checkpoint | undefined;
  const fits = (len: number, tail: string) => len + tail.length + NOTICE_RESERVE <= max;
  const blocks = doc.blocks;

  let prev: AnnexBlock | undefined;
  let firstNext: RenderCursor | undefined; // the unit after the first one shown
  for (let b = from.block; b < blocks.length; b++) {
    const start = b === from.block ? from.unit : 0;
    const r = dialect.block(b, start, prev);
    if (start >= r.count) continue; // an offset past this block's end: nothing left of it
    firstNext ??= start + 1 < r.count ? { block: b, unit: start + 1 } : { block: b + 1, unit: 0 };
    const atBlockStart = out.length;
    const blockCut = `문단·표 ${blocks.length}개 중 ${b}개까지 보였습니다`;
    if (fits(atBlockStart, "")) {
      last = { len: atBlockStart, cursor: { block: b, unit: start }, tail: "", cut: blockCut };
    }
    out += r.head;
    for (let u = start; u < r.count; u++) {
      if (u > start && fits(out.length, r.tail)) {
        last = {
          len: out.length,
          cursor: { block: b, unit: u },
          tail: r.tail,
          cut: r.describeCut(u),
        };
      }
      out += r.unit(u);
      if (out.length + r.tail.length > max) return cut(out, last, from, firstNext, dialect, max, r);
    }
    out += r.tail;
    prev = blocks[b];
  }
  if (out.length > max) return cut(out, last, from, firstNext, dialect, max);
  return { text: out, truncated: false };
}

/** Rolls back to the last checkpoint and appends the notice. */
function cut(
  out: string,
  last: { len: number; cursor: RenderCursor; tail: string; cut: string } | undefined,
  from: RenderCursor,
  firstNext: RenderCursor | undefined,
  dialect: Dialect,
  max: number,
  r?: BlockRender,
): RenderResult {
  const noProgress = !last || (last.cursor.block === from.block && last.cursor.unit === from.unit);
  if (noProgress && firstNext) {
    // The first unit alone is over budget: show its beginning rather than nothing, so that
    // paging always advances (by exactly one unit).
    const tail = r?.tail ?? "";
    const room = Math.max(0, max - NOTICE_RESERVE - tail.length);
    const text = out.slice(0, room) + "…" + tail +
      dialect.notice(`이 항목은 길어서 앞부분만 보였습니다; 나머지는 offset=${token(firstNext)}`);
    return { text, truncated: true, nextOffset: token(firstNext) };
  }
  if (!last) return { text: out.slice(0, max), truncated: true }; // only a preamble over budget
  const text = out.slice(0, last.len) + last.tail +
    dialect.notice(`${last.cut}; 나머지는 offset=${token(last.cursor)}`);
  return { text, truncated: true, nextOffset: token(last.cursor) };
}

function token(c: RenderCursor): string {
  return c.unit ? `${c.block}:${c.unit}` : String(c.block);
}
