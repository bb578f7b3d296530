/**
 * The rate-limit guard: per client and on the server's shared key, one store for every door (so a
 * page read, an `/api` call and a tools/call count alike), 429 with `Retry-After` when a bucket is
 * empty. The buckets themselves are `rate_store.ts` (memory, or KV windows when hosted).
 *
 * @module
 */

import type { Middleware } from "./http_chain.ts";
import { refuse } from "./http_refusal.ts";
import type { RateDraw, RateStore } from "./rate_store.ts";

/** Requests per minute per client, and on the server's shared key. */
export interface RateRule {
  /** Per client address. */
  perClient: number;
  /** Summed over every caller using the server's key (or the demo). */
  sharedKey: number;
}

/**
 * The buckets a request of `cost` draws on: its client's, and the shared key's unless it brought
 * its own key (or `shared` is false).
 *
 * @example
 * ```ts
 * import { rateDraws } from "./rate_guard.ts";
 * const draws = rateDraws({ perClient: 60, sharedKey: 300 }, "10.0.0.1", undefined, 1);
 * // [{ key: "client:10.0.0.1", … }, { key: "shared", … }]
 * ```
 */
export function rateDraws(
  rate: RateRule,
  client: string,
  oc: string | undefined,
  cost: number,
  shared = true,
): RateDraw[] {
  return [
    { key: `client:${client}`, cost, perMinute: rate.perClient },
    ...(oc || !shared ? [] : [{ key: "shared", cost, perMinute: rate.sharedKey }]),
  ];
}

/**
 * Takes `ctx.cost` tokens from the client's bucket and the shared key's (one store for every
 * door, so a page read and a tools/call count alike); 429 with `Retry-After` when either is empty.
 * `shared: false` counts the client only (sign-in attempts spend no key).
 *
 * @example
 * ```ts
 * import { compose } from "./http_chain.ts";
 * import { rateLimit } from "./rate_guard.ts";
 * import { MemoryRateStore } from "./rate_store.ts";
 * const limits = { perClient: 60, sharedKey: 300 };
 * const guarded = compose(rateLimit(new MemoryRateStore(), limits));
 * ```
 */
export function rateLimit(store: RateStore, rate: RateRule, shared = true): Middleware {
  return async (_req, ctx, next) => {
    if (ctx.cost <= 0) return await next();
    const verdict = await store.take(rateDraws(rate, ctx.client, ctx.oc, ctx.cost, shared));
    if (verdict.ok) return await next();
    const wait = verdict.waitMs;
    const seconds = Number.isFinite(wait) ? Math.max(1, Math.ceil(wait / 1000)) : 60;
    const who = verdict.key === "shared" ? "shared" : "client";
    return refuse(ctx, {
      status: 429,
      code: "RATE_LIMITED",
      rpcCode: -32000,
      message: `Too Many Requests: ${who === "client" ? "this client" : "the shared key"} is ` +
        `over its rate limit; retry in ${seconds}s`,
      ko: who === "client"
        ? `요청이 너무 잦습니다. ${seconds}초 뒤에 다시 시도하세요`
        : `이 서버의 공용 키 한도를 넘었습니다. ${seconds}초 뒤에 다시 시도하세요`,
      headers: { "retry-after": String(seconds) },
      link: { href: ctx.url.pathname + ctx.url.search, ko: "다시 시도", en: "Try again" },
    }, { limited: who });
  };
}
