/**
 * `deno task gen`: writes every generated file of the package. Each generator reads its one
 * source (the zod definitions) and answers the files it owns; tests fail when one is stale.
 *
 * @module
 */

import * as specs from "./specs.ts";

/** The generators, each answering its files. */
const GENERATORS: { generate(): Promise<{ path: string; text: string }[]> }[] = [specs];

const root = new URL("../../", import.meta.url);
for (const g of GENERATORS) {
  for (const f of await g.generate()) {
    await Deno.writeTextFile(new URL(f.path, root), f.text);
    console.log(`wrote ${f.path}`);
  }
}
