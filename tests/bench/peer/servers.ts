/**
 * How each server is started for the peer benchmark: beopmang with `LAW_API_BASE_URL` set to the
 * replay, korean-law-mcp under `node --import preload.mjs` (fetch rewritten from law.go.kr to the
 * replay). Also installs the peer into a temporary folder when no path is given.
 *
 * @module
 */

const here = new URL(".", import.meta.url);
const root = decodeURIComponent(new URL("../../../", import.meta.url).pathname);
/** The preload module given to node. */
export const PRELOAD: string = decodeURIComponent(new URL("preload.mjs", here).pathname);

/** A command line with its environment. */
export interface Launch {
  /** Executable. */
  readonly command: string;
  /** Arguments. */
  readonly args: string[];
  /** Environment (PATH and HOME are added). */
  readonly env: Record<string, string>;
}

/**
 * beopmang over stdio; `cacheDir` is its Deno KV cache ("off" to disable); `entry` another
 * stdio entry (a checkout of another commit, for before/after in one run).
 */
export function oursStdio(
  replayBase: string,
  cacheDir: string,
  entry = `${root}mcp/stdio.ts`,
): Launch {
  return {
    command: Deno.execPath(),
    args: ["run", "-A", "--quiet", entry],
    env: cacheEnv(cacheDir, { LAW_OC: "bench", LAW_API_BASE_URL: replayBase }),
  };
}

/**
 * beopmang over HTTP (`deno task start`'s module, or another checkout's `entry`) on `port`.
 */
export function oursHttp(
  replayBase: string,
  cacheDir: string,
  port: number,
  entry = `${root}mcp/start.ts`,
): Launch {
  return {
    command: Deno.execPath(),
    args: ["run", ...startTaskV8Flags(entry), "-A", "--quiet", entry],
    env: cacheEnv(cacheDir, {
      LAW_OC: "bench",
      LAW_API_BASE_URL: replayBase,
      PORT: String(port),
      BEOPMANG_RATE_CLIENT: "100000000",
      BEOPMANG_RATE_SHARED: "100000000",
    }),
  };
}

/**
 * The `--v8-flags=…` of `deno task start` in the deno.json of the checkout `entry` (…/mcp/start.ts)
 * belongs to, so the HTTP server runs with the heap settings it ships with; none when that task
 * has none (an older checkout).
 */
export function startTaskV8Flags(entry: string): string[] {
  try {
    const config = JSON.parse(Deno.readTextFileSync(new URL("../deno.json", `file://${entry}`)));
    const flag = /--v8-flags=\S+/.exec(config.tasks?.start ?? "");
    return flag ? [flag[0]] : [];
  } catch {
    return [];
  }
}

function cacheEnv(dir: string, env: Record<string, string>): Record<string, string> {
  return dir === "off" ? { ...env, BEOPMANG_CACHE: "off" } : { ...env, BEOPMANG_CACHE_DIR: dir };
}

/** korean-law-mcp over stdio. */
export function peerStdio(peerDir: string, replayOrigin: string): Launch {
  return {
    command: "node",
    args: ["--import", PRELOAD, `${peerDir}/build/index.js`],
    env: { LAW_OC: "bench", BENCH_REPLAY_ORIGIN: replayOrigin },
  };
}

/** korean-law-mcp in its HTTP mode (`--mode http`, stateless Streamable HTTP at /mcp). */
export function peerHttp(peerDir: string, replayOrigin: string, port: number): Launch {
  return {
    command: "node",
    args: ["--import", PRELOAD, `${peerDir}/build/index.js`, "--mode", "http", "--port", `${port}`],
    // RATE_LIMIT_RPM=0 turns its per-IP limit off (default 60 calls a minute).
    env: { LAW_OC: "bench", BENCH_REPLAY_ORIGIN: replayOrigin, RATE_LIMIT_RPM: "0" },
  };
}

/** The peer package directory: `given`, or a fresh `npm install korean-law-mcp@4.14.0`. */
export async function peerPackage(given: string | undefined): Promise<string> {
  if (given) return given.replace(/\/+$/, "");
  const prefix = await Deno.makeTempDir({ prefix: "bench-peer-" });
  console.error(`installing korean-law-mcp@4.14.0 into ${prefix} …`);
  const out = await new Deno.Command("npm", {
    args: ["install", "korean-law-mcp@4.14.0", "--prefix", prefix, "--no-audit", "--no-fund"],
    stdout: "inherit",
    stderr: "inherit",
  }).output();
  if (!out.success) throw new Error("npm install korean-law-mcp@4.14.0 failed");
  return `${prefix}/node_modules/korean-law-mcp`;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}

/** Waits until `url` answers (any status) or `ms` pass. */
export async function waitHttp(url: string, ms = 60_000): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    try {
      const r = await fetch(url);
      await r.body?.cancel();
      return performance.now() - t0;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}
