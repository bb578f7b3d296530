/**
 * `scope: "both"`: the 사건명 search and the 본문 search (`search=2`) of one page, merged by
 * 일련번호, each row tagged with where it matched. Both lists are read at the asked page and
 * display; the merged page keeps rows found by both first, then alternates the two lists, and
 * says how many rows did not fit. One list failing leaves the other, said to be partial.
 *
 * @module
 */

import { DrfError } from "../../errors.ts";
import type { DecisionDomain } from "../../law/decision_domains.ts";
import type { DecisionRow } from "../../parse/decision.ts";
import type { ToolContext } from "../define.ts";
import type { CallTracker } from "../define.ts";
import { type DecisionQuery, searchDecisions } from "./source.ts";

/** Where a row was found. */
export type MatchedIn = "name" | "body" | "both";

/** A merged page of both searches. */
export interface BothResult {
  /** The larger of the two totals: the pages both lists have. */
  total: number;
  /** The page read. */
  page: number;
  /** Merged rows, tagged. */
  rows: (DecisionRow & { matchedIn: MatchedIn })[];
  /** Total of the 사건명 search (absent when it failed). */
  nameTotal?: number;
  /** Total of the 본문 search (absent when it failed). */
  bodyTotal?: number;
  /** Rows of this page that did not fit in `display`. */
  hidden: number;
  /** Why the answer is partial, when one search failed. */
  partial?: string;
}

async function attempt(
  run: () => ReturnType<typeof searchDecisions>,
): Promise<{ rows: DecisionRow[]; total: number } | DrfError> {
  try {
    const r = await run();
    return { rows: r.page.rows, total: r.page.total };
  } catch (e) {
    // A budget or input error is the whole answer's; an upstream failure of one half is not.
    if (e instanceof DrfError && e.code !== "BUDGET_EXHAUSTED") return e;
    throw e;
  }
}

/**
 * Runs both searches (two upstream calls) and merges them.
 *
 * @example
 * ```ts
 * import type { ToolCall, ToolContext } from "../define.ts";
 * import { decisionDomain } from "../../law/decision_domains.ts";
 * import { searchBoth } from "./search_both.ts";
 * // Inside a tool handler, which is given its context and call:
 * async function handler(ctx: ToolContext, call: ToolCall) {
 *   const q = { query: "임금", page: 1, display: 20 };
 *   return await searchBoth(ctx, call.track, decisionDomain("prec"), q);
 * }
 * ```
 */
export async function searchBoth(
  ctx: ToolContext,
  track: CallTracker,
  d: DecisionDomain,
  q: DecisionQuery,
): Promise<BothResult> {
  const name = await attempt(() => searchDecisions(ctx, track, d, { ...q, scope: "name" }));
  const body = await attempt(() => searchDecisions(ctx, track, d, { ...q, scope: "body" }));
  if (name instanceof DrfError && body instanceof DrfError) throw name;
  const ok = (x: typeof name) => (x instanceof DrfError ? undefined : x);
  const merged = mergeMatches(ok(name)?.rows ?? [], ok(body)?.rows ?? [], q.display);
  const failed = name instanceof DrfError
    ? `사건명 검색 실패 (${name.code}): 본문 검색 결과만입니다`
    : body instanceof DrfError
    ? `본문 검색 실패 (${body.code}): 사건명 검색 결과만입니다`
    : undefined;
  return {
    total: Math.max(ok(name)?.total ?? 0, ok(body)?.total ?? 0),
    page: q.page,
    ...merged,
    ...(ok(name) ? { nameTotal: ok(name)!.total } : {}),
    ...(ok(body) ? { bodyTotal: ok(body)!.total } : {}),
    ...(failed ? { partial: failed } : {}),
  };
}

/**
 * Merges two pages by 일련번호: rows in both first (in the 사건명 order), then the rest of the
 * two alternately; at most `display` rows, the others counted.
 *
 * @example
 * ```ts
 * import { mergeMatches } from "./search_both.ts";
 * const a = { domain: "prec" as const, id: "1", title: "임금" };
 * const b = { domain: "prec" as const, id: "2", title: "퇴직금" };
 * mergeMatches([a], [b], 20).rows.map((r) => r.matchedIn); // ["name", "body"]
 * ```
 */
export function mergeMatches(
  byName: readonly DecisionRow[],
  byBody: readonly DecisionRow[],
  display: number,
): { rows: (DecisionRow & { matchedIn: MatchedIn })[]; hidden: number } {
  const inBody = new Set(byBody.map((r) => r.id));
  const inName = new Set(byName.map((r) => r.id));
  const both = byName.filter((r) => inBody.has(r.id)).map((r) => ({
    ...r,
    matchedIn: "both" as const,
  }));
  const onlyName = byName.filter((r) => !inBody.has(r.id));
  const onlyBody = byBody.filter((r) => !inName.has(r.id));
  const rest: (DecisionRow & { matchedIn: MatchedIn })[] = [];
  for (let i = 0; i < Math.max(onlyName.length, onlyBody.length); i++) {
    if (onlyName[i]) rest.push({ ...onlyName[i], matchedIn: "name" });
    if (onlyBody[i]) rest.push({ ...onlyBody[i], matchedIn: "body" });
  }
  const all = [...both, ...rest];
  return { rows: all.slice(0, display), hidden: Math.max(0, all.length - display) };
}
