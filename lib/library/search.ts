/**
 * Body search over the library's full-text index: the query's words (particles stripped) as
 * bigram phrases, all words first and any word when that finds too little; ranked by BM25 with
 * the article title weighing four times the body, and a 법률 ahead of its 시행령 and 시행규칙 at
 * equal relevance. The matched words are found again in the article text for the snippet.
 *
 * @module
 */

import type { DatabaseSync, StatementSync } from "node:sqlite";
import { articleFromMarkdown, articlePlainText } from "./markdown.ts";
import { type QueryTerm, queryTerms } from "./tokens.ts";
import { unpackText } from "./pack.ts";
import type { BodyHit, SearchBodyOptions } from "./types.ts";
import { isoDate, pickVersions, type VersionRow } from "./versions.ts";

/**
 * FTS rowids from here on index a law's own text (its preamble), for the laws that have no
 * articles (text directly under the title): rowid = this + the law's row id. Article ids stay
 * far below it.
 *
 * @example
 * ```ts
 * import { PREAMBLE_ROWID } from "./search.ts";
 * console.log(PREAMBLE_ROWID > 1e12); // true
 * ```
 */
export const PREAMBLE_ROWID = 2 ** 40;

/**
 * FTS rowids from here on index the versions stored beside the one in force at import (a 시행
 * 예정 text): rowid = this + the article id (or + the preamble rowid). Only body search reads
 * them (it maps them back and keeps each law's version in force on the date asked); a reader
 * that joins FTS rowids to article ids sees the versions in force at import alone, as before.
 *
 * @example
 * ```ts
 * import { DATED_ROWID, PREAMBLE_ROWID } from "./search.ts";
 * console.log(DATED_ROWID > PREAMBLE_ROWID); // true
 * ```
 */
export const DATED_ROWID = 2 ** 42;

/**
 * Where search gets its statements: an open database, or the reader's cache of prepared ones
 * (`LawLibrary` passes its own, so a search prepares nothing).
 *
 * @example
 * ```ts
 * import { openLibrary } from "./reader.ts";
 * import { searchBody, type Statements } from "./search.ts";
 * const lib = openLibrary("law-library.db");
 * const cached: Statements = { prepare: (sql) => lib.statement(sql) };
 * searchBody(cached, "분할연금", { limit: 5 });
 * ```
 */
export type Statements = Pick<DatabaseSync, "prepare"> | {
  prepare(sql: string): StatementSync;
};

/** A list of ids (or strings) as one parameter: `IN (SELECT value FROM json_each(?))`. */
const IN_LIST = "(SELECT value FROM json_each(?))";

/** The article id or preamble rowid behind an FTS rowid. */
const base = (id: number) => id >= DATED_ROWID ? id - DATED_ROWID : id;
/** The same in SQL, of `f.rowid`. */
const BASE_SQL =
  `(CASE WHEN f.rowid >= ${DATED_ROWID} THEN f.rowid - ${DATED_ROWID} ELSE f.rowid END)`;

/** Title weight against body in BM25. *
 * @example
 * ```ts
 * import { TITLE_WEIGHT } from "./search.ts";
 * console.log(TITLE_WEIGHT); // 4
 * ```
 */
export const TITLE_WEIGHT = 4;
/** Score kept per tier step (법률 1, 시행령 ×0.95, 시행규칙 ×0.9). */
const TIER_FACTOR = 0.05;

/** Up to this many words, "all but one" is tried before "any". */
const MAX_DROP_ONE = 6;

/** Words that say nothing about which article is meant. */
const STOP = new Set([
  "경우",
  "것",
  "등",
  "및",
  "또는",
  "관한",
  "대한",
  "따른",
  "위한",
  "있는",
  "하는",
  "어떻게",
  "언제",
  "무엇",
  "뭐",
  "어떤",
]);

/**
 * The query's words to search: particles stripped; when the query has a word of two syllables
 * or more, one-syllable words (내, 수, 때) and words that name no subject (경우, 등) are left out.
 *
 * @example
 * ```ts
 * import { searchTerms } from "./search.ts";
 * searchTerms("직장 내 괴롭힘").map((t) => t.term); // ["직장", "괴롭힘"]
 * ```
 */
