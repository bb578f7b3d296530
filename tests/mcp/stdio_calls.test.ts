/**
 * The stdio server answers `tools/call` itself, without the SDK (mcp/stdio/calls.ts on the SDK
 * server's own call core), and must send exactly the bytes the SDK server sends: the same
 * session is run twice against the spawned server — once served by our code (the SDK loads only
 * at the `resources/list` at its end), once with the SDK server given the session from the start
 * (a `resources/list` right after the handshake hands it over) — and every line each request
 * brings (progress notifications, then its answer) is compared as raw text. The calls: plain
 * successes with structured content and resource links, an alias, an unknown tool (-32602), an
 * unknown argument ([BAD_INPUT]), a call with a progress token, a call cancelled while the
 * upstream holds it (no answer at all), a paged tools/list, ping, and a call after the hand-over.
 */

import assert from "node:assert/strict";
import { Opening } from "../../mcp/protocol/handshake.ts";
import { defaultFixturesDir, type ReplayServer, startReplayServer } from "../lab/mod.ts";
import { TEST_OC } from "../_support.ts";
import { until } from "../_timing.ts";
import { type Msg, RawSession } from "./_raw_stdio.ts";

const call = (id: number, name: string, args?: Msg, meta?: Msg): Msg => ({
  id,
  method: "tools/call",
  params: { name, ...(args ? { arguments: args } : {}), ...(meta ? { _meta: meta } : {}) },
});

/** The requests compared one by one, in order. */
const REQUESTS: Msg[] = [
  call(10, "get_law_text", { lawId: "001823", articles: ["제1조"] }),
  call(11, "search_law", { query: "건축법" }),
  call(12, "no_such_tool", { query: "건축법" }),
  call(13, "search_law", { query: "건축법", qurey: "x" }),
  call(14, "get_law_text", { lawId: "001823", articles: ["제2조"] }, { progressToken: "p14" }),
  call(15, "search_law", { query: "주택법" }, { progressToken: 15 }),
  call(16, "search_precedents", { query: "건축허가" }),
  { id: 17, method: "tools/list", params: { cursor: "next" } },
  { id: 18, method: "ping" },
];
const CANCELLED = call(20, "get_law_text", { lawId: "001823", articles: ["제3조"] });
const AFTER_CANCEL = call(21, "get_law_text", { lawId: "001823", articles: ["제4조"] });
const RESOURCES = { id: "r", method: "resources/list", params: {} };
const AFTER_HANDOVER = call(30, "get_law_text", { lawId: "001823", articles: ["제1조"] });
const HOLD = { fault: { kind: "latency", ms: 600_000 } } as const;

/**
 * One session; `sdkFirst` hands it to the SDK server before any call. Returns the lines each
 * request id brought.
 */
async function session(replay: ReplayServer, sdkFirst: boolean): Promise<Map<unknown, string[]>> {
  replay.setFaults([]);
  const s = new RawSession({
    LAW_OC: TEST_OC,
    LAW_API_BASE_URL: replay.baseUrl,
    BEOPMANG_TIMEOUT_MS: "600000",
    BEOPMANG_DEADLINE_MS: "600000",
  });
  const got = new Map<unknown, string[]>();
  try {
    await s.request({
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "t", version: "0" },
      },
    });
    await s.send({ method: "notifications/initialized" });
    if (sdkFirst) got.set(RESOURCES.id, await s.request(RESOURCES));
    for (const m of REQUESTS) got.set(m.id, await s.request(m));
    // A call the client cancels while the upstream holds it: no answer, whoever serves it.
    replay.reset();
    replay.setFaults(HOLD);
    await s.send(CANCELLED);
    const held = await until(
      "the held upstream request",
      () => replay.stats.log.find((e) => e.endpoint === "service" && e.reason === "pending"),
    );
    await s.send({ method: "notifications/cancelled", params: { requestId: 20, reason: "t" } });
    await until("the upstream request to be aborted", () => held.reason === "aborted");
    replay.setFaults([]);
    // The next call's answer comes after the one the cancelled call would have had.
    got.set(AFTER_CANCEL.id, await s.request(AFTER_CANCEL));
    if (!sdkFirst) got.set(RESOURCES.id, await s.request(RESOURCES));
    got.set(AFTER_HANDOVER.id, await s.request(AFTER_HANDOVER));
  } finally {
    const stderr = await s.close();
    assert.doesNotMatch(stderr, /handshake:/, "the SDK server answered initialize as we did");
  }
  return got;
}

Deno.test({
  name: "stdio: tools/call answered without the SDK is byte for byte the SDK server's answer",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    const ours = await session(replay, false);
    const sdk = await session(replay, true);
    assert.deepEqual([...ours.keys()].sort(), [...sdk.keys()].sort());
    for (const [id, lines] of ours) assert.deepEqual(lines, sdk.get(id), `request ${id}`);
    // What the comparison covered, so an empty or trivial answer cannot pass it.
    const answer = (id: unknown) => JSON.parse(ours.get(id)!.at(-1)!) as Msg;
    const result = (id: unknown) => answer(id).result as Msg & { content: Msg[] };
    assert.equal(result(10).structuredContent !== undefined, true);
    assert.ok(result(11).content.some((c) => c.type === "resource_link"), "resource links");
    assert.deepEqual((answer(12).error as Msg).code, -32602);
    assert.equal(result(13).isError, true);
    assert.match(String(result(13).content[0].text), /\[BAD_INPUT\].*qurey/s);
    assert.ok(ours.get(14)!.length >= 3, "progress notifications, then the answer");
    assert.ok(ours.get(15)!.length >= 3, "progress with a number token");
    assert.ok(Array.isArray(result(17).tools));
    assert.ok(!ours.get(21)!.some((l) => (JSON.parse(l) as Msg).id === 20), "no answer to 20");
    assert.ok(Array.isArray(result("r").resources));
    assert.match(String(result(30).content[0].text), /건축물의 대지/);
  },
});

Deno.test("the opening runs well-formed calls itself and hands the rest to the SDK server", () => {
  const o = new Opening("exposed");
  o.step({
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-06-18" },
  });
  const step = (params: unknown, id: unknown = 2) =>
    o.step({ jsonrpc: "2.0", id, method: "tools/call", params } as never);
  for (
    const ok of [
      { name: "search_law" },
      { name: "x", arguments: { a: 1 } },
      { name: "x", _meta: { progressToken: 3 } },
      { name: "x", _meta: { progressToken: "t", "claude/toolUseId": "u" } },
    ]
  ) assert.deepEqual(step(ok), { call: ok }, JSON.stringify(ok));
  // What the SDK server's schema would refuse or read beyond the call, it judges and words.
  for (
    const bad of [
      undefined,
      {},
      { name: 3 },
      { name: "x", arguments: "a" },
      { name: "x", arguments: [1] },
      { name: "x", _meta: { progressToken: 1.5 } },
      { name: "x", _meta: { "io.modelcontextprotocol/related-task": { taskId: "t" } } },
      { name: "x", task: { ttl: 1 } },
    ]
  ) assert.deepEqual(step(bad), { handOver: true }, JSON.stringify(bad));
  assert.deepEqual(step({ name: "x" }, 1.5), { handOver: true }, "a fractional id");
  const connector = new Opening("connector");
  connector.step({ jsonrpc: "2.0", id: 1, method: "initialize", params: {} });
  assert.deepEqual(
    connector.step({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "search" } }),
    { handOver: true },
    "the connector profile's calls are the SDK server's",
  );
});
