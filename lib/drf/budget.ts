/**
 * A per-request budget shared by every upstream call one user request fans out to.
 *
 * A single tool call (or a research chain) may make many DRF calls; without a shared budget a
 * single question could download hundreds of megabytes or run for minutes. The budget is
 * created once per incoming request and passed down to every call.
 *
 * @module
 */

import { DrfError } from "../errors.ts";

/**
 * Whether `e` says the upstream itself is down or refusing this key, for every call alike:
 * a timeout, no connection, a 5xx or 429, a maintenance or anti-bot page, a spent quota, an
 * unverified key. Per-target answers (not approved, denied, a miss) and body faults are not.
 *
 * @example
 * ```ts
 * import { isUpstreamDown } from "./budget.ts";
 * import { DrfError } from "../errors.ts";
 * isUpstreamDown(new DrfError("UPSTREAM_HTTP", "503", { status: 503 })); // true
 * isUpstreamDown(new DrfError("NOT_FOUND", "없음")); // false
 * ```
 */
export function isUpstreamDown(e: DrfError): boolean {
  switch (e.code) {
    case "TIMEOUT":
    case "NETWORK":
    case "UPSTREAM_MAINTENANCE":
    case "UPSTREAM_QUOTA":
    case "UPSTREAM_BLOCKED":
    case "KEY_REJECTED":
      return true;
    case "UPSTREAM_HTTP":
      return e.details.status === undefined || e.details.status >= 500 ||
        e.details.status === 429;
    default:
      return false;
  }
}

/** The outage one call of the request is seeing: pending while it retries, failed after. */
interface Outage {
  owner: symbol;
  error: DrfError;
  failed: boolean;
  settled: Promise<void>;
  release(): void;
}

/** Limits of one {@link RequestBudget}. */
export interface BudgetLimits {
  /** Upstream HTTP requests allowed (retries count). Default 40. */
  maxCalls?: number;
  /** Bytes allowed for one response body. Default 8 MiB. */
  maxBodyBytes?: number;
  /** Bytes allowed for all bodies together. Default 32 MiB. */
  maxTotalBytes?: number;
  /** Milliseconds from creation until the request's deadline. Default none. */
  deadlineMs?: number;
}

/**
 * Asked before each upstream call: resolves when the call may go out, throws a
 * {@link DrfError} (`BUDGET_EXHAUSTED`) when the caller's rate limit says no. The HTTP face sets
 * one per request, so rate limits count the upstream calls a request really makes.
 */
export type UpstreamMeter = (target?: string) => Promise<void>;

/** Default limits; large enough for the biggest statutes (민법 ≈ 3 MB as XML). */
export const DEFAULT_BUDGET: Required<Omit<BudgetLimits, "deadlineMs">> = {
  maxCalls: 40,
  maxBodyBytes: 8 * 1024 * 1024,
  maxTotalBytes: 32 * 1024 * 1024,
};

/**
 * Counts calls and bytes against limits; throws `BUDGET_EXHAUSTED` when spent.
 *
 * @example
 * ```ts
 * import { RequestBudget } from "./budget.ts";
 * const budget = new RequestBudget({ maxCalls: 2 });
 * budget.takeCall("law");
 * budget.takeCall("law");
 * // a third takeCall() throws DrfError("BUDGET_EXHAUSTED")
 * ```
 */
export class RequestBudget {
  /** The configured limits. */
  readonly limits: Required<Omit<BudgetLimits, "deadlineMs">>;
  /** Absolute deadline (epoch ms), if any. */
  readonly deadline?: number;
  #calls = 0;
  #bytes = 0;
  #outage?: Outage;
  readonly #meter?: UpstreamMeter;

  /**
   * Creates a budget; unspecified limits take {@link DEFAULT_BUDGET}. `meter`, when given, is
   * asked before every upstream call ({@link RequestBudget.charge}).
   */
  constructor(limits: BudgetLimits = {}, meter?: UpstreamMeter) {
    this.#meter = meter;
    this.limits = {
      maxCalls: limits.maxCalls ?? DEFAULT_BUDGET.maxCalls,
      maxBodyBytes: limits.maxBodyBytes ?? DEFAULT_BUDGET.maxBodyBytes,
      maxTotalBytes: limits.maxTotalBytes ?? DEFAULT_BUDGET.maxTotalBytes,
    };
    if (limits.deadlineMs !== undefined) this.deadline = Date.now() + limits.deadlineMs;
  }

