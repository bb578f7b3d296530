/**
 * Measures two full-text schemes for the law library on one built library: FTS5's `trigram`
 * tokenizer against the library's own syllable-bigram tokens (lib/library/tokens.ts), both
 * contentless over the same article titles and texts. Prints index size, recall@10 on
 * RECALL_QUERIES and p50/p99 latency on LATENCY_QUERIES.
 *
 *   deno run -A tests/bench/library_fts_compare.ts LIBRARY.db [--json FILE]
 */

import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import {
  articleFromMarkdown,
  articlePlainText,
  openLibrary,
  searchTerms,
  unpackText,
} from "../../lib/library/mod.ts";
import { LATENCY_QUERIES, RECALL_QUERIES } from "./library_queries.ts";

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))] * 10) / 10;
}

function ftsBytes(db: DatabaseSync, table: string): number {
  const r = db.prepare("SELECT sum(pgsize) AS n FROM dbstat WHERE name LIKE ?").get(
    `${table}%`,
  ) as {
    n: number;
  };
  return r.n;
}

/** The library's own search strategy over a trigram table: all words, all but one, any. */
function trigramSearch(db: DatabaseSync, query: string, limit: number): string[] {
  const terms = searchTerms(query).map((t) => t.term).filter((t) => [...t].length >= 3);
  if (!terms.length) return []; // trigram cannot match a word under three characters
  const exprs = terms.map((t) => `"${t.replaceAll('"', '""')}"`);
  const stmt = (m: string) =>
    db.prepare(`SELECT l.name || ' ' || a.label AS k, h.r FROM (SELECT rowid AS id,
      bm25(t, 4.0, 1.0) AS r FROM t WHERE t MATCH ? ORDER BY r LIMIT ?) h
      JOIN lib.articles a ON a.id = h.id JOIN lib.laws l ON l.id = a.law
      ORDER BY h.r * (1 - 0.05 * l.tier)`).all(m, limit * 3 + 20) as { k: string; r: number }[];
  const out: { k: string; r: number }[] = stmt(exprs.join(" AND "));
  const seen = new Set(out.map((x) => x.k));
  const add = (rows: { k: string; r: number }[]) => {
    for (const x of rows) if (!seen.has(x.k)) (seen.add(x.k), out.push({ k: x.k, r: x.r * 0.5 }));
  };
  if (exprs.length > 2 && exprs.length <= 6 && out.length < limit) {
    for (let i = 0; i < exprs.length; i++) add(stmt(exprs.filter((_, j) => j !== i).join(" AND ")));
  }
  if (exprs.length > 1 && (out.length === 0 || (exprs.length === 2 && out.length < limit))) {
    add(stmt(exprs.join(" OR ")));
  }
  return out.sort((a, b) => a.r - b.r).slice(0, limit).map((x) => x.k);
}

function measure(search: (q: string, limit: number) => string[]) {
  let found = 0;
  const misses: string[] = [];
  for (const r of RECALL_QUERIES) {
    const hits = search(r.q, 10);
    if (r.expect.some((e) => hits.includes(e))) found++;
    else misses.push(r.q);
  }
  const times: number[] = [];
  let empty = 0;
  for (const query of LATENCY_QUERIES) {
    const t = performance.now();
    if (!search(query, 20).length) empty++;
    times.push(performance.now() - t);
  }
  return {
    recallAt10: `${found}/${RECALL_QUERIES.length}`,
    misses,
    p50Ms: pct(times, 0.5),
    p99Ms: pct(times, 0.99),
    queriesWithoutHits: empty,
  };
}

/** Runs the comparison on a built library; returns the figures. */
export function compare(libraryPath: string, scratchDir: string) {
  const lib = openLibrary(libraryPath);
  const bigram = {
    indexBytes: ftsBytes(lib.db, "fts"),
    ...measure((q, limit) => lib.searchBody(q, { limit }).map((h) => `${h.lawName} ${h.article}`)),
  };
  const rows = lib.db.prepare(`SELECT a.id, a.article, a.branch, a.label, a.title, a.md
    FROM articles a JOIN laws l ON l.id = a.law WHERE l.indexed = 1 AND l.repealed = 0`).all() as {
    id: number;
    article: number;
    branch: number;
    label: string;
    title: string | null;
    md: Uint8Array | string;
  }[];
  lib.close();
  const file = `${scratchDir}/trigram.db`;
  const db = new DatabaseSync(file);
  db.exec("PRAGMA page_size = 16384; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF");
  db.exec("CREATE VIRTUAL TABLE t USING fts5(title, body, content='', tokenize='trigram')");
  const t0 = performance.now();
  const ins = db.prepare("INSERT INTO t (rowid, title, body) VALUES (?, ?, ?)");
  let textBytes = 0;
  db.exec("BEGIN");
  for (const r of rows) {
    const a = articleFromMarkdown({ ...r, md: unpackText(r.md), title: r.title ?? undefined }, []);
    if (a.deleted) continue;
    const body = articlePlainText(a).normalize("NFC");
    textBytes += new TextEncoder().encode((r.title ?? "") + body).length;
    ins.run(r.id, (r.title ?? "").normalize("NFC"), body);
  }
  db.exec("COMMIT");
  db.exec("INSERT INTO t(t) VALUES ('optimize')");
  const buildSeconds = Math.round((performance.now() - t0) / 100) / 10;
  db.exec(`ATTACH '${libraryPath.replaceAll("'", "''")}' AS lib`);
  const trigram = {
    indexBytes: ftsBytes(db, "t"),
    buildSeconds,
    ...measure((q, limit) => trigramSearch(db, q, limit)),
  };
  db.close();
  return { indexedTextBytes: textBytes, bigram, trigram };
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    args: Deno.args,
    allowPositionals: true,
    options: { json: { type: "string" } },
  });
  const scratch = await Deno.makeTempDir({ prefix: "fts-compare-" });
  try {
    const res = compare(positionals[0], scratch);
    console.log(JSON.stringify(res, null, 2));
    if (values.json) await Deno.writeTextFile(values.json, JSON.stringify(res, null, 2) + "\n");
  } finally {
    await Deno.remove(scratch, { recursive: true });
  }
}
