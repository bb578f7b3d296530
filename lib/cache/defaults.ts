/**
 * Cache policy defaults: how long each kind of answer stays fresh and how much memory the
 * hot tier may hold. Kept apart from the mechanism so policy changes touch one file.
 *
 * @module
 */

/** TTL for search results: 1 hour. @example `cache.set(k, v, SEARCH_TTL_MS)` */
export const SEARCH_TTL_MS: number = 60 * 60 * 1000;
/** TTL for statute bodies: 24 hours. @example `cache.set(k, v, BODY_TTL_MS)` */
export const BODY_TTL_MS: number = 24 * 60 * 60 * 1000;
/** TTL for negative entries: 60 seconds. @example `cache.setNegative(k, info, NEGATIVE_TTL_MS)` */
export const NEGATIVE_TTL_MS: number = 60 * 1000;
/** Default memory bound, entries. @example `new TieredCache({ maxEntries: MEMORY_MAX_ENTRIES })` */
export const MEMORY_MAX_ENTRIES: number = 500;
/**
 * Default memory the in-process answer caches of one runtime may hold, in MB
 * (`BEOPMANG_CACHE_MEMORY_MB`): the memory tier's JSON strings and the DRF client's decoded
 * answers together. The persistent tier behind them holds the rest.
 * @example `cacheMemoryShares(CACHE_MEMORY_MB).tierChars // 16 Mi`
 */
export const CACHE_MEMORY_MB: number = 64;

/**
 * How a memory budget of `mb` MB splits, in characters of JSON: half for the memory tier's
 * strings (Korean text is held at 2 bytes a character), half for the decoded answers the DRF
 * client keeps hot (a decoded 상법 body takes 1.3 bytes a character of its JSON; 1.5 is allowed).
 *
 * @example
 * ```ts
 * import { cacheMemoryShares } from "./defaults.ts";
 * cacheMemoryShares(64); // { tierChars: 16777216, hotChars: 22369621 }
 * ```
 */
export function cacheMemoryShares(mb: number): { tierChars: number; hotChars: number } {
  if (!(mb >= 0)) throw new RangeError(`cache memory must be >= 0 MB, got ${mb}`);
  const half = mb * 1024 * 1024 / 2;
  return { tierChars: Math.floor(half / 2), hotChars: Math.floor(half / 1.5) };
}

/**
 * Default memory bound of the memory tier in string length (UTF-16 code units, ~2 bytes each):
 * its share of {@link CACHE_MEMORY_MB}, 16 Mi.
 * @example `new TieredCache({ maxSize: MEMORY_MAX_SIZE })`
 */
export const MEMORY_MAX_SIZE: number = cacheMemoryShares(CACHE_MEMORY_MB).tierChars;
/** Default bound of the negative cache, entries. @example `NEGATIVE_MAX_ENTRIES // 1000` */
export const NEGATIVE_MAX_ENTRIES: number = 1000;
