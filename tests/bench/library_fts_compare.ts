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
  indexTokens,
  queryTerms,
  unpackText,
  words,
} from "../../lib/library/mod.ts";
import { stem } from "../../lib/korean/mod.ts";
import { LATENCY_QUERIES, RECALL_QUERIES } from "./library_queries.ts";

type Scheme = "bigram" | "trigram";

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))] * 10) / 10;
}

function trigramTerms(query: string): string[] {
  const seen = new Set<string>();
  for (const w of words(query)) seen.add(stem(w) || w);
  return [...seen];
}

function matchFor(scheme: Scheme, query: string, op: "AND" | "OR"): string | undefined {
  if (scheme === "bigram") {
    const t = queryTerms(query);
    return t.length ? t.map((x) => x.expr).join(` ${op} `) : undefined;
  }
  // trigram: a term under three characters cannot be matched by the index at all.
  const t = trigramTerms(query).filter((x) => [...x].length >= 3);
  return t.length ? t.map((x) => `"${x.replaceAll('"', '""')}"`).join(` ${op} `) : undefined;
}

/** Runs the comparison; returns the figures. */
export function compare(libraryPath: string, scratchDir: string) {
  const out: Record<string, unknown> = {};
  const texts: { id: number; title: string; body: string }[] = [];
  const lib = new DatabaseSync(libraryPath, { readOnly: true });
  const rows = lib.prepare(`SELECT a.id, a.article, a.branch, a.label, a.title, a.md FROM articles a
    JOIN laws l ON l.id = a.law WHERE l.indexed = 1 AND l.repealed = 0`).all() as {
    id: number;
    article: number;
    branch: number;
    label: string;
    title: string | null;
    md: Uint8Array | string;
  }[];
  for (const r of rows) {
    const a = articleFromMarkdown({ ...r, md: unpackText(r.md), title: r.title ?? undefined }, []);
    if (a.deleted) continue;
    texts.push({ id: r.id, title: r.title ?? "", body: articlePlainText(a) });
  }
  lib.close();
  out.articles = texts.length;
  out.textBytes = texts.reduce((n, t) => n + new TextEncoder().encode(t.title + t.body).length, 0);
  for (const scheme of ["bigram", "trigram"] as Scheme[]) {
    const file = `${scratchDir}/${scheme}.db`;
    const db = new DatabaseSync(file);
    db.exec("PRAGMA page_size = 16384; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF");
    db.exec(
      scheme === "bigram"
        ? "CREATE VIRTUAL TABLE f USING fts5(title, body, content='', tokenize='unicode61 remove_diacritics 0')"
        : "CREATE VIRTUAL TABLE f USING fts5(title, body, content='', tokenize='trigram')",
    );
    const t0 = performance.now();
    const ins = db.prepare("INSERT INTO f (rowid, title, body) VALUES (?, ?, ?)");
    db.exec("BEGIN");
    for (const t of texts) {
      if (scheme === "bigram") ins.run(t.id, indexTokens(t.title), indexTokens(t.body));
      else ins.run(t.id, t.title.normalize("NFC"), t.body.normalize("NFC"));
    }
    db.exec("COMMIT");
    db.exec("INSERT INTO f(f) VALUES ('optimize')");
    const buildSeconds = Math.round((performance.now() - t0) / 100) / 10;
    db.close();
    const bytes = Deno.statSync(file).size;
    const q = new DatabaseSync(file, { readOnly: true });
    q.exec(`ATTACH '${libraryPath.replaceAll("'", "''")}' AS lib`);
    const search = (query: string, limit: number): string[] => {
      const stmt = (m: string) =>
        q.prepare(
          `SELECT l.name || ' ' || a.label AS k FROM (SELECT rowid AS id, bm25(f, 4.0, 1.0) AS r
          FROM f WHERE f MATCH ? ORDER BY r LIMIT ?) h JOIN lib.articles a ON a.id = h.id
          JOIN lib.laws l ON l.id = a.law ORDER BY h.r * (1 - 0.05 * l.tier)`,
        ).all(m, limit) as { k: string }[];
      const and = matchFor(scheme, query, "AND");
      if (!and) return [];
      let hits = stmt(and).map((r) => r.k);
      if (hits.length < limit) {
        const or = matchFor(scheme, query, "OR")!;
        hits = [...hits, ...stmt(or).map((r) => r.k).filter((k) => !hits.includes(k))];
      }
      return hits.slice(0, limit);
    };
    let found = 0;
    const misses: string[] = [];
    for (const r of RECALL_QUERIES) {
      const hits = search(r.q, 10);
      if (r.expect.some((e) => hits.includes(e))) found++;
      else misses.push(r.q);
    }
    const times: number[] = [];
    for (const query of LATENCY_QUERIES) {
      const t = performance.now();
      search(query, 20);
      times.push(performance.now() - t);
    }
    q.close();
    out[scheme] = {
      indexBytes: bytes,
      buildSeconds,
      recallAt10: `${found}/${RECALL_QUERIES.length}`,
      misses,
      p50Ms: pct(times, 0.5),
      p99Ms: pct(times, 0.99),
    };
  }
  return out;
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
