/**
 * The connection limits of `deno task start` (`conn_guard.ts`) and where their defaults come
 * from: the environment, and the process's descriptor limit (read from `/proc/self/limits`, so
 * the cap on connections fits under `ulimit -n` whatever it is).
 *
 * @module
 */

/** Time limits and caps on TCP connections. */
export interface ConnLimits {
  /** From a connection's opening (or the first byte of its next request) to a complete request
   * head. `BEOPMANG_HEADER_TIMEOUT_MS`, default 10 s. */
  headerTimeoutMs: number;
  /** Silence allowed between requests on a kept-alive connection. `BEOPMANG_IDLE_TIMEOUT_MS`,
   * default 5 s. */
  idleTimeoutMs: number;
  /** Open connections in all. `BEOPMANG_MAX_CONNECTIONS`, default: what the descriptor limit
   * allows ({@link defaultMaxConnections}). */
  maxConnections: number;
  /** Open connections per client address. `BEOPMANG_MAX_CONNECTIONS_PER_CLIENT`, default 64. */
  maxPerClient: number;
}

/** Descriptors every connection may hold: the client's, ours to the inner server, its end. */
const FDS_PER_CONNECTION = 3;
/** Kept for everything else: caches, the KV database, upstream sockets, the runtime. */
const FDS_RESERVED = 64;

/**
 * The soft limit on open files of this process (after Deno raised it as far as it could), or
 * undefined where `/proc` cannot be read.
 *
 * @example
 * ```ts
 * import { fdLimit } from "./conn_limits.ts";
 * const n = fdLimit(); // e.g. 1048576, or 256 under `ulimit -n 256`
 * ```
 */
export function fdLimit(): number | undefined {
  try {
    const text = Deno.readTextFileSync("/proc/self/limits");
    const m = /^Max open files\s+(\d+|unlimited)/m.exec(text);
    if (!m) return undefined;
    return m[1] === "unlimited" ? Number.MAX_SAFE_INTEGER : Number(m[1]);
  } catch {
    return undefined;
  }
}

/**
 * As many connections as the descriptors allow (three each, 64 kept back), at most 1024 and at
 * least 8; 1024 where the limit is unknown.
 *
 * @example
 * ```ts
 * import { defaultMaxConnections } from "./conn_limits.ts";
 * defaultMaxConnections(256); // 64
 * ```
 */
export function defaultMaxConnections(fds: number | undefined = fdLimit()): number {
  if (fds === undefined) return 1024;
  return Math.max(8, Math.min(1024, Math.floor((fds - FDS_RESERVED) / FDS_PER_CONNECTION)));
}

/**
 * The limits from the environment, defaults for what it does not set.
 *
 * @example
 * ```ts
 * import { connLimitsFromEnv } from "./conn_limits.ts";
 * const limits = connLimitsFromEnv(new Map([["BEOPMANG_IDLE_TIMEOUT_MS", "2000"]]));
 * // limits.idleTimeoutMs === 2000
 * ```
 */
export function connLimitsFromEnv(
  env: { get(k: string): string | undefined } = Deno.env,
): ConnLimits {
  const num = (k: string, d: number) => {
    const v = env.get(k);
    return v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : d;
  };
  return {
    headerTimeoutMs: num("BEOPMANG_HEADER_TIMEOUT_MS", 10_000),
    idleTimeoutMs: num("BEOPMANG_IDLE_TIMEOUT_MS", 5_000),
    maxConnections: num("BEOPMANG_MAX_CONNECTIONS", defaultMaxConnections()),
    maxPerClient: num("BEOPMANG_MAX_CONNECTIONS_PER_CLIENT", 64),
  };
}

/**
 * Where the guard says what it did (stderr, one JSON line like the request log).
 *
 * @example
 * ```ts
 * import { connectionsLog } from "./conn_limits.ts";
 * connectionsLog("accept failed (Too many open files); retrying in 10 ms");
 * ```
 */
export function connectionsLog(msg: string): void {
  console.error(JSON.stringify({ t: new Date().toISOString(), connections: msg }));
}
