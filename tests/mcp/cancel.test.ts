/**
 * Cancellation reaches the upstream: a client that disconnects (HTTP, both eras) or sends
 * `notifications/cancelled` (stdio, both SDK clients) ends the request's upstream calls at once.
 * Proved with the replay's own request log: the upstream request it was holding (a 10 min delay
 * before the headers, with timeouts as long) is logged as `aborted`, and no retry follows.
 */

import assert from "node:assert/strict";
import {
  Client,
  ClientV2,
  StdioClientTransport,
  StdioClientTransportV2,
  StreamableHTTPClientTransportV2,
} from "../_mcp_client.ts";
import { harness, TEST_OC } from "../_support.ts";
import { serveHttp } from "../../mcp/http.ts";
import { stdioLaunch } from "./_servers.ts";
import { defaultFixturesDir, type ReplayServer, startReplayServer } from "../lab/mod.ts";
import { assertBudget, sleep, until } from "../_timing.ts";

const ARGS = { name: "get_law_text", arguments: { lawId: "001823", articles: ["제1조"] } };

/**
 * How long the upstream holds the request, and the product's attempt timeout and budget: far
 * beyond every wait below, so an upstream request seen `aborted` was ended by the cancel, never
 * by a timeout, however loaded the machine is.
 */
const HOLD_MS = 600_000;
const HOLD = { fault: { kind: "latency", ms: HOLD_MS } } as const;

/** Waits for the upstream call to be held, cancels, and checks the replay log says aborted. */
async function provesCancel(replay: ReplayServer, cancel: () => void) {
  const held = await until(
    "an upstream request",
    () => replay.stats.log.find((e) => e.endpoint === "service" && e.reason === "pending"),
  );
  const t0 = performance.now();
  cancel();
  // The guard of `until` (2 min) is far below HOLD_MS: a cancel that does not reach the
  // upstream fails here. Over HTTP a large request is noticed by the heartbeats (1 s apart).
  await until("the upstream request to be aborted", () => held.reason === "aborted");
  assertBudget(performance.now() - t0, 5_000, "the cancel reaching the upstream");
  const total = replay.stats.total;
  await sleep(300);
  assert.equal(replay.stats.total, total, "no retry after the cancel");
}

Deno.test({
  name: "HTTP: a client that disconnects aborts its upstream call (legacy and 2026-07-28)",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using h = await harness({
      timeoutMs: HOLD_MS,
      budget: { deadlineMs: HOLD_MS },
      retries: 0,
    });
    h.replay.setFaults(HOLD);
    const logs: Record<string, unknown>[] = [];
    const s = await serveHttp({
      runtime: h.runtime,
      port: 0,
      quiet: true,
      log: (r) => logs.push(r),
    });
    const envelope = {
      "io.modelcontextprotocol/protocolVersion": "2026-07-28",
      "io.modelcontextprotocol/clientCapabilities": {},
      "io.modelcontextprotocol/clientInfo": { name: "raw", version: "0" },
    };
    // A small body is seen leaving by the request signal; over ~256 bytes Deno's server no
    // longer reports it, and the heartbeats of the pending answer find out instead.
    const eras = {
      legacy: { headers: { "mcp-protocol-version": "2025-06-18" }, params: ARGS },
      "legacy, large body": {
        headers: { "mcp-protocol-version": "2025-06-18" },
        params: { ...ARGS, _meta: { note: "x".repeat(2_000) } },
      },
      modern: {
        headers: {
          "mcp-protocol-version": "2026-07-28",
          "mcp-method": "tools/call",
          "mcp-name": ARGS.name,
        },
        params: { ...ARGS, _meta: envelope },
      },
    };
    try {
      for (const [era, e] of Object.entries(eras)) {
        h.replay.reset();
        h.replay.setFaults(HOLD);
        const ac = new AbortController();
        const pending = fetch(`${s.url}/mcp`, {
          method: "POST",
          signal: ac.signal,
          headers: {
            "content-type": "application/json",
            accept: "application/json, text/event-stream",
            ...e.headers,
          },
          body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: e.params }),
          // A slow JSON answer commits its headers after the first heartbeat (1 s), which a
          // loaded machine can reach before the cancel: the abort then ends the body instead.
        }).then((r) => r.text()).catch((x) => x);
        await provesCancel(h.replay, () => ac.abort());
        assert.equal((await pending as Error).name, "AbortError", era);
      }
      // The SDK v2 client cancels a 2026-07-28 call by dropping its request stream.
      const v2 = new ClientV2({ name: "v2", version: "0" }, {
        versionNegotiation: { mode: "auto" },
      });
      await v2.connect(new StreamableHTTPClientTransportV2(new URL(`${s.url}/mcp`)));
      h.replay.reset();
      h.replay.setFaults(HOLD);
      const ac = new AbortController();
      const pending = v2.callTool(ARGS, { signal: ac.signal }).catch((x) => x);
      await provesCancel(h.replay, () => ac.abort());
      assert.ok(await pending instanceof Error);
      await v2.close();
      await until("the log lines", () => logs.filter((l) => l.cancelled).length >= 4 || undefined);
      const cancelled = logs.filter((l) => l.cancelled);
      assert.deepEqual(cancelled.map((l) => l.era).sort(), [
        "legacy",
        "legacy",
        "modern",
        "modern",
      ]);
      assert.ok(cancelled.filter((l) => l.heartbeat).length >= 2, JSON.stringify(cancelled));
    } finally {
      await s.close();
    }
  },
});

Deno.test({
  name: "stdio: notifications/cancelled aborts the upstream call (SDK v1 and v2 clients)",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    const params = stdioLaunch({
      BEOPMANG_TIMEOUT_MS: String(HOLD_MS),
      BEOPMANG_DEADLINE_MS: String(HOLD_MS),
      LAW_OC: TEST_OC,
      LAW_API_BASE_URL: replay.baseUrl,
    });
    const v1 = new Client({ name: "v1", version: "0" });
    const v2 = new ClientV2({ name: "v2", version: "0" }, { versionNegotiation: { mode: "auto" } });
    const calls = [
      {
        client: v1,
        connect: () => v1.connect(new StdioClientTransport(params)),
        call: (signal: AbortSignal) => v1.callTool(ARGS, undefined, { signal }),
      },
      {
        client: v2,
        connect: () => v2.connect(new StdioClientTransportV2(params)),
        call: (signal: AbortSignal) => v2.callTool(ARGS, { signal }),
      },
    ];
    for (const { client, connect, call } of calls) {
      await connect();
      try {
        replay.reset();
        replay.setFaults(HOLD);
        const ac = new AbortController();
        const pending = call(ac.signal).catch((x) => x);
        await provesCancel(replay, () => ac.abort());
        assert.ok(await pending instanceof Error);
      } finally {
        replay.setFaults([]);
        await client.close();
      }
    }
  },
});
