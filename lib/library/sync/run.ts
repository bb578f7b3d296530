/**
 * `deno task library sync`: the library built from law.go.kr itself. The list of current
 * statutes, then the body of every version the library does not hold yet (by MST, 공포일자 and
 * 시행일자), a few at a time; each body is kept in a side file as it arrives (an interrupted sync
 * resumes), read by the statute parser, written as a legalize-kr law file and stored through the
 * importer's {@link LibraryWriter}. The new library is built beside the old one and renamed over
 * it at the end: the old one answers until then.
 *
 * @module
 */

import { DatabaseSync } from "node:sqlite";
import type { DrfClient } from "../../drf/client.ts";
import { maskSecrets } from "../../drf/secret.ts";
import { parseStatute } from "../../parse/statute.ts";
import type { LawSearchRow } from "../../parse/search.ts";
import { readFrontmatter, splitFrontmatter } from "../frontmatter.ts";
import { cutBody } from "../markdown.ts";
import { checkSchema } from "../schema.ts";
import { LibraryWriter } from "../writer.ts";
import { fetchStatuteList } from "./list.ts";
import { isoDate, statuteMarkdown } from "./markdown.ts";
import { SyncStage } from "./stage.ts";

/** The library source a sync writes. */
export const SYNC_SOURCE = "law.go.kr";

/** Bodies fetched at once unless configured. */
export const DEFAULT_SYNC_CONCURRENCY = 4;

/** Options of {@link syncLibrary}. */
export interface SyncOptions {
  /** A client holding the key (`LAW_OC`). */
  client: DrfClient;
  /** The library file to build or bring up to date. */
  out: string;
  /** Bodies fetched at once (default {@link DEFAULT_SYNC_CONCURRENCY}, at most 16). */
  concurrency?: number;
  /** List rows per page (default 100). */
  pageSize?: number;
  /** Progress lines (the CLI writes them to stderr). Never given the key. */
  log?: (line: string) => void;
  /** Stops the sync; what was fetched stays in the side file. */
  signal?: AbortSignal;
}

/** What a sync did. */
export interface SyncReport {
  /** The library file. */
  out: string;
  /** Versions on law.go.kr's list. */
  listed: number;
  /** Versions the library already held unchanged. */
  unchanged: number;
  /** Bodies fetched by this run. */
  fetched: number;
  /** Bodies an interrupted run had fetched, used now. */
  resumed: number;
  /** Versions dropped because law.go.kr no longer lists them. */
  removed: number;
  /** Bodies that could not be fetched (the library was then left as it was). */
  failed: { mst: string; name: string; error: string }[];
  /** Whether a new library file replaced the old one. */
  swapped: boolean;
}

/** Where a synced version lives in the library (`path` column): one per MST. */
export function syncPath(row: Pick<LawSearchRow, "lawId" | "mst">): string {
  return `law.go.kr/${row.lawId}/${row.mst}`;
}

interface Held {
  mst: string;
  promulgated: string;
  effective: string;
}

/** The versions a previous sync stored, by path; empty when `out` is absent or not a sync. */
function readHeld(out: string, log: (s: string) => void): Map<string, Held> {
  const held = new Map<string, Held>();
  try {
    Deno.statSync(out);
  } catch {
    return held;
  }
  const db = new DatabaseSync(out, { readOnly: true });
  try {
    checkSchema(db, out);
    const source = (db.prepare("SELECT value FROM meta WHERE key = 'source'").get() as
      | { value: string }
      | undefined)?.value;
    if (source !== SYNC_SOURCE) {
      log(`기존 사본(${source ?? "출처 미상"})은 law.go.kr 동기화본이 아니어서 새로 만듭니다.`);
      return held;
    }
    // What law.go.kr's list said at the last sync (the body's own dates may differ from it).
    const listed = (db.prepare("SELECT value FROM meta WHERE key = ?").get(LISTED_KEY) as
      | { value: string }
      | undefined)?.value;
    const paths = new Set(
      (db.prepare("SELECT path FROM laws").all() as unknown as { path: string }[]).map((r) =>
        r.path
      ),
    );
    for (const [path, h] of Object.entries(JSON.parse(listed ?? "{}") as Record<string, Held>)) {
      if (paths.has(path)) held.set(path, h);
    }
  } finally {
    db.close();
  }
  return held;
}

/** The meta key holding, per path, the list row a sync stored it for. */
const LISTED_KEY = "sync.listed";

function listedOf(row: LawSearchRow): Held {
  return {
    mst: row.mst,
    promulgated: isoDate(row.promulgationDate),
    effective: isoDate(row.effectiveDate),
  };
}

function sameVersion(h: Held | undefined, row: LawSearchRow): boolean {
  return !!h && h.mst === row.mst && h.promulgated === isoDate(row.promulgationDate) &&
    h.effective === isoDate(row.effectiveDate);
}

async function pool<T>(items: T[], n: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
}

/**
 * Builds or updates the library at `opts.out` from law.go.kr.
 *
 * @example
 * ```ts
 * import { DrfClient } from "../../drf/client.ts";
 * import { syncLibrary } from "./run.ts";
 * const client = new DrfClient({ oc: Deno.env.get("LAW_OC") });
 * const report = await syncLibrary({ client, out: "/tmp/laws.sqlite", log: console.error });
 * console.log(report.fetched, report.swapped);
 * ```
 */
