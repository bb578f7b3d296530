/**
 * Which law library a process reads, and opening it: once, read-only, on first need.
 *
 * - `BEOPMANG_LIBRARY=FILE` names the library; `off` disables it.
 * - Unset: `law-library.db` in the per-user cache directory (`BEOPMANG_CACHE_DIR`, else the
 *   platform's, as for the persistent cache) when that file exists.
 * - `BEOPMANG_LIBRARY_MAX_AGE_DAYS` (default 7): with a key, a library older than this checks the
 *   statute asked about against law.go.kr's list.
 *
 * Start-up pays only for reading the file's first 100 bytes (a missing, corrupt or foreign file
 * is said once on stderr, and the server serves live or demo); `node:sqlite` loads on the first
 * statute asked.
 *
 * @module
 */

import { userCacheDir } from "./cache/kv_open.ts";
import { builtStarterFile } from "./library/starter/location.ts";
// The schema's constants only (its SQLite use is typed, not loaded): cheap at start-up.
import { LIBRARY_APPLICATION_ID, LIBRARY_SCHEMA_VERSION } from "./library/schema.ts";
import type { StatuteLibrary } from "./tools/library_access.ts";

import { LIBRARY_FILE_NAME } from "./library/location.ts";

export { LIBRARY_FILE_NAME };

/** Where a library came from (how {@link chooseLibrary} found it). */
export type LibraryOrigin = "env" | "cache" | "starter";

/** The library a process reads, before it is opened. */
export interface LibraryChoice {
  /** A file path (or a label for a built-in library). */
  path: string;
  /** How it was chosen. */
  origin: LibraryOrigin;
  /** Opens it (read-only). Throws a clear error for a corrupt or foreign file. */
  open(): Promise<StatuteLibrary>;
  /** A cheap check at start-up: the reason it cannot be a library, or undefined. */
  precheck(): string | undefined;
  /**
   * How long a request waits for the library to open before it answers without it (the opening
   * goes on; later requests use the library once it is open). Unset: as long as it takes.
   */
  patienceMs?: number;
}

/**
 * The one place that says which library to open: `BEOPMANG_LIBRARY` (a path, or `off`), else the
 * file in the per-user cache directory when it exists, else (with `starter`: demo mode, no key)
 * the starter library shipped in the package — built on first need (`build`), or only when an
 * earlier run built it (`if-built`: one-shot commands do not pay for the build) — else none.
 *
 * @example
 * ```ts
 * import { chooseLibrary } from "./runtime_library.ts";
 * chooseLibrary({ library: "off" }); // undefined
 * chooseLibrary({ library: "/data/law.sqlite" })?.origin; // "env"
 * ```
 */
export function chooseLibrary(
  config: { library?: string; cacheDir?: string; starter?: "build" | "if-built" },
): LibraryChoice | undefined {
  const given = config.library?.trim();
  if (given?.toLowerCase() === "off") return undefined;
  if (given) return fileChoice(given, "env");
  // BEOPMANG_CACHE_DIR first, then the per-user cache dir, where `deno task library import`
  // writes by default.
  const dirs = [
    config.cacheDir && config.cacheDir !== "off" ? config.cacheDir : undefined,
    userCacheDir(),
  ];
  for (const dir of dirs) {
    if (!dir) continue;
    const path = `${dir.replace(/[\\/]+$/, "")}/${LIBRARY_FILE_NAME}`;
    if (exists(path)) return fileChoice(path, "cache");
  }
  if (config.starter === "build") return starterChoice(config.cacheDir);
  if (config.starter === "if-built") {
    const built = builtStarterFile(config.cacheDir);
    if (built) return fileChoice(built, "starter");
  }
  return undefined;
}

/** How long a request waits, by default, for the starter file to be built the first time. */
export const STARTER_PATIENCE_MS = 20_000;

