/**
 * Pieces shared by the term and treaty tools: argument shapes, local paging of lists the
 * upstream does not page, and the "more" line.
 *
 * @module
 */

import { z } from "zod";
import { moreLine, nextPage } from "../paging.ts";

/** A term or keyword as the knowledge base expects it (a name, not a sentence). */
export const termText: z.ZodString = z.string().trim().min(1).max(100);

/**
 * Copies korean-law-mcp argument names onto ours (`from` → `to`) unless ours is given, and drops
 * the peer's `apiKey` (keys never travel through tool arguments here).
 */
export function renameArgs(
  a: Record<string, unknown>,
  pairs: ReadonlyArray<readonly [from: string, to: string]>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [from, to] of pairs) {
    if (out[to] === undefined && out[from] !== undefined) out[to] = out[from];
    if (from !== to) delete out[from];
  }
  delete out.apiKey;
  return out;
}

/** One page of a list held in memory (link services answer everything at once). */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  display: number,
): { rows: T[]; total: number; page: number; next?: { page: number } } {
  const start = (page - 1) * display;
  return {
    rows: rows.slice(start, start + display),
    total: rows.length,
    page,
    next: nextPage(rows.length, page, display),
  };
}

/** Lines of a list answer ending with the pointer to the next page, if any. */
export function listText(
  lines: string[],
  tool: string,
  args: Record<string, unknown>,
  next: { page: number } | undefined,
): string {
  const more = moreLine(tool, args, next);
  return (more ? [...lines, more] : lines).join("\n");
}

/** Cuts a preview to `max` characters on a character boundary, marking the cut. */
export function preview(text: string, max: number): { text: string; cut: boolean } {
  const chars = [...text];
  return chars.length <= max
    ? { text, cut: false }
    : { text: chars.slice(0, max).join("") + "…", cut: true };
}
