/**
 * Where the recorded upstream's recordings come from: any read-only store with the layout of
 * `tests/fixtures/` (`drf/index.json`, the files it names). The demo set bundled with the
 * package (`lib/demo/`) is one, read through module imports so that it works from JSR too; the
 * test lab (tests/lab) adds a directory store.
 *
 * @module
 */

/** A read-only store of recordings, addressed by `/`-separated relative paths. */
export interface RecordingStore {
  /** What the store is, for error messages. */
  readonly label: string;
  /** The bytes of one file; rejects when it is not there. */
  read(path: string): Promise<Uint8Array<ArrayBuffer>>;
  /** `index-<domain>.json` names beside `drf/index.json` (sorted), as far as the store knows. */
  indexNames(): Promise<string[]>;
}
