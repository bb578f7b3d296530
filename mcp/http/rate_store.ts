/**
 * Where the HTTP face keeps its rate limits. In one process: token buckets in memory
 * (`rate_buckets.ts`). Hosted (`BEOPMANG_HOSTED=1`, e.g. Deno Deploy, where requests land on many
 * isolates in many regions): fixed one-minute windows in Deno KV, counted with atomic `sum`
 * mutations (which never conflict, so contention cannot turn into refusals), so that a limit holds
 * for the whole deployment. A store that cannot decide says so; it never blames the client.
 *
 * @module
 */

import { RateLimiter } from "./rate_buckets.ts";

/** One bucket a request draws on. */
export interface RateDraw {
  /** Bucket name (`client:<address>`, `shared`). */
  key: string;
  /** Tokens this request takes. */
  cost: number;
  /** The bucket's rate. */
  perMinute: number;
}

/**
 * The outcome of {@link RateStore.take}: taken; over a bucket's limit (`waitMs` until it has
 * room); or `undecided` when the store could not count (its reason, for a 503).
 */
export type RateVerdict =
  | { ok: true }
  | { ok: false; waitMs: number; key: string; undecided?: undefined }
  | { ok: false; undecided: string };

/** A set of rate-limit buckets. */
export interface RateStore {
  /** Takes from every bucket when all have room (none otherwise), or says how long to wait. */
  take(draws: RateDraw[]): Promise<RateVerdict>;
}

/** Token buckets in this process. */
export class MemoryRateStore implements RateStore {
  readonly #limiters = new Map<number, RateLimiter>();

  #limiter(perMinute: number): RateLimiter {
    let l = this.#limiters.get(perMinute);
    if (!l) this.#limiters.set(perMinute, l = new RateLimiter({ perMinute }));
    return l;
  }

  /** See {@link RateStore.take}. */
  take(draws: RateDraw[]): Promise<RateVerdict> {
    for (const d of draws) {
      const wait = this.#limiter(d.perMinute).wait(d.key, d.cost);
      if (wait > 0) return Promise.resolve({ ok: false, waitMs: wait, key: d.key });
    }
    for (const d of draws) this.#limiter(d.perMinute).take(d.key, d.cost);
    return Promise.resolve({ ok: true });
  }
}

const WINDOW_MS = 60_000;
const PREFIX = ["beopmang", "rate"] as const;
/** Adding this (mod 2^64) to a Deno.KvU64 subtracts one. */
const WRAP = 1n << 64n;

const counted = (e: Deno.KvEntryMaybe<unknown>) =>
  e.value instanceof Deno.KvU64 ? Number(e.value.value) : 0;

/**
 * Fixed one-minute windows in Deno KV, shared by every process using the same database. A draw
 * adds its cost with one atomic `sum` (never a conflict, however many processes count at once)
 * and reads the totals back: a total over the limit gives the cost back and refuses, so no more
 * than the limit is ever admitted in a window. Windows older than the last are deleted by the
 * first process to count in a new one (`sum` drops a key's expiry, so none can be set).
 */
export class KvRateStore implements RateStore {
  readonly #kv: Deno.Kv;
  readonly #now: () => number;
  #swept = -1;

  /** Uses `kv` (not closed here); `now` is injectable for tests. */
  constructor(kv: Deno.Kv, now: () => number = Date.now) {
    this.#kv = kv;
    this.#now = now;
  }

  /** See {@link RateStore.take}. */
  async take(draws: RateDraw[]): Promise<RateVerdict> {
    const now = this.#now();
    const window = Math.floor(now / WINDOW_MS);
    const waitMs = (window + 1) * WINDOW_MS - now;
    const keys = draws.map((d) => [...PREFIX, window, d.key]);
    const overAt = (seen: Deno.KvEntryMaybe<unknown>[], mine: number) =>
      draws.findIndex((d, i) => counted(seen[i]) + mine * d.cost > d.perMinute);
    try {
      // Already full: refuse without writing (a client hammering a full bucket costs reads).
      const full = overAt(await this.#kv.getMany(keys), 1);
      if (full >= 0) return { ok: false, waitMs, key: draws[full].key };
      const add = this.#kv.atomic();
      for (const [i, d] of draws.entries()) add.sum(keys[i], BigInt(d.cost));
      if (!(await add.commit()).ok) return { ok: false, undecided: "the count was not written" };
      this.#sweep(window);
      const over = overAt(await this.#kv.getMany(keys), 0);
      if (over < 0) return { ok: true };
      // Others counted at the same moment and the total passed the limit: give ours back.
      const undo = this.#kv.atomic();
      for (const [i, d] of draws.entries()) undo.sum(keys[i], WRAP - BigInt(d.cost));
      await undo.commit();
      return { ok: false, waitMs, key: draws[over].key };
    } catch (e) {
      return { ok: false, undecided: e instanceof Error ? e.message : String(e) };
    }
  }

  /** Deletes the counters of windows before the last one (once per window per process). */
  #sweep(window: number): void {
    if (this.#swept === window) return;
    this.#swept = window;
    (async () => {
      const old = this.#kv.list({ start: [...PREFIX], end: [...PREFIX, window - 1] }, {
        limit: 1_000,
      });
      for await (const e of old) await this.#kv.delete(e.key);
    })().catch(() => {/* the next window tries again */});
  }
}
