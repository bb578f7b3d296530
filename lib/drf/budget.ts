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
