/**
 * The list of current statutes from law.go.kr: `lawSearch.do?target=law` without a query,
 * page by page, as the statute search rows the rest of the package reads.
 *
 * @module
 */

import type { DrfClient } from "../../drf/client.ts";
import { type LawSearchRow, parseLawSearch } from "../../parse/search.ts";

/** Options of {@link fetchStatuteList}. */
export interface ListOptions {
  /** Rows per page (DRF's `display`, at most 100). */
  pageSize?: number;
  /** Called after each page with the pages read and the pages there are. */
  onPage?: (done: number, pages: number) => void;
  /** Aborts between and during calls. */
  signal?: AbortSignal;
}

/** Upstream's largest `display`. */
export const MAX_PAGE_SIZE = 100;

/**
 * Every row of the current-statute list, in upstream order, each 법령ID + MST once.
 *
 * @example
 * ```ts
 * import { DrfClient } from "../../drf/client.ts";
 * import { fetchStatuteList } from "./list.ts";
 * const client = new DrfClient({ oc: Deno.env.get("LAW_OC") });
 * const rows = await fetchStatuteList(client, { pageSize: 100 });
 * console.log(rows.length);
 * ```
 */
export async function fetchStatuteList(
  client: DrfClient,
  opts: ListOptions = {},
): Promise<LawSearchRow[]> {
  const display = Math.max(1, Math.min(MAX_PAGE_SIZE, opts.pageSize ?? MAX_PAGE_SIZE));
  const rows: LawSearchRow[] = [];
  const seen = new Set<string>();
  let pages = 1;
  for (let page = 1; page <= pages; page++) {
    const res = await client.call(
      { endpoint: "search", target: "law", params: { display, page } },
      { signal: opts.signal, noCache: true },
    );
    const p = parseLawSearch(res.data);
    pages = Math.max(1, Math.ceil(p.total / display));
    for (const r of p.rows) {
      const key = `${r.lawId}|${r.mst}`;
      if (!r.lawId || !r.mst || seen.has(key)) continue;
      seen.add(key);
      rows.push(r);
    }
    opts.onPage?.(page, pages);
    // A page shorter than asked ends the list even if totalCnt says more (it moved meanwhile).
    if (p.rows.length < display) break;
  }
  return rows;
}