export function searchTerms(query: string): QueryTerm[] {
  const all = queryTerms(query);
  const long = all.filter((t) => [...t.term].length >= 2 && !STOP.has(t.term));
  return long.length ? long : all;
}

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
  law: number;
  law_id: string;
  mst: string;
  name: string;
  kind: string;
  tier: number;
  effective: string;
  promulgated: string;
}

const LAW_COLUMNS = "l.law_id, l.mst, l.name, l.kind, l.tier, l.effective, l.promulgated";

/** The rows behind FTS ids: articles, and (ids from {@link PREAMBLE_ROWID}) laws' own text. */
function candidateRows(db: Statements, ftsIds: number[]): Joined[] {
  const fts = new Map(ftsIds.map((id) => [base(id), id]));
  const ids = [...fts.keys()];
  const arts = ids.filter((id) => id < PREAMBLE_ROWID);
  const laws = ids.filter((id) => id >= PREAMBLE_ROWID).map((id) => id - PREAMBLE_ROWID);
  const out: Joined[] = [];
  if (arts.length) {
    out.push(
      ...db.prepare(
        `SELECT a.id, a.article, a.branch, a.label, a.title, a.law, ${LAW_COLUMNS}
      FROM articles a JOIN laws l ON l.id = a.law WHERE a.id IN ${IN_LIST}`,
      ).all(JSON.stringify(arts)) as unknown as Joined[],
    );
  }
  if (laws.length) {
    out.push(
      ...db.prepare(
        `SELECT l.id + ${PREAMBLE_ROWID} AS id, 0 AS article, 0 AS branch, '' AS label, NULL AS title,
      l.id AS law, ${LAW_COLUMNS} FROM laws l WHERE l.id IN ${IN_LIST}`,
      ).all(JSON.stringify(laws)) as unknown as Joined[],
    );
  }
  return out;
}

/** Article text (or a law's own text) of the hits kept, unpacked. */
function candidateTexts(db: Statements, ftsIds: number[]): Map<number, string> {
  const found = new Map<number, string>();
  const ids = ftsIds.map(base);
  const arts = ids.filter((id) => id < PREAMBLE_ROWID);
  const laws = ids.filter((id) => id >= PREAMBLE_ROWID).map((id) => id - PREAMBLE_ROWID);
  if (arts.length) {
    const rows = db.prepare(
      `SELECT id, md FROM articles WHERE id IN ${IN_LIST}`,
    )
      .all(JSON.stringify(arts)) as { id: number; md: Uint8Array | string }[];
    for (const r of rows) found.set(r.id, unpackText(r.md));
  }
  if (laws.length) {
    const rows = db.prepare(
      `SELECT id, preamble FROM laws WHERE id IN ${IN_LIST}`,
    )
      .all(JSON.stringify(laws)) as { id: number; preamble: string }[];
    for (const r of rows) found.set(r.id + PREAMBLE_ROWID, r.preamble);
  }
  return new Map(ftsIds.map((id) => [id, found.get(base(id)) ?? ""]));
}

/**
 * Keeps the hits of the version each law has in force on `asOf` (or, for a law none of whose
 * versions is in force yet, its newest): the index holds every stored version, so a 시행 예정
 * text starts answering on its 시행일자 without a new import. Only versions in the index count
 * (a library built before every version was indexed holds the one in force at its import).
 */
