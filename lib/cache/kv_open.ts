/**
 * Locating and opening the Deno KV database without ever throwing or prompting: a cache
 * that cannot open is disabled, never an outage.
 *
 * @module
 */

/**
 * Opens a KV database; same shape as `Deno.openKv`, injectable for tests.
 *
 * @example
 * ```ts
 * const open: OpenKvFn = (path) => Deno.openKv(path);
 * ```
 */
export type OpenKvFn = (path?: string) => Promise<Deno.Kv>;

/**
 * Outcome of {@linkcode openKvSafely}: a handle, or the reason the tier is disabled.
 *
 * @example
 * ```ts
 * const r: OpenResult = { ok: false, reason: "Deno.openKv unavailable" };
 * ```
 */
export type OpenResult = { readonly ok: true; readonly kv: Deno.Kv } | {
  readonly ok: false;
  readonly reason: string;
};

/** File name used inside the cache directory. */
const FILE_NAME = "beopmang.kv";

// Query first: reading an ungranted permission would prompt on a TTY or throw.
function granted(desc: Deno.PermissionDescriptor): boolean {
  try {
    return Deno.permissions.querySync(desc).state === "granted";
  } catch {
    return false;
  }
}

function readEnv(name: string): string | undefined {
  return granted({ name: "env", variable: name }) ? Deno.env.get(name) : undefined;
}

/**
 * The per-user cache directory of this platform, never the working directory:
 * `$XDG_CACHE_HOME/beopmang` or `~/.cache/beopmang` (Linux and others),
 * `~/Library/Caches/beopmang` (macOS), `%LOCALAPPDATA%\\beopmang\\cache` (Windows); `undefined`
 * when the environment does not say (or may not be read).
 *
 * @example
 * ```ts
 * userCacheDir(); // "/home/me/.cache/beopmang"
 * ```
 */
export function userCacheDir(): string | undefined {
  const home = readEnv("HOME")?.trim();
  switch (Deno.build.os) {
    case "windows": {
      const local = readEnv("LOCALAPPDATA")?.trim();
      return local ? `${local.replace(/[\\/]+$/, "")}\\beopmang\\cache` : undefined;
    }
    case "darwin":
      return home ? `${home.replace(/\/+$/, "")}/Library/Caches/beopmang` : undefined;
    default: {
      const xdg = readEnv("XDG_CACHE_HOME")?.trim();
      if (xdg && xdg.startsWith("/")) return `${xdg.replace(/\/+$/, "")}/beopmang`;
      return home ? `${home.replace(/\/+$/, "")}/.cache/beopmang` : undefined;
    }
  }
}

/**
 * Default database location: `undefined` on Deno Deploy (where `Deno.openKv()` takes no
 * path), else `$BEOPMANG_CACHE_DIR/beopmang.kv`, else `beopmang.kv` in {@linkcode userCacheDir};
 * `null` when none of these is known (no persistent cache then — never the working directory).
 *
 * @example
 * ```ts
 * defaultKvPath(); // "/home/me/.cache/beopmang/beopmang.kv" when BEOPMANG_CACHE_DIR is unset
 * ```
 */
export function defaultKvPath(): string | undefined | null {
  if (readEnv("DENO_DEPLOYMENT_ID")) return undefined;
  const dir = readEnv("BEOPMANG_CACHE_DIR")?.trim() || userCacheDir();
  if (dir) return `${dir.replace(/[\\/]+$/, "")}/${FILE_NAME}`;
  return null;
}

function parentDir(path: string): string | undefined {
  const cut = Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\"));
  return cut > 0 ? path.slice(0, cut) : undefined;
}

function describe(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}

/**
 * Opens KV at `path` (`":memory:"` allowed, `undefined` = platform default), creating the
 * parent directory if permitted. Never throws.
 *
 * @example
 * ```ts
 * const r = await openKvSafely(":memory:");
 * if (r.ok) r.kv.close();
 * ```
 */
export async function openKvSafely(path: string | undefined, open?: OpenKvFn): Promise<OpenResult> {
  const opener = open ?? (typeof Deno.openKv === "function" ? Deno.openKv : undefined);
  if (opener === undefined) {
    return { ok: false, reason: "Deno.openKv unavailable (run with --unstable-kv)" };
  }
  if (path !== undefined && path !== ":memory:" && open === undefined) {
    if (!granted({ name: "read", path }) || !granted({ name: "write", path })) {
      return { ok: false, reason: `no read/write permission for ${path}` };
    }
    const dir = parentDir(path);
    if (dir !== undefined && granted({ name: "write", path: dir })) {
      try {
        Deno.mkdirSync(dir, { recursive: true });
      } catch {
        // Opening below reports the real problem if the directory is truly unusable.
      }
    }
  }
  try {
    return { ok: true, kv: await opener(path) };
  } catch (err) {
    return { ok: false, reason: `open failed: ${describe(err)}` };
  }
}
