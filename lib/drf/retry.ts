/**
 * The DRF client's retry helpers: whether a failure is worth another attempt now, the error an
 * exhausted call reports, and an abortable pause between attempts.
 *
 * @module
 */

import { DrfError } from "../errors.ts";
import type { DrfRequest } from "./request.ts";

/**
 * Whether to try again within this request: a spent quota only spends more by asking.
 *
 * @example
 * ```ts
 * import { retryNow } from "./retry.ts";
 * import { DrfError } from "../errors.ts";
 * retryNow(new DrfError("UPSTREAM_QUOTA", "quota", {}, true)); // false
 * ```
 */
export function retryNow(e: DrfError): boolean {
  return e.retryable && e.code !== "UPSTREAM_QUOTA";
}

/**
 * The error a call reports once its attempts are spent: the last failure, naming the target
 * and how many attempts were made.
 *
 * @example
 * ```ts
 * import { withAttempts } from "./retry.ts";
 * import { DrfError } from "../errors.ts";
 * const e = withAttempts(new DrfError("TIMEOUT", "t"), { endpoint: "search", target: "law" }, 3);
 * e.details?.attempts; // 3
 * ```
 */
export function withAttempts(e: DrfError, req: DrfRequest, attempts: number): DrfError {
  return new DrfError(
    e.code,
    e.message,
    { ...e.details, target: req.target, attempts },
    e.retryable,
  );
}

/**
 * Waits `ms`, or rejects with `ABORTED` as soon as `signal` aborts.
 *
 * @example
 * ```ts
 * import { sleep } from "./retry.ts";
 * await sleep(1);
 * ```
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DrfError("ABORTED", "요청이 취소되었습니다 (aborted by the caller)."));
      return;
    }
    const t = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }
    function onAbort() {
      clearTimeout(t);
      reject(new DrfError("ABORTED", "요청이 취소되었습니다 (aborted by the caller)."));
    }
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
