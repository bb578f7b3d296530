/**
 * The starter library on disk: the shipped law files (brotli + base64 modules, `files.ts`)
 * written once into a library file in the cache directory, named after their content hash so a
 * new package version builds its own and an old one is removed. Where no cache directory is
 * writable, a temporary directory holds it. Built beside its final name and renamed into place,
 * so two processes starting at once never read a half-written file.
 *
 * @module
 */

import zlib from "node:zlib";
import { readFrontmatter, splitFrontmatter } from "../frontmatter.ts";
import { cutBody } from "../markdown.ts";
import { LibraryWriter } from "../writer.ts";
import { STARTER_CHUNKS } from "./files.ts";
import { builtStarterFile, STARTER_FILE_NAME, starterDirs } from "./location.ts";
import type { StarterEntry } from "./types.ts";

/** The library source the starter's meta names. */
export const STARTER_SOURCE = "starter";

export { STARTER_FILE_NAME } from "./location.ts";

function fromBase64(s: string): Uint8Array {
  const bin = atob(s);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** The shipped law files, chunk by chunk (each module read when reached). */
export async function* starterEntries(): AsyncGenerator<StarterEntry> {
  for (const chunk of STARTER_CHUNKS) {
    const packed = (await chunk.load()).default;
    const json = new TextDecoder().decode(zlib.brotliDecompressSync(fromBase64(packed)));
    yield* JSON.parse(json) as StarterEntry[];
  }
}

async function writable(dir: string): Promise<boolean> {
  try {
    await Deno.mkdir(dir, { recursive: true });
    const probe = `${dir}/.starter-probe-${Deno.pid}`;
    await Deno.writeTextFile(probe, "");
    await Deno.remove(probe);
    return true;
  } catch {
    return false;
  }
}

/** Builds the starter library at `path` (through a temporary file beside it). */
export async function buildStarter(path: string): Promise<void> {
  const tmp = `${path}.${Deno.pid}-${Date.now()}.tmp`;
  const writer = new LibraryWriter(tmp);
  try {
    for await (const e of starterEntries()) {
      const front = readFrontmatter(e.t);
      const split = splitFrontmatter(e.t);
      if (!front || !split) continue;
      // A newer text (e.i 0) stays out of search: the starter ships with each package version
      // and its everyday retrieval was tuned on the texts in force when it was built.
      writer.add({ path: e.p, front, body: cutBody(split.body), index: e.i === 1 });
      // Each law is written synchronously: let the server answer in between (a minute of
      // writing on a slow machine must not stall the requests that do not wait for it).
      await new Promise((r) => setTimeout(r, 0));
    }
    writer.finish({ source: STARTER_SOURCE });
  } catch (err) {
    try {
      writer.abort();
    } catch { /* closed */ }
    await Deno.remove(tmp).catch(() => {});
    throw err;
  }
  await Deno.rename(tmp, path);
}

async function removeOld(dir: string): Promise<void> {
  const hourAgo = Date.now() - 3_600_000;
  try {
    for await (const e of Deno.readDir(dir)) {
      const old = /^starter-[0-9a-f]+(?:-[a-z0-9]+)?\.db$/.test(e.name) &&
        e.name !== STARTER_FILE_NAME;
      // A build killed midway leaves its temporary file; one an hour old is nobody's any more.
      const stale = /^starter-[0-9a-f]+(?:-[a-z0-9]+)?\.db\.\d+-\d+\.tmp$/.test(e.name) &&
        ((await Deno.stat(`${dir}/${e.name}`).catch(() => undefined))?.mtime?.getTime() ?? 0) <
          hourAgo;
      if (old || stale) await Deno.remove(`${dir}/${e.name}`).catch(() => {});
    }
  } catch { /* best effort */ }
}

const building = new Map<string, Promise<string>>();

/**
 * The path of the starter library, built on first call (a few seconds) and reused after:
 * `<cacheDir>/starter-<hash>.db`, where cacheDir is the one given, else `BEOPMANG_CACHE_DIR`,
 * else the per-user cache directory, else a temporary directory.
 *
 * @example
 * ```ts
 * import { starterLibraryFile } from "./materialise.ts";
 * const path = await starterLibraryFile();
 * console.log(path.endsWith(".db")); // true
 * ```
 */
export async function starterLibraryFile(cacheDir?: string): Promise<string> {
  const built = builtStarterFile(cacheDir);
  if (built) return built;
  const candidates = starterDirs(cacheDir);
  let dir: string | undefined;
  for (const d of candidates) {
    if (await writable(d)) {
      dir = d;
      break;
    }
  }
  dir ??= await Deno.makeTempDir({ prefix: "beopmang-starter-" });
  const path = `${dir}/${STARTER_FILE_NAME}`;
  let job = building.get(path);
  if (!job) {
    job = (async () => {
      if (builtStarterFile(dir) !== path) await buildStarter(path);
      await removeOld(dir);
      return path;
    })();
    building.set(path, job);
    job.catch(() => building.delete(path));
  }
  return await job;
}
