/**
 * Wiring from configuration: the DRF client, its caches, and demo mode.
 *
 * Configuration comes from the environment (or an explicit object in tests):
 * - `LAW_OC` — the Open API key; when unset the runtime answers from bundled recorded responses
 *   (demo mode) and says so on every answer.
 * - `LAW_API_BASE_URL` — the prefix `/lawSearch.do` and `/lawService.do` are appended to.
 * - `BEOPMANG_CACHE_DIR` — where the persistent cache lives; `BEOPMANG_CACHE=off` disables it.
 * - `BEOPMANG_TIMEOUT_MS`, `BEOPMANG_MAX_CHARS` — per-attempt timeout and answer size.
 * - `BEOPMANG_MAX_CALLS` — upstream calls one request may make (default 40).
 * - `BEOPMANG_DEADLINE_MS` — wall-clock limit of one request, all its upstream calls included
 *   (default 60 000), so a request fanning out under a stalled upstream still ends.
 *
 * @module
 */

import { type DrfCache, DrfClient } from "./drf/client.ts";
import { type BudgetLimits, RequestBudget } from "./drf/budget.ts";
import { createReplayHandler, defaultFixturesDir, isUnrecorded } from "./replay/mod.ts";
import { TieredCache } from "./cache/mod.ts";
import type { ToolContext } from "./tools/define.ts";

/** The notice shown on every demo answer. */
export const DEMO_NOTICE: string =
  "데모 모드: 2025-11~2026-02에 기록된 법제처 응답 일부로 답합니다. 실제 law.go.kr 자료는 LAW_OC를 설정하세요 " +
  "(demo data recorded 2025-11..2026-02; set LAW_OC for live law.go.kr)";

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
    baseUrl: env.get("LAW_API_BASE_URL") || undefined,
    cacheDir: cache === "off" ? "off" : env.get("BEOPMANG_CACHE_DIR") || undefined,
    timeoutMs: num("BEOPMANG_TIMEOUT_MS"),
    maxChars: num("BEOPMANG_MAX_CHARS"),
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
  /** Default answer size cap. */
  maxChars: number;
  /** A fresh per-request tool context. */
  context(
    opts?: { signal?: AbortSignal; oc?: string; budget?: BudgetLimits; maxChars?: number },
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
export async function createRuntime(config: RuntimeConfig = {}): Promise<Runtime> {
  const demo = !config.oc && !config.baseUrl && !config.fetch;
  const replay = demo ? createReplayHandler({ fixturesDir: defaultFixturesDir() }) : undefined;
  if (replay) {
    // A copy without the recorded responses (e.g. installed from a registry) cannot demo: say so
    // at start-up instead of answering every call with an error.
    await replay.ready().catch((e: unknown) => {
      throw new Error(
        "LAW_OC가 없어 데모 모드로 시작하려 했지만 기록된 응답(tests/fixtures)이 이 설치본에 없습니다. " +
          `LAW_OC를 설정하세요. (${e instanceof Error ? e.message : e})`,
      );
    });
  }
  const cache = config.cacheDir === "off" ? undefined : await TieredCache.open({
    path: config.cacheDir ? `${config.cacheDir.replace(/\/+$/, "")}/beopmang.kv` : undefined,
  });
  const client = new DrfClient({
    baseUrl: demo ? "http://replay.invalid/DRF" : config.baseUrl,
    oc: config.oc ?? (demo ? "demo" : undefined),
    fetch: replay ? (input, init) => replay.fetch(new Request(input, init)) : config.fetch,
    // Demo: a request the recordings do not hold is NOT_RECORDED, never a miss or "0건".
    unrecorded: replay ? isUnrecorded : undefined,
    timeoutMs: config.timeoutMs,
    retries: config.retries,
    backoffMs: config.backoffMs,
    preferredFormat: config.preferredFormat,
    cache: cache satisfies DrfCache | undefined,
  });
  const maxChars = config.maxChars ?? 50_000;
  const demoNotice = demo ? DEMO_NOTICE : undefined;
  return {
    client,
    demoNotice,
    maxChars,
    context: (opts = {}) => ({
      client,
      budget: new RequestBudget({ ...config.budget, ...opts.budget }),
      signal: opts.signal,
      oc: opts.oc,
      demoNotice,
      maxChars: opts.maxChars ?? maxChars,
    }),
    close: () => {
      cache?.close();
      return Promise.resolve();
    },
  };
}
