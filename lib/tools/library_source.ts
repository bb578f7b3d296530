/**
 * The local law library in front of law.go.kr, for the statute source (statute_source.ts): a
 * name resolves, a statute version loads and a title search answers from the library when it
 * holds them, with no upstream call. With a key, law.go.kr stays the authority: once the library
 * is older than its limit, the statute asked about is checked against the upstream list (one
 * search) and a newer version there is read live, and labelled so.
 *
 * Every read is recorded on the request's {@link LibraryAccess}; the registry turns the records
 * into the answer's source line and `meta.library` / `meta.confirm`.
 *
 * @module
 */

import type { ToolContext } from "./define.ts";
import {
  libraryDate,
  libraryLabel,
  type LibraryStatute,
  type StatuteLibrary,
} from "./library_access.ts";
import type { Statute } from "../parse/statute_types.ts";
import type { LawSearchRow, ListPage } from "../parse/search.ts";
import { todayKst } from "../parse/statute.ts";
import { resolveLawAlias } from "../law/names.ts";
import { showDate } from "../vocab/dates.ts";

/** A locator as the statute source takes it. */
export interface LibraryLocator {
  /** 법령ID. */
  lawId?: string;
  /** 법령일련번호 of one version. */
  mst?: string;
  /** Name or 약칭. */
  name?: string;
  /** The date the text is read at, YYYYMMDD (default today, KST). */
  asOf?: string;
}

/** The open library of this request, or undefined (none, off, `source: "live"`). */
export async function libraryOf(ctx: ToolContext): Promise<StatuteLibrary | undefined> {
  return ctx.library ? await ctx.library.open() : undefined;
}

/** A name the library holds exactly (or by 약칭), as `resolveLaw` answers it. */
export async function libraryResolve(
  ctx: ToolContext,
  name: string,
): Promise<{ lawId: string; mst?: string; name: string } | undefined> {
  const lib = await libraryOf(ctx);
  if (!lib) return undefined;
  // The exact name (or 약칭) only, as the upstream search's confident match; the version read
  // here is the one loadStatute reads next (kept parsed by the library).
  let got: LibraryStatute | undefined;
  try {
    got = lib.getStatute({ name }, iso(todayKst()));
  } catch {
    return undefined;
  }
  if (!got) return undefined;
  const info = got.statute.info;
  return fold(info.name) === fold(resolveLawAlias(name)) || info.abbreviation === name
    ? { lawId: info.lawId, name: info.name }
    : undefined;
}

/**
 * The statute version asked for, from the library when it holds it on that date; undefined sends
 * the caller to law.go.kr (or the demo). With a key and a library past its age limit, one list
 * search checks the statute first; a newer version upstream is left to the live read.
 */
export async function libraryStatute(
  ctx: ToolContext,
  loc: LibraryLocator,
  search: (name: string) => Promise<LawSearchRow[]>,
): Promise<Statute | undefined> {
  const access = ctx.library;
  const lib = await libraryOf(ctx);
  if (!access || !lib) return undefined;
  const today = todayKst();
  const on = loc.asOf ?? today;
  let got: LibraryStatute | undefined;
  try {
    got = lib.getStatute({ lawId: loc.lawId, mst: loc.mst, name: loc.name }, iso(on));
  } catch {
    return undefined; // a law the library cannot read is read where it was read before
  }
  if (!got) return undefined;
  const info = got.statute.info;
  // A date before the version the library holds: the history is law.go.kr's.
  if (!loc.mst && info.effectiveDate && info.effectiveDate > on) return undefined;
  const facts = lib.facts();
  if (access.keyed && on >= compact(libraryDate(facts)) && stale(facts, access.maxAgeDays)) {
    const newest = got.newestPromulgated ?? info.promulgationDate ?? "";
    let memo = access.checked.get(info.lawId);
    if (!memo) {
      memo = upstreamPromulgated(info.lawId, info.name, search);
      access.checked.set(info.lawId, memo);
    }
    const upstream = await memo;
    if (upstream && upstream > newest) {
      access.reads.push({
        kind: "live",
        lawId: info.lawId,
        name: info.name,
        newer: upstream,
        label: `law.go.kr 실시간 · ${info.name}: 로컬 사본(${facts.asOf} 공포분까지)보다 새 판 ` +
          `(${showDate(upstream)} 공포)`,
      });
      return undefined;
    }
  }
  access.reads.push({
    kind: "library",
    lawId: info.lawId,
    name: info.name,
    label: libraryLabel(facts),
    ...(got.pending ? { pending: got.pending } : {}),
  });
  return got.statute;
}

/**
 * A title search from the library (the `law` list: current statutes); undefined sends it to
 * law.go.kr: no library, or a key with a library past its age limit (the live list is newer).
 */
export async function librarySearch(
  ctx: ToolContext,
  q: { query: string; page?: number; display?: number },
): Promise<ListPage<LawSearchRow> | undefined> {
  const access = ctx.library;
  const lib = await libraryOf(ctx);
  if (!access || !lib) return undefined;
  const facts = lib.facts();
  if (access.keyed && stale(facts, access.maxAgeDays)) return undefined;
  const display = q.display ?? 20;
  const page = q.page ?? 1;
  const all = lib.findLaws(q.query, Math.min(page * display, 1000));
  const rows = all.slice((page - 1) * display, page * display).map((r): LawSearchRow => ({
    lawId: r.lawId,
    mst: r.mst,
    name: r.name,
    ...(r.kind ? { kind: r.kind } : {}),
    status: r.effectiveDate && r.effectiveDate > todayKst() ? "시행예정" : "현행",
    ...(r.promulgationDate ? { promulgationDate: r.promulgationDate } : {}),
    ...(r.effectiveDate ? { effectiveDate: r.effectiveDate } : {}),
    ...(r.ministry ? { ministry: r.ministry } : {}),
  }));
  access.reads.push({ kind: "library", label: libraryLabel(facts) });
  return { total: all.length, page, rows };
}

/** The upstream's 공포일자 of the statute's current version (one list search), or "". */
async function upstreamPromulgated(
  lawId: string,
  name: string,
  search: (name: string) => Promise<LawSearchRow[]>,
): Promise<string> {
  try {
    const rows = await search(name);
    return rows.find((r) => r.lawId === lawId)?.promulgationDate ?? "";
  } catch {
    // law.go.kr did not answer: the library answers, labelled with its date.
    return "";
  }
}

/** Whether the library is older than `maxAgeDays` (by the day its content was current). */
function stale(facts: ReturnType<StatuteLibrary["facts"]>, maxAgeDays: number): boolean {
  const day = Date.parse(`${libraryDate(facts)}T00:00:00+09:00`);
  if (Number.isNaN(day)) return true;
  return Date.now() - day > maxAgeDays * 86_400_000;
}

function fold(s: string): string {
  return s.replace(/[\s「」]/g, "").replace(/[·ㆍ･・]/g, "ㆍ");
}

function iso(ymd: string): string {
  return ymd.length === 8 ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}` : ymd;
}

function compact(date: string): string {
  return date.replaceAll("-", "");
}
