/**
 * Where a library lives by default: `BEOPMANG_LIBRARY` when set, else the per-user cache dir.
 *
 * @module
 */

/**
 * The library file to use: `BEOPMANG_LIBRARY` (undefined when it is `off`), else
 * `law-library.db` in the per-user cache dir (`$XDG_CACHE_HOME`, `~/Library/Caches` on macOS,
 * `%LOCALAPPDATA%` on Windows, `~/.cache`).
 *
 * @example
 * ```ts
 * import { defaultLibraryPath } from "./location.ts";
 * defaultLibraryPath({ BEOPMANG_LIBRARY: "/srv/law.db" }); // "/srv/law.db"
 * defaultLibraryPath({ BEOPMANG_LIBRARY: "off" }); // undefined
 * ```
 */
export function defaultLibraryPath(
  env: Record<string, string | undefined> = readEnv(),
): string | undefined {
  const set = env.BEOPMANG_LIBRARY?.trim();
  if (set) return set.toLowerCase() === "off" ? undefined : set;
  const home = env.HOME ?? env.USERPROFILE;
  const base = env.XDG_CACHE_HOME ??
    (Deno.build.os === "darwin" && home
      ? `${home}/Library/Caches`
      : Deno.build.os === "windows" && env.LOCALAPPDATA
      ? env.LOCALAPPDATA
      : home
      ? `${home}/.cache`
      : undefined);
  return base ? `${base}/beopmang/law-library.db` : undefined;
}

function readEnv(): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const k of ["BEOPMANG_LIBRARY", "HOME", "USERPROFILE", "XDG_CACHE_HOME", "LOCALAPPDATA"]) {
    try {
      out[k] = Deno.env.get(k);
    } catch { /* no env permission: the default is unknown */ }
  }
  return out;
}
