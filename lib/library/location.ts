/**
 * Where a library lives by default: `BEOPMANG_LIBRARY` when set, else the cache directory the
 * server reads it from (one rule with lib/runtime_library.ts's `chooseLibrary`).
 *
 * @module
 */

import { userCacheDir } from "../cache/kv_open.ts";

/** The library's file name in a cache directory. */
export const LIBRARY_FILE_NAME = "law-library.db";

/**
 * The library file to use: `BEOPMANG_LIBRARY` (undefined when it is `off`), else
 * `law-library.db` in `BEOPMANG_CACHE_DIR`, else in the per-user cache dir (the one the
 * persistent cache uses, lib/cache).
 *
 * @example
 * ```ts
 * import { defaultLibraryPath } from "./location.ts";
 * defaultLibraryPath({ BEOPMANG_LIBRARY: "/srv/law.db" }); // "/srv/law.db"
 * defaultLibraryPath({ BEOPMANG_LIBRARY: "off" }); // undefined
 * defaultLibraryPath({ BEOPMANG_CACHE_DIR: "/var/cache/bm" }); // "/var/cache/bm/law-library.db"
 * ```
 */
export function defaultLibraryPath(
  env: Record<string, string | undefined> = readEnv(),
): string | undefined {
  const set = env.BEOPMANG_LIBRARY?.trim();
  if (set) return set.toLowerCase() === "off" ? undefined : set;
  const cache = env.BEOPMANG_CACHE_DIR?.trim();
  const dir = cache && cache !== "off" ? cache : userCacheDir();
  return dir ? `${dir.replace(/[\\/]+$/, "")}/${LIBRARY_FILE_NAME}` : undefined;
}

function readEnv(): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const k of ["BEOPMANG_LIBRARY", "BEOPMANG_CACHE_DIR"]) {
    try {
      out[k] = Deno.env.get(k);
    } catch { /* no env permission: the default is unknown */ }
  }
  return out;
}
