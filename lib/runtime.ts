/**
 * Wiring from configuration: the DRF client, its caches, and demo mode.
 *
 * Configuration comes from the environment (or an explicit object in tests):
 * - `LAW_OC` — the Open API key; when unset the runtime answers from bundled recorded responses
 *   (demo mode) and says so on every answer.
 * - `LAW_API_BASE_URL` — the prefix `/lawSearch.do` and `/lawService.do` are appended to.
 * - `BEOPMANG_CACHE_DIR` — where the persistent cache (Deno KV) lives; default the per-user cache
 *   directory (`$XDG_CACHE_HOME/beopmang`, `~/.cache/beopmang`, …), never the working directory;
 *   `BEOPMANG_CACHE=off` disables it. Without `--unstable-kv` it is off, and the runtime says so
 *   once ({@link Runtime.notices}).
 * - `BEOPMANG_KV_URL` — a Deno KV Connect URL (Deploy KV from outside, self-hosted `denokv`)
 *   instead of the local file: several processes then share one cache, miss memo and rate
 *   limits. Its token is `DENO_KV_ACCESS_TOKEN`, which Deno reads; it is never logged.
 * - `BEOPMANG_TIMEOUT_MS`, `BEOPMANG_MAX_CHARS` — per-attempt timeout and answer size.
 * - `BEOPMANG_CACHE_MEMORY_MB` — what the in-process answer caches may hold (default 64): the
 *   memory tier's JSON and the client's decoded answers, half each (`cacheMemoryShares`).
 * - `BEOPMANG_MAX_CALLS` — upstream calls one request may make (default 40).
 * - `BEOPMANG_DEADLINE_MS` — wall-clock limit of one request, all its upstream calls included
 *   (default 60 000), so a request fanning out under a stalled upstream still ends.
 * - `BEOPMANG_LIBRARY` — the law library file (`off` disables it; default `law-library.db` in the
 *   cache directory when it exists) and `BEOPMANG_LIBRARY_MAX_AGE_DAYS` (default 7): see
 *   runtime_library.ts.
 * - `BEOPMANG_HOSTED=1` — public hosting (Deno Deploy): the server holds no key (`LAW_OC` must be
 *   unset); a request that brings its own key reads the configured upstream with it, one without
 *   gets the demo answers. Shared state (the miss memo here, rate limits in the HTTP face) lives
 *   in Deno KV, so it holds across isolates and regions.
 *
 * @module
 */

import { type DrfCache, DrfClient } from "./drf/client.ts";
import { KvMissMemo } from "./drf/miss_memo.ts";
import { type BudgetLimits, RequestBudget, type UpstreamMeter } from "./drf/budget.ts";
import type { RecordingStore } from "./recorded/mod.ts";
import { demoFiles } from "./demo/mod.ts";
import { CACHE_MEMORY_MB, cacheMemoryShares, KvCache, TieredCache } from "./cache/mod.ts";
import { openSharedKv } from "./runtime_kv.ts";
import type { ToolContext } from "./tools/define.ts";
import { chooseLibrary, LibraryHandle } from "./runtime_library.ts";
import { libraryAccess } from "./tools/library_access.ts";

/** The notice shown on every demo answer. */
export const DEMO_NOTICE: string =
  "데모 모드: 2025-11~2026-08에 기록된 법제처 응답 일부로 답합니다 (목록: beopmang demo · beopmang://demo). " +
  "law.go.kr 전체는 LAW_OC를 설정하세요 (set LAW_OC for live law.go.kr)";

/** Settings read from the environment. */
export interface RuntimeConfig {
  /** OC key; undefined → demo mode. */
  oc?: string;
  /** Upstream base URL. */
  baseUrl?: string;
  /** Persistent cache directory, or "off". */
  cacheDir?: string;
  /** Per-attempt timeout. */
  timeoutMs?: number;
  /** Answer size cap (characters). Default 50 000. */
  maxChars?: number;
  /** Replace fetch (tests). */
  fetch?: typeof fetch;
  /** Retries for transient failures. */
  retries?: number;
  /** Backoff base. */
  backoffMs?: number;
  /** Default per-request budget. */
  budget?: BudgetLimits;
  /** Format to ask for first (the other is the fallback). Default JSON. */
  preferredFormat?: "JSON" | "XML";
  /** Public hosting: no server key; callers' own keys read the upstream, others get demo data. */
  hosted?: boolean;
  /**
   * A Deno KV Connect URL (`BEOPMANG_KV_URL`) to keep the cache, the miss memo and rate limits
   * in, shared by every process that names it; the access token comes from
   * `DENO_KV_ACCESS_TOKEN`, read by Deno, never by us.
   */
  kvUrl?: string;
  /** Replaces `Deno.openKv` for {@link RuntimeConfig.kvUrl} (tests). */
  openKv?: (path?: string) => Promise<Deno.Kv>;
  /**
   * The law library file (`BEOPMANG_LIBRARY`), or `off`; unset: `law-library.db` in the cache
   * directory when it exists.
   */
  library?: string;
  /**
   * Without a key, the starter library shipped in the package: `build` (default) writes its file
   * on the first statute asked; `if-built` reads it only when an earlier run built it (one-shot
   * commands, which should not wait for the build).
   */
  starter?: "build" | "if-built";
  /** With a key, a library older than this many days is checked against law.go.kr. Default 7. */
  libraryMaxAgeDays?: number;
  /** MB the in-process answer caches may hold (`BEOPMANG_CACHE_MEMORY_MB`). Default 64. */
  cacheMemoryMb?: number;
}

