/**
 * Issue 28, finding 9: over stdio, every request's `_meta` version claim is checked on its own,
 * by the same check as HTTP (mcp/protocol/version_refusal.ts). A session that has served 2026-07-28
 * `tools/list` and `tools/call` must still answer a later request naming 2099-01-01 with -32022
 * `{ supported, requested }` — the SDK checked only the first — and go on serving afterwards.
 * The stdio opening (mcp/protocol/handshake.ts) hands such a request to the SDK server rather than answer it.
 */

import assert from "node:assert/strict";
import { childEnv, harness, TEST_OC } from "../_support.ts";
import { ROOT } from "./_servers.ts";

const MODERN = "2026-07-28";
const UNKNOWN = "2099-01-01";

const envelope = (version: string) => ({
  "io.modelcontextprotocol/protocolVersion": version,
  "io.modelcontextprotocol/clientCapabilities": {},
  "io.modelcontextprotocol/clientInfo": { name: "each", version: "0" },
});

type Rpc = {
  id?: unknown;
  result?: Record<string, unknown>;
  error?: { code: number; data?: unknown };
};

/** A stdio server: send one line, read the answer with that id. */
function stdioSession(env: Record<string, string>) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--quiet", `${ROOT}mcp/stdio.ts`],
    clearEnv: true,
    env: childEnv(env),
    stdin: "piped",
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const w = child.stdin.getWriter();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  const seen = new Map<unknown, Rpc>();
  let buf = "";
  return {
    async ask(message: Record<string, unknown>): Promise<Rpc> {
      await w.write(new TextEncoder().encode(JSON.stringify(message) + "\n"));
      while (!seen.has(message.id)) {
        const { done, value } = await reader.read();
        if (done) throw new Error(`stdio closed before answering ${message.id}`);
        buf += value;
        let nl;
        while ((nl = buf.indexOf("\n")) >= 0) {
          const m = JSON.parse(buf.slice(0, nl)) as Rpc;
          buf = buf.slice(nl + 1);
          seen.set(m.id, m);
        }
      }
      return seen.get(message.id)!;
    },
    async [Symbol.asyncDispose]() {
      await w.close().catch(() => {});
      await reader.cancel().catch(() => {});
      child.kill();
      await child.status;
    },
  };
}

function assertRefused(r: Rpc, id: number) {
  assert.equal(r.error?.code, -32022, JSON.stringify(r).slice(0, 300));
  assert.equal(r.id, id);
  assert.deepEqual(r.error?.data, { supported: [MODERN], requested: UNKNOWN });
}

Deno.test({
  name:
    "finding 9: stdio refuses 2099-01-01 with -32022 after serving 2026-07-28 tools/list and tools/call, request by request",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using h = await harness();
    await using s = await stdioSession({
      LAW_OC: TEST_OC,
      LAW_API_BASE_URL: h.replay.baseUrl,
      BEOPMANG_CACHE: "off",
    });
    const request = (id: number, method: string, version: string, params = {}) => ({
      jsonrpc: "2.0",
      id,
      method,
      params: { ...params, _meta: envelope(version) },
    });
    const listed = await s.ask(request(1, "tools/list", MODERN));
    assert.ok(Array.isArray(listed.result?.tools), JSON.stringify(listed).slice(0, 300));
    assertRefused(await s.ask(request(2, "tools/list", UNKNOWN)), 2);
    const called = await s.ask(
      request(3, "tools/call", MODERN, { name: "search_law", arguments: { query: "민법" } }),
    );
    assert.ok(called.result, JSON.stringify(called).slice(0, 300));
    assertRefused(await s.ask(request(4, "tools/list", UNKNOWN)), 4);
    assertRefused(
      await s.ask(
        request(5, "tools/call", UNKNOWN, { name: "search_law", arguments: { query: "민법" } }),
      ),
      5,
    );
    // The session goes on.
    const again = await s.ask(request(6, "tools/list", MODERN));
    assert.ok(Array.isArray(again.result?.tools));
  },
});

Deno.test({
  name:
    "finding 9: a 2025-era stdio session (the front answers its opening) refuses a tools/list naming 2099-01-01",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using s = await stdioSession({ BEOPMANG_CACHE: "off" });
    const init = await s.ask({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "each", version: "0" },
      },
    });
    assert.ok(init.result);
    const listed = await s.ask({ jsonrpc: "2.0", id: 2, method: "tools/list" });
    assert.ok(Array.isArray(listed.result?.tools));
    assertRefused(
      await s.ask({
        jsonrpc: "2.0",
        id: 3,
        method: "tools/list",
        params: { _meta: envelope(UNKNOWN) },
      }),
      3,
    );
  },
});
