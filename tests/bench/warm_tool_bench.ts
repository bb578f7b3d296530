/**
 * A warm tool call: get_law_text of one article of 건축법 when the body is already cached. The
 * client keeps decoded bodies hot and the statute is normalised once per body, so a repeat costs
 * the selection and rendering only.
 *
 * Run: `deno bench -A tests/bench/warm_tool_bench.ts`.
 *
 * @module
 */

import { createReplayHandler, defaultFixturesDir } from "../lab/mod.ts";
import { createRuntime, findTool, runTool } from "../../lib/mod.ts";

const replay = createReplayHandler({ fixturesDir: defaultFixturesDir() });
const dir = await Deno.makeTempDir();
const rt = await createRuntime({
  oc: "bench",
  baseUrl: "http://replay.local/DRF",
  fetch: (input, init) => replay.fetch(new Request(input, init)),
  cacheDir: dir,
});
const tool = findTool("get_law_text")!;
const args = { lawId: "001823", articles: ["제4조의2"] };
await runTool(tool, args, rt.context()); // warm the cache

Deno.bench("get_law_text, one article of 건축법, warm", async () => {
  const out = await runTool(tool, args, rt.context());
  if (!out.ok) throw new Error(out.text);
});
