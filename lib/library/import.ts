/**
 * Building a library from legalize-kr: reads a source, keeps for each law the version in force
 * today (by 시행일자 in Korea, not the corpus' `상태`) and the newest promulgated one beside it,
 * and writes a new file that is renamed over the old one only when complete. A rerun starts from
 * a copy of the old library and rewrites only the laws whose MSTs changed.
 *
 * @module
 */

import { LibraryError } from "./errors.ts";
import { type Frontmatter, readFrontmatter, splitFrontmatter } from "./frontmatter.ts";
import { cutBody } from "./markdown.ts";
import { todayKstIso } from "./versions.ts";
import { checkSchema } from "./schema.ts";
import { type ImportProgress, type LawSource, openSource } from "./sources.ts";
import { LibraryWriter } from "./writer.ts";
import { DatabaseSync } from "node:sqlite";

/** Options of {@link importLibrary}. */
export interface ImportOptions {
  /** The library file to write (replaced atomically). */
  out: string;
  /** The day to judge 시행일자 against, `YYYY-MM-DD`; default today in Korea. */
  today?: string;
  /** Progress callback. */
  onProgress?: (p: ImportProgress) => void;
  /** Rebuild from nothing even when `out` is a library. */
  full?: boolean;
  /** Test hook: throw after this many law files (an interrupted import). */
  failAfter?: number;
}

/** What an import did. */
export interface ImportReport {
  /** The library written. */
  out: string;
  /** What it was built from. */
  source: string;
  /** Law files read. */
  files: number;
  /** Law files (re)written. */
  written: number;
  /** Law files kept from the previous library (same MSTs). */
  unchanged: number;
  /** Law files gone from the source and removed. */
  removed: number;
  /** Files that were no law file (no frontmatter with 법령ID). */
  skipped: number;
  /** Laws with a version stored as pending (시행 예정). */
  pending: number;
  /** Seconds taken. */
  seconds: number;
}

/** One version of a law file: its text and frontmatter. */
export interface ImportVersion {
  /** The file's text. */
  text: string;
  /** Its frontmatter. */
  front: Frontmatter;
}

/** The versions of one file to keep: in force on `today`, and a newer one not yet in force. *
 * @example
 * ```ts
 * import { chooseVersions } from "./import.ts";
 * chooseVersions([], "2026-06-05"); // undefined
 * ```
 */
export function chooseVersions(
  versions: ImportVersion[],
  today: string,
): { keep: ImportVersion[]; index: ImportVersion } | undefined {
  if (!versions.length) return undefined;
  const byProm = [...versions].sort((a, b) =>
    a.front.promulgated < b.front.promulgated
      ? 1
      : a.front.promulgated > b.front.promulgated
      ? -1
      : 0
  );
  const newest = byProm[0];
  const inForce =
    versions.filter((v) => v.front.effective <= today).sort((a, b) =>
      a.front.effective < b.front.effective ? 1 : a.front.effective > b.front.effective ? -1 : 0
    )[0];
  if (!inForce) return { keep: [newest], index: newest };
  if (
    newest === inForce || newest.front.effective <= today || newest.front.mst === inForce.front.mst
  ) {
    return { keep: [inForce], index: inForce };
  }
  return { keep: [inForce, newest], index: inForce };
}

/** Whether `path` holds a library; false when there is no file; throws for any other file. */
function isLibrary(path: string): boolean {
  try {
    Deno.statSync(path);
  } catch {
    return false;
  }
  try {
    const db = new DatabaseSync(path, { readOnly: true });
    try {
      checkSchema(db, path);
      return true;
    } finally {
      db.close();
    }
  } catch (e) {
    // Never replace a file we did not write: it may be someone's data.
    throw new LibraryError(
      "foreign",
      `${path} 은(는) 법령 사본이 아닙니다: 덮어쓰지 않습니다. 지우거나 다른 --out 을 고르세요.` +
        (e instanceof LibraryError ? ` (${e.message})` : ""),
      { path, cause: e },
    );
  }
}

/**
 * Removes what killed imports left beside `out` (`out.<pid>-<ms>.tmp` and its SQLite side files): those whose process is
 * gone (Linux, /proc) or, where that cannot be told, older than a day.
 */