/** Reads {@link RuntimeConfig} from environment variables. */
export function configFromEnv(
  env: { get(k: string): string | undefined } = Deno.env,
): RuntimeConfig {
  const num = (k: string) => {
    const v = env.get(k);
    return v && /^\d+$/.test(v) ? Number(v) : undefined;
  };
  const cache = env.get("BEOPMANG_CACHE");
  return {
    oc: env.get("LAW_OC") || undefined,
    hosted: env.get("BEOPMANG_HOSTED") === "1",
    baseUrl: env.get("LAW_API_BASE_URL") || undefined,
    cacheDir: cache === "off" ? "off" : env.get("BEOPMANG_CACHE_DIR") || undefined,
    kvUrl: env.get("BEOPMANG_KV_URL") || undefined,
    library: env.get("BEOPMANG_LIBRARY") || undefined,
    libraryMaxAgeDays: num("BEOPMANG_LIBRARY_MAX_AGE_DAYS"),
    timeoutMs: num("BEOPMANG_TIMEOUT_MS"),
    maxChars: num("BEOPMANG_MAX_CHARS"),
    cacheMemoryMb: num("BEOPMANG_CACHE_MEMORY_MB"),
    budget: {
      maxCalls: num("BEOPMANG_MAX_CALLS"),
      deadlineMs: num("BEOPMANG_DEADLINE_MS") ?? 60_000,
    },
  };
}

/** A configured runtime: one per process. */
export interface Runtime {
  /** The DRF client. */
  client: DrfClient;
  /** Demo notice when running on recorded data. */
  demoNotice?: string;
  /**
   * What an entry point should say once at start-up: the demo notice, and why the persistent
   * cache is off when it is off without being asked to be.
   */
  notices: string[];
  /** The Deno KV handle of the persistent cache, when it is open (shared state may use it). */
  kv?: Deno.Kv;
  /** Public hosting mode (see {@link RuntimeConfig.hosted}). */
  hosted: boolean;
  /** Whether {@link Runtime.kv} is the one several processes share (`BEOPMANG_KV_URL`). */
  sharedKv?: boolean;
  /** Default answer size cap. */
  maxChars: number;
  /** A fresh per-request tool context. */
  context(
    opts?: {
      signal?: AbortSignal;
      oc?: string;
      budget?: BudgetLimits;
      maxChars?: number;
      /** Asked before each upstream call that spends a key (never for the demo's recordings). */
      meter?: UpstreamMeter;
    },
  ): ToolContext;
  /** Releases the persistent cache. */
  close(): Promise<void>;
}

/**
 * Builds a runtime. Without a key, the client is pointed at the bundled recorded responses
 * (in-process, no port) unless a base URL was configured explicitly.
 *
 * @example
 * ```ts
 * import { createRuntime, configFromEnv } from "./runtime.ts";
 * const rt = await createRuntime(configFromEnv());
 * const ctx = rt.context();
 * ```
 */
export function createRuntime(config: RuntimeConfig = {}): Promise<Runtime> {
  return createRuntimeOver(config, demoFiles);
}

/**
 * {@link createRuntime} with demo mode reading another store of recordings: the test lab's
 * overlay of synthetic recordings (tests/lab/runtime.ts). Not exported from lib/mod.ts.
 *
 * @example
 * ```ts
 * import { createRuntimeOver } from "./runtime.ts";
 * import { demoFiles } from "./demo/mod.ts";
 * const rt = await createRuntimeOver({ cacheDir: "off" }, demoFiles);
 * await rt.close();
 * ```
 */
