/**
 * The statute tools' view of a library file (lib/library's reader): facts read once, laws by
 * name, a version on a date in the statute model, and body search. Loaded by a dynamic import
 * on the first statute asked, so `node:sqlite` costs nothing at start-up.
 *
 * @module
 */

import { type LawLibrary, openLibrary } from "../library/mod.ts";
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
 * ```ts ignore
 * import { openStatuteLibrary } from "./library_adapter.ts";
 * const lib = openStatuteLibrary("law-library.db");
 * lib.getStatute({ name: "민법" }, "2026-06-05")?.statute.info.name; // "민법"
 * ```
 */
export function openStatuteLibrary(path: string): StatuteLibrary {
  const lib = openLibrary(path);
  return adapt(lib);
}

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
  return {
    facts: () => facts,
    findLaws(query, limit): LibraryLawRow[] {
      return lib.findLaws(query, { limit }).filter((r) => r.status !== "repealed").map((r) => ({
        lawId: r.lawId,
        mst: r.mst,
        name: r.name,
        ...(r.kind ? { kind: r.kind } : {}),
        ...(r.promulgated ? { promulgationDate: compact(r.promulgated) } : {}),
        ...(r.effective ? { effectiveDate: compact(r.effective) } : {}),
        ...(r.ministries.length ? { ministry: r.ministries.join(", ") } : {}),
      }));
    },
    getStatute(ref, asOf): LibraryStatute | undefined {
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
    },
    searchBody(query, opts): LibraryBodyHit[] {
      const scope = opts.scope === "name" ? "title" : opts.scope;
      return lib.searchBody(query, { limit: Math.min(opts.limit, 200), scope }).map((h) => ({
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
