/**
 * The shape of one bundled demo file (see `files.ts`, generated).
 *
 * @module
 */

/** One file of the demo set. */
export interface DemoFile {
  /** SHA-256 of the original bytes (hex). */
  readonly sha256: string;
  /** Size of the original bytes. */
  readonly bytes: number;
  /** Loads the JSON module holding the gzip-compressed bytes as base64. */
  readonly load: () => Promise<{ default: string }>;
}
