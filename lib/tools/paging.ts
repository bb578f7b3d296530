/**
 * Paging shared by every list tool: the same input fields, the same output fields, the same
 * "more" pointer, so that no list ever ends without saying how to get the rest.
 *
 * @module
 */

import { z } from "zod";

/** Input fields of a paged list. */
export const pagingInput = {
  page: z.number().int().min(1).max(1000).default(1),
  display: z.number().int().min(1).max(100).default(20).describe("rows per page"),
};

/** Output fields of a paged list. */
export const pagingOutput = {
  total: z.number().int().describe("hits across all pages"),
  page: z.number().int(),
  next: z.object({ page: z.number().int() }).optional().describe("present when more pages exist"),
};

/** The next page, when rows remain after this one. */
export function nextPage(
  total: number,
  page: number,
  display: number,
): { page: number } | undefined {
  return page * display < total ? { page: page + 1 } : undefined;
}

/**
 * The text line that tells a reader how to fetch the next page.
 *
 * @example
 * ```ts
 * import { moreLine } from "./paging.ts";
 * moreLine("search_law", { query: "민법" }, { page: 2 }); // 더 보기: search_law {"query":"민법","page":2}
 * ```
 */
export function moreLine(
  tool: string,
  args: Record<string, unknown>,
  next: { page: number } | undefined,
): string | undefined {
  return next ? `더 보기: ${tool} ${JSON.stringify({ ...args, page: next.page })}` : undefined;
}
