/**
 * The bundled demo set as a store of recordings for the recorded upstream: each file decoded
 * from its JSON module (base64 → gunzip) when a request first needs it.
 *
 * @module
 */

import type { RecordingStore } from "../recorded/store.ts";
import { DEMO_FILES } from "./files.ts";

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

/**
 * The bundled demo set as a store of recordings.
 *
 * @example
 * ```ts
 * import { demoFiles } from "./store.ts";
 * const index = JSON.parse(new TextDecoder().decode(await demoFiles().read("drf/index.json")));
 * console.log(index.entries.length);
 * ```
 */
export function demoFiles(): RecordingStore {
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
