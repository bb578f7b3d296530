/**
 * The rate-limit guard: per client and on the server's shared key, one store for every door (so a
 * page read, an `/api` call and a tools/call count alike), 429 with `Retry-After` when a bucket is
 * empty. The buckets themselves are `rate_store.ts` (memory, or KV windows when hosted).
 *
 * @module
 */

import type { Middleware } from "./chain.ts";
import { refuse } from "./refusal.ts";
import type { RateDraw, RateStore } from "./rate_store.ts";
import { DrfError, type UpstreamMeter } from "../../lib/mod.ts";

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
 * import { rateDraws } from "./rate_limit.ts";
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
 * The meter of one admitted request: its first `prepaid` upstream calls were paid for at the
 * door; each further one takes a token from the same buckets, or fails the call as
 * `BUDGET_EXHAUSTED` (tools then stop fanning out and say their answer is partial).
 *
 * @example
 * ```ts
 * import { upstreamMeter } from "./rate_limit.ts";
 * import { MemoryRateStore } from "./rate_store.ts";
 * const meter = upstreamMeter(new MemoryRateStore(), { perClient: 60, sharedKey: 300 }, "10.0.0.1", undefined, 1);
 * await meter(); // prepaid
 * ```
 */
export function upstreamMeter(
  store: RateStore,
  rate: RateRule,
  client: string,
  oc: string | undefined,
  prepaid: number,
): UpstreamMeter {
  let left = prepaid;
  return async (target) => {
    if (left > 0) return void left--;
    const verdict = await store.take(rateDraws(rate, client, oc, 1));
    if (verdict.ok) return;
    const why = verdict.undecided !== undefined
      ? `the rate-limit store could not decide (${verdict.undecided})`
      : `this client's rate limit is spent; retry in ${Math.ceil(verdict.waitMs / 1000)}s`;
    throw new DrfError(
      "BUDGET_EXHAUSTED",
      `요청 한도(분당 상위 API 호출)를 모두 써서 더 부르지 않았습니다 (${why}).`,
      { target },
    );
  };
}

/**
 * Takes `ctx.cost` tokens from the client's bucket and the shared key's (one store for every
 * door, so a page read and a tools/call count alike); 429 with `Retry-After` when either is empty.
 * The request's further upstream calls draw on the same buckets ({@link upstreamMeter}). A
 * request that can never fit (a batch costing more than a bucket holds) is 413 without
 * `Retry-After`; a store that cannot decide is 503, never the client's fault.
 * `shared: false` counts the client only (sign-in attempts spend no key).
 *
 * @example
 * ```ts
 * import { compose } from "./chain.ts";
 * import { rateLimit } from "./rate_limit.ts";
 * import { MemoryRateStore } from "./rate_store.ts";
 * const limits = { perClient: 60, sharedKey: 300 };
 * const guarded = compose(rateLimit(new MemoryRateStore(), limits));
 * ```
 */
export function rateLimit(store: RateStore, rate: RateRule, shared = true): Middleware {
  return async (_req, ctx, next) => {
    if (ctx.cost <= 0) return await next();
    const draws = rateDraws(rate, ctx.client, ctx.oc, ctx.cost, shared);
    const never = draws.find((d) => d.cost > d.perMinute);
    if (never) {
      const most = never.perMinute;
      return refuse(ctx, {
        status: 413,
        code: "TOO_LARGE",
        rpcCode: -32000,
        message: `Request too large for the rate limit: it costs ${ctx.cost} calls and ` +
          `${never.key === "shared" ? "the shared key" : "a client"} may make at most ${most} ` +
          "a minute; split it",
        ko: `이 요청은 호출 ${ctx.cost}회어치로, 분당 한도 ${most}회를 넘어 기다려도 처리할 수 ` +
          "없습니다. 나눠서 보내세요",
      }, { limited: "too-large" });
    }
    const verdict = await store.take(draws);
    if (verdict.ok) {
      ctx.meter = upstreamMeter(store, rate, ctx.client, ctx.oc, ctx.cost);
      return await next();
    }
    if (verdict.undecided !== undefined) {
      return refuse(ctx, {
        status: 503,
        code: "RATE_STORE_UNAVAILABLE",
        rpcCode: -32000,
        message: "Service Unavailable: the rate-limit store could not count this request " +
          `(${verdict.undecided.slice(0, 200)})`,
        ko: "요청 한도를 세는 저장소가 응답하지 않아 처리하지 못했습니다. 잠시 뒤 다시 시도하세요",
      }, { limited: "undecided" });
    }
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
