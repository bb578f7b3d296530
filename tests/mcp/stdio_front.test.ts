/**
 * The stdio front (mcp/stdio/front.ts): its stored answers are the real server's (a stale
 * `mcp/stdio/front.json` fails here: run `deno task mcp:front`), it answers only the opening and
 * hands everything else over, and a spawned server serves the opening without starting the full
 * server, then the rest of the session through it.
 */

import assert from "node:assert/strict";
import data from "../../mcp/stdio/front.json" with { type: "json" };
import { Front, REPLAYED_INIT_ID } from "../../mcp/stdio/front.ts";
import { frontData, realAnswers } from "../../mcp/stdio/front_gen.ts";
import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";
import { childEnv, TEST_OC } from "../_support.ts";

const init = (id: number | string, protocolVersion: string) => ({
  jsonrpc: "2.0",
  id,
  method: "initialize",
  params: { protocolVersion, capabilities: {}, clientInfo: { name: "t", version: "0" } },
});
const INITIALIZED = { jsonrpc: "2.0", method: "notifications/initialized" };
const LIST = { jsonrpc: "2.0", id: 2, method: "tools/list", params: {} };

Deno.test("mcp/stdio/front.json is what the real server answers (else: deno task mcp:front)", async () => {
  assert.deepEqual(await frontData(), data);
});

Deno.test("the front's opening answers equal the real server's, for every version it answers", async (t) => {
  for (const v of data.versions) {
    await t.step(v, async () => {
      const front = new Front(false);
      const a = front.step(JSON.stringify(init(1, v)));
      assert.ok("keep" in front.step(JSON.stringify(INITIALIZED)));
      const b = front.step(JSON.stringify(LIST));
      assert.ok("answer" in a && "answer" in b);
      const real = await realAnswers([init(1, v), INITIALIZED, LIST]);
      assert.deepEqual([a.answer, b.answer], real);
    });
  }
});

Deno.test("the front answers only the opening; everything else is handed over", () => {
  const over = (front: Front, m: unknown) => "handOver" in front.step(JSON.stringify(m));
  const fresh = () => new Front(false);
  // Before an initialize it answered: nothing but initialize.
  assert.ok(over(fresh(), LIST));
  assert.ok(over(fresh(), { jsonrpc: "2.0", id: 1, method: "server/discover", params: {} }));
  assert.ok(over(fresh(), init(1, "2026-07-28")), "a version it does not know");
  assert.ok(over(fresh(), init(1, "1999-01-01")));
  assert.ok(over(fresh(), [init(1, "2025-06-18")]), "a batch");
  assert.ok("handOver" in fresh().step("not json"));
  // After it: tools/list (exposed, first page) and ping; calls and the rest go on.
  const f = fresh();
  f.step(JSON.stringify(init(7, "2025-06-18")));
  assert.deepEqual(f.step(JSON.stringify({ jsonrpc: "2.0", id: 3, method: "ping" })), {
    answer: { jsonrpc: "2.0", id: 3, result: {} },
  });
  assert.ok(over(f, { jsonrpc: "2.0", id: 4, method: "tools/call", params: { name: "x" } }));
  assert.ok(over(f, { jsonrpc: "2.0", id: 5, method: "tools/list", params: { cursor: "2" } }));
  assert.ok(over(f, { jsonrpc: "2.0", id: 6, method: "resources/list" }));
  assert.ok(over(f, init(8, "2025-06-18")), "a second initialize");
  const all = new Front(true);
  all.step(JSON.stringify(init(1, "2025-06-18")));
  assert.ok(over(all, LIST), "the all profile's listing is not stored");
  // The replay: the client's initialize under the private id, then initialized if it came.
  assert.deepEqual(f.replay().map((l) => JSON.parse(l)), [{
    ...init(7, "2025-06-18"),
    id: REPLAYED_INIT_ID,
  }]);
  f.step(JSON.stringify(INITIALIZED));
  assert.deepEqual(f.replay().map((l) => JSON.parse(l).method), [
    "initialize",
    "notifications/initialized",
  ]);
});

Deno.test({
  name: "spawned: the opening is answered before the full server starts; then it serves the rest",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    const child = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "--quiet", new URL("../../mcp/stdio.ts", import.meta.url).pathname],
      clearEnv: true,
      env: childEnv({ LAW_OC: TEST_OC, LAW_API_BASE_URL: replay.baseUrl, BEOPMANG_CACHE: "off" }),
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const w = child.stdin.getWriter();
    const lines = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
    let stderr = "";
    const errDone = (async () => {
      for await (const c of child.stderr.pipeThrough(new TextDecoderStream())) stderr += c;
    })();
    let pending = "";
    const next = async (): Promise<Record<string, unknown>> => {
      for (;;) {
        const nl = pending.indexOf("\n");
        if (nl >= 0) {
          const line = pending.slice(0, nl);
          pending = pending.slice(nl + 1);
          return JSON.parse(line);
        }
        const { value, done } = await lines.read();
        if (done) throw new Error(`stdout ended; stderr: ${stderr}`);
        pending += value;
      }
    };
    const send = (m: unknown) => w.write(new TextEncoder().encode(JSON.stringify(m) + "\n"));
    await send(init(1, "2025-06-18"));
    assert.equal(
      ((await next()).result as { protocolVersion: string }).protocolVersion,
      "2025-06-18",
    );
    await send(INITIALIZED);
    await send(LIST);
    const list = await next();
    assert.deepEqual(list, { jsonrpc: "2.0", id: 2, result: data.tools });
    assert.doesNotMatch(stderr, /MCP server on stdio/, "the full server has not started");
    await send({
      jsonrpc: "2.0",
      id: 3,
      method: "tools/call",
      params: { name: "search_law", arguments: { query: "건축법" } },
    });
    const call = await next();
    assert.equal(call.id, 3, "the replayed initialize's answer was dropped");
    const text = (call.result as { content: { text: string }[] }).content[0].text;
    assert.match(text, /법령ID 001823/);
    // The session is the SDK server's now: it knows the client initialized.
    await send({ jsonrpc: "2.0", id: 4, method: "tools/list", params: {} });
    assert.deepEqual((await next()).result, data.tools);
    assert.match(stderr, /MCP server on stdio/);
    await w.close();
    await child.status;
    await errDone;
  },
});
