/**
 * Fetching statutes for the statute tools: search, name resolution, and whole bodies (current or
 * as of a date), with the bookkeeping every answer reports in its `meta`.
 *
 * @module
 */

import { DrfError, InputError } from "../errors.ts";
import { rankByName, resolveLawAlias } from "../law/names.ts";
import { type LawSearchRow, type ListPage, parseLawSearch } from "../parse/search.ts";
import {
  parseStatute,
  type ParseStatuteOptions,
  type Statute,
  todayKst,
} from "../parse/statute.ts";
import type { ToolContext } from "./define.ts";
import type { CallTracker } from "./define.ts";
import { foldName, matchDemo } from "../demo/mod.ts";
import { isNotRecorded } from "./demo_answer.ts";
import { libraryResolve, librarySearch, libraryStatute } from "./library_source.ts";

/** Which statute list to search: current (`law`) or by effective date incl. history (`eflaw`). */
export type LawListTarget = "law" | "eflaw";

/** Searches statutes by name and ranks exact names first. */
export async function searchLaws(
  ctx: ToolContext,
  track: CallTracker,
  q: { query: string; page?: number; display?: number; target?: LawListTarget },
): Promise<{ resolvedQuery: string; page: ListPage<LawSearchRow> & { local?: boolean } }> {
  const resolvedQuery = resolveLawAlias(q.query);
  if ((q.target ?? "law") === "law") {
    const local = await librarySearch(ctx, { ...q, query: resolvedQuery });
    // The library's list of current statutes; a name it lacks is still asked upstream.
    if (local?.rows.length) {
      // `local`: its rows open from the library, recorded by the demo or not (list_tool).
      const rows = rankByName(resolvedQuery, local.rows);
      return { resolvedQuery, page: { ...local, rows, local: true } };
    }
  }
  return { resolvedQuery, page: await searchUpstream(ctx, track, { ...q, query: resolvedQuery }) };
}

/**
 * The upstream list search by name (one call): how the library checks, with a key, that the
 * statute asked about has no newer version at law.go.kr.
 */
export function upstreamList(
  ctx: ToolContext,
  track: CallTracker,
): (name: string) => Promise<LawSearchRow[]> {
  return async (name) => (await searchUpstream(ctx, track, { query: name, display: 20 })).rows;
}

/** One upstream list search (law.go.kr or the demo), ranked by name. */
async function searchUpstream(
  ctx: ToolContext,
  track: CallTracker,
  q: { query: string; page?: number; display?: number; target?: LawListTarget },
): Promise<ListPage<LawSearchRow>> {
  const resolvedQuery = q.query;
  const res = track.note(
    await ctx.client.call(
      {
        endpoint: "search",
        target: q.target ?? "law",
        params: { query: resolvedQuery, display: q.display ?? 20, page: q.page ?? 1 },
      },
      { budget: ctx.budget, signal: ctx.signal, oc: ctx.oc },
    ),
  );
  const page = parseLawSearch(res.data);
  return { ...page, rows: rankByName(resolvedQuery, page.rows) };
}

/** A way to name one statute. */
export interface LawLocator {
  /** 법령ID. */
  lawId?: string;
  /** 법령일련번호 of one version. */
  mst?: string;
  /** Name or 약칭. */
  name?: string;
}

/**
 * Turns a name into a 법령ID by one search; ID and MST pass through. A name that matches no
 * statute exactly (or by 약칭) is a miss with suggestions, never a guess.
 */
export async function resolveLaw(
  ctx: ToolContext,
  track: CallTracker,
  loc: LawLocator,
): Promise<{ lawId?: string; mst?: string; name?: string }> {
  if (loc.lawId || loc.mst) return { lawId: loc.lawId, mst: loc.mst };
  if (!loc.name) throw new InputError("lawId, mst 또는 name 중 하나가 필요합니다.");
  const local = await libraryResolve(ctx, loc.name);
  if (local) return local;
  let found: Awaited<ReturnType<typeof searchLaws>>;
  try {
    found = await searchLaws(ctx, track, { query: loc.name, display: 20 });
  } catch (e) {
    // Demo mode: no search of this name was recorded, but the demo may hold the statute itself
    // (건축법, 형법 …): its exact title names it, as a search's exact row would.
    const doc = isNotRecorded(e, ctx) ? demoStatute(loc.name) : undefined;
    if (!doc) throw e;
    return doc;
  }
  const { resolvedQuery, page } = found;
  const best = page.rows[0];
  if (!best || !isConfident(resolvedQuery, best)) {
    const near = page.rows.slice(0, 5).map((r) => r.name).join(", ");
    throw new DrfError(
      "NOT_FOUND",
      `'${loc.name}'와 이름이 일치하는 법령을 찾지 못했습니다.` +
        (near ? ` 비슷한 법령: ${near}` : ""),
      { target: "law" },
    );
  }
  return { lawId: best.lawId, mst: best.mst, name: best.name };
}

