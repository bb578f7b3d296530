/**
 * Token buckets for tools/call: one per client and one for the server's shared key, so that
 * one client cannot spend everybody's quota of the shared LAW_OC.
 *
 * @module
 */

/** Bucket settings: `perMinute` tokens refill per minute, up to `burst` (default perMinute). */
export interface BucketLimit {
  /** Sustained rate. */
  perMinute: number;
  /** Capacity. */
  burst?: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** A set of token buckets by key, bounded in memory (the least recently used go first). */
export class RateLimiter {
  readonly #limit: Required<BucketLimit>;
  readonly #buckets = new Map<string, Bucket>();
  readonly #maxKeys: number;
  readonly #now: () => number;

  /** Creates a limiter; `now` is injectable for tests. */
  constructor(limit: BucketLimit, opts: { maxKeys?: number; now?: () => number } = {}) {
    this.#limit = { perMinute: limit.perMinute, burst: limit.burst ?? limit.perMinute };
    this.#maxKeys = opts.maxKeys ?? 10_000;
    this.#now = opts.now ?? Date.now;
  }

  #bucket(key: string): Bucket {
    const now = this.#now();
    let b = this.#buckets.get(key);
    if (b) {
      const rate = this.#limit.perMinute / 60_000;
      b.tokens = Math.min(this.#limit.burst, b.tokens + (now - b.at) * rate);
      b.at = now;
      this.#buckets.delete(key); // re-insert: Map order is our LRU order
    } else {
      b = { tokens: this.#limit.burst, at: now };
      if (this.#buckets.size >= this.#maxKeys) {
        this.#buckets.delete(this.#buckets.keys().next().value!);
      }
    }
    this.#buckets.set(key, b);
    return b;
  }

  /**
   * Milliseconds until `n` tokens would be available for `key` (0 = available now), without
   * taking them.
   */
  wait(key: string, n = 1): number {
    if (this.#limit.perMinute <= 0) return Infinity;
    const b = this.#bucket(key);
    if (b.tokens >= n) return 0;
    return Math.ceil((n - b.tokens) / (this.#limit.perMinute / 60_000));
  }

  /** Takes `n` tokens (call after {@link RateLimiter.wait} said 0 for every bucket involved). */
  take(key: string, n = 1): void {
    this.#bucket(key).tokens -= n;
  }
}
