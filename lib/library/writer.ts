/**
 * Writing laws into a library file: the importer and law.go.kr sync feed the same
 * {@link LibraryWriter}, so both make one schema. A writer works on a file nobody serves from
 * (the importer's temporary copy); `finish` settles the derived columns and closes it.
 *
 * @module
 */

import { DatabaseSync, type StatementSync } from "node:sqlite";
import type { AnnexUnit, Supplement } from "../parse/statute_types.ts";
import { formatAnnexRef, isAnnexKind } from "../law/annex.ts";
import type { Frontmatter } from "./frontmatter.ts";
import { articleFromMarkdown, articlePlainText, headingPathAt, type LawBody } from "./markdown.ts";
import { migrate } from "./schema.ts";
import { packText } from "./pack.ts";
import { indexTokens, nameKey } from "./tokens.ts";
import { decodeEntities } from "../parse/shape.ts";
import { DATED_ROWID, PREAMBLE_ROWID } from "./search.ts";

/** One version of one law, ready to store. */
export interface LawVersionInput {
  /** Where it came from (`kr/민법/법률.md`, or `law.go.kr/{법령ID}` for sync). */
  path: string;
  /** Identity and dates. */
  front: Frontmatter;
  /** Headings, articles, 부칙. */
  body: LawBody;
  /**
   * Put its articles into the full-text index: `true` for the version in force at import (or
   * the only one), `"dated"` for one stored beside it (a 시행 예정 text), which body search
   * finds from its 시행일자 on; `false` keeps it out of search.
   */
  index: boolean | "dated";
}

/** 0 법률, 1 대통령령 (시행령), 2 the rest (시행규칙 and other rules). *
 * @example
 * ```ts
 * import { kindTier } from "./writer.ts";
 * kindTier("대통령령"); // 1
 * ```
 */
export function kindTier(kind: string): number {
  if (kind === "법률" || kind === "헌법") return 0;
  if (kind === "대통령령") return 1;
  return 2;
}

/** Annex units from the frontmatter's 첨부파일, in the statute model. *
 * @example
 * ```ts
 * import { annexUnits } from "./writer.ts";
 * import { readFrontmatter } from "./frontmatter.ts";
 * annexUnits(readFrontmatter("---\n법령ID: '1'\n첨부파일: []\n---\n")!); // []
 * ```
 */
export function annexUnits(front: Frontmatter): AnnexUnit[] {
  return front.annexes.map((a) => {
    const number = Number(a.number) || 0;
    const branch = Number(a.branch) || 0;
    const label = isAnnexKind(a.kind)
      ? formatAnnexRef({ kind: a.kind, number, branch })
      : number > 0
      ? `${a.kind} ${number}${branch ? `의${branch}` : ""}`
      : a.kind;
    return {
      kind: a.kind,
      number,
      branch,
      label,
      // The corpus writes annex titles as escaped HTML ("삭제 &lt;2016. 6. 8.&gt;").
      title: decodeEntities(a.title.replaceAll("\\n", " ")) || undefined,
      fileLink: a.fileLink,
      pdfLink: a.pdfLink,
      imageFileNames: [],
      flags: { hasTable: false, hasImage: false },
    };
  });
}

const REPEAL = /(?:폐지한다|폐지함|폐지하기로)/;

/** A repeal stub: no more than one article, short, and it says it repeals. *
 * @example
 * ```ts
 * import { isRepealStub } from "./writer.ts";
 * import { cutBody } from "./markdown.ts";
 * isRepealStub(cutBody("# 노동위원회법\n\n##### 제0조\n\n노동위원회법은 이를 폐지한다.\n")); // true
 * ```
 */
export function isRepealStub(body: LawBody): boolean {
  if (body.articles.length > 1) return false;
  const text = `${body.preamble}\n${body.articles[0]?.md ?? ""}`;
  return text.length < 300 && REPEAL.test(text);
}

/**
 * Writes laws into a library file.
 *
 * @example
 * ```ts
 * import { LibraryWriter } from "./writer.ts";
 * const w = new LibraryWriter(":memory:");
 * w.finish({ source: "legalize-kr directory" });
 * ```
 */
export class LibraryWriter {
  readonly #db: DatabaseSync;
  readonly #insLaw: StatementSync;
  readonly #insArticle: StatementSync;
  readonly #insFts: StatementSync;
  #inTx = false;
  #pending = 0;

