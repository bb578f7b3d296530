/**
 * Two-tier cache: a memory LRU in front of the persistent KV tier, with single-flight
 * loading and a short memory-only negative cache.
 *
 * Cache keys must never contain secrets: callers build them from the request *without*
 * the API key (`OC`). As defence in depth every key is checked by
 * {@linkcode assertSafeKey}, which throws a `TypeError` for keys carrying `OC=`.
 *
 * @module
 */

import { assertSafeKey } from "./key_guard.ts";
import { KvCache, type KvCacheOptions, type KvStats } from "./kv.ts";
import { LruCache } from "./lru.ts";
import {
  MEMORY_MAX_ENTRIES,
  MEMORY_MAX_SIZE,
  NEGATIVE_MAX_ENTRIES,
  NEGATIVE_TTL_MS,
} from "./defaults.ts";

/**
 * What the caller remembers about a structural failure (e.g. "no such statute").
 *
 * @example
 * ```ts
 * const info: NegativeInfo = { reason: "not_found", status: 404 };
 * ```
 */
export interface NegativeInfo {
  /** Short machine-readable cause, e.g. `"not_found"`. */
  readonly reason: string;
  /** Upstream HTTP status, if one applies. */
  readonly status?: number;
  /** Human-readable detail (must not contain secrets either). */
  readonly detail?: string;
}

/** Options for {@linkcode TieredCache}. */
export interface TieredCacheOptions {
  /** Persistent tier; omit for a memory-only cache. */
  readonly kv?: KvCache;
  /** Memory bound in entries. Default {@linkcode MEMORY_MAX_ENTRIES}. */
  readonly maxEntries?: number;
  /** Memory bound in total string length. Default {@linkcode MEMORY_MAX_SIZE}. */
  readonly maxSize?: number;
  /** Negative cache bound in entries. Default {@linkcode NEGATIVE_MAX_ENTRIES}. */
  readonly negativeMaxEntries?: number;
  /** Clock in epoch ms, shared with the memory tiers. Default `Date.now`. */
  readonly now?: () => number;
  /** Close `kv` in {@linkcode TieredCache.close}. Default `false` (the caller owns it). */
  readonly ownsKv?: boolean;
}

/** Options for {@linkcode TieredCache.set}. */
export interface SetOptions {
  /** Keep the value out of the KV tier (e.g. short-lived search results). */
  readonly memoryOnly?: boolean;
}

/** Options for {@linkcode TieredCache.getOrLoad}. */
export interface GetOrLoadOptions extends SetOptions {
  /**
   * Skip cached values and load anew. A flight already in progress for the key is still
   * joined, so its result is returned as is.
   */
  readonly refresh?: boolean;
}

/** Counters exposed by {@linkcode TieredCache.stats}. */
export interface TieredStats {
  /** Reads answered by the memory tier. */
  readonly memoryHits: number;
  /** Reads answered by KV (and promoted to memory). */
  readonly kvHits: number;
  /** Reads answered by neither tier. */
  readonly misses: number;
  /** Loader invocations. */
  readonly loads: number;
  /** Loader invocations that threw (nothing cached). */
  readonly loadErrors: number;
  /** Calls that joined a load already in flight instead of starting one. */
  readonly coalesced: number;
  /** Entries in the memory tier (may include expired ones not yet touched). */
  readonly memoryEntries: number;
  /** Total string length held by the memory tier. */
  readonly memorySize: number;
  /** The KV tier's own counters, when a KV tier is attached. */
  readonly kv?: KvStats;
}

type Counter = "memoryHits" | "kvHits" | "misses" | "loads" | "loadErrors" | "coalesced";

/**
 * Memory LRU in front of KV. Reads check memory, then KV (promoting hits with their
 * remaining TTL); writes go to both.
 *
 * @example
 * ```ts
 * import { BODY_TTL_MS } from "./defaults.ts";
 * const cache = await TieredCache.open({ path: ":memory:" });
 * const fetchBody = () => fetch("https://example.org/body.json").then((r) => r.text());
 * const body = await cache.getOrLoad("law:body:001234", BODY_TTL_MS, fetchBody);
 * cache.close();
 * ```
 */