/** The demo's statute whose title is exactly this name (or its 약칭's full name). */
function demoStatute(name: string): { lawId?: string; mst?: string; name: string } | undefined {
  const want = foldName(resolveLawAlias(name));
  const doc = matchDemo(resolveLawAlias(name)).docs.find((d) =>
    d.group === "law" && d.ids.lawId && foldName(d.title) === want
  );
  if (!doc) return undefined;
  // By the identifier the recording was made with: a statute recorded by MST only is not
  // answered by its 법령ID (the body names the 법령ID once read).
  const byMst = doc.call.arguments.mst !== undefined && doc.call.arguments.lawId === undefined;
  return byMst
    ? { mst: String(doc.call.arguments.mst), name: doc.title }
    : { lawId: doc.ids.lawId, mst: doc.ids.mst, name: doc.title };
}

function isConfident(query: string, row: LawSearchRow): boolean {
  const norm = (s: string) => s.replace(/[\s「」]/g, "").replace(/[·ㆍ･・]/g, "ㆍ");
  return norm(row.name) === norm(query) ||
    (!!row.abbreviation && norm(row.abbreviation) === norm(query));
}

/**
 * Statutes already normalised, per decoded body object: the client hands out the same object for
 * warm repeats, so a law read twice is parsed once (≈4 ms for 건축법). Weak: it goes with the body.
 */
const PARSED = new WeakMap<object, Map<string, Statute>>();

function parseOnce(data: Record<string, unknown>, opts: ParseStatuteOptions): Statute {
  const key = `${opts.mst ?? ""}|${opts.asOf ?? ""}|${opts.historical ? 1 : 0}`;
  let byOpts = PARSED.get(data);
  if (!byOpts) PARSED.set(data, byOpts = new Map());
  let statute = byOpts.get(key);
  if (!statute) byOpts.set(key, statute = parseStatute(data, opts));
  return statute;
}

/**
 * Loads a whole statute version. Current text by 법령ID (`law` target, which returns the
 * current version); a given MST as is; `asOf` picks the version in force on that date from the
 * `eflaw` list and reads it with `MST` + `efYd` (the `eflaw` body ignores `efYd` with `ID`).
 */
export async function loadStatute(
  ctx: ToolContext,
  track: CallTracker,
  loc: { lawId?: string; mst?: string; name?: string; asOf?: string },
  opts: { recordedFirst?: boolean } = {},
): Promise<Statute> {
  // In demo mode a recorded body holds what a library lacks (별표 text): asked first when
  // `recordedFirst`, the library answering what the recordings do not hold.
  if (opts.recordedFirst && ctx.demoNotice) {
    try {
      return await loadUpstream(ctx, track, loc);
    } catch (e) {
      if (!isNotRecorded(e, ctx)) throw e;
    }
  }
  const local = await libraryStatute(ctx, loc, upstreamList(ctx, track));
  if (local) return local;
  return await loadUpstream(ctx, track, loc);
}

async function loadUpstream(
  ctx: ToolContext,
  track: CallTracker,
  loc: { lawId?: string; mst?: string; name?: string; asOf?: string },
): Promise<Statute> {
  const opts = { budget: ctx.budget, signal: ctx.signal, oc: ctx.oc };
  if (loc.asOf) {
    const version = await versionInForce(ctx, track, loc, loc.asOf);
    const res = track.note(
      await ctx.client.call({
        endpoint: "service",
        target: "eflaw",
        params: { MST: version.mst, efYd: version.effectiveDate },
      }, opts),
    );
    const historical = version.status === "연혁";
    return parseOnce(res.data, { mst: version.mst, asOf: loc.asOf, historical });
  }
  const params = loc.lawId ? { ID: loc.lawId } : { MST: loc.mst };
  const res = track.note(
    await ctx.client.call({ endpoint: "service", target: "law", params }, opts),
  );
  return parseOnce(res.data, { mst: loc.lawId ? undefined : loc.mst, asOf: todayKst() });
}

async function versionInForce(
  ctx: ToolContext,
  track: CallTracker,
  loc: { lawId?: string; mst?: string; name?: string },
  asOf: string,
): Promise<LawSearchRow> {
  let name = loc.name;
  if (!name) {
    // The version list is searched by name; one current body read tells us the name.
    const current = await loadStatute(ctx, track, { lawId: loc.lawId, mst: loc.mst });
    name = current.info.name;
  }
  const { page } = await searchLaws(ctx, track, { query: name, display: 100, target: "eflaw" });
  const exact = page.rows.filter((r) =>
    (loc.lawId ? r.lawId === loc.lawId : r.name.replace(/\s/g, "") === name!.replace(/\s/g, "")) &&
    r.effectiveDate && r.effectiveDate <= asOf
  );
  exact.sort((a, b) => (b.effectiveDate! > a.effectiveDate! ? 1 : -1));
  if (!exact[0]) {
    throw new DrfError(
      "NOT_FOUND",
      `${asOf} 당시 시행 중이던 '${name}' 판을 찾지 못했습니다 (아직 제정 전이거나 목록 밖).`,
      { target: "eflaw" },
    );
  }
  return exact[0];
}
