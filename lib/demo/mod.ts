/**
 * The demo set that ships with the package: a few real recorded law.go.kr answers (the files the
 * README's examples read — 민법 and 건축법 bodies, their searches, a precedent), served by the
 * replay when no `LAW_OC` is set. Generated from `tests/fixtures/` by
 * `tests/fixtures/make_demo.ts`; each file is a JSON module (gzip + base64) loaded on first use,
 * so a copy run from JSR fetches only what a request needs, and nothing reads `tests/`.
 *
 * @module
 */

import type { FixtureFiles } from "../replay/files.ts";
import { DEMO_FILES } from "./files.ts";

export type { DemoFile } from "./types.ts";
export { DEMO_FILES } from "./files.ts";

function fromBase64(s: string): Uint8Array<ArrayBuffer> {
  const bin = atob(s);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function gunzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The bundled demo set as a fixture store for the replay. */
export function demoFiles(): FixtureFiles {
  return {
    label: "the bundled demo set (lib/demo)",
    async read(path) {
      const file = DEMO_FILES[path];
      if (!file) throw new Deno.errors.NotFound(`not in the demo set: ${path}`);
      return await gunzip(fromBase64((await file.load()).default));
    },
    indexNames: () => Promise.resolve([]),
  };
}
