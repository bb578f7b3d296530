/**
 * Abuse of the HTTP face, in-process through its fetch handler (tests/mcp/http_security.test.ts
 * covers the basic refusals; this file adds what a prober would try next): slow request bodies,
 * malformed JSON-RPC of every shape, wrong content types and Accept headers, odd Origins,
 * malformed tokens, and concurrent bursts past the rate limit. Nothing may answer 500, hang, or
 * leave an unhandled rejection.
 */

import assert from "node:assert/strict";
import { createHttpHandler, type HttpOptions } from "../../mcp/http.ts";
import { harness } from "../_support.ts";
import { noUnhandledRejections, within } from "./_common.ts";
import { assertBudget } from "../_timing.ts";

const MCP = "http://127.0.0.1:8000/mcp";
const ACCEPT = "application/json, text/event-stream";
const local = { remoteAddr: { transport: "tcp", hostname: "127.0.0.1", port: 5555 } as Deno.Addr };

function rpc(method: string, params: Record<string, unknown> = {}, id: unknown = 1): string {
  return JSON.stringify({ jsonrpc: "2.0", id, method, params });
}

function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request(MCP, {
    method: "POST",
    headers: { "content-type": "application/json", accept: ACCEPT, ...headers },
    body,
  });
}

async function withHandler(
  extra: Partial<HttpOptions>,
  fn: (h: ReturnType<typeof createHttpHandler>, log: Record<string, unknown>[]) => Promise<void>,
) {
  await noUnhandledRejections(async () => {
    await using hs = await harness({ timeoutMs: 500, retries: 0 });
    const log: Record<string, unknown>[] = [];
    await fn(createHttpHandler({ runtime: hs.runtime, log: (r) => log.push(r), ...extra }), log);
  });
}

Deno.test("HTTP abuse: a slowly trickled body is cut off by the body time limit (408)", async () => {
  await withHandler({ hostname: "127.0.0.1", bodyTimeoutMs: 300 }, async (h, log) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const body = rpc("tools/list");
    let at = 0;
    const slow = new ReadableStream<Uint8Array>({
      pull(c) {
        return new Promise((resolve) => {
          timer = setTimeout(() => {
            if (at < body.length) c.enqueue(new TextEncoder().encode(body[at++]));
            else c.close();
            resolve();
          }, 100);
        });
      },
      cancel() {
        cancelled = true;
        clearTimeout(timer);
      },
    });
    const t0 = Date.now();
    const res = await within(2_000, "slow body", h(post(slow), local));
    assert.equal(res.status, 408);
    assert.match((await res.json()).error.message, /Request Timeout/);
    assertBudget(Date.now() - t0, 1_500, "the 408 for a body over its 300 ms limit");
    assert.ok(cancelled, "the slow body was cancelled, not left open");
    assert.equal(log.at(-1)?.status, 408);
    // A body that stalls forever after a few bytes ends the same way.
    const stalled = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"jsonrpc":'));
      },
    });
    assert.equal((await within(2_000, "stalled body", h(post(stalled), local))).status, 408);
  });
});

Deno.test("HTTP abuse: malformed JSON-RPC of every shape → 4xx or a JSON-RPC error, never 500", async () => {
  await withHandler({ hostname: "127.0.0.1" }, async (h) => {
    const bodies: Array<[string, BodyInit]> = [
      ["invalid UTF-8", new Uint8Array([0xff, 0xfe, 0x7b, 0x80])],
      ["empty", ""],
      ["null", "null"],
      ["number", "42"],
      ["string", '"tools/list"'],
      ["true", "true"],
      ["empty array", "[]"],
      ["array of numbers", "[1,2,3]"],
      ["array with null", "[null]"],
      ["empty object", "{}"],
      ["no method", '{"jsonrpc":"2.0","id":1}'],
      ["method not a string", '{"jsonrpc":"2.0","id":1,"method":5}'],
      ["wrong jsonrpc", '{"jsonrpc":"1.0","id":1,"method":"tools/list"}'],
      ["id an object", rpc("tools/list", {}, { x: 1 })],
      ["params a string", '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":"x"}'],
      ["name a number", rpc("tools/call", { name: 5 })],
      ["arguments an array", rpc("tools/call", { name: "search_law", arguments: [1] })],
      ["unknown method", rpc("no/such/method")],
      ["unknown tool", rpc("tools/call", { name: "rm_rf", arguments: {} })],
      ["resource junk uri", rpc("resources/read", { uri: "file:///etc/passwd" })],
      ["deep array", "[".repeat(100_000) + "]".repeat(100_000)],
      ["deep object", '{"a":'.repeat(50_000) + "1" + "}".repeat(50_000)],
      ["proto pollution", '{"jsonrpc":"2.0","id":1,"method":"tools/list","__proto__":{"x":1}}'],
    ];
    for (const [what, body] of bodies) {
      const res = await within(5_000, what, h(post(body), local));
      const text = await res.text();
      assert.ok(res.status < 500, `${what}: HTTP ${res.status} ${text.slice(0, 200)}`);
      if (res.status !== 202) {
        const json = JSON.parse(text);
        const one = Array.isArray(json) ? json[0] : json;
        assert.ok(
          one?.error || one?.result?.isError || one?.result,
          `${what}: answer is neither an error nor a result: ${text.slice(0, 200)}`,
        );
      }
      assert.ok(!/at .*\.ts:\d+/.test(text), `${what}: a stack trace in the answer`);
    }
    // The server still answers normally afterwards.
    const ok = await h(post(rpc("tools/list")), local);
    assert.equal(ok.status, 200);
    assert.ok((await ok.json()).result.tools.length > 0);
  });
});

