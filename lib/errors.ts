/**
 * The error taxonomy, one class per cause, so that a failure is labelled by what it is and never
 * by matching its message:
 *
 * - {@link DrfError}: the upstream failed or confirmed a miss (its `code` says which);
 * - {@link InputError}: the caller's arguments cannot be used → `BAD_INPUT`;
 * - {@link ShapeError}: an upstream body parsed but is not the shape we read → `UPSTREAM_MALFORMED`;
 * - anything else is our own defect → `INTERNAL`.
 *
 * The DRF API reports almost every failure with HTTP 200, so callers cannot tell an outage from
 * a miss by status code. Every failure the client can see is turned into one {@link DrfError}
 * with a stable `code` that tools, the CLI and the web app switch on. This module sits below
 * both `drf/` and `parse/`, so neither has to import the other for its errors.
 *
 * @module
 */

/** Stable error codes. Tools map them to MCP errors, CLI exit codes and HTTP statuses. */
export type DrfErrorCode =
  /** The upstream confirmed that the record does not exist ("일치하는 … 없습니다", `{}`). */
  | "NOT_FOUND"
  /**
   * Demo mode only: the bundled recordings hold no answer to this request. Neither a miss nor an
   * outage — the record may well exist at law.go.kr; a key (`LAW_OC`) would ask it there.
   */
  | "NOT_RECORDED"
  /** The key is not approved for this target or output format ("미신청된 목록/본문"). */
  | "NOT_APPROVED"
  /** No OC key was configured or given. */
  | "NO_KEY"
  /** The upstream could not verify the caller: unknown key, unregistered IP/domain, no Referer. */
  | "KEY_REJECTED"
  /** The upstream answered with a maintenance or overload page, or said so in a message. */
  | "UPSTREAM_MAINTENANCE"
  /**
   * The upstream said, in a message, that this caller may not have it ("…접근 권한이 없습니다":
   * a key not approved for it, an unregistered IP). Not a miss: the record may well exist.
   */
  | "UPSTREAM_DENIED"
  /** The upstream said the key's request quota is spent ("…요청할 수 없습니다"). Not a miss. */
  | "UPSTREAM_QUOTA"
  /**
   * A message from the upstream that is neither a known miss sentence nor a known outage:
   * shown as said, never read as "not found".
   */
  | "UPSTREAM_MESSAGE"
  /** The upstream answered with a bot-blocking page. */
  | "UPSTREAM_BLOCKED"
  /** HTTP 200 with an empty body. */
  | "UPSTREAM_EMPTY"
  /** A body that is neither the requested format nor a known error page, or does not parse. */
  | "UPSTREAM_MALFORMED"
  /** A non-200 HTTP status. */
  | "UPSTREAM_HTTP"
  /** DNS, TCP, TLS or reset errors. */
  | "NETWORK"
  /** The per-attempt timeout or the request deadline passed. */
  | "TIMEOUT"
  /** The per-request budget of upstream calls or bytes is spent. */
  | "BUDGET_EXHAUSTED"
  /** One response body is larger than allowed. */
  | "BODY_TOO_LARGE"
  /** The caller aborted the request. */
  | "ABORTED";

/** Codes whose cause is transient: retrying later may succeed. */
const RETRYABLE: ReadonlySet<DrfErrorCode> = new Set<DrfErrorCode>([
  "UPSTREAM_MAINTENANCE",
  "UPSTREAM_QUOTA",
  "UPSTREAM_EMPTY",
  "UPSTREAM_HTTP",
  "NETWORK",
  "TIMEOUT",
  "UPSTREAM_BLOCKED",
]);

/** Extra, secret-free facts attached to an error. */
export interface DrfErrorDetails {
  /** The DRF target (e.g. `law`, `eflaw`). */
  target?: string;
  /** The output format that was requested. */
  format?: string;
  /** HTTP status, when there was one. */
  status?: number;
  /** Upstream host, for network errors. */
  host?: string;
  /** Low-level error name or code (e.g. `ECONNRESET`, `ConnectionRefused`). */
  cause?: string;
  /** How many attempts were made. */
  attempts?: number;
  /** The upstream's own message, for misses and for the messages that are not one. */
  upstreamMessage?: string;
  /** What kind of upstream message a non-miss was: maintenance, permission, quota or unknown. */
  upstreamKind?: UpstreamMessageKind;
  /**
   * Set when this call was not sent because an earlier call of the same request had already
   * found the upstream down (the error is that call's, repeated).
   */
  failedFast?: true;
}

/** The kinds of upstream message that are not a miss. */
export type UpstreamMessageKind = "maintenance" | "permission" | "quota" | "unknown";

/**
 * A failure of the DRF upstream (or of our limits around it).
 *
 * @example
 * ```ts
 * import { DrfError } from "./errors.ts";
 * const err = new DrfError("NOT_FOUND", "일치하는 법령이 없습니다.", { target: "law" });
 * console.log(err.code, err.retryable); // NOT_FOUND false
 * ```
 */
export class DrfError extends Error {
  /** Stable machine-readable code. */
  readonly code: DrfErrorCode;
  /** Whether trying again later may succeed. */
  readonly retryable: boolean;
  /** Secret-free context. */
  readonly details: DrfErrorDetails;

  /**
   * Creates an error; `message` must already be free of secrets. `retryable` overrides the
   * code's default (e.g. HTTP 400 is not worth retrying, HTTP 503 is).
   */
  constructor(
    code: DrfErrorCode,
    message: string,
    details: DrfErrorDetails = {},
    retryable?: boolean,
  ) {
    super(message);
    this.name = "DrfError";
    this.code = code;
    this.retryable = retryable ?? RETRYABLE.has(code);
    this.details = details;
  }

  /** Whether this error means "the record does not exist" rather than "we could not check". */
  get isMiss(): boolean {
    return this.code === "NOT_FOUND";
  }

  /** A plain object for structured output and logs. */
  toJSON(): { code: DrfErrorCode; message: string; retryable: boolean } & DrfErrorDetails {
    return { code: this.code, message: this.message, retryable: this.retryable, ...this.details };
  }
}

/** Type guard for {@link DrfError}. */
export function isDrfError(e: unknown): e is DrfError {
  return e instanceof DrfError;
}

/**
 * Arguments a tool cannot use: an unknown or misspelt name, a malformed article or date, a
 * combination that makes no sense. Always labelled `BAD_INPUT`; the message names the argument
 * and, where one exists, the fix.
 *
 * @example
 * ```ts
 * import { InputError } from "./errors.ts";
 * throw new InputError("articles: '제0조' is not an article", "articles");
 * ```
 */
export class InputError extends Error {
  /** The argument at fault, when one is. */
  readonly param?: string;

  /** Creates an error; `message` must say what to send instead. */
  constructor(message: string, param?: string) {
    super(message);
    this.name = "InputError";
    this.param = param;
  }
}

/**
 * An upstream body that parsed but does not have the shape its reader expects (no 법령 root,
 * an unknown list key, a row without its id). Always labelled `UPSTREAM_MALFORMED`: the
 * upstream (or our reading of it) is at fault, not the caller.
 *
 * @example
 * ```ts
 * import { ShapeError } from "./errors.ts";
 * throw new ShapeError("statute", "no 법령 root in the body");
 * ```
 */
export class ShapeError extends Error {
  /** Which reader refused the body (statute, list, decision, ...). */
  readonly reader: string;

  /** Creates an error naming the reader and what it missed. */
  constructor(reader: string, message: string) {
    super(message);
    this.name = "ShapeError";
    this.reader = reader;
  }
}
