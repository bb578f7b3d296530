/**
 * Reading a library: {@link openLibrary} opens a file read-only and checks it is ours, and
 * {@link LawLibrary} answers by name, 법령ID or MST with the version in force on a date, the
 * pending one beside it, single articles, and body search.
 *
 * @module
 */

import { DatabaseSync, type StatementSync } from "node:sqlite";
import { parseArticleRef } from "../law/article.ts";
import { resolveLawAlias } from "../law/names.ts";
import type {
  AnnexUnit,
  Article,
  StatuteHeading,
  StatuteStatus,
  Supplement,
} from "../parse/statute_types.ts";
import { LibraryError } from "./errors.ts";
import { articleFromMarkdown, headingPathAt, type StoredHeading } from "./markdown.ts";
import { checkSchema } from "./schema.ts";
import { unpackText } from "./pack.ts";
import { searchBody } from "./search.ts";
import { nameKey } from "./tokens.ts";
import {
  type Choice,
  compact,
  isoDate,
  lawRow,
  pendingOf,
  pickVersions,
  todayKstIso,
  type VersionRow,
} from "./versions.ts";

import type {
  BodyHit,
  GetLawOptions,
  LawRef,
  LibraryLaw,
  LibraryLawRow,
  LibraryMeta,
  SearchBodyOptions,
} from "./types.ts";

/** Every column of `laws` but the 부칙, which only a whole-law read inflates. */
const VERSION_COLUMNS = "id, law_id, mst, name, kind, tier, ministries, promulgated, " +
  "promulgation_number, effective, repealed, path, preamble, headings, annexes";

/**
 * Statements kept prepared per connection. The SQL texts are fixed (lists of ids go in as one
 * JSON parameter), so a few dozen cover every query; the bound only guards a caller's own SQL.
 */
const MAX_STATEMENTS = 64;

/**
 * An open library. Read-only: a server can hold it for its whole life.
 *
 * @example
 * ```ts
 * import { openLibrary } from "./reader.ts";
 * const lib = openLibrary("law-library.db");
 * const law = lib.getLaw({ name: "민법" });
 * console.log(law?.articles.length, law?.sourceLabel);
 * lib.close();
 * ```
 */
export class LawLibrary {
  /** The open database (for the search module and benchmarks; do not write). */
  readonly db: DatabaseSync;
  /** The file path. */
  readonly path: string;
  readonly #schemaVersion: number;
  #meta?: Record<string, string>;
  readonly #statements = new Map<string, StatementSync>();
  readonly #prepared = { prepare: (sql: string) => this.statement(sql) };

  /** Wraps a database already checked by {@link openLibrary}. */
  constructor(db: DatabaseSync, path: string, schemaVersion: number) {
    this.db = db;
    this.path = path;
    this.#schemaVersion = schemaVersion;
  }

  /**
   * A statement of this connection, prepared once and reused: preparing per call left each
   * statement's native memory (~25 KB for a full-text query) to wait for V8 to collect its
   * wrapper, which V8 does not hurry for memory it cannot see (bench:library's rssRatio).
   */
  statement(sql: string): StatementSync {
    let st = this.#statements.get(sql);
    if (!st) {
      st = this.db.prepare(sql);
      if (this.#statements.size >= MAX_STATEMENTS) {
        this.#statements.delete(this.#statements.keys().next().value!);
      }
      this.#statements.set(sql, st);
    }
    return st;
  }