  /** Opens (or creates) the file at `path` for writing. */
  constructor(path: string) {
    this.#db = new DatabaseSync(path);
    // Large pages: most articles and every FTS segment outgrow SQLite's default 4 KiB page,
    // and their overflow chains cost a fifth of the file at 4 KiB. Only takes on a new file.
    this.#db.exec("PRAGMA page_size = 16384; PRAGMA auto_vacuum = INCREMENTAL");
    this.#db.exec(
      "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -65536",
    );
    migrate(this.#db, path);
    this.#insLaw = this.#db.prepare(
      `INSERT INTO laws (law_id, mst, name, name_key, original_name, kind, tier, ministries,
        promulgated, promulgation_number, effective, repealed, path, source_url, preamble, headings,
        annexes, supplements, indexed) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
    );
    this.#insArticle = this.#db.prepare(
      "INSERT INTO articles (law, seq, article, branch, label, title, md) VALUES (?,?,?,?,?,?,?)",
    );
    this.#insFts = this.#db.prepare("INSERT INTO fts (rowid, title, body) VALUES (?,?,?)");
  }

  /** `MST:indexed` of the versions stored per path (by 시행일자), for an incremental rerun. */
  storedPaths(): Map<string, string[]> {
    const out = new Map<string, string[]>();
    const rows = this.#db.prepare("SELECT path, mst, indexed FROM laws ORDER BY path, effective")
      .all();
    for (const r of rows) {
      const row = r as { path: string; mst: string; indexed: number };
      const list = out.get(row.path) ?? [];
      list.push(`${row.mst}:${row.indexed}`);
      out.set(row.path, list);
    }
    return out;
  }

  #begin(): void {
    if (!this.#inTx) {
      this.#db.exec("BEGIN");
      this.#inTx = true;
    }
  }

  #tick(): void {
    if (++this.#pending >= 200) {
      this.#db.exec("COMMIT");
      this.#inTx = false;
      this.#pending = 0;
    }
  }

  /** Removes every stored version of a path. */
  removePath(path: string): void {
    this.#begin();
    const ids = this.#db.prepare("SELECT id FROM laws WHERE path = ?").all(path) as {
      id: number;
    }[];
    for (const { id } of ids) {
      for (const off of [0, DATED_ROWID]) {
        this.#db.prepare(
          "DELETE FROM fts WHERE rowid IN (SELECT id + ? FROM articles WHERE law = ?) OR rowid = ?",
        ).run(off, id, off + PREAMBLE_ROWID + id);
      }
      this.#db.prepare("DELETE FROM articles WHERE law = ?").run(id);
      this.#db.prepare("DELETE FROM laws WHERE id = ?").run(id);
    }
    this.#tick();
  }

  /** Stores one version of a law. */
  add(v: LawVersionInput): void {
    this.#begin();
    const f = v.front;
    const supplements: Supplement[] = v.body.supplements;
    const res = this.#insLaw.run(
      f.lawId,
      f.mst,
      f.title,
      nameKey(f.title),
      f.originalTitle ?? null,
      f.kind,
      kindTier(f.kind),
      JSON.stringify(f.ministries),
      f.promulgated,
      f.promulgationNumber ?? null,
      f.effective,
      isRepealStub(v.body) ? 1 : 0,
      v.path,
      f.sourceUrl ?? null,
      v.body.preamble,
      JSON.stringify(v.body.headings),
      JSON.stringify(annexUnits(f)),
      packText(JSON.stringify(supplements)),
      v.index === "dated" ? 2 : v.index ? 1 : 0,
    );
    const off = v.index === "dated" ? DATED_ROWID : 0;
    const lawRow = Number(res.lastInsertRowid);
    // A law with no articles (its text directly under the title) is searched by that text.
    if (v.index && !v.body.articles.length && v.body.preamble.trim()) {
      this.#insFts.run(off + PREAMBLE_ROWID + lawRow, "", indexTokens(v.body.preamble));
    }
    v.body.articles.forEach((a, seq) => {
      const r = this.#insArticle.run(
        lawRow,
        seq,
        a.article,
        a.branch,
        a.label,
        a.title ?? null,
        packText(a.md),
      );
      if (!v.index) return;
      const art = articleFromMarkdown(a, headingPathAt(v.body.headings, seq));
      if (art.deleted) return;
      this.#insFts.run(
        off + Number(r.lastInsertRowid),
        indexTokens(a.title ?? ""),
        indexTokens(articlePlainText(art)),
      );
    });
    this.#tick();
  }

  /**
   * Settles what depends on all laws (superseded names), writes the meta and closes the file.
   */
  finish(meta: { source: string; builtAt?: string }): void {
    this.#begin();
    // A law whose name a newer, living 법령ID of the same tier also bears is no longer updated
    // (the corpus' 19 old full texts behind collision files): name lookups and search skip it.
    this.#db.exec(`UPDATE laws SET repealed = 0 WHERE repealed = 2;
      UPDATE laws SET repealed = 2 WHERE repealed = 0 AND EXISTS (SELECT 1 FROM laws l2
        WHERE l2.name_key = laws.name_key AND l2.law_id <> laws.law_id AND l2.repealed <> 1
        AND l2.tier = laws.tier AND l2.promulgated > laws.promulgated)`);
    // Indexed rows: 1 under their own ids, 2 ("dated") under DATED_ROWID + them.
    const off = `(CASE l.indexed WHEN 2 THEN ${DATED_ROWID} ELSE 0 END)`;
    this.#db.exec(`DELETE FROM fts WHERE rowid IN (SELECT a.id + ${off} FROM articles a JOIN laws l
      ON a.law = l.id WHERE l.repealed <> 0 AND l.indexed <> 0) OR rowid IN (SELECT l.id +
      ${PREAMBLE_ROWID} + ${off} FROM laws l WHERE l.repealed <> 0 AND l.indexed <> 0
      AND trim(l.preamble) <> '' AND NOT EXISTS (SELECT 1 FROM articles a WHERE a.law = l.id))`);
    const asOf = this.#db.prepare("SELECT max(promulgated) AS d FROM laws").get() as {
      d: string | null;
    };
    const put = this.#db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)");
    put.run("source", meta.source);
    put.run("builtAt", meta.builtAt ?? new Date().toISOString());
    put.run("asOf", asOf.d ?? "");
    this.#db.exec("COMMIT");
    this.#inTx = false;
    // One merged segment per index makes queries cheaper; the pages it frees go back.
    this.#db.exec("INSERT INTO fts(fts) VALUES ('optimize')");
    this.#db.exec("PRAGMA incremental_vacuum");
    this.#db.close();
  }

  /** Closes without finishing (an aborted import). */
  abort(): void {
    try {
      if (this.#inTx) this.#db.exec("ROLLBACK");
    } finally {
      this.#db.close();
    }
  }
}
