/**
 * The DRF client: the only place that talks to `lawSearch.do` / `lawService.do`.
 *
 * It adds what the raw API lacks: retries with backoff and jitter for transient failures,
 * content-based failure detection (see `classify.ts`), JSON⇄XML fallback when a key is approved
 * for one format only, miss re-checks, a shared per-request budget, and caching with keys that
 * never contain the OC.
 *
 * @module
 */

import { RequestBudget } from "./budget.ts";
import { classifyBody, type DrfFormat } from "./classify.ts";
import { DrfError } from "../errors.ts";
import { notRecorded, notRecordedFile } from "./not_recorded.ts";
import { keyFingerprint, maskSecrets } from "./secret.ts";
import { attempt, DEFAULT_HEADERS } from "./transport.ts";
import { downloadUrl, redirectRefused, sameUpstream } from "./download_url.ts";
import { downloaded } from "./download_file.ts";
import { retryNow, sleep, withAttempts } from "./retry.ts";
import type {
  DrfCache,
  DrfCallOptions,
  DrfClientOptions,
  DrfDownload,
  DrfRequest,
  DrfResult,
} from "./request.ts";
import { isConfirmedMiss, MemoryMissMemo, missError, type MissMemo } from "./miss_memo.ts";
import { type DrfEndpoint, type DrfTarget, ENDPOINT_FILES, FILE_TARGET } from "../targets/ids.ts";
import { LruCache } from "../cache/lru.ts";
import { CACHE_MEMORY_MB, cacheMemoryShares } from "../cache/defaults.ts";

export type { DrfEndpoint, DrfTarget };
export type {
  DrfCache,
  DrfCallOptions,
  DrfClientOptions,
  DrfDownload,
  DrfParams,
  DrfRequest,
  DrfResult,
} from "./request.ts";

/** The documented production endpoint prefix. */
export const DEFAULT_BASE_URL = "https://www.law.go.kr/DRF";

const OTHER: Record<"JSON" | "XML", "JSON" | "XML"> = { JSON: "XML", XML: "JSON" };

/**
 * Talks to the DRF API.
 *
 * @example
 * ```ts
 * import { DrfClient } from "./client.ts";
 * const client = new DrfClient({ oc: Deno.env.get("LAW_OC") });
 * const res = await client.call({ endpoint: "search", target: "law", params: { query: "건축법" } });
 * console.log(res.format, Object.keys(res.data));
 * ```
 */
export class DrfClient {
  readonly #base: string;
  readonly #baseTag: string;
  readonly #oc?: string;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;
  readonly #retries: number;
  readonly #backoffMs: number;
  readonly #preferred: "JSON" | "XML";
  readonly #headers: Record<string, string>;
  readonly #cache?: DrfCache;
  readonly #ttl: { search: number; service: number; miss: number };
  readonly #unrecorded?: (headers: Headers) => boolean;
  /** key fingerprint + target → format known to be approved. */
  readonly #approved = new Map<string, "JSON" | "XML">();
  /** Recently confirmed misses (structural failures are not worth re-asking for a minute). */
  readonly #misses: MissMemo;
  /**
   * Decoded answers recently read from or written to the cache, so that a warm repeat skips
   * JSON-decoding a megabyte (and callers can memoise what they derive per data object).
   * Only with a cache: without one, every call asks the upstream, as configured.
   */
  readonly #hot: LruCache<Omit<DrfResult, "fromCache">>;