  /** Upstream calls made so far. */
  get calls(): number {
    return this.#calls;
  }

  /** Body bytes received so far. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Milliseconds left until the deadline (Infinity when none). */
  remainingMs(): number {
    return this.deadline === undefined ? Infinity : this.deadline - Date.now();
  }

  /** Reserves one upstream call, or throws when the call budget or deadline is spent. */
  takeCall(target?: string): void {
    if (this.remainingMs() <= 0) {
      throw new DrfError("TIMEOUT", "이 요청의 처리 시한이 지났습니다 (request deadline passed).", {
        target,
      });
    }
    if (this.#calls >= this.limits.maxCalls) {
      throw new DrfError(
        "BUDGET_EXHAUSTED",
        `이 요청에 허용된 상위 API 호출 ${this.limits.maxCalls}회를 모두 썼습니다. ` +
          "범위를 좁혀 다시 요청하세요 (upstream call budget spent).",
        { target },
      );
    }
    this.#calls++;
  }

  /**
   * The request's circuit breaker, asked before every attempt of the call `owner`: while another
   * call of this request is retrying an outage ({@link RequestBudget.sawOutage}), it waits for
   * that call's end; once that call has failed, it throws that call's error at once, marked
   * `failedFast`, so the request's other calls neither retry nor spend its calls on a dead
   * upstream, and each says the real cause instead of `BUDGET_EXHAUSTED`. When the retrying
   * call succeeds the breaker closes and the waiting calls go on.
   */
  async admit(owner: symbol, target?: string): Promise<void> {
    while (this.#outage && this.#outage.owner !== owner && !this.#outage.failed) {
      await this.#outage.settled;
    }
    const down = this.#outage;
    if (down?.failed && down.owner !== owner) {
      throw new DrfError(
        down.error.code,
        `${down.error.message} (같은 요청의 앞선 호출에서 확인된 장애라 다시 묻지 않았습니다; ` +
          "failed fast)",
        {
          ...down.error.details,
          target: target ?? down.error.details.target,
          attempts: 0,
          failedFast: true,
        },
        down.error.retryable,
      );
    }
  }

  /** Call `owner` saw the upstream down on one attempt ({@link isUpstreamDown}); it may retry. */
  sawOutage(owner: symbol, e: DrfError): void {
    if (this.#outage || !isUpstreamDown(e)) return;
    let release!: () => void;
    const settled = new Promise<void>((r) => (release = r));
    this.#outage = { owner, error: e, failed: false, settled, release };
  }

  /**
   * Call `owner` ended: with `error` when it failed. An outage it was retrying becomes the
   * request's verdict if it failed with one, and is forgotten otherwise (the upstream answered).
   */
  settle(owner: symbol, error?: DrfError): void {
    const o = this.#outage;
    if (!o || o.owner !== owner || o.failed) return;
    if (error && isUpstreamDown(error)) {
      o.error = error;
      o.failed = true;
    } else {
      this.#outage = undefined;
    }
    o.release();
  }

  /** The outage that stopped this request's calls, once one call failed with it. */
  get outage(): DrfError | undefined {
    return this.#outage?.failed ? this.#outage.error : undefined;
  }

  /**
   * {@link RequestBudget.takeCall}, then the meter's consent (the caller's rate limit); a call
   * the meter refuses is not counted.
   */
  async charge(target?: string): Promise<void> {
    this.takeCall(target);
    if (!this.#meter) return;
    try {
      await this.#meter(target);
    } catch (e) {
      this.#calls--;
      throw e;
    }
  }

  /** Bytes one body may still grow to: the smaller of the body cap and what is left in total. */
  bodyAllowance(): number {
    return Math.min(this.limits.maxBodyBytes, this.limits.maxTotalBytes - this.#bytes);
  }

  /** Records received bytes; throws when the total is exceeded. */
  addBytes(n: number, target?: string): void {
    this.#bytes += n;
    if (this.#bytes > this.limits.maxTotalBytes) {
      throw new DrfError(
        "BUDGET_EXHAUSTED",
        `이 요청의 전체 응답 크기 한도 ${this.limits.maxTotalBytes} bytes를 넘었습니다 ` +
          "(total byte budget spent).",
        { target },
      );
    }
  }
}
