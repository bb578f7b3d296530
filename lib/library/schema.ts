/**
 * The library's one schema: DDL, version (`PRAGMA user_version`) and the migration path. Every
 * module that writes or reads a library goes through here, so a file from another program or a
 * newer beopmang is told apart from ours before anything reads it.
 *
 * @module
 */

import type { DatabaseSync } from "node:sqlite";
import { LibraryError } from "./errors.ts";

/**
 * The schema version this code writes and reads. Bump it with a step in {@link MIGRATIONS}.
 *
 * @example
 * ```ts
 * import { LIBRARY_SCHEMA_VERSION } from "./schema.ts";
 * console.log(LIBRARY_SCHEMA_VERSION >= 1); // true
 * ```
 */
export const LIBRARY_SCHEMA_VERSION = 1;

/** The `application_id` every library carries ("BMLW"): a foreign SQLite file lacks it. */
export const LIBRARY_APPLICATION_ID = 0x424d4c57;

/**
 * Tables:
 * - `meta`: key/value (source, builtAt, asOf).
 * - `laws`: one row per stored version of a law (the one in force at import, and a newer
 *   promulgated one not yet in force). Dates `YYYY-MM-DD`. `name_key` is the title without spaces,
 *   middle dots folded to ㆍ. `tier`: 0 법률, 1 시행령 (대통령령), 2 시행규칙 and other rules.
 *   `repealed`: 1 repeal stub, 2 superseded by a newer 법령ID of the same name.
 * - `articles`: the article's Markdown body as the corpus wrote it (blank lines dropped),
 *   deflated (pack.ts); read back as `Article`. `laws.supplements` is deflated JSON too.
 * - `fts`: contentless FTS5 over articles of the versions in force at import (rowid = article
 *   id), columns title and body, holding syllable bigram tokens (see tokens.ts).
 */
const DDL_V1 = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE laws (
  id INTEGER PRIMARY KEY,
  law_id TEXT NOT NULL,
  mst TEXT NOT NULL,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL,
  original_name TEXT,
  kind TEXT NOT NULL,
  tier INTEGER NOT NULL,
  ministries TEXT NOT NULL,
  promulgated TEXT NOT NULL,
  promulgation_number TEXT,
  effective TEXT NOT NULL,
  repealed INTEGER NOT NULL DEFAULT 0,
  path TEXT NOT NULL,
  source_url TEXT,
  preamble TEXT NOT NULL DEFAULT '',
  headings TEXT NOT NULL,
  annexes TEXT NOT NULL,
  supplements BLOB NOT NULL,
  indexed INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX laws_law_id ON laws(law_id, effective);
CREATE INDEX laws_name_key ON laws(name_key);
CREATE INDEX laws_mst ON laws(mst);
CREATE INDEX laws_path ON laws(path);
CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  law INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  article INTEGER NOT NULL,
  branch INTEGER NOT NULL,
  label TEXT NOT NULL,
  title TEXT,
  md BLOB NOT NULL
);
CREATE INDEX articles_law ON articles(law, seq);
CREATE VIRTUAL TABLE fts USING fts5(title, body, content='', contentless_delete=1,
  tokenize='unicode61 remove_diacritics 0', detail='full');
`;

/** Steps from version n-1 to n, index n-1. Version 1 is the first; later steps go here. */
const MIGRATIONS: readonly string[] = [DDL_V1];

function pragma(db: DatabaseSync, name: string): number {
  const row = db.prepare(`PRAGMA ${name}`).get() as Record<string, number> | undefined;
  return Number(row?.[name] ?? 0);
}

/**
 * Creates the schema in an empty database, or brings an older library up to date.
 *
 * @example
 * ```ts
 * import { DatabaseSync } from "node:sqlite";
 * import { migrate, LIBRARY_SCHEMA_VERSION } from "./schema.ts";
 * const db = new DatabaseSync(":memory:");
 * migrate(db);
 * console.log(db.prepare("PRAGMA user_version").get()); // { user_version: LIBRARY_SCHEMA_VERSION }
 * ```
 */
export function migrate(db: DatabaseSync, path = ":memory:"): void {
  const have = pragma(db, "user_version");
  if (have === 0) {
    const tables = db.prepare("SELECT count(*) AS n FROM sqlite_master").get() as { n: number };
    if (tables.n > 0) {
      throw new LibraryError("foreign", `법령 사본이 아닌 SQLite 파일입니다: ${path}`, { path });
    }
    db.exec(`PRAGMA application_id = ${LIBRARY_APPLICATION_ID}`);
  } else checkSchema(db, path);
  for (let v = have; v < LIBRARY_SCHEMA_VERSION; v++) {
    db.exec("BEGIN");
    db.exec(MIGRATIONS[v]);
    db.exec(`PRAGMA user_version = ${v + 1}`);
    db.exec("COMMIT");
  }
}

/**
 * Throws a {@link LibraryError} unless the open database is a library this code can read.
 *
 * @example
 * ```ts
 * import { DatabaseSync } from "node:sqlite";
 * import { checkSchema } from "./schema.ts";
 * try {
 *   checkSchema(new DatabaseSync(":memory:"), "x.db");
 * } catch (e) {
 *   console.log((e as Error).name); // LibraryError
 * }
 * ```
 */
export function checkSchema(db: DatabaseSync, path: string): number {
  let app: number, version: number;
  try {
    app = pragma(db, "application_id");
    version = pragma(db, "user_version");
  } catch (cause) {
    throw new LibraryError(
      "corrupt",
      `법령 사본 파일이 손상되었거나 SQLite 파일이 아닙니다: ${path}`,
      {
        path,
        cause,
      },
    );
  }
  if (app !== LIBRARY_APPLICATION_ID) {
    throw new LibraryError(
      "foreign",
      `beopmang 법령 사본이 아닙니다 (application_id ${app}): ${path}`,
      { path },
    );
  }
  if (version > LIBRARY_SCHEMA_VERSION) {
    throw new LibraryError(
      "schema",
      `법령 사본의 형식(${version})이 이 버전이 읽는 형식(${LIBRARY_SCHEMA_VERSION})보다 새롭습니다: ` +
        `beopmang을 업데이트하거나 사본을 다시 만드세요 (${path}).`,
      { path },
    );
  }
  if (version < 1) {
    throw new LibraryError("schema", `법령 사본의 형식이 비어 있습니다 (user_version 0): ${path}`, {
      path,
    });
  }
  return version;
}