Deno.test("HTTP abuse: content types, Accept, methods and protocol versions", async () => {
  await withHandler({ hostname: "127.0.0.1" }, async (h) => {
    for (const ct of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]) {
      const res = await h(post(rpc("tools/list"), { "content-type": ct }), local);
      assert.equal(res.status, 415, `${ct}: ${res.status}`);
      await res.body?.cancel();
    }
    const noAccept = await h(post(rpc("tools/list"), { accept: "text/html" }), local);
    assert.equal(noAccept.status, 406);
    await noAccept.body?.cancel();
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const res = await h(new Request(MCP, { method, body: "{}" }), local);
      assert.equal(res.status, 405, method);
      await res.body?.cancel();
    }
    for (const v of ["", "2025-06-18, 1999-01-01", "x".repeat(5_000), "2025-06-18\u0000"]) {
      let req: Request;
      try {
        req = post(rpc("tools/list"), { "mcp-protocol-version": v });
      } catch {
        continue; // not even a valid header value: no client can send it
      }
      const res = await h(req, local);
      assert.equal(res.status, 400, JSON.stringify(v.slice(0, 30)));
      const msg = (await res.json()).error.message as string;
      assert.ok(msg.length < 400, "the refusal does not echo a huge header back");
    }
    // initialize asking for an unknown version is answered with one we speak.
    const init = await h(
      post(rpc("initialize", {
        protocolVersion: "1999-01-01",
        capabilities: {},
        clientInfo: { name: "t", version: "0" },
      })),
      local,
    );
    assert.equal(init.status, 200);
    assert.match((await init.json()).result.protocolVersion, /^20\d\d-\d\d-\d\d$/);
  });
});

Deno.test("HTTP abuse: odd Origins are refused; loopback look-alikes too", async () => {
  await withHandler({ hostname: "127.0.0.1" }, async (h) => {
    for (
      const origin of [
        "null",
        "file://",
        "javascript:alert(1)",
        "http://127.0.0.1.nip.io",
        "http://localhost.evil.example",
        "https://evil.example:443",
        "http://[::1].evil.example",
        "chrome-extension://abc",
      ]
    ) {
      const res = await h(post(rpc("tools/list"), { origin }), local);
      assert.equal(res.status, 403, origin);
      assert.equal(res.headers.get("access-control-allow-origin"), null, origin);
      await res.body?.cancel();
    }
  });
});

Deno.test("HTTP abuse: malformed tokens off loopback → 401; the right one (any case of Bearer) → 200", async () => {
  const remote = {
    remoteAddr: { transport: "tcp", hostname: "203.0.113.9", port: 1 } as Deno.Addr,
  };
  const token = "tok-0123456789abcdef";
  await withHandler({ hostname: "0.0.0.0", authToken: token }, async (h) => {
    for (
      const auth of [
        "",
        "Bearer",
        "Bearer ",
        `Basic ${btoa(`x:${token}`)}`,
        `Bearer ${token.slice(0, -1)}`,
        `Bearer ${token}x`,
        `Bearer ${token} ${token}`,
        `Token ${token}`,
        `${token}`,
      ]
    ) {
      const res = await h(post(rpc("tools/list"), auth ? { authorization: auth } : {}), remote);
      assert.equal(res.status, 401, JSON.stringify(auth));
      const text = await res.text();
      assert.ok(!text.includes(token), "the token is never echoed");
    }
    const ok = await h(post(rpc("tools/list"), { authorization: `bearer ${token}` }), remote);
    assert.equal(ok.status, 200);
    await ok.body?.cancel();
  });
});

Deno.test("HTTP abuse: a concurrent burst past the rate limit → exactly the allowance passes, the rest 429 + Retry-After", async () => {
  await withHandler({
    hostname: "127.0.0.1",
    rateLimit: { perClient: 5, sharedKey: 1_000 },
  }, async (h) => {
    const call = () =>
      h(post(rpc("tools/call", { name: "search_law", arguments: { query: "민법" } })), local);
    const answers = await Promise.all(Array.from({ length: 20 }, call));
    const statuses = answers.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 200).length, 5, statuses.join(","));
    assert.equal(statuses.filter((s) => s === 429).length, 15, statuses.join(","));
    for (const r of answers) {
      if (r.status === 429) assert.ok(Number(r.headers.get("retry-after")) >= 1);
      await r.body?.cancel();
    }
  });
  // A batch counts each call: ten tools/call in one body can never fit a limit of five, so it
  // is refused as too large, without a Retry-After that could never succeed.
  await withHandler(
    { hostname: "127.0.0.1", rateLimit: { perClient: 5, sharedKey: 1_000 } },
    async (h) => {
      const batch = JSON.stringify(Array.from({ length: 10 }, (_, i) => ({
        jsonrpc: "2.0",
        id: i + 1,
        method: "tools/call",
        params: { name: "search_law", arguments: { query: "민법" } },
      })));
      const res = await h(post(batch), local);
      assert.equal(res.status, 413);
      assert.equal(res.headers.get("retry-after"), null);
      await res.body?.cancel();
    },
  );
});
