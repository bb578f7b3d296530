/**
 * In-memory LRU cache with per-entry TTL, bounded both by entry count and by an
 * approximate total size that the caller supplies per entry.
 *
 * @module
 */

/** Construction options for {@linkcode LruCache}. */
export interface LruOptions {
  /** Maximum number of entries held at once. Default 500. */
  readonly maxEntries?: number;
  /** Maximum sum of the per-entry `size` values. Default `Infinity`. */
  readonly maxSize?: number;
  /** TTL used when {@linkcode LruCache.set} gets none. Default `Infinity` (no expiry). */
  readonly defaultTtlMs?: number;
  /** Clock in epoch milliseconds; injectable so tests can move time. Default `Date.now`. */
  readonly now?: () => number;
}

/** Per-entry options for {@linkcode LruCache.set}. */
export interface LruSetOptions {
  /** Time to live in milliseconds; `<= 0` means "do not store". */
  readonly ttlMs?: number;
  /** Approximate size of the entry (e.g. string length). Default 1. */
  readonly size?: number;
}

interface Slot<V> {
  readonly value: V;
  readonly size: number;
  readonly expiresAt: number;
}

function checkLimit(name: string, n: number): number {
  // Programming errors in limits would silently make the cache useless, so fail loudly.
  if (!(n >= 0) || Number.isNaN(n)) throw new RangeError(`${name} must be >= 0, got ${n}`);
  return n;
}

/**
 * Least-recently-used cache. Expired entries are never returned; they are dropped when
 * touched, when evicted, or by {@linkcode LruCache.prune}.
 *
 * @example
 * ```ts
 * const lru = new LruCache<string>({ maxEntries: 2, maxSize: 1_000 });
 * lru.set("a", "alpha", { ttlMs: 60_000, size: 5 });
 * lru.get("a"); // "alpha"
 * ```
 */
export class LruCache<V> {
  // A Map iterates in insertion order, so re-inserting on access turns it into an LRU list
  // whose first key is always the least recently used one.
  readonly #map = new Map<string, Slot<V>>();
  readonly #maxEntries: number;
  readonly #maxSize: number;
  readonly #defaultTtlMs: number;
  readonly #now: () => number;
  #total = 0;

  /**
   * Creates an empty cache; limits must be non-negative (`RangeError` otherwise).
   *
   * @example
   * ```ts
   * let t = 0;
   * const lru = new LruCache<number>({ maxEntries: 10, now: () => t });
   * ```
   */
  constructor(options: LruOptions = {}) {
    this.#maxEntries = checkLimit("maxEntries", options.maxEntries ?? 500);
    this.#maxSize = checkLimit("maxSize", options.maxSize ?? Infinity);
    this.#defaultTtlMs = options.defaultTtlMs ?? Infinity;
    this.#now = options.now ?? Date.now;
  }

  /**
   * Returns the live value for `key` and marks it most recently used.
   *
   * @example
   * ```ts
   * new LruCache<string>().get("missing"); // undefined
   * ```
   */
  get(key: string): V | undefined {
    const slot = this.#map.get(key);
    if (slot === undefined) return undefined;
    if (slot.expiresAt <= this.#now()) {
      this.#remove(key, slot);
      return undefined;
    }
    this.#map.delete(key);
    this.#map.set(key, slot);
    return slot.value;
  }

  /**
   * Whether a live entry exists, without changing its recency.
   *
   * @example
   * ```ts
   * const lru = new LruCache<number>();
   * lru.set("k", 1);
   * lru.has("k"); // true
   * ```
   */
  has(key: string): boolean {
    const slot = this.#map.get(key);
    if (slot === undefined) return false;
    if (slot.expiresAt > this.#now()) return true;
    this.#remove(key, slot);
    return false;
  }

  /**
   * Stores `value`, evicting least recently used entries until both bounds hold.
   * Returns `false` (and drops any previous value) when the entry cannot be held at all:
   * non-positive TTL, or a size larger than `maxSize`.
   *
   * @example
   * ```ts
   * const lru = new LruCache<string>({ maxSize: 10 });
   * lru.set("k", "value", { ttlMs: 1_000, size: 5 }); // true
   * lru.set("big", "x".repeat(11), { size: 11 }); // false
   * ```
   */
  set(key: string, value: V, options: LruSetOptions = {}): boolean {
    const ttlMs = options.ttlMs ?? this.#defaultTtlMs;
    const size = options.size ?? 1;
    if (!(size >= 0)) throw new RangeError(`size must be >= 0, got ${size}`);
    this.delete(key);
    // Storing an oversized entry would first evict everything else and then itself.
    if (!(ttlMs > 0) || size > this.#maxSize || this.#maxEntries === 0) return false;
    this.#map.set(key, { value, size, expiresAt: this.#now() + ttlMs });
    this.#total += size;
    this.#evict();
    return true;
  }

  /**
   * Removes `key`; returns whether an entry (live or expired) was present.
   *
   * @example
   * ```ts
   * new LruCache<number>().delete("k"); // false
   * ```
   */
  delete(key: string): boolean {
    const slot = this.#map.get(key);
    if (slot === undefined) return false;
    this.#remove(key, slot);
    return true;
  }

  /**
   * Removes every entry.
   *
   * @example
   * ```ts
   * const lru = new LruCache<number>();
   * lru.clear();
   * ```
   */
  clear(): void {
    this.#map.clear();
    this.#total = 0;
  }

  /**
   * Drops all expired entries now and returns how many were dropped.
   *
   * @example
   * ```ts
   * new LruCache<number>().prune(); // 0
   * ```
   */
  prune(): number {
    const now = this.#now();
    let dropped = 0;
    for (const [key, slot] of this.#map) {
      if (slot.expiresAt <= now) {
        this.#remove(key, slot);
        dropped++;
      }
    }
    return dropped;
  }

  /**
   * Number of entries held, which may include expired ones not yet touched (O(1); call
   * {@linkcode LruCache.prune} first for an exact live count).
   *
   * @example
   * ```ts
   * new LruCache<number>().size; // 0
   * ```
   */
  get size(): number {
    return this.#map.size;
  }

  /**
   * Sum of the `size` values of the entries held.
   *
   * @example
   * ```ts
   * new LruCache<number>().totalSize; // 0
   * ```
   */
  get totalSize(): number {
    return this.#total;
  }

  #remove(key: string, slot: Slot<V>): void {
    this.#map.delete(key);
    this.#total -= slot.size;
  }

  #evict(): void {
    while (this.#map.size > this.#maxEntries || this.#total > this.#maxSize) {
      const oldest = this.#map.entries().next();
      if (oldest.done) break;
      this.#remove(oldest.value[0], oldest.value[1]);
    }
  }
}
