/**
 * Where the replay's recordings come from: a directory (tests, benchmarks: `tests/fixtures/`)
 * or any other store with the same layout — the demo set bundled with the package
 * (`lib/demo/`) is one, read through module imports so that it works from JSR too.
 *
 * @module
 */

import { fixtureUrl, toDirUrl } from "./paths.ts";

/** A read-only store of fixture files, addressed by `/`-separated relative paths. */
export interface FixtureFiles {
  /** What the store is, for error messages. */
  readonly label: string;
  /** The bytes of one file; rejects when it is not there. */
  read(path: string): Promise<Uint8Array<ArrayBuffer>>;
  /** `index-<domain>.json` names beside `drf/index.json` (sorted), as far as the store knows. */
  indexNames(): Promise<string[]>;
}

const DOMAIN_INDEX = /^index-[a-z0-9_-]+\.json$/;

/** The fixtures in a directory (path or URL). */
export function directoryFiles(dir: string | URL): FixtureFiles {
  const url = toDirUrl(dir);
  return {
    label: url.href,
    read: (path) => Deno.readFile(fixtureUrl(url, path)),
    async indexNames() {
      const names: string[] = [];
      try {
        for await (const e of Deno.readDir(fixtureUrl(url, "drf/"))) {
          if (e.isFile && DOMAIN_INDEX.test(e.name)) names.push(e.name);
        }
      } catch {
        // No directory listing (e.g. a read-only copy): the main index alone.
      }
      return names.sort();
    },
  };
}