  #metaMap(): Record<string, string> {
    if (!this.#meta) {
      this.#meta = {};
      for (const r of this.db.prepare("SELECT key, value FROM meta").all()) {
        const row = r as { key: string; value: string };
        this.#meta[row.key] = row.value;
      }
    }
    return this.#meta;
  }

  /** The label every answer from this library carries. */
  sourceLabel(): string {
    const asOf = this.#metaMap().asOf;
    return `로컬 법령 사본 · ${asOf || "날짜 미상"} 공포분까지`;
  }

  /** Identity, date and size of the library. */
  meta(): LibraryMeta {
    const m = this.#metaMap();
    const kinds: Record<string, number> = {};
    for (
      const r of this.db.prepare(
        "SELECT kind, count(DISTINCT law_id) AS n FROM laws GROUP BY kind ORDER BY n DESC",
      ).all()
    ) {
      const row = r as { kind: string; n: number };
      kinds[row.kind] = row.n;
    }
    const laws = this.db.prepare("SELECT count(DISTINCT law_id) AS n FROM laws").get() as {
      n: number;
    };
    const arts = this.db.prepare("SELECT count(*) AS n FROM articles").get() as { n: number };
    let bytes = 0;
    try {
      bytes = Deno.statSync(this.path).size;
    } catch { /* in-memory or removed: size unknown */ }
    return {
      schemaVersion: this.#schemaVersion,
      source: m.source ?? "",
      asOf: m.asOf ?? "",
      builtAt: m.builtAt ?? "",
      laws: laws.n,
      articles: arts.n,
      bytes,
      kinds,
      path: this.path,
    };
  }

  #versions(lawId: string): VersionRow[] {
    return this.statement(`SELECT ${VERSION_COLUMNS} FROM laws WHERE law_id = ?`).all(
      lawId,
    ) as unknown as VersionRow[];
  }

  #status(
    versions: VersionRow[],
    asOf: string,
  ): { row?: VersionRow; status: LibraryLawRow["status"] } {
    const { inForce, pending } = pickVersions(versions, asOf);
    const row = inForce ?? pending;
    if (!row) return { status: "repealed" };
    if (row.repealed) return { row, status: "repealed" };
    return { row, status: inForce ? "in_force" : "pending" };
  }

  /**
   * Laws by name: exact name (or 약칭) first, then names starting with, then containing the query.
   * Middle dots and spaces do not matter.
   */
  findLaws(
    query: string,
    opts: { limit?: number; kinds?: string[]; asOf?: string } = {},
  ): LibraryLawRow[] {
    const q = nameKey(resolveLawAlias(query));
    if (!q) return [];
    const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const rows = this.statement(
      `SELECT DISTINCT law_id, name_key, min(tier) AS tier FROM laws
      WHERE name_key LIKE ? ESCAPE '\\' ${
        opts.kinds?.length ? `AND kind IN (${opts.kinds.map(() => "?").join(",")})` : ""
      } GROUP BY law_id`,
    ).all(like, ...(opts.kinds ?? [])) as { law_id: string; name_key: string; tier: number }[];
    // Rank by name first, so that only the laws that can make the list are dated ("법" names
    // most of the library).
    const byName = (r: { name_key: string }) =>
      (r.name_key === q ? 0 : r.name_key.startsWith(q) ? 1 : 2) * 1000 + r.name_key.length;
    rows.sort((a, b) => byName(a) - byName(b) || a.tier - b.tier);
    const limit = opts.limit ?? 20;
    const asOf = isoDate(opts.asOf);
    const out: { r: LibraryLawRow; rank: number; tier: number }[] = [];
    const seen = new Set<string>();
    for (const { law_id, name_key } of rows) {
      if (seen.has(law_id)) continue;
      // Enough rows dated to fill the list even if some turn out repealed.
      if (out.length >= limit * 2 + 10) break;
      seen.add(law_id);
      const { row, status } = this.#status(this.#versions(law_id), asOf);
      if (!row) continue;
      if (opts.kinds?.length && !opts.kinds.includes(row.kind)) continue;
      const rank = (name_key === q ? 0 : name_key.startsWith(q) ? 1 : 2) * 2 +
        (status === "repealed" ? 1 : 0);
      out.push({ r: lawRow(row, status), rank: rank * 1000 + name_key.length, tier: row.tier });
    }
    out.sort((a, b) => a.rank - b.rank || a.tier - b.tier || a.r.name.localeCompare(b.r.name));
    return out.slice(0, opts.limit ?? 20).map((x) => x.r);
  }

  #resolve(ref: LawRef): string | undefined {
    if (ref.lawId) return ref.lawId;
    if (ref.mst) {
      const r = this.statement("SELECT law_id FROM laws WHERE mst = ?").get(ref.mst) as
        | { law_id: string }
        | undefined;
      return r?.law_id;
    }
    if (!ref.name) return undefined;
    const q = nameKey(resolveLawAlias(ref.name));
    const rows = this.statement("SELECT DISTINCT law_id FROM laws WHERE name_key = ?").all(q) as {
      law_id: string;
    }[];
    if (rows.length <= 1) return rows[0]?.law_id;
    // Several 법령IDs share the name (collision files): the living one wins, then the newest.
    const today = todayKstIso();
    const ranked = rows.map(({ law_id }) => {
      const versions = this.#versions(law_id);
      const { row, status } = this.#status(versions, today);
      return { law_id, dead: status === "repealed" ? 1 : 0, prom: row?.promulgated ?? "" };
    });
    ranked.sort((a, b) => a.dead - b.dead || (a.prom < b.prom ? 1 : a.prom > b.prom ? -1 : 0));
    return ranked[0].law_id;
  }

  #choose(ref: LawRef, opts: GetLawOptions): Choice | undefined {
    const lawId = this.#resolve(ref);
    if (!lawId) return undefined;
    const versions = this.#versions(lawId);
    if (!versions.length) return undefined;
    const asOf = isoDate(opts.asOf);
    const { inForce, pending } = pickVersions(versions, asOf);
    let chosen: VersionRow | undefined;
    if (ref.mst) chosen = versions.find((v) => v.mst === ref.mst);
    else if (opts.version === "newest") {
      chosen = [...versions].sort((a, b) => (a.promulgated < b.promulgated ? 1 : -1))[0];
    } else chosen = inForce ?? pending;
    if (!chosen) return undefined;
    const future = chosen.effective > asOf;
    const status: LibraryLawRow["status"] = chosen.repealed
      ? "repealed"
      : future
      ? "pending"
      : "in_force";
    const infoStatus: StatuteStatus = status === "repealed"
      ? "연혁"
      : future
      ? "시행예정"
      : chosen === inForce
      ? "현행"
      : "연혁";
    return {
      chosen,
      status,
      infoStatus,
      pending: pending && pending !== chosen ? pendingOf(pending) : undefined,
    };
  }

  #articlesOf(
    v: VersionRow,
    headings: StoredHeading[],
    where = "",
    params: (number | string)[] = [],
  ): Article[] {
    const rows = this.statement(
      `SELECT seq, article, branch, label, title, md FROM articles WHERE law = ? ${where} ORDER BY seq`,
    ).all(v.id, ...params) as {
      seq: number;
      article: number;
      branch: number;
      label: string;
      title: string | null;
      md: Uint8Array | string;
    }[];
    return rows.map((r) =>
      articleFromMarkdown(
        {
          article: r.article,
          branch: r.branch,
          label: r.label,
          title: r.title ?? undefined,
          md: unpackText(r.md),
        },
        headingPathAt(headings, r.seq),
      )
    );
  }

  #build(
    c: Choice,
    articles: Article[],
    headings: StoredHeading[],
    allLabels: string[],
  ): LibraryLaw {
    const v = c.chosen;
    const statuteHeadings: StatuteHeading[] = headings.map((h) => ({
      level: h.level,
      text: h.text,
      firstArticle: allLabels[h.at],
    }));
    const law = {
      info: {
        lawId: v.law_id,
        mst: v.mst,
        name: v.name,
        kind: v.kind,
        promulgationDate: compact(v.promulgated),
        promulgationNumber: v.promulgation_number ?? undefined,
        effectiveDate: compact(v.effective),
        ministry: (JSON.parse(v.ministries) as string[]).join(", ") || undefined,
        status: c.infoStatus,
      },
      headings: statuteHeadings,
      articles,
      annexes: JSON.parse(v.annexes) as AnnexUnit[],
      law: lawRow(v, c.status),
      pending: c.pending,
      preamble: v.preamble || undefined,
      sourceLabel: this.sourceLabel(),
    } as LibraryLaw;
    // 부칙 are the bulk of a law and rarely read: inflated on first use (an article read skips them).
    let supplements: Supplement[] | undefined;
    const supplementsOf = this.statement("SELECT supplements FROM laws WHERE id = ?");
    Object.defineProperty(law, "supplements", {
      enumerable: true,
      configurable: true,
      get(): Supplement[] {
        if (!supplements) {
          const row = supplementsOf.get(v.id) as
            | { supplements: Uint8Array | string }
            | undefined;
          supplements = JSON.parse(unpackText(row?.supplements) || "[]") as Supplement[];
        }
        return supplements;
      },
      set(value: Supplement[]) {
        supplements = value;
      },
    });
    return law;
  }

  /**
   * A whole law: the version in force on `asOf` (default today in Korea), with `pending` naming a
   * newer promulgated version not yet in force. A law with no version in force yet comes back as
   * that version with `law.status` "pending" and `info.status` "시행예정", never as in force.
   */
  getLaw(ref: LawRef, opts: GetLawOptions = {}): LibraryLaw | undefined {
    const c = this.#choose(ref, opts);
    if (!c) return undefined;
    const headings = JSON.parse(c.chosen.headings) as StoredHeading[];
    const articles = this.#articlesOf(c.chosen, headings);
    return this.#build(c, articles, headings, articles.map((a) => a.label));
  }

  /**
   * Only the articles asked ("제750조", "제10조의2"), in the law's order; `missing` names those it
   * does not have. The rest is as {@link getLaw}.
   */
  articles(
    ref: LawRef,
    opts: GetLawOptions & { numbers?: string[] } = {},
  ): (LibraryLaw & { missing: string[] }) | undefined {
    if (!opts.numbers) {
      const law = this.getLaw(ref, opts);
      return law && Object.assign(law, { missing: [] as string[] });
    }
    const c = this.#choose(ref, opts);
    if (!c) return undefined;
    const headings = JSON.parse(c.chosen.headings) as StoredHeading[];
    const wanted: { label: string; article: number; branch: number }[] = [];
    const missing: string[] = [];
    for (const n of opts.numbers) {
      const r = parseArticleRef(n.trim());
      // 제0조 (a repeal stub's only article) is no valid anchor: read the label itself.
      const zero = /^제\s*0\s*조$/.test(n.trim());
      if (r) wanted.push({ label: n, article: r.article, branch: r.branch ?? 0 });
      else if (zero) wanted.push({ label: n, article: 0, branch: 0 });
      else missing.push(n);
    }
    const found: Article[] = [];
    for (const w of wanted) {
      const got = this.#articlesOf(c.chosen, headings, "AND article = ? AND branch = ?", [
        w.article,
        w.branch,
      ]);
      if (got.length) found.push(...got.filter((a) => !found.some((f) => f.label === a.label)));
      else missing.push(w.label);
    }
    const labels = this.statement("SELECT label FROM articles WHERE law = ? ORDER BY seq").all(
      c.chosen.id,
    ) as { label: string }[];
    const order = new Map(labels.map((l, i) => [l.label, i]));
    found.sort((a, b) => (order.get(a.label) ?? 0) - (order.get(b.label) ?? 0));
    // Object.assign, not a spread: a spread would read (inflate) the lazy 부칙.
    return Object.assign(this.#build(c, found, headings, labels.map((l) => l.label)), { missing });
  }

  /** Articles whose title or text hold the query's words; see {@link searchBody}. */
  searchBody(query: string, opts: SearchBodyOptions = {}): BodyHit[] {
    return searchBody(this.#prepared, query, opts);
  }

  /** Closes the file. */
  close(): void {
    this.#statements.clear();
    if (this.db.isOpen) this.db.close();
  }
}