export async function syncLibrary(opts: SyncOptions): Promise<SyncReport> {
  const log = opts.log ?? (() => {});
  const concurrency = Math.max(1, Math.min(16, opts.concurrency ?? DEFAULT_SYNC_CONCURRENCY));
  const rows = await fetchStatuteList(opts.client, {
    pageSize: opts.pageSize,
    signal: opts.signal,
    onPage: (done, pages) => log(`목록 ${done}/${pages}쪽`),
  });
  if (!rows.length) {
    throw new Error("law.go.kr의 현행법령 목록이 비어 있습니다: 아무것도 바꾸지 않았습니다.");
  }
  const held = readHeld(opts.out, log);
  const wanted = new Map(rows.map((r) => [syncPath(r), r]));
  const changed = rows.filter((r) => !sameVersion(held.get(syncPath(r)), r));
  const removed = [...held.keys()].filter((p) => !wanted.has(p));
  const report: SyncReport = {
    out: opts.out,
    listed: rows.length,
    unchanged: rows.length - changed.length,
    fetched: 0,
    resumed: 0,
    removed: removed.length,
    failed: [],
    swapped: false,
  };
  log(
    `목록 ${rows.length}건: 그대로 ${report.unchanged}, 새로 받을 것 ${changed.length}, 빠진 것 ${removed.length}`,
  );
  if (!changed.length && !removed.length) return report;

  const stage = new SyncStage(`${opts.out}.sync`);
  try {
    const upstream = opts.client.baseUrl;
    if (stage.upstream() !== upstream) stage.reset(upstream);
    const staged = stage.staged();
    const todo = changed.filter((r) => !staged.has(r.mst));
    report.resumed = changed.length - todo.length;
    if (report.resumed) log(`지난 동기화에서 받아 둔 본문 ${report.resumed}건을 씁니다.`);
    let done = 0;
    await pool(todo, concurrency, async (row) => {
      if (opts.signal?.aborted) return;
      try {
        const res = await opts.client.call(
          { endpoint: "service", target: "law", params: { MST: row.mst } },
          { signal: opts.signal, noCache: true },
        );
        const statute = parseStatute(res.data);
        stage.put(row.mst, row.lawId, statuteMarkdown(statute, row));
        report.fetched++;
      } catch (e) {
        const error = maskSecrets(e instanceof Error ? e.message : String(e));
        report.failed.push({ mst: row.mst, name: row.name, error });
        log(`실패: ${row.name} (MST ${row.mst}): ${error}`);
      }
      done++;
      if (done === todo.length || done % 10 === 0) log(`본문 ${done}/${todo.length}`);
    });
    opts.signal?.throwIfAborted();
    if (report.failed.length) {
      log(
        `${report.failed.length}건을 받지 못해 사본을 바꾸지 않았습니다. 다시 실행하면 받은 것은 두고 나머지만 받습니다.`,
      );
      stage.close();
      return report;
    }
    await build(opts.out, held.size > 0, removed, changed, rows, stage, log);
    report.swapped = true;
    await stage.discard();
    return report;
  } catch (e) {
    try {
      stage.close();
    } catch { /* already closed */ }
    throw e;
  }
}

/** Writes the new library beside the old one and renames it over it. */
async function build(
  out: string,
  fromOld: boolean,
  removed: string[],
  changed: LawSearchRow[],
  rows: LawSearchRow[],
  stage: SyncStage,
  log: (s: string) => void,
): Promise<void> {
  const tmp = `${out}.tmp-${Deno.pid}`;
  await Deno.remove(tmp).catch(() => {});
  if (fromOld) await Deno.copyFile(out, tmp);
  const writer = new LibraryWriter(tmp);
  try {
    for (const path of removed) writer.removePath(path);
    const inForce = new Set(rows.filter((r) => r.status !== "시행예정").map((r) => r.lawId));
    for (const row of changed) {
      const md = stage.get(row.mst)!;
      const front = readFrontmatter(md);
      const split = splitFrontmatter(md);
      if (!front || !split) throw new Error(`본문을 사본 형식으로 옮기지 못했습니다: ${row.name}`);
      const path = syncPath(row);
      writer.removePath(path);
      // The version in force is indexed as such; one only promulgated is indexed "dated": body
      // search finds it from its 시행일자 on.
      const dated = row.status === "시행예정" && inForce.has(row.lawId);
      writer.add({ path, front, body: cutBody(split.body), index: dated ? "dated" : true });
    }
    writer.finish({ source: SYNC_SOURCE });
    const db = new DatabaseSync(tmp);
    try {
      const listed = Object.fromEntries(rows.map((r) => [syncPath(r), listedOf(r)]));
      db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)")
        .run(LISTED_KEY, JSON.stringify(listed));
    } finally {
      db.close();
    }
  } catch (e) {
    try {
      writer.abort();
    } catch { /* finished already */ }
    await Deno.remove(tmp).catch(() => {});
    throw e;
  }
  await Deno.rename(tmp, out);
  log(`사본을 바꿨습니다: ${out}`);
}
