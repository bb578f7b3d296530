/**
 * With a persistent cache, a confirmed miss is remembered in it: a second process (a second
 * runtime on the same cache directory) answers it without asking the upstream again.
 */

import assert from "node:assert/strict";
import { createRuntime, findTool, runTool } from "../../lib/mod.ts";
import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";
import { TEST_OC } from "../_support.ts";

Deno.test({
  name: "a confirmed miss is not re-asked by a new runtime on the same cache",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    const dir = await Deno.makeTempDir({ prefix: "beopmang-miss-" });
    const ask = async () => {
      const runtime = await createRuntime({
        oc: TEST_OC,
        baseUrl: replay.baseUrl,
        cacheDir: dir,
        retries: 0,
        backoffMs: 1,
      });
      try {
        const before = replay.stats.total;
        const out = await runTool(
          findTool("get_law_text")!,
          { lawId: "001872" },
          runtime.context(),
        );
        return { out, calls: replay.stats.total - before };
      } finally {
        await runtime.close();
      }
    };
    try {
      const first = await ask();
      assert.ok(!first.out.ok && first.out.error.code === "NOT_FOUND", first.out.text);
      assert.ok(first.calls >= 2, "a miss is asked twice before it is believed");
      const second = await ask();
      assert.ok(!second.out.ok && second.out.error.code === "NOT_FOUND", second.out.text);
      assert.equal(second.calls, 0, "the new runtime answers from the remembered miss");
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});