/**
 * Opens a library read-only. A missing, corrupt, foreign or newer-schema file throws
 * {@link LibraryError} with a message saying which.
 *
 * @example
 * ```ts
 * import { openLibrary } from "./reader.ts";
 * try {
 *   openLibrary("/nonexistent/law-library.db");
 * } catch (e) {
 *   console.log((e as Error).message); // 법령 사본 파일이 없습니다: …
 * }
 * ```
 */
export function openLibrary(path: string): LawLibrary {
  try {
    if (!Deno.statSync(path).isFile) throw new Error("not a file");
  } catch (cause) {
    throw new LibraryError("missing", `법령 사본 파일이 없습니다: ${path}`, { path, cause });
  }
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(path, { readOnly: true });
  } catch (cause) {
    throw new LibraryError("corrupt", `법령 사본 파일을 열 수 없습니다: ${path}`, { path, cause });
  }
  try {
    const version = checkSchema(db, path);
    // A small page cache (512 KiB, SQLite's default is 2 MB): the file is read-only and the OS
    // caches its pages anyway, while a larger cache kept ~8 MB more resident after body searches
    // (malloc'd, never returned) with no gain in speed (bench:library, issue 30's rssRatio).
    db.exec("PRAGMA cache_size = -512");
    db.prepare("SELECT count(*) FROM laws").get();
    return new LawLibrary(db, path, version);
  } catch (e) {
    db.close();
    if (e instanceof LibraryError) throw e;
    throw new LibraryError(
      "corrupt",
      `법령 사본 파일이 손상되었습니다: ${path} (${(e as Error).message})`,
      {
        path,
        cause: e,
      },
    );
  }
}
