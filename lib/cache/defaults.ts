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
 * Default memory bound in string length (UTF-16 code units, ~2 bytes each): 64 Mi.
 * @example `new TieredCache({ maxSize: MEMORY_MAX_SIZE })`
 */
export const MEMORY_MAX_SIZE: number = 64 * 1024 * 1024;
/** Default bound of the negative cache, entries. @example `NEGATIVE_MAX_ENTRIES // 1000` */
export const NEGATIVE_MAX_ENTRIES: number = 1000;
