/**
 * Locating the fixtures directory. Resolved from this module's URL rather than the working
 * directory, so tests, benchmarks and the demo mode find the files wherever they are started.
 *
 * @module
 */

import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * `tests/fixtures/` of this checkout, as a directory URL (trailing slash). Nothing at run
 * time reads it (demo mode reads the bundled `lib/demo/` set); a published copy has no `tests/`.
 */
export function defaultFixturesDir(): URL {
  return new URL("../fixtures/", import.meta.url);
}

/** Normalises a directory given as path or URL to a URL with a trailing slash. */
export function toDirUrl(dir: string | URL): URL {
  const url = dir instanceof URL ? new URL(dir.href) : pathToFileURL(resolve(dir));
  if (!url.pathname.endsWith("/")) url.pathname += "/";
  return url;
}

/** Resolves a fixture path (relative, `/`-separated) against the fixtures directory. */
export function fixtureUrl(dir: URL, file: string): URL {
  // Fixture names contain only ASCII, but encode anyway so `#`/`?` could never cut the path.
  return new URL(file.split("/").map(encodeURIComponent).join("/"), dir);
}
