/**
 * Where the HTTP face keeps its rate limits. In one process: token buckets in memory
 * (`rate_limit.ts`). Hosted (`BEOPMANG_HOSTED=1`, e.g. Deno Deploy, where requests land on many
 * isolates in many regions): fixed one-minute windows in Deno KV, counted with atomic
 * check-and-set and expiring by themselves, so that a limit holds for the whole deployment.
 *
 * @module
 */

import { RateLimiter } from "./rate_limit.ts";

/** One bucket a request draws on. */
export interface RateDraw {
  /** Bucket name (`client:<address>`, `shared`). */
  key: string;
  /** Tokens this request takes. */
  cost: number;
  /** The bucket's rate. */
  perMinute: number;
}

/** The outcome of {@link RateStore.take}. */
export type RateVerdict = { ok: true } | { ok: false; waitMs: number; key: string };

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

/** Fixed one-minute windows in Deno KV, shared by every process using the same database. */
export class KvRateStore implements RateStore {
  readonly #kv: Deno.Kv;
  readonly #now: () => number;

  /** Uses `kv` (not closed here); `now` is injectable for tests. */
  constructor(kv: Deno.Kv, now: () => number = Date.now) {
    this.#kv = kv;
    this.#now = now;
  }

  /** See {@link RateStore.take}. */
  async take(draws: RateDraw[]): Promise<RateVerdict> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const now = this.#now();
      const window = Math.floor(now / WINDOW_MS);
      const keys = draws.map((d) => ["beopmang", "rate", d.key, window]);
      const seen = await this.#kv.getMany<number[]>(keys);
      for (const [i, d] of draws.entries()) {
        const used = seen[i].value ?? 0;
        if (d.perMinute <= 0 || used + d.cost > d.perMinute) {
          return { ok: false, waitMs: (window + 1) * WINDOW_MS - now, key: d.key };
        }
      }
      const op = this.#kv.atomic();
      for (const [i, d] of draws.entries()) {
        op.check(seen[i]).set(keys[i], (seen[i].value ?? 0) + d.cost, {
          expireIn: 2 * WINDOW_MS,
        });
      }
      if ((await op.commit()).ok) return { ok: true };
      // Another request (here or elsewhere) counted in between: read again.
    }
    return { ok: false, waitMs: 1_000, key: draws[0]?.key ?? "busy" };
  }
}
