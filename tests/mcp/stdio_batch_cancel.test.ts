/**
 * A JSON-RPC batch (2025-03-26) holding a request the client then cancels: MCP sends no answer
 * for a cancelled request, so the batch's one array line must go out with the others' answers
 * and without it, instead of waiting for an answer that never comes. The server keeps serving.
 */

import assert from "node:assert/strict";
import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";
import { TEST_OC } from "../_support.ts";
import { promptly, until } from "../_timing.ts";
import { RawSession } from "./_raw_stdio.ts";

Deno.test({
  name: "stdio: a batch whose request is cancelled is answered without it, and serving goes on",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    const s = new RawSession({
      LAW_OC: TEST_OC,
      LAW_API_BASE_URL: replay.baseUrl,
      BEOPMANG_TIMEOUT_MS: "600000",
      BEOPMANG_DEADLINE_MS: "600000",
    });
    try {
      await s.request({
        id: 1,
        method: "initialize",
        params: {
          protocolVersion: "2025-03-26",
          capabilities: {},
          clientInfo: { name: "t", version: "0" },
        },
      });
      await s.send({ method: "notifications/initialized" });
      replay.setFaults({ fault: { kind: "latency", ms: 600_000 } });
      const held = {
        id: 5,
        method: "tools/call",
        params: { name: "get_law_text", arguments: { lawId: "001823", articles: ["제3조"] } },
      };
      await s.send([held, { id: 6, method: "ping" }]);
      const pending = await until(
        "the held upstream request",
        () => replay.stats.log.find((e) => e.endpoint === "service" && e.reason === "pending"),
      );
      await s.send({ method: "notifications/cancelled", params: { requestId: 5, reason: "t" } });
      // Quiet, the line comes at once; the guard turns the old code's endless wait into a failure.
      const line = await promptly(s.next(), 10_000, "the batch's answer after the cancellation");
      const batch = JSON.parse(line) as { id: number; result?: unknown }[];
      assert.ok(Array.isArray(batch), line);
      assert.deepEqual(
        batch.map((m) => m.id),
        [6],
        "ping's answer, and none for the cancelled call",
      );
      await until("the upstream request to be aborted", () => pending.reason === "aborted");
      replay.setFaults([]);
      // Still serving, single messages and batches alike.
      const after = await s.request({ id: 7, method: "ping" });
      assert.equal(after.length, 1);
      assert.deepEqual(JSON.parse(after[0]).result, {});
      await s.send([{ id: 8, method: "ping" }, { id: 9, method: "ping" }]);
      const both = JSON.parse(await s.next()) as { id: number }[];
      assert.deepEqual(both.map((m) => m.id).sort(), [8, 9]);
    } finally {
      await s.close();
    }
  },
});