export class TieredCache {
  readonly #memory: LruCache<string>;
  readonly #negative: LruCache<NegativeInfo>;
  readonly #kv: KvCache | undefined;
  readonly #ownsKv: boolean;
  readonly #now: () => number;
  readonly #inflight = new Map<string, Promise<string>>();
  readonly #count: Record<Counter, number> = {
    memoryHits: 0,
    kvHits: 0,
    misses: 0,
    loads: 0,
    loadErrors: 0,
    coalesced: 0,
  };

  /**
   * Builds a cache over an optional, already opened KV tier.
   *
   * @example
   * ```ts
   * import { KvCache } from "./kv.ts";
   * const memoryOnly = new TieredCache();
   * const both = new TieredCache({ kv: await KvCache.open() });
   * ```
   */
  constructor(options: TieredCacheOptions = {}) {
    this.#now = options.now ?? Date.now;
    this.#kv = options.kv;
    this.#ownsKv = options.ownsKv ?? false;
    this.#memory = new LruCache<string>({
      maxEntries: options.maxEntries ?? MEMORY_MAX_ENTRIES,
      maxSize: options.maxSize ?? MEMORY_MAX_SIZE,
      now: this.#now,
    });
    this.#negative = new LruCache<NegativeInfo>({
      maxEntries: options.negativeMaxEntries ?? NEGATIVE_MAX_ENTRIES,
      now: this.#now,
    });
  }

  /**
   * Opens the KV tier ({@linkcode KvCache.open}; disabled, not failing, if unavailable) and
   * returns a cache that owns it, so {@linkcode TieredCache.close} closes it.
   *
   * @example
   * ```ts
   * const cache = await TieredCache.open(); // default KV path
   * ```
   */
  static async open(
    options: Omit<TieredCacheOptions, "kv"> & KvCacheOptions = {},
  ): Promise<TieredCache> {
    return new TieredCache({ ...options, kv: await KvCache.open(options), ownsKv: true });
  }

  /**
   * Memory first, then KV. Throws `TypeError` for an unsafe key; never for cache trouble.
   *
   * @example
   * ```ts
   * const cache = new TieredCache();
   * await cache.get("law:body:001234"); // string | undefined
   * ```
   */
  async get(key: string): Promise<string | undefined> {
    assertSafeKey(key);
    const hot = this.#memory.get(key);
    if (hot !== undefined) return this.#tally("memoryHits", hot);
    const entry = await this.#kv?.getEntry(key);
    if (entry === undefined) return this.#tally("misses", undefined);
    const ttlMs = entry.expiresAt - this.#now();
    this.#memory.set(key, entry.value, { ttlMs, size: entry.value.length });
    return this.#tally("kvHits", entry.value);
  }

  /**
   * Stores in memory and (unless `memoryOnly`) in KV, and clears any negative entry.
   * Resolves once the KV write finished or failed; KV failures never reject.
   *
   * @example
   * ```ts
   * import { SEARCH_TTL_MS } from "./defaults.ts";
   * const cache = new TieredCache();
   * await cache.set("law:search:민법", JSON.stringify({ totalCnt: 1 }), SEARCH_TTL_MS);
   * ```
   */
  async set(key: string, value: string, ttlMs: number, options: SetOptions = {}): Promise<void> {
    assertSafeKey(key);
    this.#negative.delete(key);
    this.#memory.set(key, value, { ttlMs, size: value.length });
    if (!options.memoryOnly) await this.#kv?.set(key, value, ttlMs);
  }

  /**
   * Removes a key from both tiers (and the negative cache).
   *
   * @example
   * ```ts
   * const cache = new TieredCache();
   * await cache.delete("law:body:001234");
   * ```
   */
  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    this.#negative.delete(key);
    this.#memory.delete(key);
    await this.#kv?.delete(key);
  }

  /**
   * Returns the cached value or runs `loader` once for all concurrent callers of the same
   * key (single-flight). A throwing loader rejects every waiter and caches nothing, so
   * the next call tries again. The negative cache is not consulted; check it first.
   *
   * @example
   * ```ts
   * import { BODY_TTL_MS } from "./defaults.ts";
   * const cache = new TieredCache();
   * const load = () => fetch("https://example.org/law/001234").then((r) => r.text());
   * const json = await cache.getOrLoad("law:body:001234", BODY_TTL_MS, load);
   * ```
   */
  getOrLoad(
    key: string,
    ttlMs: number,
    loader: () => Promise<string>,
    options: GetOrLoadOptions = {},
  ): Promise<string> {
    assertSafeKey(key);
    // Registered synchronously, before any await, so a burst of callers shares one flight.
    const pending = this.#inflight.get(key);
    if (pending !== undefined) return this.#tally("coalesced", pending);
    const flight = this.#fly(key, ttlMs, loader, options).finally(() => {
      this.#inflight.delete(key);
    });
    this.#inflight.set(key, flight);
    return flight;
  }

  /**
   * Remembers a structural failure for `ttlMs` (memory only: it must heal quickly and
   * must not survive a restart).
   *
   * @example
   * ```ts
   * const cache = new TieredCache();
   * cache.setNegative("law:body:999999", { reason: "not_found" });
   * ```
   */
  setNegative(key: string, info: NegativeInfo, ttlMs: number = NEGATIVE_TTL_MS): void {
    assertSafeKey(key);
    this.#negative.set(key, info, { ttlMs });
  }

  /**
   * The live negative entry for `key`, if any.
   *
   * @example
   * ```ts
   * const cache = new TieredCache();
   * cache.setNegative("law:body:999999", { reason: "not_found" });
   * cache.getNegative("law:body:999999"); // { reason: "not_found" } within its TTL
   * ```
   */
  getNegative(key: string): NegativeInfo | undefined {
    assertSafeKey(key);
    return this.#negative.get(key);
  }

  /**
   * Counter snapshot, including the KV tier's.
   *
   * @example
   * ```ts
   * const cache = new TieredCache();
   * const { memoryHits, kvHits, misses } = cache.stats();
   * ```
   */
  stats(): TieredStats {
    return {
      ...this.#count,
      memoryEntries: this.#memory.size,
      memorySize: this.#memory.totalSize,
      ...(this.#kv === undefined ? {} : { kv: this.#kv.stats() }),
    };
  }

  /**
   * Drops memory contents and closes the KV tier if this cache opened it.
   *
   * @example
   * ```ts
   * const cache = new TieredCache();
   * cache.close();
   * ```
   */
  close(): void {
    this.#memory.clear();
    this.#negative.clear();
    if (this.#ownsKv) this.#kv?.close();
  }

  async #fly(
    key: string,
    ttlMs: number,
    loader: () => Promise<string>,
    options: GetOrLoadOptions,
  ): Promise<string> {
    if (!options.refresh) {
      const cached = await this.get(key);
      if (cached !== undefined) return cached;
    }
    this.#count.loads++;
    let value: string;
    try {
      value = await loader();
    } catch (err) {
      this.#count.loadErrors++;
      throw err;
    }
    await this.set(key, value, ttlMs, options);
    return value;
  }

  #tally<T>(counter: Counter, result: T): T {
    this.#count[counter]++;
    return result;
  }
}
