/**
 * The change marks of a 신구법 body: the upstream wraps the words an amendment changed in
 * `<P>…</P>` inside each row's `content` (both sides, real samples since pass 5; the same in
 * `admrulOldAndNew`). Read here into plain text plus the spans that were marked, so no face ever
 * shows the raw markup and every face can mark the words its own way.
 *
 * @module
 */

/** One marked (changed) run of a row's text: `[start, end)` in UTF-16 code units. */
export interface ChangedSpan {
  /** Offset of the first changed character in the plain text. */
  start: number;
  /** Offset just past the last changed character. */
  end: number;
  /** The changed words themselves (`text.slice(start, end)`). */
  text: string;
}

/** A row's text with its marks read out. */
export interface MarkedText {
  /** The text without the markup. */
  text: string;
  /** The marked runs, in order, never empty, never overlapping. */
  changed: ChangedSpan[];
}

const MARK = /<\/?P>/gi;
/** A row that is only a placeholder (`<신  설>`, `<삭  제>`): the placeholder already says it. */
const PLACEHOLDER = /^<[^<>]{1,12}>$/;

/**
 * Reads the `<P>…</P>` marks of one row. An unclosed `<P>` runs to the end of the row (the
 * upstream's marks never span rows); a stray `</P>` is dropped. A row that is a bare placeholder
 * keeps no span: the placeholder is the change.
 *
 * @example
 * ```ts
 * import { readMarks } from "./change_marks.ts";
 * readMarks("① <P>성평등가족부장관</P>은 …");
 * // { text: "① 성평등가족부장관은 …", changed: [{ start: 2, end: 10, text: "성평등가족부장관" }] }
 * ```
 */
export function readMarks(content: string): MarkedText {
  let text = "";
  let open: number | null = null;
  const changed: ChangedSpan[] = [];
  const close = () => {
    if (open !== null && text.length > open) {
      changed.push({ start: open, end: text.length, text: text.slice(open) });
    }
    open = null;
  };
  let at = 0;
  for (const m of content.matchAll(MARK)) {
    text += content.slice(at, m.index);
    at = m.index + m[0].length;
    if (m[0][1] === "/") close();
    else if (open === null) open = text.length;
  }
  text += content.slice(at);
  close();
  return trimmed(text, changed);
}

/** Trims the text and moves the spans with it; spans of white space only are dropped. */
function trimmed(raw: string, spans: ChangedSpan[]): MarkedText {
  const lead = raw.length - raw.trimStart().length;
  const text = raw.trim();
  if (PLACEHOLDER.test(text)) return { text, changed: [] };
  const changed: ChangedSpan[] = [];
  for (const s of spans) {
    let start = Math.max(0, s.start - lead), end = Math.min(text.length, s.end - lead);
    while (start < end && /\s/.test(text[start])) start++;
    while (end > start && /\s/.test(text[end - 1])) end--;
    if (end > start) changed.push({ start, end, text: text.slice(start, end) });
  }
  return { text, changed };
}

/** The marks of the text shown to a reader: `«` and `»` around each changed run. */
export const MARK_OPEN = "«";
/** Closes a changed run (see {@link MARK_OPEN}). */
export const MARK_CLOSE = "»";

/**
 * The text with its changed runs between `«` and `»` (the convention of the tools' text answers).
 *
 * @example
 * ```ts
 * import { markedText } from "./change_marks.ts";
 * markedText({ text: "3. 재정경제부령으로", changed: [{ start: 3, end: 9, text: "재정경제부령" }] });
 * // "3. «재정경제부령»으로"
 * ```
 */
export function markedText({ text, changed }: MarkedText): string {
  let out = "", at = 0;
  for (const s of changed) {
    out += text.slice(at, s.start) + MARK_OPEN + text.slice(s.start, s.end) + MARK_CLOSE;
    at = s.end;
  }
  return out + text.slice(at);
}
