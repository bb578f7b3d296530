/**
 * Where the starter library's file lives once built: its name (content hash, schema, writer
 * layout) and the directories looked in, in order. Cheap to import: no data, no SQLite.
 *
 * @module
 */

import { userCacheDir } from "../../cache/kv_open.ts";
import { LIBRARY_SCHEMA_VERSION } from "../schema.ts";
import { STARTER_HASH } from "./files.ts";

/**
 * How the writer lays out a file, as far as the starter's name must change with it: bumped when
 * a file written before can no longer be read (2: article text deflated) or would answer
 * differently (3: every version and laws without articles in the search index, annex titles
 * decoded).
 */
const WRITER_LAYOUT = 3;

/**
 * The file name of the starter library: its content hash, the schema and the writer's layout.
 *
 * @example
 * ```ts
 * import { STARTER_FILE_NAME } from "./location.ts";
 * console.log(STARTER_FILE_NAME); // "starter-ad5764f192fc7fcf-s1l3.db"
 * ```
 */
export const STARTER_FILE_NAME =
  `starter-${STARTER_HASH}-s${LIBRARY_SCHEMA_VERSION}l${WRITER_LAYOUT}.db`;

function readEnv(name: string): string | undefined {
  try {
    return Deno.env.get(name)?.trim() || undefined;
  } catch {
    return undefined; // no --allow-env: fall back to the next place
  }
}

/**
 * The directories the starter file is looked for and built in: the cache directory given, else
 * `BEOPMANG_CACHE_DIR`, else the per-user cache directory.
 *
 * @example
 * ```ts
 * import { starterDirs } from "./location.ts";
 * starterDirs("/tmp/cache")[0]; // "/tmp/cache"
 * ```
 */
export function starterDirs(cacheDir?: string): string[] {
  return [
    cacheDir && cacheDir !== "off" ? cacheDir : undefined,
    readEnv("BEOPMANG_CACHE_DIR"),
    userCacheDir(),
  ].filter((d): d is string => !!d).map((d) => d.replace(/[\\/]+$/, ""));
}

/**
 * The starter file when it has been built already, else undefined (nothing is built here).
 *
 * @example
 * ```ts
 * import { builtStarterFile } from "./location.ts";
 * builtStarterFile("/nonexistent"); // undefined, unless the user cache holds one
 * ```
 */
export function builtStarterFile(cacheDir?: string): string | undefined {
  for (const dir of starterDirs(cacheDir)) {
    try {
      if (Deno.statSync(`${dir}/${STARTER_FILE_NAME}`).isFile) return `${dir}/${STARTER_FILE_NAME}`;
    } catch { /* not there */ }
  }
  return undefined;
}
