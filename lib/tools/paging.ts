/**
 * Paging and cutting shared by every tool: the output fields of a page, and the cutting of a
 * long answer into what fits plus the pointer to the rest. Pointers come from the call's own
 * validated arguments (`ToolCall.more`), so no answer ends without a call that fetches the rest.
 *
 * @module
 */

import { z } from "zod";
import type { ToolCall, ToolContext } from "./define.ts";
import { type Pointer, PointerSchema, pointerText } from "../vocab/pointer.ts";

/** The pointer every paged or cut answer carries (one named type, `Pointer`, in the typed tool map). */
export { PointerSchema };

/** Output fields of a paged list. */
export const pagingOutput: {
  total: z.ZodNumber;
  page: z.ZodNumber;
  next: z.ZodOptional<typeof PointerSchema>;
} = {
  total: z.number().int().describe("hits across all pages"),
  page: z.number().int(),
  next: PointerSchema.optional().describe("the call that fetches the next page"),
};

/** Whether rows remain after this page. */
export function hasNextPage(total: number, page: number, display: number): boolean {
  return page * display < total;
}

/** The pointer to the next page of this call, when rows remain after it. */
export function nextPagePointer(
  call: ToolCall,
  p: { total: number; page: number; display: number; shown?: number },
): Pointer | undefined {
  if (p.shown === 0) return undefined;
  return hasNextPage(p.total, p.page, p.display) ? call.more({ page: p.page + 1 }) : undefined;
}

/** One page of a list held in memory (services that answer everything at once). */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  display: number,
): { rows: T[]; total: number; page: number } {
  const start = (page - 1) * display;
  return { rows: rows.slice(start, start + display), total: rows.length, page };
}

/** Says what was cut from an answer and which call returns the rest. */
export const TruncationSchema: z.ZodObject<{
  shown: z.ZodNumber;
  total: z.ZodNumber;
  next: typeof PointerSchema;
}> = z.object({
  shown: z.number().int(),
  total: z.number().int(),
  next: PointerSchema.describe("the call that fetches the rest"),
});

/** Type of {@link TruncationSchema}. */
export type Truncation = z.infer<typeof TruncationSchema>;

/** What fits of a text's units, and the pointer to the rest. */
export interface CutResult {
  /** Text of the shown units, with the cut notice when something was cut. */
  text: string;
  /** Units shown. */
  shown: number;
  /** Set when units remain. */
  truncated?: Truncation;
}

/**
 * Takes rendered units from `offset` while they fit in the answer budget (always at least one),
 * and says what was cut and which call returns the rest (`offset` patched into this call).
 */
export function cutUnits(
  ctx: ToolContext,
  call: ToolCall,
  units: readonly string[],
  opts: { offset: number; reserved: number; unitName: string; separator?: string },
): CutResult {
  const sep = opts.separator ?? "\n";
  const parts: string[] = [];
  let used = opts.reserved;
  for (const u of units.slice(opts.offset)) {
    if (parts.length > 0 && used + u.length + sep.length > ctx.maxChars) break;
    parts.push(u);
    used += u.length + sep.length;
  }
  const end = opts.offset + parts.length;
  if (end >= units.length) return { text: parts.join(sep), shown: parts.length };
  const next = call.more({ offset: end });
  return {
    text: parts.join(sep) +
      `${sep}[응답 길이 제한으로 ${units.length}개 ${opts.unitName} 중 ${
        opts.offset + 1
      }–${end}번째만 보였습니다. 나머지: ${pointerText(next)}]`,
    shown: parts.length,
    truncated: { shown: parts.length, total: units.length, next },
  };
}