export async function createRuntimeOver(
  config: RuntimeConfig,
  recordings: () => RecordingStore,
): Promise<Runtime> {
  const hosted = config.hosted === true;
  if (hosted && config.oc) {
    throw new Error(
      "BEOPMANG_HOSTED=1 runs a public server that holds no key: unset LAW_OC (callers send " +
        "their own as X-Law-OC).",
    );
  }
  // Hosted, the demo answers callers without a key; the live client serves those with one.
  const demo = hosted || (!config.oc && !config.baseUrl && !config.fetch);
  // Demo mode answers from the recordings bundled under lib/demo (module imports: they come
  // along with a JSR install); run-time code never reads tests/.
  // The recorded upstream is imported only in demo mode: a process with a key never needs it.
  const recorded = demo ? await import("./recorded/mod.ts") : undefined;
  const replay = recorded?.createRecordedUpstream(recordings());
  if (replay) {
    await replay.ready().catch((e: unknown) => {
      throw new Error(
        "LAW_OC가 없어 데모 모드로 시작하려 했지만 내장 기록(lib/demo)을 읽지 못했습니다. " +
          `LAW_OC를 설정하세요. (${e instanceof Error ? e.message : e})`,
      );
    });
  }
  const notices: string[] = [];
  const kv = await openSharedKv(
    config.cacheDir,
    hosted,
    notices,
    config.kvUrl ? { url: config.kvUrl, open: config.openKv } : undefined,
  );
  const memory = cacheMemoryShares(config.cacheMemoryMb ?? CACHE_MEMORY_MB);
  const cache = config.cacheDir === "off"
    ? undefined
    : new TieredCache({ kv: kv ? KvCache.fromKv(kv) : undefined, maxSize: memory.tierChars });
  const common = {
    hotChars: memory.hotChars,
    timeoutMs: config.timeoutMs,
    retries: config.retries,
    backoffMs: config.backoffMs,
    preferredFormat: config.preferredFormat,
    cache: cache satisfies DrfCache | undefined,
  };
  const client = new DrfClient({
    ...common,
    baseUrl: demo ? "http://replay.invalid/DRF" : config.baseUrl,
    oc: config.oc ?? (demo ? "demo" : undefined),
    fetch: replay ? (input, init) => replay.fetch(new Request(input, init)) : config.fetch,
    // Demo: a request the recordings do not hold is NOT_RECORDED, never a miss or "0건".
    unrecorded: recorded?.isUnrecorded,
    // With a persistent cache, a confirmed miss is remembered there too: a new process does not
    // ask the upstream twice again for what it answered "no such record" a moment ago.
    missMemo: kv && !demo ? new KvMissMemo(kv) : undefined,
  });
  const live = hosted
    ? new DrfClient({
      ...common,
      baseUrl: config.baseUrl,
      fetch: config.fetch,
      missMemo: kv ? new KvMissMemo(kv) : undefined,
    })
    : undefined;
  const maxChars = config.maxChars ?? 50_000;
  const demoNotice = demo ? DEMO_NOTICE : undefined;
  if (demoNotice) notices.unshift(demoNotice);
  // Chosen and checked now (100 bytes read), opened on the first statute asked.
  const library = new LibraryHandle(
    // Without a key (and not hosted), the starter library shipped in the package is the last
    // fallback: a fresh machine reads the statutes people ask about most with no import.
    chooseLibrary({
      library: config.library,
      cacheDir: config.cacheDir,
      starter: demo && !hosted ? config.starter ?? "build" : undefined,
    }),
    (line) => notices.push(line),
    (line) => console.error(`[beopmang] ${line}`),
  );
  const openLibrary = () => library.open();
  return {
    client,
    demoNotice,
    notices,
    kv,
    maxChars,
    hosted,
    sharedKv: config.kvUrl !== undefined && kv !== undefined,
    context: (opts = {}) => {
      // Hosted: a caller's own key reads the upstream; without one, the demo answers.
      const own = live && opts.oc;
      return {
        client: own ? live : client,
        library: libraryAccess(openLibrary, {
          keyed: !!(own || (!demo && (opts.oc || config.oc))),
          maxAgeDays: config.libraryMaxAgeDays,
          origin: library.origin,
        }),
        // The demo's recordings spend no key: only calls that reach an upstream are metered.
        budget: new RequestBudget(
          { ...config.budget, ...opts.budget },
          own || !demo ? opts.meter : undefined,
        ),
        signal: opts.signal,
        oc: opts.oc,
        demoNotice: own ? undefined : demoNotice,
        maxChars: opts.maxChars ?? maxChars,
      };
    },
    close: () => {
      cache?.close();
      try {
        kv?.close();
      } catch { /* already closed */ }
      return Promise.resolve();
    },
  };
}
