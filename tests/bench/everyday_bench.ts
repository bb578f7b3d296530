/**
 * `everydayMs`: legal_research on everyday questions with a law library and no key (issue 30),
 * p50 over the blind batches of 2026-12-04, and `retrievalMs`, the question's reading alone
 * (retrieval with the topic table). The library is `--library FILE` (or `EVERYDAY_LIBRARY`),
 * else one built from the fixture slice. The demo recordings answer the branches, so no
 * upstream is called. A bench of its own until tests/bench/library_bench.ts holds the field.
 *
 * Run: deno run -A tests/bench/everyday_bench.ts [--library FILE] [--json FILE]
 */

import { createRuntime, findTool, runTool } from "../../lib/mod.ts";
import { importLibrary, openLibrary } from "../../lib/library/mod.ts";
import { libraryIndex } from "../../lib/retrieve/mod.ts";
import { readQuery } from "../../lib/research/mod.ts";
import { BUNDLE_DAY, plainCopy } from "../library/_fixture.ts";
import { BLIND_2026_12_04 } from "../research/everyday_blind_2026_12_04.ts";
import { BLIND_2026_12_04B } from "../research/everyday_blind_2026_12_04b.ts";

const flag = (name: string) => {
  const i = Deno.args.indexOf(`--${name}`);
  return i >= 0 ? Deno.args[i + 1] : undefined;
};
const args = { library: flag("library"), json: flag("json") };
let file = args.library ?? Deno.env.get("EVERYDAY_LIBRARY");
if (!file) {
  file = `${await Deno.makeTempDir()}/law-library.db`;
  await importLibrary(await plainCopy(), { out: file, today: BUNDLE_DAY });
}
Deno.env.set("BEOPMANG_LIBRARY", file);
Deno.env.delete("LAW_OC");

const questions = [...BLIND_2026_12_04, ...BLIND_2026_12_04B].map(([q]) => q);
const p = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))];

const index = libraryIndex(openLibrary(file));
const reading = questions.map((q) => {
  const t0 = performance.now();
  readQuery(q, { index });
  return performance.now() - t0;
});

const runtime = await createRuntime({ cacheDir: "off" });
const tool = findTool("legal_research")!;
const whole: number[] = [];
for (const q of questions) {
  const t0 = performance.now();
  await runTool(tool, { query: q }, runtime.context());
  whole.push(performance.now() - t0);
}
await runtime.close();

const out = {
  library: file,
  questions: questions.length,
  everydayMs: Math.round(p(whole, 0.5)),
  everydayP90Ms: Math.round(p(whole, 0.9)),
  retrievalMs: Math.round(p(reading, 0.5) * 10) / 10,
  retrievalP90Ms: Math.round(p(reading, 0.9) * 10) / 10,
};
console.log(JSON.stringify(out, null, 2));
if (args.json) await Deno.writeTextFile(args.json, JSON.stringify(out, null, 2) + "\n");