async function removeStaleTemps(out: string): Promise<void> {
  const slash = Math.max(out.lastIndexOf("/"), out.lastIndexOf("\\"));
  const dir = slash >= 0 ? out.slice(0, slash) || "/" : ".";
  const base = out.slice(slash + 1);
  // SQLite's side files of a killed import (`-journal`, `-wal`, `-shm`) go with it.
  const re = new RegExp(
    `^${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.(\\d+)-(\\d+)\\.tmp(-journal|-wal|-shm)?$`,
  );
  try {
    for await (const e of Deno.readDir(dir)) {
      const m = re.exec(e.name);
      if (!m || Number(m[1]) === Deno.pid) continue;
      let gone: boolean;
      try {
        Deno.statSync(`/proc/${m[1]}`);
        gone = false;
      } catch (err) {
        gone = err instanceof Deno.errors.NotFound && Deno.build.os === "linux"
          ? true
          : Date.now() - Number(m[2]) > 86_400_000;
      }
      if (gone) await Deno.remove(`${dir}/${e.name}`).catch(() => {});
    }
  } catch { /* an unreadable directory: nothing to tidy */ }
}

/**
 * Imports a legalize-kr checkout, directory, `.tar.gz` or http(s) URL of one into `opts.out`.
 *
 * @example
 * ```ts
 * import { importLibrary } from "./import.ts";
 * const r = await importLibrary("/data/legalize-kr", { out: "law-library.db" });
 * console.log(r.written, r.seconds);
 * ```
 */
export async function importLibrary(
  source: string | LawSource,
  opts: ImportOptions,
): Promise<ImportReport> {
  const t0 = performance.now();
  const today = opts.today ?? todayKstIso();
  const src = typeof source === "string"
    ? await openSource(source, today, opts.onProgress)
    : source;
  await removeStaleTemps(opts.out);
  const tmp = `${opts.out}.${Deno.pid}-${Date.now()}.tmp`;
  const incremental = isLibrary(opts.out) && !opts.full;
  if (incremental) await Deno.copyFile(opts.out, tmp);
  let writer: LibraryWriter | undefined;
  const report: ImportReport = {
    out: opts.out,
    source: src.label,
    files: 0,
    written: 0,
    unchanged: 0,
    removed: 0,
    skipped: 0,
    pending: 0,
    seconds: 0,
  };
  try {
    writer = new LibraryWriter(tmp);
    const stored = writer.storedPaths();
    const seen = new Set<string>();
    for await (const entry of src.entries()) {
      if (opts.failAfter !== undefined && report.files >= opts.failAfter) {
        throw new LibraryError("source", `가져오기 중단 (failAfter ${opts.failAfter})`);
      }
      const versions: ImportVersion[] = [];
      for (const text of entry.versions) {
        const front = readFrontmatter(text);
        if (front) versions.push({ text, front });
      }
      const chosen = chooseVersions(versions, today);
      if (!chosen) {
        report.skipped++;
        continue;
      }
      report.files++;
      seen.add(entry.path);
      if (chosen.keep.length > 1) report.pending++;
      // The version beside the one in force is indexed "dated" (2): search takes it from its
      // 시행일자 on. A file stored before that (its pending version unindexed, 0) is written again.
      const key = chosen.keep.map((v) => `${v.front.mst}:${v === chosen.index ? 1 : 2}`);
      const before = stored.get(entry.path);
      if (before && before.join("|") === key.join("|")) {
        report.unchanged++;
      } else {
        if (before) writer.removePath(entry.path);
        for (const v of chosen.keep) {
          writer.add({
            path: entry.path,
            front: v.front,
            body: cutBody(splitFrontmatter(v.text)!.body),
            index: v === chosen.index ? true : "dated",
          });
        }
        report.written++;
      }
      if (report.files % 100 === 0) opts.onProgress?.({ phase: "read", files: report.files });
    }
    for (const path of stored.keys()) {
      if (!seen.has(path)) {
        writer.removePath(path);
        report.removed++;
      }
    }
    opts.onProgress?.({ phase: "write", files: report.files });
    writer.finish({ source: src.label });
    writer = undefined;
    await Deno.rename(tmp, opts.out);
  } catch (e) {
    try {
      writer?.abort();
    } catch { /* already closed */ }
    await Deno.remove(tmp).catch(() => {});
    throw e;
  }
  report.seconds = Math.round((performance.now() - t0) / 100) / 10;
  opts.onProgress?.({ phase: "done", files: report.files });
  return report;
}
