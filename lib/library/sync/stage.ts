/**
 * The side file of a sync in progress (`<library>.sync`): the bodies fetched so far, each
 * written as soon as it arrives, so that an interrupted sync (killed, offline, a key over its
 * quota) picks up where it stopped and never asks law.go.kr twice for the same version.
 * Removed when the new library is in place.
 *
 * @module
 */

import { DatabaseSync, type StatementSync } from "node:sqlite";

/** Bodies fetched by an unfinished sync, by MST. */
export class SyncStage {
  readonly path: string;
  readonly #db: DatabaseSync;
  readonly #put: StatementSync;
  readonly #get: StatementSync;

  /** Opens (or creates) the side file at `path`. */
  constructor(path: string) {
    this.path = path;
    this.#db = new DatabaseSync(path);
    this.#db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;
      CREATE TABLE IF NOT EXISTS bodies (mst TEXT PRIMARY KEY, law_id TEXT NOT NULL,
        md TEXT NOT NULL, fetched_at TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`);
    this.#put = this.#db.prepare(
      "INSERT OR REPLACE INTO bodies (mst, law_id, md, fetched_at) VALUES (?, ?, ?, ?)",
    );
    this.#get = this.#db.prepare("SELECT md FROM bodies WHERE mst = ?");
  }

  /** The upstream the staged bodies came from; a side file of another upstream is discarded. */
  upstream(): string | undefined {
    const row = this.#db.prepare("SELECT value FROM meta WHERE key = 'upstream'").get() as
      | { value: string }
      | undefined;
    return row?.value;
  }

  /** Forgets every staged body and records `upstream` as their source. */
  reset(upstream: string): void {
    this.#db.exec("DELETE FROM bodies; DELETE FROM meta;");
    this.#db.prepare("INSERT INTO meta (key, value) VALUES ('upstream', ?)").run(upstream);
  }

  /** MSTs already staged. */
  staged(): Set<string> {
    const rows = this.#db.prepare("SELECT mst FROM bodies").all() as { mst: string }[];
    return new Set(rows.map((r) => r.mst));
  }

  /** Keeps one version's law file. */
  put(mst: string, lawId: string, md: string): void {
    this.#put.run(mst, lawId, md, new Date().toISOString());
  }

  /** A staged law file. */
  get(mst: string): string | undefined {
    return (this.#get.get(mst) as { md: string } | undefined)?.md;
  }

  /** Closes the file. */
  close(): void {
    this.#db.close();
  }

  /** Closes and deletes the side file (the sync is done). */
  async discard(): Promise<void> {
    this.close();
    for (const suffix of ["", "-wal", "-shm"]) {
      await Deno.remove(this.path + suffix).catch(() => {});
    }
  }
}
