/**
 * What the demo holds, for faces to show and search: the catalogue make_demo built from the
 * recordings (`catalogue.json`: titles read from each recording, and the call that opens it), so
 * that nothing but that one small JSON is parsed at run time.
 *
 * @module
 */

import CATALOGUE from "./catalogue.json" with { type: "json" };
import type { DemoCall, DemoCatalogue, DemoDoc, DemoList } from "./types.ts";

const catalogue = CATALOGUE as unknown as DemoCatalogue;

/**
 * The demo catalogue: every readable document of the demo set, grouped by kind, and every
 * recorded list, each with a tool call that answers from the recordings (never NOT_RECORDED).
 *
 * @example
 * ```ts
 * import { demoCatalogue } from "./catalogue.ts";
 * const { docs } = await demoCatalogue();
 * const civil = docs.find((d) => d.title === "민법");
 * console.log(civil?.call); // { tool: "get_law_text", arguments: { lawId: "001706" } }
 * ```
 */
export function demoCatalogue(): Promise<DemoCatalogue> {
  return Promise.resolve(catalogue);
}

/**
 * Folds what people type differently for the same name: spaces, ㆍ/·/・, case.
 *
 * @example
 * ```ts
 * import { foldName } from "./catalogue.ts";
 * foldName("초·중등 교육법") === foldName("초ㆍ중등교육법"); // true
 * ```
 */
export function foldName(s: string): string {
  return s.normalize("NFC").replace(/[\sㆍ·・‧]+/g, "").toLowerCase();
}

/**
 * Documents and lists of the demo whose title (or a recorded list row, or the list's query)
 * contains `query`, ignoring spaces and middle dots. An empty query matches nothing.
 *
 * @example
 * ```ts
 * import { matchDemo } from "./catalogue.ts";
 * const { docs, lists } = matchDemo("주택 임대차");
 * console.log(docs.map((d) => d.title), lists.length);
 * ```
 */
export function matchDemo(query: string): { docs: DemoDoc[]; lists: DemoList[] } {
  const q = foldName(query);
  if (!q) return { docs: [], lists: [] };
  const hit = (s: string | undefined) => s !== undefined && foldName(s).includes(q);
  return {
    docs: catalogue.docs.filter((d) => hit(d.title)),
    lists: catalogue.lists.filter((l) => hit(l.query) || l.names.some(hit)),
  };
}

/**
 * What the recordings say about a call that opens one document, judged by its identifiers
 * (lawId, mst, domain+id …): the recorded call that opens the same document (`recorded: true`,
 * e.g. `{ mst: "270551" }` for a law the demo recorded by MST, other arguments kept), or
 * `recorded: false` when no recorded document carries those identifiers. Undefined when the call
 * names no identifier a recording is known by (a name, a query): the recordings cannot judge it.
 *
 * @example
 * ```ts
 * import { pinRecorded } from "./catalogue.ts";
 * pinRecorded({ tool: "get_law_text", arguments: { lawId: "003058" } });
 * // { recorded: true, call: { tool: "get_law_text", arguments: { mst: "270551" } } }
 * ```
 */
export function pinRecorded(
  call: DemoCall,
): { recorded: true; call: DemoCall } | { recorded: false } | undefined {
  const args = call.arguments;
  let judged = false;
  for (const d of catalogue.docs) {
    if (d.call.tool !== call.tool) continue;
    const keys = Object.keys(args).filter((k) => k in d.ids);
    if (!keys.length) continue;
    judged = true;
    if (keys.some((k) => String(args[k]) !== d.ids[k])) continue;
    const rest = Object.entries(args).filter(([k]) => !(k in d.ids));
    return {
      recorded: true,
      call: { tool: call.tool, arguments: { ...Object.fromEntries(rest), ...d.call.arguments } },
    };
  }
  return judged ? { recorded: false } : undefined;
}