function readWaitEnv(): string | undefined {
  try {
    return Deno.env.get("BEOPMANG_LIBRARY_WAIT_MS")?.trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The starter library shipped in the package (lib/library/starter): written to the cache
 * directory (or a temporary one) the first time a statute is asked, then read like any library.
 */
function starterChoice(cacheDir: string | undefined): LibraryChoice {
  const wait = Number(readWaitEnv());
  return {
    path: "starter",
    origin: "starter",
    precheck: () => undefined,
    // Building the starter file takes tens of seconds the first time on a machine: a request
    // does not wait for it past what an MCP client would (the demo recordings answer meanwhile).
    patienceMs: Number.isFinite(wait) && wait >= 0 ? wait : STARTER_PATIENCE_MS,
    open: async () => {
      const { starterLibraryFile } = await import("./library/starter/materialise.ts");
      const { openStatuteLibrary } = await import("./tools/library_adapter.ts");
      return openStatuteLibrary(await starterLibraryFile(cacheDir));
    },
  };
}

function fileChoice(path: string, origin: LibraryOrigin): LibraryChoice {
  return {
    path,
    origin,
    precheck: () => precheckFile(path),
    open: async () => {
      // Loaded here, never at start-up: node:sqlite and the reader cost nothing until needed.
      const { openStatuteLibrary } = await import("./tools/library_adapter.ts");
      return openStatuteLibrary(path);
    },
  };
}

function exists(path: string): boolean {
  try {
    return Deno.statSync(path).isFile;
  } catch {
    return false;
  }
}

const SQLITE_MAGIC = "SQLite format 3\0";

/**
 * Why `path` cannot be a law library, from its first 100 bytes (no SQLite is loaded): missing,
 * unreadable, not SQLite, or a SQLite file of something else (no schema version at byte 60, or
 * another application id at byte 68). Undefined when it may be one.
 *
 * @example
 * ```ts
 * import { precheckFile } from "./runtime_library.ts";
 * precheckFile("/nonexistent.sqlite"); // "… 파일이 없습니다 …"
 * ```
 */
export function precheckFile(path: string): string | undefined {
  let head: Uint8Array;
  try {
    using f = Deno.openSync(path, { read: true });
    head = new Uint8Array(100);
    let got = 0;
    while (got < head.length) {
      const n = f.readSync(head.subarray(got));
      if (n === null || n === 0) break;
      got += n;
    }
    head = head.subarray(0, got);
  } catch (e) {
    return e instanceof Deno.errors.NotFound
      ? `${path}: 파일이 없습니다 (library file missing)`
      : `${path}: 읽을 수 없습니다 (${e instanceof Error ? e.name : e})`;
  }
  if (head.length < 100 || new TextDecoder().decode(head.subarray(0, 16)) !== SQLITE_MAGIC) {
    return `${path}: SQLite 파일이 아닙니다 — 손상되었거나 다른 파일입니다 (corrupt or not a library)`;
  }
  const view = new DataView(head.buffer, head.byteOffset);
  // user_version (byte 60) and application_id (byte 68): lib/library sets both.
  if (view.getUint32(60) === 0 || view.getUint32(68) !== LIBRARY_APPLICATION_ID) {
    return `${path}: 법령 사본이 아닌 SQLite 파일입니다 (foreign SQLite file: no library schema)`;
  }
  if (view.getUint32(60) > LIBRARY_SCHEMA_VERSION) {
    return `${path}: 이 판보다 새 형식(${view.getUint32(60)})의 법령 사본입니다 — beopmang을 ` +
      `올리세요 (library schema newer than ${LIBRARY_SCHEMA_VERSION})`;
  }
  return undefined;
}

/**
 * The process' library: chosen at start, checked cheaply, opened once on first need. A failure
 * to open is said once (`report`) and the library is then off for the process.
 */
export class LibraryHandle {
  readonly #choice?: LibraryChoice;
  readonly #report: (line: string) => void;
  #opening?: Promise<StatuteLibrary | undefined>;
  #ready = false;
  #told = false;
  /** Why the library is off, when it failed its check or its opening. */
  error?: string;

  /**
   * Prechecks the choice: a bad file is said now (`startup`, once) and never opened; a failure
   * to open it later is said once through `report`.
   */
  constructor(
    choice: LibraryChoice | undefined,
    startup: (line: string) => void,
    report: (line: string) => void,
  ) {
    this.#report = report;
    const bad = choice?.precheck();
    if (bad) {
      this.error = bad;
      startup(libraryOffLine(bad));
    } else this.#choice = choice;
  }

  /** The chosen library's path, when one is chosen and passed its check. */
  get path(): string | undefined {
    return this.#choice?.path;
  }

  /** How the library was chosen (`starter`: the one shipped in the package), when one is. */
  get origin(): LibraryOrigin | undefined {
    return this.#choice?.origin;
  }

  /**
   * The open library (opened on the first call), or undefined. Never throws. A choice with a
   * `patienceMs` answers undefined while it is still opening past that time.
   */
  open(): Promise<StatuteLibrary | undefined> {
    const choice = this.#choice;
    if (!choice) return Promise.resolve(undefined);
    const opening = this.#start(choice);
    if (this.#ready || choice.patienceMs === undefined) return opening;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        if (!this.#told) {
          this.#told = true;
          this.#report(
            "내장 법령 사본을 처음 준비하는 중입니다 (이 컴퓨터에서 한 번): 준비될 때까지는 데모 " +
              "기록으로 답합니다 (preparing the starter library once; demo recordings answer meanwhile).",
          );
        }
        resolve(undefined);
      }, choice.patienceMs);
      opening.then((lib) => {
        clearTimeout(timer);
        resolve(lib);
      });
    });
  }

  /**
   * Begins opening the library now, in the background (for the starter: building its file the
   * first time), so that the first statute asked finds it ready. Never throws; a failure is said
   * once, as on first need.
   */
  prepare(): void {
    if (this.#choice) void this.#start(this.#choice);
  }

  #start(choice: LibraryChoice): Promise<StatuteLibrary | undefined> {
    return this.#opening ??= choice.open().then((lib) => {
      this.#ready = true;
      return lib;
    }, (e: unknown) => {
      this.#ready = true;
      this.error = `${choice.path}: ${e instanceof Error ? e.message : String(e)}`;
      this.#report(libraryOffLine(this.error));
      return undefined;
    });
  }
}

/** The start-up line of a library that cannot be read. */
function libraryOffLine(why: string): string {
  return `법령 사본 꺼짐 (law library off): ${why}. 법제처(LAW_OC) 또는 데모 기록으로 답합니다; ` +
    "BEOPMANG_LIBRARY로 다른 파일을 주거나 off로 끄세요.";
}
