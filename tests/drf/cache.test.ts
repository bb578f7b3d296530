/**
 * The client writes through the tiered cache: a warm repeat costs no upstream call, a new runtime
 * on the same cache directory (a new process, as far as the cache can tell) starts warm, and
 * failures are never cached.
 */

import assert from "node:assert/strict";
import { findTool, runTool } from "../../lib/mod.ts";
import { harness } from "../_support.ts";

function freePort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}

Deno.test("warm repeat in-process and across runtimes on the same KV file; failures not cached", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const args = { lawId: "001823", articles: ["제4조의2"] };
    // The same upstream address both times: cache keys include the upstream, by design.
    const port = freePort();
    {
      await using h = await harness({ cacheDir: dir }, port);
      const first = await runTool(findTool("get_law_text")!, args, h.runtime.context());
      assert.ok(first.ok, first.text);
      assert.equal(h.replay.stats.total, 1);
      const again = await runTool(findTool("get_law_text")!, args, h.runtime.context());
      assert.ok(again.ok);
      assert.equal(h.replay.stats.total, 1, "served from cache");
      assert.equal((again.structured.meta as { fromCache: boolean }).fromCache, true);
      // An outage is not cached: after it clears, the upstream is asked again.
      h.replay.setFaults({ fault: { kind: "status", status: 503 } });
      const down = await runTool(findTool("search_law")!, { query: "민법" }, h.runtime.context());
      assert.equal(down.ok, false);
      h.replay.setFaults([]);
      const up = await runTool(findTool("search_law")!, { query: "민법" }, h.runtime.context());
      assert.ok(up.ok, up.text);
    }
    {
      await using h = await harness({ cacheDir: dir }, port);
      const cold = await runTool(findTool("get_law_text")!, args, h.runtime.context());
      assert.ok(cold.ok, cold.text);
      assert.equal(h.replay.stats.total, 0, "persistent tier answered");
      assert.match(cold.text, /제4조의2\(건축위원회의 건축 심의 등\)/);
    }
    // Nothing in the cache file carries the key.
    for await (const e of Deno.readDir(dir)) {
      const bytes = await Deno.readFile(`${dir}/${e.name}`);
      assert.ok(!new TextDecoder().decode(bytes).includes("tk-SECRET-9f3a1c"), e.name);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
