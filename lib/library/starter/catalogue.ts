/**
 * What the starter library holds, for faces to list without opening it: the catalogue the build
 * wrote (`catalogue.json`: each statute's name, 법령ID, kind, ministries and field).
 *
 * @module
 */

import CATALOGUE from "./catalogue.json" with { type: "json" };
import type { StarterLaw } from "./types.ts";

const laws = CATALOGUE as unknown as StarterLaw[];

/**
 * The statutes of the starter library shipped in the package, grouped by field in the order the
 * build listed them (the topic table's areas, then the most-cited statutes).
 *
 * @example
 * ```ts
 * import { starterCatalogue } from "./catalogue.ts";
 * const fields = starterCatalogue();
 * console.log(fields[0].field, fields[0].laws[0].name); // "노동" "근로자퇴직급여 보장법"
 * ```
 */
export function starterCatalogue(): { field: string; laws: StarterLaw[] }[] {
  const out = new Map<string, StarterLaw[]>();
  for (const l of laws) {
    const list = out.get(l.group) ?? [];
    list.push(l);
    out.set(l.group, list);
  }
  return [...out].map(([field, laws]) => ({ field, laws }));
}
