/**
 * Typed failures of annex reading.
 *
 * An annex that cannot be turned into text is never a "success with empty text": every such case
 * ends in one {@link AnnexError} whose `code` tools, the CLI and the web app switch on.
 *
 * @module
 */

import type { AnnexFormat } from "./sniff.ts";

/** Stable error codes. */
export type AnnexErrorCode =
  /** Not an annex file we know: unknown bytes, an HTML error page, a non-HWP OLE or zip file. */
  | "FORMAT_UNKNOWN"
  /** Only pictures: an image file, an image-only PDF, a HWP/HWPX whose only content is pictures. */
  | "IMAGE_ONLY"
  /** The container or content is damaged or truncated. */
  | "CORRUPT"
  /** Input bytes, inflated bytes, entries or table size over the limit. */
  | "TOO_LARGE"
  /** Password-protected, distribution-protected (배포용) or DRM-protected. */
  | "ENCRYPTED"
  /** The deadline passed. */
  | "TIMEOUT"
  /** A known format we do not read (HWP 3, uncompressed HWPX entries we cannot decode, …). */
  | "UNSUPPORTED"
  /** The caller's `AbortSignal` fired. */
  | "ABORTED"
  /** A well-formed document with no text and no pictures. */
  | "EMPTY";

/** Secret-free context attached to an error. */
export interface AnnexErrorDetails {
  /** The sniffed format, when known. */
  format?: AnnexFormat;
  /** The limit that was hit, for TOO_LARGE. */
  limit?: string;
  /** The limit's value. */
  max?: number;
  /** What was found (a size, a count), for TOO_LARGE. */
  actual?: number;
  /** Low-level cause (an exception name or message). */
  cause?: string;
  /** The warnings gathered before the failure (e.g. "image-only PDF"). */
  warnings?: string[];
}

/**
 * A failure to read an annex.
 *
 * @example
 * ```ts
 * import { AnnexError } from "./errors.ts";
 * const err = new AnnexError("TOO_LARGE", "input is 100 MB, limit 32 MB", { limit: "maxBytes" });
 * console.log(err.code); // TOO_LARGE
 * ```
 */
export class AnnexError extends Error {
  /** Stable machine-readable code. */
  readonly code: AnnexErrorCode;
  /** Secret-free context. */
  readonly details: AnnexErrorDetails;

  /** Creates an error; `message` says what happened in words a person can act on. */
  constructor(code: AnnexErrorCode, message: string, details: AnnexErrorDetails = {}) {
    super(message);
    this.name = "AnnexError";
    this.code = code;
    this.details = details;
  }

  /** A plain object for structured output and logs. */
  toJSON(): { code: AnnexErrorCode; message: string } & AnnexErrorDetails {
    return { code: this.code, message: this.message, ...this.details };
  }
}

/**
 * Type guard for {@link AnnexError}.
 *
 * @example
 * ```ts
 * import { AnnexError, isAnnexError } from "./errors.ts";
 * console.log(isAnnexError(new AnnexError("CORRUPT", "bad"))); // true
 * ```
 */
export function isAnnexError(e: unknown): e is AnnexError {
  return e instanceof AnnexError;
}

/**
 * Wraps an unknown failure from a parser library as CORRUPT, keeping AnnexErrors as they are.
 * Library messages are kept only as `details.cause`, so callers never switch on their wording.
 *
 * @example
 * ```ts
 * import { asCorrupt } from "./errors.ts";
 * const err = asCorrupt(new Error("End of central directory not found"), "zip", "hwpx");
 * console.log(err.code, err.details.cause); // CORRUPT End of central directory not found
 * ```
 */
export function asCorrupt(e: unknown, what: string, format?: AnnexFormat): AnnexError {
  if (e instanceof AnnexError) return e;
  const cause = e instanceof Error ? e.message : String(e);
  return new AnnexError("CORRUPT", `${what}: the file is damaged or truncated`, {
    format,
    cause: cause.slice(0, 200),
  });
}
