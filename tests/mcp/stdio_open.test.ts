/**
 * The stdio server's opening (mcp/protocol/handshake.ts, mcp/stdio/serve.ts): a 2025-era client's
 * `initialize`, `ping` and exposed `tools/list` are answered by the server's own handshake and
 * the tools' briefs before the SDK loads — computed, nothing recorded — and must be exactly what
 * the SDK server answers to the same messages, for every version; tool calls are run by our code
 * too (stdio_calls.test.ts); everything else goes to the SDK server, which is handed the client's
 * own `initialize` first. The versions we name are the SDK's.
 */

import assert from "node:assert/strict";
import { LEGACY_PROTOCOL_VERSIONS, Opening } from "../../mcp/protocol/handshake.ts";
import { SUPPORTED_PROTOCOL_VERSIONS } from "../../mcp/protocol/sdk.ts";
import { createMcpServer } from "../../mcp/protocol/server.ts";
import { createRuntime } from "../../lib/mod.ts";
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

/** The SDK server's answers to `messages`, in order, over an in-memory stdio pair. */
async function sdkAnswers(messages: unknown[]): Promise<unknown[]> {
  const { serveStdio } = await import("../../mcp/protocol/sdk.ts");
  const { DenoStdioTransport } = await import("../../mcp/stdio/transport.ts");
  const runtime = await createRuntime({ oc: TEST_OC, cacheDir: "off" });
  const enc = new TextEncoder(), dec = new TextDecoder();
  const input = new ReadableStream<Uint8Array>({
    start: (c) => c.enqueue(enc.encode(messages.map((m) => JSON.stringify(m)).join("\n") + "\n")),
  });
  const out: unknown[] = [];
  const want = messages.filter((m) => (m as { id?: unknown }).id !== undefined).length;
  let done!: () => void;
  const all = new Promise<void>((r) => done = r);
  let buf = "";
  const output = new WritableStream<Uint8Array>({
    write(chunk) {
      buf += dec.decode(chunk, { stream: true });
      for (let nl; (nl = buf.indexOf("\n")) >= 0; buf = buf.slice(nl + 1)) {
        out.push(JSON.parse(buf.slice(0, nl)));
      }
      if (out.length >= want) done();
    },
  });
  const transport = new DenoStdioTransport(input, output);
  transport.close = () => Promise.resolve(); // the input's end must not end the test process
  serveStdio(() => createMcpServer({ runtime, toolProfile: "exposed" }), { transport });
  await all;
  await runtime.close();
  return out;
}

Deno.test("our 2025-era versions are the SDK's", () => {
  assert.deepEqual([...LEGACY_PROTOCOL_VERSIONS], [...SUPPORTED_PROTOCOL_VERSIONS]);
});

Deno.test("the opening answers what the SDK server answers, for every version and an unknown one", async (t) => {
  for (const v of [...LEGACY_PROTOCOL_VERSIONS, "1999-01-01"]) {
    await t.step(v, async () => {
      const o = new Opening("exposed");
      const a = o.step(init(1, v));
      assert.ok("keep" in o.step(INITIALIZED));
      const b = o.step(LIST);
      const ping = o.step({ jsonrpc: "2.0", id: 3, method: "ping" });
      assert.ok("result" in a && "result" in b && "result" in ping);
      const sdk = await sdkAnswers([
        init(1, v),
        INITIALIZED,
        LIST,
        { jsonrpc: "2.0", id: 3, method: "ping" },
      ]);
      assert.deepEqual(
        [a.result, b.result, ping.result],
        sdk.map((m) => (m as { result: unknown }).result),
      );
    });
  }
});

Deno.test("the opening answers only itself; everything else goes to the SDK server", () => {
  const over = (o: Opening, m: unknown) => "handOver" in o.step(m as never);
  const fresh = () => new Opening("exposed");
  // Before an initialize: nothing but initialize.
  assert.ok(over(fresh(), LIST));
  assert.ok(over(fresh(), { jsonrpc: "2.0", id: 1, method: "server/discover", params: {} }));
  const claim = { _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28" } };
  assert.ok(over(fresh(), { ...init(1, "2025-06-18"), params: claim }), "a version claim");
  // After it: tools/list (exposed, any page), ping and tool calls (stdio_calls.test.ts); the
  // rest goes on.
  const o = fresh();
  o.step(init(7, "2025-06-18"));
  assert.deepEqual(o.step({ jsonrpc: "2.0", id: 3, method: "ping" }), { result: {} });
  assert.ok(
    "call" in o.step({ jsonrpc: "2.0", id: 4, method: "tools/call", params: { name: "x" } }),
  );
  assert.ok(
    "result" in o.step({ ...LIST, params: { cursor: "2" } }),
    "one page: the cursor is moot",
  );
  assert.ok(over(o, { ...LIST, params: { cursor: 2 } }), "a cursor that is not a string");
  assert.ok(over(o, { jsonrpc: "2.0", id: 6, method: "resources/list" }));
  assert.ok(over(o, init(8, "2025-06-18")), "a second initialize");
  for (const p of ["all", "connector"] as const) {
    const other = new Opening(p);
    other.step(init(1, "2025-06-18"));
    assert.ok(over(other, LIST), `the ${p} profile's listing is the SDK server's`);
  }
});

Deno.test({
  name:
    "spawned: the opening and a call are answered before the SDK loads; the SDK server then serves the rest alike",
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
    assert.doesNotMatch(
      stderr,
      /MCP server on stdio/,
      "the SDK server and runtime have not started",
    );
    await send({
      jsonrpc: "2.0",
      id: 3,
      method: "tools/call",
      params: { name: "search_law", arguments: { query: "건축법" } },
    });
    const call = await next();
    assert.equal(call.id, 3);
    const text = (call.result as { content: { text: string }[] }).content[0].text;
    assert.match(text, /법령ID 001823/);
    // A message only the SDK server answers hands it the session: it knows the client
    // initialized, and lists alike.
    await send({ jsonrpc: "2.0", id: 4, method: "prompts/list", params: {} });
    const prompts = await next();
    assert.equal(prompts.id, 4, "the handed initialize's answer was dropped");
    assert.ok(Array.isArray((prompts.result as { prompts: unknown[] }).prompts));
    await send({ jsonrpc: "2.0", id: 5, method: "tools/list", params: {} });
    assert.deepEqual((await next()).result, list.result);
    assert.match(stderr, /MCP server on stdio/);
    await w.close();
    await child.status;
    await errDone;
    assert.doesNotMatch(stderr, /handshake:/, "the SDK server answered initialize as we did");
  },
});
