/**
 * The one error a law library raises: a file that cannot serve as a library, or an import that
 * cannot read its source. `kind` says which, so a server can log it and go on live or demo.
 *
 * @module
 */

/** Why a library could not be opened or built. */
export type LibraryErrorKind =
  | "missing"
  | "corrupt"
  | "foreign"
  | "schema"
  | "source"
  | "not_found";

/**
 * A library file or source that cannot be used, with a message a person can act on.
 *
 * @example
 * ```ts
 * import { LibraryError } from "./errors.ts";
 * const e = new LibraryError("missing", "법령 사본 파일이 없습니다: /tmp/x.db");
 * console.log(e.kind); // "missing"
 * ```
 */
export class LibraryError extends Error {
  /** What went wrong. */
  readonly kind: LibraryErrorKind;
  /** The file or source concerned, when there is one. */
  readonly path?: string;
  /** Makes the error. */
  constructor(
    kind: LibraryErrorKind,
    message: string,
    opts: { path?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = "LibraryError";
    this.kind = kind;
    this.path = opts.path;
  }
}
