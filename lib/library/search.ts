/**
 * Body search over the library's full-text index: the query's words (particles stripped) as
 * bigram phrases, all words first and any word when that finds too little; ranked by BM25 with
 * the article title weighing four times the body, and a 법률 ahead of its 시행령 and 시행규칙 at
 * equal relevance. The matched words are found again in the article text for the snippet.
 *
 * @module
 */

import type { DatabaseSync } from "node:sqlite";
import { articleFromMarkdown, articlePlainText } from "./markdown.ts";
import { queryTerms } from "./tokens.ts";
import type { BodyHit, SearchBodyOptions } from "./types.ts";

/** Title weight against body in BM25. */
export const TITLE_WEIGHT = 4;
/** Score kept per tier step (법률 1, 시행령 ×0.95, 시행규칙 ×0.9). */
const TIER_FACTOR = 0.05;

interface Candidate {
  id: number;
  r: number;
}

interface Joined {
  id: number;
  article: number;
  branch: number;
  label: string;
  title: string | null;
  md: string;
  law_id: string;
  mst: string;
  name: string;
  kind: string;
  tier: number;
  effective: string;
}

function ftsQuery(exprs: string[], scope: SearchBodyOptions["scope"], op: "AND" | "OR"): string {
  const inner = exprs.join(` ${op} `);
  if (scope === "title") return `title : (${inner})`;
  if (scope === "body") return `body : (${inner})`;
  return inner;
}

function mark(text: string, terms: string[]): { snippet: string; matched: string[] } {
  const flat = text.replace(/\s+/g, " ");
  const lower = flat.toLowerCase();
  const matched: string[] = [];
  let first = -1;
  for (const t of terms) {
    const i = lower.indexOf(t);
    if (i >= 0) {
      matched.push(flat.slice(i, i + t.length));
      if (first < 0 || i < first) first = i;
    }
  }
  if (first < 0) return { snippet: flat.slice(0, 80), matched };
  const start = Math.max(0, first - 30);
  let piece = flat.slice(start, start + 120);
  for (const t of [...terms].sort((a, b) => b.length - a.length)) {
    piece = piece.replace(
      new RegExp(t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"),
      (m) => `\u0000${m}\u0001`,
    );
  }
  piece = piece.replaceAll("\u0000", "«").replaceAll("\u0001", "»").replace(/«+/g, "«").replace(
    /»+/g,
    "»",
  );
  return {
    snippet: `${start > 0 ? "…" : ""}${piece}${start + 120 < flat.length ? "…" : ""}`,
    matched,
  };
}

/**
 * Articles whose title or text hold the query's words, best first.
 *
 * @example
 * ```ts ignore
 * import { searchBody } from "./search.ts";
 * searchBody(lib.db, "분할연금", { limit: 5 }); // [{ lawName: "국민연금법", article: "제64조", … }]
 * ```
 */
export function searchBody(
  db: DatabaseSync,
  query: string,
  opts: SearchBodyOptions = {},
): BodyHit[] {
  const terms = queryTerms(query);
  if (!terms.length) return [];
  const limit = Math.min(Math.max(opts.limit ?? 20, 1), 200);
  const want = limit * 3 + 20;
  const kinds = opts.kinds?.length ? opts.kinds : undefined;
  const sql = `SELECT f.rowid AS id, bm25(fts, ${TITLE_WEIGHT}.0, 1.0) AS r FROM fts f
    ${kinds ? `JOIN articles a ON a.id = f.rowid JOIN laws l ON l.id = a.law` : ""}
    WHERE fts MATCH ? ${kinds ? `AND l.kind IN (${kinds.map(() => "?").join(",")})` : ""}
    ORDER BY r LIMIT ?`;
  const run = (op: "AND" | "OR"): Candidate[] => {
    try {
      return db.prepare(sql).all(
        ftsQuery(terms.map((t) => t.expr), opts.scope, op),
        ...(kinds ?? []),
        want,
      ) as unknown as Candidate[];
    } catch {
      return [];
    }
  };
  let cands = run("AND");
  if (terms.length > 1 && cands.length < limit) {
    const seen = new Set(cands.map((c) => c.id));
    // Articles with every word stay ahead of those with some.
    const more = run("OR").filter((c) => !seen.has(c.id)).map((c) => ({ id: c.id, r: c.r / 2 }));
    cands = [...cands, ...more];
  }
  if (!cands.length) return [];
  const byId = new Map(cands.map((c) => [c.id, c.r]));
  const rows = db.prepare(
    `SELECT a.id, a.article, a.branch, a.label, a.title, a.md, l.law_id, l.mst, l.name, l.kind,
      l.tier, l.effective FROM articles a JOIN laws l ON l.id = a.law
      WHERE a.id IN (${cands.map(() => "?").join(",")})`,
  ).all(...cands.map((c) => c.id)) as unknown as Joined[];
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const words = terms.map((t) => t.term);
  const hits = rows.map((row): BodyHit => {
    const art = articleFromMarkdown(
      {
        article: row.article,
        branch: row.branch,
        label: row.label,
        title: row.title ?? undefined,
        md: row.md,
      },
      [],
    );
    const inTitle = mark(row.title ?? "", words);
    const inBody = mark(articlePlainText(art), words);
    const matched = [...new Set([...inTitle.matched, ...inBody.matched])];
    const score = -(byId.get(row.id) ?? 0) * (1 - TIER_FACTOR * row.tier);
    return {
      lawId: row.law_id,
      mst: row.mst,
      lawName: row.name,
      kind: row.kind,
      article: row.label,
      articleTitle: row.title ?? undefined,
      snippet: inBody.matched.length ? inBody.snippet : inTitle.snippet,
      matched,
      score: Math.round(score * 1000) / 1000,
      status: row.effective > today ? "pending" : "in_force",
    };
  });
  hits.sort((a, b) => b.score - a.score);
  return hits.slice(0, limit);
}
