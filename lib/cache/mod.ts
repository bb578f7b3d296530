/**
 * Cache tiers for beopmang: an in-memory LRU, a persistent chunked Deno KV tier, and a
 * {@linkcode TieredCache} combining them with single-flight loading and a negative cache.
 *
 * Keys must never contain secrets; build them without the DRF API key (`OC`).
 *
 * @example
 * ```ts
 * import { BODY_TTL_MS, TieredCache } from "./mod.ts";
 *
 * const cache = await TieredCache.open(); // KV at $BEOPMANG_CACHE_DIR or the user's cache dir
 * const fetchBody = () => fetch("https://example.org/body.json").then((r) => r.text());
 * const json = await cache.getOrLoad("law:body:001234", BODY_TTL_MS, fetchBody);
 * cache.close();
 * ```
 *
 * @module
 */

export { LruCache, type LruOptions, type LruSetOptions } from "./lru.ts";
export { KvCache, type KvCacheOptions, type KvEntry, type KvStats } from "./kv.ts";
export { defaultKvPath, type OpenKvFn, userCacheDir } from "./kv_open.ts";
export { KV_PREFIX } from "./kv_layout.ts";
export { CHUNK_BYTES } from "./kv_chunks.ts";
export { assertSafeKey, keyLooksSecret } from "./key_guard.ts";
export {
  BODY_TTL_MS,
  CACHE_MEMORY_MB,
  cacheMemoryShares,
  MEMORY_MAX_ENTRIES,
  MEMORY_MAX_SIZE,
  NEGATIVE_MAX_ENTRIES,
  NEGATIVE_TTL_MS,
  SEARCH_TTL_MS,
} from "./defaults.ts";
export {
  type GetOrLoadOptions,
  type NegativeInfo,
  type SetOptions,
  TieredCache,
  type TieredCacheOptions,
  type TieredStats,
} from "./tiered.ts";
