/**
 * Retrieval's view of the law library: one FTS5 lookup per word, reading only the articles'
 * labels, titles and law names (retrieval scores titles itself), so that a question's dozen
 * words cost milliseconds. The library's own `searchBody` renders every hit's text and snippet,
 * which a person reading results needs and ranking does not.
 *
 * @module
 */

import type { LawLibrary } from "../library/mod.ts";
import { PREAMBLE_ROWID } from "../library/search.ts";
import { queryTerms } from "../library/tokens.ts";
import { unpackText } from "../library/pack.ts";
import type { ArticleIndex, LibraryHit } from "./types.ts";

interface Row {
  id: number;
  label: string;
  title: string | null;
  name: string;
  kind: string;
}

/**
 * An {@link ArticleIndex} over an open library.
 *
 * @example
 * ```ts
 * import { openLibrary } from "../library/mod.ts";
 * import { libraryIndex } from "./library_index.ts";
 * libraryIndex(openLibrary("law-library.db")).searchBody("분할연금", { limit: 5 });
 * ```
 */
export function libraryIndex(lib: LawLibrary): ArticleIndex {
  // Articles of the versions in force at import only: the index also holds each law's own text
  // (from PREAMBLE_ROWID) and the versions stored beside (시행 예정, from DATED_ROWID), which
  // have no article row here and took LIMIT places from articles that do.
  const match = lib.statement(
    `SELECT rowid AS id, bm25(fts, 4.0, 1.0) AS r FROM fts WHERE fts MATCH ?
     AND rowid < ${PREAMBLE_ROWID} ORDER BY r LIMIT ?`,
  );
  const within = lib.statement(
    "SELECT rowid AS id FROM fts WHERE fts MATCH ? AND rowid IN (SELECT value FROM json_each(?))",
  );
  const rowsOf = lib.statement(
    `SELECT a.id, a.label, a.title, l.name, l.kind FROM articles a JOIN laws l ON l.id = a.law
     WHERE a.id IN (SELECT value FROM json_each(?))`,
  );
  // Within one statute: its articles in force at import (those the index holds) only.
  const inLaw = lib.statement(
    `SELECT f.rowid AS id, bm25(fts, 4.0, 1.0) AS r, a.label, a.title, l.name, l.kind
     FROM fts f JOIN articles a ON a.id = f.rowid JOIN laws l ON l.id = a.law
     WHERE fts MATCH ? AND f.rowid < ${PREAMBLE_ROWID} AND l.name = ? ORDER BY r LIMIT ?`,
  );
  const texts = lib.statement(
    "SELECT id, title, md FROM articles WHERE id IN (SELECT value FROM json_each(?))",
  );
  const titleOf = lib.statement(
    `SELECT a.title FROM articles a JOIN laws l ON l.id = a.law
     WHERE l.name = ? AND a.label = ? AND l.repealed = 0
     ORDER BY l.indexed DESC, l.effective DESC LIMIT 1`,
  );
  let names: string[] | undefined;
  return {
    findLaws: (query, opts) => lib.findLaws(query, opts),
    within(query, rows) {
      const terms = queryTerms(query);
      if (!terms.length || !rows.length) return new Set();
      try {
        const found = within.all(
          terms.map((t) => t.expr).join(" AND "),
          JSON.stringify(rows),
        ) as { id: number }[];
        return new Set(found.map((f) => f.id));
      } catch {
        return new Set();
      }
    },
    inLaw(query, law, opts = {}) {
      const terms = queryTerms(query);
      if (!terms.length) return [];
      try {
        const rows = inLaw.all(
          terms.map((t) => t.expr).join(" AND "),
          law,
          opts.limit ?? 50,
        ) as unknown as (
          Row & { r: number }
        )[];
        const words = terms.map((t) => t.term);
        return rows.map((row) => ({
          lawName: row.name,
          kind: row.kind,
          article: row.label,
          ...(row.title ? { articleTitle: row.title } : {}),
          matched: words,
          score: -row.r,
          row: row.id,
        }));
      } catch {
        return [];
      }
    },
    holding(rows, test) {
      const out = new Set<number>();
      if (!rows.length) return out;
      const found = texts.all(JSON.stringify(rows)) as {
        id: number;
        title: string | null;
        md: Uint8Array;
      }[];
      for (const f of found) {
        if (test(`${f.title ?? ""}\n${unpackText(f.md)}`)) out.add(f.id);
      }
      return out;
    },
    titleOf(law, article) {
      const row = titleOf.get(law, article) as { title: string | null } | undefined;
      return row?.title ?? undefined;
    },
    lawNames: () =>
      names ??= (lib.db.prepare("SELECT DISTINCT name FROM laws").all() as { name: string }[])
        .map((r) => r.name),
    searchBody(query, opts = {}) {
      const terms = queryTerms(query);
      if (!terms.length) return [];
      const expr = terms.map((t) => t.expr).join(" AND ");
      const scoped = opts.scope === "title"
        ? `title : (${expr})`
        : opts.scope === "body"
        ? `body : (${expr})`
        : expr;
      let ids: { id: number; r: number }[];
      try {
        ids = match.all(scoped, Math.min(opts.limit ?? 20, 500)) as unknown as typeof ids;
      } catch {
        return [];
      }
      if (!ids.length) return [];
      const rows = rowsOf.all(JSON.stringify(ids.map((x) => x.id))) as unknown as Row[];
      const byId = new Map(rows.map((r) => [r.id, r]));
      const words = terms.map((t) => t.term);
      return ids.flatMap(({ id, r }): LibraryHit[] => {
        const row = byId.get(id);
        if (!row) return [];
        return [{
          lawName: row.name,
          kind: row.kind,
          article: row.label,
          ...(row.title ? { articleTitle: row.title } : {}),
          matched: words,
          score: -r,
          row: id,
        }];
      });
    },
  };
}
