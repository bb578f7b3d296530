/**
 * Stores of recordings for the lab: a directory (`tests/fixtures/`), and the shipped demo set
 * with the synthetic recordings laid over it, for tests that need a shape no real sample shows.
 *
 * @module
 */

import { fixtureUrl, toDirUrl } from "./paths.ts";
import type { FixtureFiles } from "./types.ts";
import { demoFiles } from "../../lib/demo/mod.ts";

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

/**
 * The shipped demo set (lib/demo) with every synthetic recording of `tests/fixtures/` laid over
 * it: demo behaviour tested over the same recorded upstream the package ships, plus the
 * synthetic shapes some tests need (and no real recording the demo lacks).
 */
export function demoWithSynthetic(
  dir: string | URL = new URL("../fixtures/", import.meta.url),
): FixtureFiles {
  const fixtures = directoryFiles(dir);
  const shipped = demoFiles();
  let synthetic: Promise<{ index: Uint8Array<ArrayBuffer>; files: Set<string> }> | undefined;
  const overlay = () =>
    synthetic ??= (async () => {
      const entries: { file: string; fidelity: string }[] = [];
      for (const name of ["index.json", ...await fixtures.indexNames()]) {
        const idx = JSON.parse(new TextDecoder().decode(await fixtures.read(`drf/${name}`)));
        entries.push(
          ...idx.entries.filter((e: { fidelity: string }) => e.fidelity === "synthetic"),
        );
      }
      const base = JSON.parse(new TextDecoder().decode(await shipped.read("drf/index.json")));
      base.entries.push(...entries);
      return {
        index: new TextEncoder().encode(JSON.stringify(base)),
        files: new Set(entries.map((e) => e.file)),
      };
    })();
  return {
    label: "the demo set with the synthetic recordings of tests/fixtures",
    async read(path) {
      const o = await overlay();
      if (path === "drf/index.json") return o.index;
      return o.files.has(path) ? fixtures.read(path) : shipped.read(path);
    },
    indexNames: () => Promise.resolve([]),
  };
}
