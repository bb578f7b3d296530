/**
 * Fault-plan types: which failures the replay can inject and how rules select requests.
 *
 * @module
 */

import type { DrfFormat, ReplayEndpoint } from "./types.ts";

/** A fault that replaces the whole answer. */
export type TerminalFault =
  /** HTTP error status with a small synthetic HTML page (`retryAfter` sets `Retry-After`). */
  | { readonly kind: "status"; readonly status: number; readonly retryAfter?: number }
  /** HTTP 200 with an empty body (seen during upstream incidents). */
  | { readonly kind: "empty" }
  /** HTTP 200 with a synthetic "시스템 점검" maintenance page. */
  | { readonly kind: "maintenance" }
  /** HTTP 200 with a synthetic "비정상적인 접근" anti-bot page. */
  | { readonly kind: "antibot" }
  /** HTTP 200 with the real "미신청된 목록/본문" page. */
  | { readonly kind: "unregistered" }
  /** HTTP 200 with the "사용자 정보 검증에 실패하였습니다." XML (missing Referer / bad key). */
  | { readonly kind: "auth-failure" }
  /**
   * HTTP 200 with a `Law` envelope holding `text`, in the requested format (`{"Law":"…"}` or
   * `<Law>…</Law>`, the shape of a recorded miss): the upstream speaking — a miss sentence, or a
   * maintenance, permission or quota message.
   */
  | { readonly kind: "message"; readonly text: string };

/** A fault that alters how the normal answer's body is delivered. */
export type BodyFault =
  /** The first half of the normal body, as a complete response. */
  | { readonly kind: "truncate" }
  /** The normal body padded with trailing whitespace to `totalBytes`, streamed in chunks. */
  | { readonly kind: "oversize"; readonly totalBytes: number; readonly declareLength?: boolean }
  /** The normal body, `chunkBytes` (default 1) every `intervalMs` (default 50). */
  | { readonly kind: "trickle"; readonly chunkBytes?: number; readonly intervalMs?: number }
  /** Headers and `afterBytes` (default 0) bytes, then nothing until the request is aborted. */
  | { readonly kind: "stall"; readonly afterBytes?: number }
  /** Headers and `afterBytes` (default: half the body) bytes, then the stream errors. */
  | { readonly kind: "reset"; readonly afterBytes?: number }
  /**
   * The normal body with every `from` replaced by `to`, pair by pair: shape drift (a renamed
   * root, list key or field) as upstream might introduce it.
   */
  | { readonly kind: "rewrite"; readonly replace: ReadonlyArray<readonly [string, string]> };

/** Extra delay before the headers, then the normal answer. */
export interface LatencyFault {
  /** Discriminator. */
  readonly kind: "latency";
  /** Milliseconds to add. */
  readonly ms: number;
}

/** Every fault the replay can inject. */
export type Fault = TerminalFault | BodyFault | LatencyFault;

/** Which requests a fault rule applies to; every given field must match. */
export interface FaultMatch {
  /** Endpoint(s). */
  readonly endpoint?: ReplayEndpoint | readonly ReplayEndpoint[];
  /** DRF target(s). */
  readonly target?: string | readonly string[];
  /** Requested format(s) (after defaulting to XML). */
  readonly type?: DrfFormat | readonly DrfFormat[];
}

/** One fault rule. Rules are tried in order; the first applicable one fires. */
export interface FaultRule {
  /** Request filter; absent = every request. */
  readonly match?: FaultMatch;
  /** What to do. */
  readonly fault: Fault;
  /** Let the first `after` matching requests through untouched (default 0). */
  readonly after?: number;
  /** Fire for this many matching requests only, then stop (default: forever). */
  readonly times?: number;
}

/** A fault plan: one rule or an ordered list. */
export type FaultPlan = FaultRule | readonly FaultRule[];

/** Added latency per endpoint in milliseconds (default none). */
export interface LatencyPlan {
  /** lawSearch.do. */
  readonly search?: number;
  /** lawService.do. */
  readonly service?: number;
  /** flDownload.do. */
  readonly download?: number;
}
