/**
 * A compact line diff (longest common subsequence) for comparing two article texts. Articles
 * are short (tens of lines), so the quadratic table is cheap; a cap keeps a pathological input
 * from costing more than a plain "everything changed".
 *
 * @module
 */

/** One diff line: kept (" "), removed ("-") or added ("+"). */
export interface DiffLine {
  /** " " same, "-" only on the left, "+" only on the right. */
  op: " " | "-" | "+";
  /** The line. */
  text: string;
}

const MAX_CELLS = 1_000_000;

/**
 * Line diff of `a` → `b`.
 *
 * @example
 * ```ts
 * import { diffLines } from "./_diff.ts";
 * diffLines(["x", "y"], ["x", "z"]); // [" x", "-y", "+z"] as objects
 * ```
 */
export function diffLines(a: readonly string[], b: readonly string[]): DiffLine[] {
  if (a.length * b.length > MAX_CELLS) {
    return [
      ...a.map((text) => ({ op: "-" as const, text })),
      ...b.map((text) => ({ op: "+" as const, text })),
    ];
  }
  const n = a.length;
  const m = b.length;
  const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.push({ op: " ", text: a[i] });
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) out.push({ op: "-", text: a[i++] });
    else out.push({ op: "+", text: b[j++] });
  }
  while (i < n) out.push({ op: "-", text: a[i++] });
  while (j < m) out.push({ op: "+", text: b[j++] });
  return out;
}
