/**
 * What the search box means, read by the one query reader every face shares (lib/route
 * `routeQuery`, the same the CLI and the research chains use): "민법 제750조" (law + article),
 * "최저임금법 시행규칙 별표 3" (law + annex), a case number ("2021다248190"), otherwise words.
 *
 * @module
 */

import { type AnnexRef, compactAnnexRef, parseAnnexRef } from "../lib/mod.ts";

// The reading of the box and the resolver behind it are lib's: the CLI's question uses the same.
export { interpret, openQuery } from "../lib/route/mod.ts";
export type { Interpretation, Opened } from "../lib/route/mod.ts";

/** `/law/…/annex/` path segment of an annex: "별표1의2", "별지1", "별표" (unnumbered). */
export function annexSegment(ref: AnnexRef): string {
  return compactAnnexRef(ref);
}

/** Reads an annex path segment back ("별표1의2"; the printed notation works too). */
export function parseAnnexSegment(seg: string): AnnexRef | undefined {
  return parseAnnexRef(seg.trim());
}
