/**
 * `deno task gen`: writes every generated file from its one source. With `--out DIR` the files
 * go under DIR instead of the repository (tests/publish/gen_fresh.test.ts compares the two).
 *
 * @module
 */

import type { Generator } from "./types.ts";
import { toolTypes } from "./types.ts";
import { toolBriefs } from "./specs.ts";
import { vocabPack } from "./vocab.ts";

/**
 * The generators, in the order they run. Any order gives the same files: the types' generator
 * takes the names it puts on zod's global registry off again when it is done (so the briefs, the
 * JSON Schemas a server publishes, never turn into `$ref`s). The types run first on purpose:
 * tests/publish/gen_fresh.test.ts then fails if a generator ever leaves such names behind.
 */
const GENERATORS: readonly Generator[] = [
  toolTypes,
  ...toolBriefs,
  vocabPack,
];

const ROOT = new URL("../../", import.meta.url);

/** Formats `text` as `deno fmt` would the file at `path` (the repository's settings). */
async function fmt(path: string, text: string): Promise<string> {
  const ext = path.slice(path.lastIndexOf(".") + 1);
  const child = new Deno.Command(Deno.execPath(), {
    args: ["fmt", `--ext=${ext}`, "-"],
    cwd: ROOT,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(text));
  await writer.close();
  const out = await child.output();
  if (!out.success) throw new Error(`deno fmt ${path}: ${new TextDecoder().decode(out.stderr)}`);
  return new TextDecoder().decode(out.stdout);
}

if (import.meta.main) {
  const at = Deno.args.indexOf("--out");
  const base = at >= 0
    ? new URL(`${Deno.args[at + 1].replace(/\/?$/, "/")}`, `file://${Deno.cwd()}/`)
    : ROOT;
  for (const g of GENERATORS) {
    const target = new URL(g.path, base);
    await Deno.mkdir(new URL(".", target), { recursive: true });
    const text = await g.render();
    await Deno.writeTextFile(target, g.raw ? text : await fmt(g.path, text));
    console.log(`wrote ${g.path}`);
  }
}
