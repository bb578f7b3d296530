/**
 * The statute tools' view of a library file (lib/library's reader): facts read once, laws by
 * name, a version on a date in the statute model, and body search. Loaded by a dynamic import
 * on the first statute asked, so `node:sqlite` costs nothing at start-up.
 *
 * @module
 */

import { type LawLibrary, openLibrary } from "../library/reader.ts";
import { todayKst } from "../parse/statute.ts";
import { libraryIndex } from "../retrieve/library_index.ts";
import type { ArticleIndex } from "../retrieve/types.ts";
import type {
  LibraryBodyHit,
  LibraryFacts,
  LibraryLawRow,
  LibraryStatute,
  StatuteLibrary,
} from "./library_access.ts";

/**
 * Opens `path` read-only as the tools read it. A missing, corrupt, foreign or newer-schema file
 * throws lib/library's `LibraryError`, whose message says which.
 *
 * @example
 * ```ts
 * import { openStatuteLibrary } from "./library_adapter.ts";
 * const lib = openStatuteLibrary("law-library.db");
 * lib.getStatute({ name: "민법" }, "2026-06-05")?.statute.info.name; // "민법"
 * ```
 */
export function openStatuteLibrary(path: string): StatuteLibrary {
  const lib = openLibrary(path);
  return adapt(lib);
}

/** Parsed statute versions kept per open library (the few laws a conversation reads). */
const RECENT = 16;

function compact(date: string | undefined): string | undefined {
  return date ? date.replaceAll("-", "") : undefined;
}

function adapt(lib: LawLibrary): StatuteLibrary {
  // The meta table only (meta() also counts every article: not per request).
  const m: Record<string, string> = {};
  for (const r of lib.db.prepare("SELECT key, value FROM meta").all()) {
    const row = r as { key: string; value: string };
    m[row.key] = row.value;
  }
  const facts: LibraryFacts = {
    asOf: m.asOf ?? "",
    ...(m.builtAt ? { builtAt: m.builtAt } : {}),
    source: m.source ?? "",
  };
  const recent = new Map<string, { value: LibraryStatute | undefined }>();
  /** Other keys of a statute in `recent` (its 제목, its MST or 법령ID) → its key there. */
  const aliases = new Map<string, string>();
  const read = (
    ref: { lawId?: string; mst?: string; name?: string },
    asOf: string,
  ): LibraryStatute | undefined => {
    const law = lib.getLaw(ref, { asOf });
    // Repealed, or not yet in force: law.go.kr (or the demo) says what it is.
    if (!law || (!ref.mst && law.law.status !== "in_force")) return undefined;
    const { law: row, pending, preamble: _p, sourceLabel: _l, ...statute } = law;
    const newest = [row.promulgated, pending?.promulgated].filter(Boolean).sort().pop();
    return {
      statute,
      ...(pending && !pending.effective.startsWith("9999")
        ? {
          pending: {
            mst: pending.mst,
            effective: compact(pending.effective)!,
            promulgated: compact(pending.promulgated),
          },
        }
        : {}),
      ...(newest ? { newestPromulgated: compact(newest) } : {}),
    };
  };
  const lists = new Map<string, LibraryLawRow[]>();
  const listLaws = (query: string, limit: number): LibraryLawRow[] =>
    lib.findLaws(query, { limit }).filter((r) => r.status !== "repealed").map((r) => ({
      lawId: r.lawId,
      mst: r.mst,
      name: r.name,
      ...(r.kind ? { kind: r.kind } : {}),
      ...(r.promulgated ? { promulgationDate: compact(r.promulgated) } : {}),
      ...(r.effective ? { effectiveDate: compact(r.effective) } : {}),
      ...(r.ministries.length ? { ministry: r.ministries.join(", ") } : {}),
    }));
  let index: ArticleIndex | undefined;
  return {
    facts: () => facts,
    // Everyday retrieval reads the same open file the statute tools read (one choice per process).
    articleIndex: () => index ??= libraryIndex(lib),
    findLaws(query, limit): LibraryLawRow[] {
      // A title scan of every law (tens of ms on the full corpus); lists repeat (search_law, the
      // citation check's family searches).
      const key = `${todayKst()}|${limit}|${query}`; // a law's status turns with the day
      const hit = lists.get(key);
      if (hit) return hit;
      const rows = listLaws(query, limit);
      lists.set(key, rows);
      if (lists.size > RECENT * 4) lists.delete(lists.keys().next().value!);
      return rows;
    },
    getStatute(ref, asOf): LibraryStatute | undefined {
      // A whole law parses in tens of ms (민법: 1,193 articles); the same read repeats, under
      // other names: by 제목, then by 법령ID and 제목, then by MST. Each statute is kept once,
      // under the version that answers (MST, else 법령ID), and names lead to it; keyed by the
      // request as it came, 7 statutes read in turn filled 16 places and every read parsed twice.
      const key = ref.mst ? `m|${ref.mst}|${asOf}` : ref.lawId ? `l|${ref.lawId}|${asOf}` : "";
      const named = ref.name ? `n|${ref.name}|${asOf}` : "";
      const asked = key || named;
      const known = recent.has(asked) ? asked : aliases.get(asked);
      const hit = known ? recent.get(known) : undefined;
      if (hit) {
        recent.delete(known!);
        recent.set(known!, hit);
        return hit.value;
      }
      const value = read(ref, asOf);
      const info = value?.statute.info;
      const own = key || (info ? `l|${info.lawId}|${asOf}` : named);
      recent.set(own, { value });
      if (recent.size > RECENT) recent.delete(recent.keys().next().value!);
      const alias = (k: string) => {
        if (!k || k === own) return;
        aliases.delete(k);
        aliases.set(k, own);
        if (aliases.size > RECENT * 4) aliases.delete(aliases.keys().next().value!);
      };
      alias(named);
      // The version in force read by 법령ID is the one its MST names, and the reverse.
      if (info && value && !ref.mst && info.mst) alias(`m|${info.mst}|${asOf}`);
      if (info && ref.mst && info.status === "현행") alias(`l|${info.lawId}|${asOf}`);
      return value;
    },
    searchBody(query, opts): LibraryBodyHit[] {
      const scope = opts.scope === "name" ? "title" : opts.scope;
      const limit = Math.min(opts.limit, 200);
      return lib.searchBody(query, { limit, scope, snippets: opts.snippets }).map((h) => ({
        lawId: h.lawId,
        mst: h.mst,
        lawName: h.lawName,
        kind: h.kind,
        article: h.article,
        ...(h.articleTitle ? { articleTitle: h.articleTitle } : {}),
        snippet: h.snippet,
        matched: h.matched,
      }));
    },
  };
}
