/**
 * The query parameters each page takes, read by the same argument reader the tools use
 * (lib/vocab `readArgs`): old names come through the one alias table (`?date=` is `asOf`,
 * `?MST=` is `mst`), and a name a page does not take is refused — with the names it does
 * take and the closest one — never ignored.
 *
 * @module
 */

import { z } from "zod";
import { argSpec, asOfArg, describeInputError, InputError, mstArg, readArgs } from "../lib/mod.ts";

/** `/` and `/search`: the search box. */
export const SEARCH_PARAMS = z.object({ q: z.string().trim().max(200).optional() });

/** `/law/{법령ID}[/{조문}]`: a pinned version and a point in time. */
export const LAW_PARAMS = z.object({ mst: mstArg.optional(), asOf: asOfArg.optional() });

/** `/law/{법령ID}/annex/{별표}`: a pinned version (annexes are read as they stand). */
export const ANNEX_PARAMS = z.object({ mst: mstArg.optional() });

/** `/api/preview?path=`: the citation link whose target is previewed. */
export const PREVIEW_PARAMS = z.object({ path: z.string().trim().min(1).max(400) });

/** `/treaty/{id}`: the text's language. */
export const TREATY_PARAMS = z.object({ language: z.enum(["ko", "en"]).optional() });

/** Pages that take no query parameters. */
export const NO_PARAMS = z.object({});

/** The read parameters, or why they cannot be used. */
export type ReadParams =
  | { ok: true; params: Record<string, unknown> }
  | { ok: false; message: string };

/**
 * Reads `url`'s query string for the page `page` (its path pattern, named in the message).
 * A parameter given empty is left out, as an untouched form field is; a parameter given twice
 * is refused, since only one value could be used.
 */
export function readParams(page: string, schema: z.ZodObject, url: URL): ReadParams {
  const spec = argSpec(page, schema);
  const raw: Record<string, string> = {};
  for (const [k, v] of url.searchParams) {
    if (Object.hasOwn(raw, k)) {
      return { ok: false, message: `${page}: '${k}'가 두 번 주어졌습니다 — 하나만 주세요` };
    }
    if (v.trim() === "" && spec.kinds.has(k)) continue;
    raw[k] = v;
  }
  try {
    const read = readArgs(spec, raw);
    if (read.notes.length) return { ok: false, message: `${page}: ${read.notes.join(" ")}` };
    const parsed = schema.safeParse(read.args);
    if (!parsed.success) {
      return { ok: false, message: `${page}: ${describeInputError(parsed.error)}` };
    }
    return { ok: true, params: parsed.data as Record<string, unknown> };
  } catch (e) {
    if (e instanceof InputError) return { ok: false, message: e.message };
    throw e;
  }
}