function inForceOnly(db: Statements, rows: Joined[], asOf: string): Joined[] {
  const lawIds = [...new Set(rows.map((r) => r.law_id))];
  if (!lawIds.length) return rows;
  const versions = db.prepare(
    `SELECT id, law_id, effective, promulgated FROM laws WHERE indexed <> 0 AND law_id IN
    ${IN_LIST}`,
  ).all(JSON.stringify(lawIds)) as {
    id: number;
    law_id: string;
    effective: string;
    promulgated: string;
  }[];
  const byLaw = new Map<string, typeof versions>();
  for (const v of versions) byLaw.set(v.law_id, [...byLaw.get(v.law_id) ?? [], v]);
  const answering = new Set<number>();
  for (const list of byLaw.values()) {
    if (list.length === 1) {
      answering.add(list[0].id);
      continue;
    }
    const { inForce, pending } = pickVersions(list as unknown as VersionRow[], asOf);
    const pick = (inForce ?? pending) as unknown as { id: number } | undefined;
    if (pick) answering.add(pick.id);
  }
  return rows.filter((r) => answering.has(r.law) || !byLaw.has(r.law_id));
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

/** A hit past `snippets`: its text is not read. */
const NOT_READ: { snippet: string; matched: string[] } = Object.freeze({
  snippet: "",
  matched: Object.freeze([]) as unknown as string[],
});

/** The plain text of a hit (a law's own text is plain already). */
function plainOf(row: Joined, md: string): string {
  if (base(row.id) >= PREAMBLE_ROWID) return md;
  return articlePlainText(articleFromMarkdown(
    {
      article: row.article,
      branch: row.branch,
      label: row.label,
      title: row.title ?? undefined,
      md,
    },
    [],
  ));
}

/**
 * What an article title adds to the relevance (0–1 from BM25): up to 0.5 for holding the words,
 * 0.5 more for being them ("건축허가" for 건축허가), 0.25 for starting with them.
 */
function titleBonus(title: string, terms: string[]): number {
  if (!title || !terms.length) return 0;
  const t = title.toLowerCase().replace(/[\s·ㆍ]/g, "");
  const held = terms.filter((w) => t.includes(w)).length / terms.length;
  const joined = terms.join("");
  const whole = t === joined ? 0.5 : t.startsWith(joined) ? 0.25 : 0;
  return (held === 1 ? 0.5 : held * 0.25) + whole;
}

/**
 * Articles whose title or text hold the query's words, best first.
 *
 * @example
 * ```ts
 * import { openLibrary } from "./reader.ts";
 * import { searchBody } from "./search.ts";
 * const lib = openLibrary("law-library.db");
 * searchBody(lib.db, "분할연금", { limit: 5 }); // [{ lawName: "국민연금법", article: "제64조", … }]
 * ```
 */
export function searchBody(
  db: Statements,
  query: string,
  opts: SearchBodyOptions = {},
): BodyHit[] {
  const terms = searchTerms(query);
  if (!terms.length) return [];
  // A query of one-syllable words only ("법", "집") matches most articles' text; ranking that
  // many costs seconds, so unless the body is asked for it searches article titles.
  const scope = opts.scope ?? (terms.every((t) => [...t.term].length === 1) ? "title" : "both");
  const limit = Math.min(Math.max(opts.limit ?? 20, 1), 200);
  const want = limit * 3 + 20;
  const kinds = opts.kinds?.length ? opts.kinds : undefined;
  const sql = `SELECT f.rowid AS id, bm25(fts, ${TITLE_WEIGHT}.0, 1.0) AS r FROM fts f
    ${
    kinds
      ? `LEFT JOIN articles a ON a.id = ${BASE_SQL}
        JOIN laws l ON l.id = coalesce(a.law, ${BASE_SQL} - ${PREAMBLE_ROWID})`
      : ""
  }
    WHERE fts MATCH ? ${kinds ? `AND l.kind IN (${kinds.map(() => "?").join(",")})` : ""}
    ORDER BY r LIMIT ?`;
  const run = (exprs: string[], op: "AND" | "OR", only = scope): Candidate[] => {
    try {
      return db.prepare(sql).all(
        ftsQuery(exprs, only, op),
        ...(kinds ?? []),
        want,
      ) as unknown as Candidate[];
    } catch {
      return [];
    }
  };
  const exprs = terms.map((t) => t.expr);
  let cands = run(exprs, "AND");
  const seen = new Set(cands.map((c) => c.id));
  const add = (more: Candidate[], factor: number) => {
    for (const c of more) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      cands.push({ id: c.id, r: c.r * factor });
    }
  };
  // Too few articles hold every word: those holding all words but one come next, ranked below
  // (an OR over common words would rank a hundred thousand articles).
  if (exprs.length > 2 && exprs.length <= MAX_DROP_ONE && cands.length < limit) {
    for (let i = 0; i < exprs.length; i++) add(run(exprs.filter((_, j) => j !== i), "AND"), 0.5);
  }
  if (exprs.length > 1 && cands.length === 0) add(run(exprs, "OR"), 0.5);
  if (exprs.length === 2 && cands.length < limit) add(run(exprs, "OR"), 0.5);
  cands = cands.sort((a, b) => a.r - b.r).slice(0, want);
  const byId = new Map(cands.map((c) => [c.id, c.r]));
  // BM25 in FTS5 normalises by the whole row, so a long body hides a title that says exactly
  // what was asked: titles holding every word join the candidates and are scored below.
  // The shortest such titles come first: they get the largest bonus.
  if (scope === "both") {
    try {
      const titled = db.prepare(
        `SELECT f.rowid AS id FROM fts f JOIN articles a ON a.id = ${BASE_SQL}
        ${kinds ? "JOIN laws l ON l.id = a.law" : ""} WHERE fts MATCH ?
        ${kinds ? `AND l.kind IN (${kinds.map(() => "?").join(",")})` : ""}
        ORDER BY length(a.title) LIMIT ?`,
      ).all(ftsQuery(exprs, "title", "AND"), ...(kinds ?? []), limit + 10) as { id: number }[];
      const fresh = titled.filter((c) => !byId.has(c.id)).map((c) => c.id);
      if (fresh.length) {
        // Their BM25 over title and body, as for the others.
        const scored = db.prepare(
          `SELECT rowid AS id, bm25(fts, ${TITLE_WEIGHT}.0, 1.0) AS r FROM fts WHERE fts MATCH ?
          AND rowid IN ${IN_LIST}`,
        ).all(ftsQuery(exprs, scope, "AND"), JSON.stringify(fresh)) as unknown as Candidate[];
        for (const c of scored) {
          byId.set(c.id, c.r);
          cands.push(c);
        }
      }
    } catch { /* an expression FTS5 refuses: no title candidates */ }
  }
  if (!cands.length) {
    // No title has the syllable: its body then ("땅").
    return scope !== opts.scope && scope === "title"
      ? searchBody(db, query, { ...opts, scope: "body" })
      : [];
  }
  const top = Math.max(...[...byId.values()].map((r) => -r), 1e-9);
  const asOf = isoDate(opts.asOf);
  const metas = inForceOnly(db, candidateRows(db, cands.map((c) => c.id)), asOf);
  const words = terms.map((t) => t.term);
  // Ranked on what the rows say (BM25, the title, the tier); only the hits kept are unpacked
  // and rendered: an article's text costs far more than its score.
  const ranked = metas.map((row) => {
    const relevance = -(byId.get(row.id) ?? 0) / top;
    const score = (relevance + titleBonus(row.title ?? "", words)) * (1 - TIER_FACTOR * row.tier);
    return { row, score };
  }).sort((a, b) => b.score - a.score).slice(0, limit);
  // A caller showing one page of many hits has only that page's texts read: rendering 200
  // articles to show 20 made most of a body search's garbage (bench:library's rssRatio).
  const shown = Math.min(ranked.length, Math.max(opts.snippets ?? ranked.length, 0));
  const texts = candidateTexts(db, ranked.slice(0, shown).map((r) => r.row.id));
  const hits = ranked.map(({ row, score }, i): BodyHit => {
    const inTitle = mark(row.title ?? "", words);
    const inBody = i < shown ? mark(plainOf(row, texts.get(row.id) ?? ""), words) : NOT_READ;
    const matched = [...new Set([...inTitle.matched, ...inBody.matched])];
    return {
      lawId: row.law_id,
      mst: row.mst,
      lawName: row.name,
      kind: row.kind,
      article: row.label,
      articleTitle: row.title ?? undefined,
      snippet: i >= shown ? "" : inBody.matched.length ? inBody.snippet : inTitle.snippet,
      matched,
      score: Math.round(score * 1000) / 1000,
      status: row.effective > asOf ? "pending" : "in_force",
    };
  });
  hits.sort((a, b) => b.score - a.score);
  return hits.slice(0, limit);
}
