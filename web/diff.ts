/**
 * A word-level diff for the side-by-side pages: the changed words of an old and a new text, not
 * whole paragraphs. Tokens are runs of letters and digits, single punctuation marks and runs of
 * white space; the common subsequence is found by dynamic programming (texts are articles, a few
 * hundred tokens), with a whole-text fallback past a size limit.
 *
 * @module
 */

/** One run of the diff. */
export interface DiffPart {
  /** same: in both; del: only in the old text; ins: only in the new one. */
  op: "same" | "del" | "ins";
  text: string;
}

const TOKEN = /[\p{L}\p{N}]+|\s+|[^\p{L}\p{N}\s]/gu;
/** Past this many token pairs the texts are shown as replaced whole. */
const MAX_CELLS = 4_000_000;

/** Splits a text into diff tokens. */
export function tokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

function push(out: DiffPart[], op: DiffPart["op"], text: string): void {
  const last = out.at(-1);
  if (last && last.op === op) last.text += text;
  else out.push({ op, text });
}

/**
 * The diff of `a` (old) and `b` (new), runs merged.
 *
 * @example
 * ```ts
 * import { diffWords } from "./diff.ts";
 * diffWords("확인할 수 있다", "확인하여야 한다");
 * // [{op:"del",text:"확인할 수 있다"}, {op:"ins",text:"확인하여야 한다"}] (white space kept as same)
 * ```
 */
export function diffWords(a: string, b: string): DiffPart[] {
  const x = tokens(a), y = tokens(b);
  const out: DiffPart[] = [];
  if (x.length * y.length > MAX_CELLS) {
    if (a) push(out, "del", a);
    if (b) push(out, "ins", b);
    return out;
  }
  // lcs[i][j]: length of the common subsequence of x[i..] and y[j..].
  const w = y.length + 1;
  const lcs = new Uint32Array((x.length + 1) * w);
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      lcs[i * w + j] = x[i] === y[j]
        ? lcs[(i + 1) * w + j + 1] + 1
        : Math.max(lcs[(i + 1) * w + j], lcs[i * w + j + 1]);
    }
  }
  let i = 0, j = 0;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      push(out, "same", x[i]);
      i++;
      j++;
    } else if (lcs[(i + 1) * w + j] >= lcs[i * w + j + 1]) push(out, "del", x[i++]);
    else push(out, "ins", y[j++]);
  }
  while (i < x.length) push(out, "del", x[i++]);
  while (j < y.length) push(out, "ins", y[j++]);
  return out;
}

/** A changed run as the tools give it: `[start, end)` in the row's text. */
export interface Span {
  start: number;
  end: number;
}

/**
 * The runs of one side of a row as the upstream marked them: the spans are `op`, the rest same.
 * Used instead of {@link diffWords} wherever the upstream marks the changes itself (the real
 * 신구법 bodies do), so the page shows what the amendment changed, not a guess at it.
 *
 * @example
 * ```ts
 * import { markedParts } from "./diff.ts";
 * markedParts("3. 재정경제부령으로", [{ start: 3, end: 9 }], "ins");
 * // [{op:"same",text:"3. "}, {op:"ins",text:"재정경제부령"}, {op:"same",text:"으로"}]
 * ```
 */
export function markedParts(text: string, spans: readonly Span[], op: "del" | "ins"): DiffPart[] {
  const out: DiffPart[] = [];
  let at = 0;
  for (const s of spans) {
    if (s.start < at || s.end > text.length || s.end <= s.start) continue;
    if (s.start > at) push(out, "same", text.slice(at, s.start));
    push(out, op, text.slice(s.start, s.end));
    at = s.end;
  }
  if (at < text.length) push(out, "same", text.slice(at));
  return out;
}