  /** Creates a client. Nothing is fetched until {@link DrfClient.call}. */
  constructor(opts: DrfClientOptions = {}) {
    this.#base = (opts.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
    // Answers of different upstreams (live vs recorded demo data) must never share cache keys.
    const u = new URL(this.#base);
    this.#baseTag = `${u.host}${u.pathname}`;
    this.#oc = opts.oc || undefined;
    this.#fetch = opts.fetch ?? globalThis.fetch.bind(globalThis);
    this.#timeoutMs = opts.timeoutMs ?? 15_000;
    this.#retries = opts.retries ?? 2;
    this.#backoffMs = opts.backoffMs ?? 300;
    this.#preferred = opts.preferredFormat ?? "JSON";
    this.#headers = { ...DEFAULT_HEADERS, ...opts.headers };
    // Bounded by the JSON's length, not only by count: one 상법 body is 1.4 M characters.
    this.#hot = new LruCache({
      maxEntries: 32,
      maxSize: opts.hotChars ?? cacheMemoryShares(CACHE_MEMORY_MB).hotChars,
    });
    this.#cache = opts.cache;
    this.#misses = opts.missMemo ?? new MemoryMissMemo();
    this.#ttl = {
      search: opts.ttl?.search ?? 3_600_000,
      service: opts.ttl?.service ?? 86_400_000,
      miss: opts.ttl?.miss ?? 60_000,
    };
    this.#unrecorded = opts.unrecorded;
  }

  /** The configured base URL (safe to show: it never contains the key). */
  get baseUrl(): string {
    return this.#base;
  }

  /**
   * Performs one logical request: cache, format choice and fallback, retries, miss re-check.
   * Throws {@link DrfError} on every failure.
   */
  async call(req: DrfRequest, opts: DrfCallOptions = {}): Promise<DrfResult> {
    const oc = opts.oc || this.#oc;
    if (!oc) {
      throw new DrfError(
        "NO_KEY",
        "법제처 OPEN API 키(OC)가 없습니다. LAW_OC 환경변수를 설정하거나 요청마다 키를 주세요 " +
          "(open.law.go.kr에서 무료 신청).",
        { target: req.target },
      );
    }
    const budget = opts.budget ?? new RequestBudget();
    const cacheKey = this.cacheKey(req);
    const miss = await this.#misses.get(cacheKey);
    if (miss && isConfirmedMiss(miss)) throw missError(miss);

    const ttl = req.endpoint === "search" ? this.#ttl.search : this.#ttl.service;
    if (this.#cache && !opts.noCache) {
      const hot = this.#hot.get(cacheKey);
      if (hot) return { ...hot, fromCache: true };
      const hit = await this.#cache.get(cacheKey).catch(() => undefined);
      if (hit) {
        const stored = JSON.parse(hit) as Omit<DrfResult, "fromCache">;
        this.#keepHot(cacheKey, stored, hit.length, ttl);
        return { ...stored, fromCache: true };
      }
    }

    const result = await this.#callWithFallback(req, oc, budget, opts.signal);
    if (this.#cache && !opts.noCache) {
      const { fromCache: _f, ...stored } = result;
      const json = JSON.stringify(stored);
      this.#keepHot(cacheKey, stored, json.length, ttl);
      await this.#cache.set(cacheKey, json, ttl).catch(() => {});
    }
    return result;
  }

  /**
   * Downloads a file the upstream links to (e.g. `/LSW/flDownload.do?flSeq=…` from a 별표 unit,
   * or an absolute `http://www.law.go.kr/flDownload.do?…` from an ordinance). Relative paths are
   * resolved against the configured upstream's origin, and absolute law.go.kr links are
   * re-pointed at it, so that tests, demo mode and a proxy base URL all serve the files too. Only
   * that host is ever fetched: a link or redirect to any other host (a loopback or private
   * address included) is refused (`download_url.ts`).
   * Same retries, timeout and byte budget as API calls; an HTML page instead of a file is an
   * error, never a file.
   */
  async download(link: string, opts: DrfCallOptions = {}): Promise<DrfDownload> {
    const budget = opts.budget ?? new RequestBudget();
    const oc = opts.oc || this.#oc || "";
    const base = new URL(this.#base);
    const url = downloadUrl(link, base);
    const redirects = {
      allowed: (to: URL) => sameUpstream(to, base),
      refused: redirectRefused,
    };
    const owner = Symbol(FILE_TARGET);
    let last: DrfError | undefined;
    let failure: DrfError | undefined;
    try {
      for (let i = 0; i <= this.#retries; i++) {
        if (i > 0) await sleep(this.#backoff(i, budget), opts.signal);
        await budget.admit(owner, FILE_TARGET);
        await budget.charge(FILE_TARGET);
        try {
          const res = await attempt(url, {
            fetch: this.#fetch,
            headers: this.#headers,
            timeoutMs: this.#timeoutMs,
            signal: opts.signal,
            budget,
            target: FILE_TARGET,
            oc,
            redirects,
            unrecorded: this.#standIn(() => notRecordedFile(link)),
          });
          return downloaded(res, maskSecrets(url.toString(), oc));
        } catch (e) {
          if (!(e instanceof DrfError)) throw e;
          last = e;
          budget.sawOutage(owner, e);
          if (!retryNow(e) || budget.remainingMs() <= 0) break;
        }
      }
      throw (failure = last!);
    } catch (e) {
      failure = e instanceof DrfError ? e : undefined;
      throw e;
    } finally {
      budget.settle(owner, failure);
    }
  }

  /** Demo mode: the check that turns a replay stand-in into `error()` (else none). */
  #standIn(error: () => DrfError): ((headers: Headers) => DrfError | undefined) | undefined {
    const unrecorded = this.#unrecorded;
    return unrecorded ? (headers) => unrecorded(headers) ? error() : undefined : undefined;
  }

  #keepHot(key: string, result: Omit<DrfResult, "fromCache">, chars: number, ttl: number): void {
    this.#hot.set(key, result, { ttlMs: Math.min(ttl, 600_000), size: chars });
  }

  /** The cache key of a request: endpoint, target and sorted parameters — never the key. */
  cacheKey(req: DrfRequest): string {
    const params = Object.entries(req.params ?? {})
      .filter(([k, v]) => v !== undefined && v !== "" && k.toUpperCase() !== "OC")
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join("&");
    return `drf:v1:${this.#baseTag}:${req.endpoint}:${req.target}:${req.format ?? "*"}:${params}`;
  }

  async #callWithFallback(
    req: DrfRequest,
    oc: string,
    budget: RequestBudget,
    signal?: AbortSignal,
  ): Promise<DrfResult> {
    if (req.format === "HTML") {
      return await this.#callConfirmingMiss(req, "HTML", oc, budget, signal);
    }
    const memoKey = `${keyFingerprint(oc)}:${req.target}`;
    const first = req.format ?? this.#approved.get(memoKey) ?? this.#preferred;
    try {
      const res = await this.#callConfirmingMiss(req, first, oc, budget, signal);
      remember(this.#approved, memoKey, first);
      return res;
    } catch (e) {
      if (!(e instanceof DrfError) || e.code !== "NOT_APPROVED" || req.format) throw e;
    }
    const second = OTHER[first];
    try {
      const res = await this.#callConfirmingMiss(req, second, oc, budget, signal);
      remember(this.#approved, memoKey, second);
      return { ...res, fellBackFrom: first };
    } catch (e) {
      if (e instanceof DrfError && e.code === "NOT_APPROVED") {
        throw new DrfError(
          "NOT_APPROVED",
          `이 OC 키는 '${req.target}' 대상이 JSON과 XML 모두 신청되지 않았습니다. ` +
            "open.law.go.kr → OPEN API → OPEN API 신청에서 법령종류와 출력 형식을 체크하세요. " +
            "이미 신청했다면 호출 서버의 IP 등록도 확인하세요 (key not approved for this target).",
          { target: req.target, format: `${first}+${second}` },
        );
      }
      throw e;
    }
  }

  /** A miss is asked twice before it is believed: the upstream has flaky empty answers. */
  async #callConfirmingMiss(
    req: DrfRequest,
    format: DrfFormat,
    oc: string,
    budget: RequestBudget,
    signal?: AbortSignal,
  ): Promise<DrfResult> {
    try {
      return await this.#callWithRetry(req, format, oc, budget, signal);
    } catch (e) {
      if (!(e instanceof DrfError) || e.code !== "NOT_FOUND") throw e;
    }
    try {
      return await this.#callWithRetry(req, format, oc, budget, signal);
    } catch (e) {
      // Only a confirmed miss is remembered: an outage, a refused key or an unknown upstream
      // message never is, in memory or in KV.
      const record = e instanceof DrfError
        ? { code: e.code, message: e.message, details: e.details }
        : undefined;
      if (record && isConfirmedMiss(record)) {
        await this.#misses.set(this.cacheKey(req), record, this.#ttl.miss);
      }
      throw e;
    }
  }

  async #callWithRetry(
    req: DrfRequest,
    format: DrfFormat,
    oc: string,
    budget: RequestBudget,
    signal?: AbortSignal,
  ): Promise<DrfResult> {
    const url = this.#url(req, format, oc);
    // This call's name in the request's circuit breaker (budget.admit / sawOutage / settle).
    const owner = Symbol(req.target);
    let last: DrfError | undefined;
    let failure: DrfError | undefined;
    let attempts = 0;
    try {
      for (let i = 0; i <= this.#retries; i++) {
        if (i > 0) await sleep(this.#backoff(i, budget), signal);
        await budget.admit(owner, req.target);
        await budget.charge(req.target);
        attempts++;
        try {
          const { body } = await attempt(url, {
            fetch: this.#fetch,
            headers: this.#headers,
            timeoutMs: this.#timeoutMs,
            signal,
            budget,
            target: req.target,
            oc,
            unrecorded: this.#standIn(() => notRecorded(req, format)),
          });
          const classified = classifyBody(maskSecrets(body, oc), format, req.target);
          const shown = maskSecrets(url.toString(), oc);
          return classified.kind === "html"
            ? { data: {}, html: classified.html, format, url: shown, fromCache: false }
            : { data: classified.data, format, url: shown, fromCache: false };
        } catch (e) {
          if (!(e instanceof DrfError)) throw e;
          last = e;
          budget.sawOutage(owner, e);
          if (!retryNow(e) || budget.remainingMs() <= 0) break;
        }
      }
      throw (failure = withAttempts(last!, req, attempts));
    } catch (e) {
      failure = e instanceof DrfError ? e : undefined;
      throw e;
    } finally {
      budget.settle(owner, failure);
    }
  }

  #backoff(retry: number, budget: RequestBudget): number {
    const ceiling = this.#backoffMs * 2 ** (retry - 1);
    const jittered = ceiling / 2 + Math.random() * (ceiling / 2);
    return Math.max(0, Math.min(jittered, budget.remainingMs() - 1));
  }

  #url(req: DrfRequest, format: DrfFormat, oc: string): URL {
    const url = new URL(`${this.#base}/${ENDPOINT_FILES[req.endpoint]}`);
    url.searchParams.set("OC", oc);
    url.searchParams.set("target", req.target);
    url.searchParams.set("type", format);
    for (const [k, v] of Object.entries(req.params ?? {})) {
      if (v === undefined || v === "" || k === "OC" || k === "type" || k === "target") continue;
      url.searchParams.set(k, String(v));
    }
    return url;
  }
}

/** Entries each in-memory memo (approved formats, recent misses) may hold. */
const MEMO_LIMIT = 2_000;

/**
 * Sets a memo entry, dropping the oldest beyond {@link MEMO_LIMIT}: keys come from callers'
 * queries and (over HTTP) from every caller's own OC, so an unbounded map grows with traffic.
 */
function remember<V>(map: Map<string, V>, key: string, value: V, limit = MEMO_LIMIT): void {
  map.delete(key); // re-insert: Map order is age order
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value!);
}
