/**
 * MCP 2026-07-28 to the letter, over the real transports: a request whose `_meta` names a
 * version we do not speak is answered with UnsupportedProtocolVersionError (-32022, data
 * `{ supported, requested }`) on HTTP and stdio alike; the listings (`tools/list`,
 * `prompts/list`, `resources/list`, `resources/templates/list`, and `server/discover`) carry
 * cache hints that are true — fixed while the server runs and the same for every caller, so
 * `public` for an hour — and 2025-era answers carry none.
 */

import assert from "node:assert/strict";
import { testHttp } from "./_servers.ts";
import { childEnv, harness, TEST_OC } from "../_support.ts";

const root = new URL("../../", import.meta.url).pathname;
const MODERN = "2026-07-28";
const UNKNOWN = "2099-01-01";
const LISTINGS = [
  "tools/list",
  "prompts/list",
  "resources/list",
  "resources/templates/list",
  "server/discover",
];
const HOUR = 3_600_000;

const envelope = (version: string) => ({
  "io.modelcontextprotocol/protocolVersion": version,
  "io.modelcontextprotocol/clientCapabilities": {},
  "io.modelcontextprotocol/clientInfo": { name: "letter", version: "0" },
});

type Rpc = {
  id?: unknown;
  result?: Record<string, unknown>;
  error?: { code: number; message: string; data?: { supported?: unknown; requested?: unknown } };
};

async function post(url: string, headers: Record<string, string>, body: unknown) {
  const res = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() as Rpc };
}

function assertUnsupported(r: Rpc, id: number) {
  assert.equal(r.error?.code, -32022, JSON.stringify(r));
  assert.equal(r.id, id);
  assert.deepEqual(r.error?.data, { supported: [MODERN], requested: UNKNOWN });
}

function assertHints(method: string, r: Rpc) {
  assert.ok(r.result, `${method}: ${JSON.stringify(r).slice(0, 200)}`);
  assert.equal(r.result.ttlMs, HOUR, method);
  assert.equal(r.result.cacheScope, "public", method);
}

Deno.test({
  name:
    "HTTP 2026-07-28: an unknown _meta version is -32022 {supported, requested}; hints are true",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using h = await harness();
    const server = await testHttp(h.runtime);
    const url = `${server.url}/mcp`;
    try {
      // The header naming the same unknown version, a modern header, and no header at all.
      for (const header of [UNKNOWN, MODERN, undefined]) {
        const r = await post(url, {
          ...(header ? { "mcp-protocol-version": header } : {}),
          "mcp-method": "tools/list",
        }, { jsonrpc: "2.0", id: 7, method: "tools/list", params: { _meta: envelope(UNKNOWN) } });
        assert.equal(r.status, 400, `header ${header}`);
        assertUnsupported(r.body, 7);
      }
      // A 2025-era request with an unknown header (no envelope) keeps that era's plain 400.
      const old = await post(url, { "mcp-protocol-version": UNKNOWN }, {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/list",
        params: {},
      });
      assert.equal(old.status, 400);
      assert.equal(old.body.error?.code, -32000);

      // Listings: the hints, and the same bytes for a caller with its own key as without one.
      for (const method of LISTINGS) {
        const ask = (extra: Record<string, string>) =>
          post(url, { "mcp-protocol-version": MODERN, "mcp-method": method, ...extra }, {
            jsonrpc: "2.0",
            id: 1,
            method,
            params: { _meta: envelope(MODERN) },
          });
        const anon = await ask({});
        assertHints(method, anon.body);
        const keyed = await ask({ "x-law-oc": "caller-key-2" });
        assert.deepEqual(keyed.body, anon.body, `${method} differs between callers`);
      }
      // 2025-era answers are unchanged: no cache fields.
      const legacy = await post(url, { "mcp-protocol-version": "2025-06-18" }, {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/list",
        params: {},
      });
      assert.ok(legacy.body.result && !("ttlMs" in legacy.body.result), "2025 answer has hints");
    } finally {
      await server.close();
    }
  },
});

Deno.test({
  name:
    "stdio 2026-07-28: an unknown _meta version is -32022 {supported, requested}; hints are true",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using h = await harness();
    const child = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "--quiet", `${root}mcp/stdio.ts`],
      clearEnv: true,
      env: childEnv({ LAW_OC: TEST_OC, LAW_API_BASE_URL: h.replay.baseUrl, BEOPMANG_CACHE: "off" }),
      stdin: "piped",
      stdout: "piped",
      stderr: "null",
    }).spawn();
    const lines = [
      { jsonrpc: "2.0", id: 100, method: "tools/list", params: { _meta: envelope(UNKNOWN) } },
      ...LISTINGS.map((method, i) => ({
        jsonrpc: "2.0",
        id: i + 1,
        method,
        params: { _meta: envelope(MODERN) },
      })),
    ];
    const w = child.stdin.getWriter();
    await w.write(new TextEncoder().encode(lines.map((l) => JSON.stringify(l)).join("\n") + "\n"));
    const answers = new Map<unknown, Rpc>();
    const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
    let buf = "";
    try {
      while (answers.size < lines.length) {
        const { done, value } = await reader.read();
        if (done) break;
        buf += value;
        let nl;
        while ((nl = buf.indexOf("\n")) >= 0) {
          const m = JSON.parse(buf.slice(0, nl)) as Rpc;
          buf = buf.slice(nl + 1);
          answers.set(m.id, m);
        }
      }
    } finally {
      await w.close().catch(() => {});
      await reader.cancel().catch(() => {});
      child.kill();
      await child.status;
    }
    assertUnsupported(answers.get(100)!, 100);
    LISTINGS.forEach((method, i) => assertHints(method, answers.get(i + 1)!));
  },
});
