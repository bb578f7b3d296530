/**
 * The query parameters each page takes, read by the same argument reader the tools use
 * (lib `readParamSet`): old names come through the one alias table (`?date=` is `asOf`,
 * `?MST=` is `mst`), and a name a page does not take is refused — with the names it does
 * take and the closest one — never ignored. Shared fields (`mst`, `asOf`) are named, not
 * rebuilt: their shapes are defined once in lib.
 *
 * @module
 */

import { z } from "zod";
import { type ParamSet, paramSet, type ReadParamSet, readParamSet } from "../lib/vocab/mod.ts";

/** `/` and `/search`: the search box. */
export const SEARCH_PARAMS: ParamSet = paramSet([], {
  q: z.string().trim().max(200).optional(),
  /** One decision section, paged (`?kind=prec&page=2`). */
  kind: z.enum(["prec", "detc", "expc", "decc"]).optional(),
  page: z.coerce.number().int().min(1).max(1000).optional(),
});

/** `/law/{법령ID}[/{조문}]`: a pinned version and a point in time. */
export const LAW_PARAMS: ParamSet = paramSet(["mst", "asOf"]);

/** `/law/{법령ID}/annex/{별표}`: a pinned version (annexes are read as they stand). */
export const ANNEX_PARAMS: ParamSet = paramSet(["mst"]);

/** `/api/preview?path=`: the citation link whose target is previewed. */
export const PREVIEW_PARAMS: ParamSet = paramSet([], {
  path: z.string().trim().min(1).max(400),
});

/** `/treaty/{id}`: the text's language. */
export const TREATY_PARAMS: ParamSet = paramSet([], {
  language: z.enum(["ko", "en"]).optional(),
});

/** Pages that take no query parameters. */
export const NO_PARAMS: ParamSet = paramSet([]);

/** The read parameters, or why they cannot be used. */
export type ReadParams = ReadParamSet;

/** Reads `url`'s query string for the page `page` (its path pattern, named in the message). */
export function readParams(page: string, set: ParamSet, url: URL): ReadParams {
  return readParamSet(page, set, url.searchParams);
}
