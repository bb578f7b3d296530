/**
 * The HTTP face's defences, driven with raw requests: token off loopback, Origin and Host
 * allow-lists, protocol version header, body and response caps, rate limits with Retry-After,
 * and per-request keys that never cross between concurrent requests.
 */

import assert from "node:assert/strict";
import { createHttpHandler, type HttpOptions, serveHttp } from "../../mcp/http.ts";
import { harness, TEST_OC } from "../_support.ts";
import { createRuntime } from "../../lib/mod.ts";
import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";

const MCP = "http://127.0.0.1:8000/mcp";
const ACCEPT = "application/json, text/event-stream";

function rpc(method: string, params: Record<string, unknown> = {}, id = 1): string {
  return JSON.stringify({ jsonrpc: "2.0", id, method, params });
}

function post(body: string, headers: Record<string, string> = {}, url = MCP): Request {
  return new Request(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: ACCEPT, ...headers },
    body,
  });
}

const local = { remoteAddr: { transport: "tcp", hostname: "127.0.0.1", port: 5555 } as Deno.Addr };
const quiet = { log: () => {} };

const PROXY_TOKEN = "proxy-token-0123456789";

async function withHandler(
  extra: Partial<HttpOptions>,
  fn: (h: ReturnType<typeof createHttpHandler>) => Promise<void>,
) {
  await using hs = await harness();
  await fn(createHttpHandler({ runtime: hs.runtime, ...quiet, ...extra }));
}

Deno.test("HTTP: refuses to serve off loopback without a token", async () => {
  await using hs = await harness();
  assert.throws(
    () => createHttpHandler({ runtime: hs.runtime, hostname: "0.0.0.0" }),
    /BEOPMANG_AUTH_TOKEN/,
  );
  await assert.rejects(
    serveHttp({ runtime: hs.runtime, hostname: "0.0.0.0", authToken: undefined, port: 0 }),
    /Refusing/,
  );
});

Deno.test("HTTP: bearer token off loopback (401 without, 401 wrong, 200 right)", async () => {
  await withHandler({ hostname: "0.0.0.0", authToken: "s3cret-token-0123456789" }, async (h) => {
    const remote = {
      remoteAddr: { transport: "tcp", hostname: "203.0.113.7", port: 1 } as Deno.Addr,
    };
    const none = await h(post(rpc("tools/list")), remote);
    assert.equal(none.status, 401);
    assert.match(none.headers.get("www-authenticate") ?? "", /Bearer/);
    const wrong = await h(post(rpc("tools/list"), { authorization: "Bearer nope" }), remote);
    assert.equal(wrong.status, 401);
    const ok = await h(
      post(rpc("tools/list"), { authorization: "Bearer s3cret-token-0123456789" }),
      remote,
    );
    assert.equal(ok.status, 200);
    assert.ok(((await ok.json()).result.tools as unknown[]).length > 0);
    // Liveness needs no token and says nothing secret.
    const health = await h(new Request("http://x/health"), remote);
    assert.equal(health.status, 200);
    assert.equal((await health.json()).status, "ok");
  });
});

Deno.test("HTTP: unknown bind address (deno serve) without a token answers loopback only", async () => {
  await withHandler({ hostname: undefined }, async (h) => {
    const far = {
      remoteAddr: { transport: "tcp", hostname: "198.51.100.2", port: 1 } as Deno.Addr,
    };
    assert.equal((await h(post(rpc("tools/list")), far)).status, 401);
    assert.equal((await h(post(rpc("tools/list")), local)).status, 200);
  });
});

Deno.test("HTTP: Origin and Host allow-lists (DNS rebinding) → 403", async () => {
  await withHandler(
    { hostname: "127.0.0.1", allowedOrigins: ["https://app.example"] },
    async (h) => {
      const evil = await h(post(rpc("tools/list"), { origin: "https://evil.example" }), local);
      assert.equal(evil.status, 403);
      assert.match((await evil.json()).error.message, /Origin/);
      const dev = await h(post(rpc("tools/list"), { origin: "http://localhost:6274" }), local);
      assert.equal(dev.status, 200);
      assert.equal(dev.headers.get("access-control-allow-origin"), "http://localhost:6274");
      await dev.body?.cancel();
      const listed = await h(post(rpc("tools/list"), { origin: "https://app.example" }), local);
      assert.equal(listed.status, 200);
      await listed.body?.cancel();
      const rebound = await h(
        post(rpc("tools/list"), {}, "http://attacker.example:8000/mcp"),
        local,
      );
      assert.equal(rebound.status, 403);
      assert.match((await rebound.json()).error.message, /Host/);
    },
  );
});

Deno.test("HTTP: protocol version header, methods, body cap (413), parse errors", async () => {
  await withHandler({ hostname: "127.0.0.1", maxBodyBytes: 1024 }, async (h) => {
    const bad = await h(post(rpc("tools/list"), { "mcp-protocol-version": "1999-01-01" }), local);
    assert.equal(bad.status, 400);
    assert.match((await bad.json()).error.message, /1999-01-01.*2025-06-18.*assumes 2025-03-26/);
    const good = await h(post(rpc("tools/list"), { "mcp-protocol-version": "2025-06-18" }), local);
    assert.equal(good.status, 200);
    await good.body?.cancel();
    const get = await h(new Request(MCP, { headers: { accept: "text/event-stream" } }), local);
    assert.equal(get.status, 405);
    assert.match(get.headers.get("allow") ?? "", /POST/);
    const big = rpc("tools/call", { name: "search_law", arguments: { query: "가".repeat(2000) } });
    assert.equal((await h(post(big), local)).status, 413);
    // No Content-Length (streamed): still cut at the limit.
    const streamed = new Request(MCP, {
      method: "POST",
      headers: { "content-type": "application/json", accept: ACCEPT },
      body: new Blob([big]).stream(),
    });
    assert.equal((await h(streamed, local)).status, 413);
    const junk = await h(post("{not json"), local);
    assert.equal(junk.status, 400);
    assert.equal((await junk.json()).error.code, -32700);
  });
});

Deno.test("HTTP: response-size cap turns an oversized answer into a labelled error", async () => {
  await withHandler({ hostname: "127.0.0.1", maxResponseBytes: 3000 }, async (h) => {
    const res = await h(
      post(rpc("tools/call", { name: "get_law_text", arguments: { lawId: "001823" } })),
      local,
    );
    const body = await res.json();
    assert.equal(body.result.isError, true);
    assert.match(body.result.content[0].text, /RESPONSE_TOO_LARGE/);
  });
});

Deno.test("HTTP: rate limits on tools/call per client and on the shared key → 429 + Retry-After", async () => {
  await withHandler({
    hostname: "127.0.0.1",
    rateLimit: { perClient: 2, sharedKey: 1000 },
  }, async (h) => {
    const call = () =>
      h(post(rpc("tools/call", { name: "search_law", arguments: { query: "민법" } })), local);
    // Limits count upstream calls: this search_law makes two, which spend the client's bucket.
    const r = await call();
    assert.equal(r.status, 200);
    await r.body?.cancel();
    const limited = await call();
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get("retry-after")) >= 1);
    assert.match((await limited.json()).error.message, /this client/);
    // Never on initialize or tools/list.
    const init = await h(
      post(rpc("initialize", {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "t", version: "0" },
      })),
      local,
    );
    assert.equal(init.status, 200);
    await init.body?.cancel();
    const list = await h(post(rpc("tools/list")), local);
    assert.equal(list.status, 200);
    await list.body?.cancel();
  });
  // Behind a proxy clients are remote: a token is required.
  await withHandler({
    hostname: "127.0.0.1",
    rateLimit: { perClient: 1000, sharedKey: 2 },
    trustProxy: true,
    authToken: PROXY_TOKEN,
  }, async (h) => {
    const call = (ip: string, oc?: string) =>
      h(
        post(rpc("tools/call", { name: "search_law", arguments: { query: "민법" } }), {
          authorization: `Bearer ${PROXY_TOKEN}`,
          "x-forwarded-for": ip,
          ...(oc ? { "x-law-oc": oc } : {}),
        }),
        local,
      );
    // One call's two upstream calls spend the shared key's bucket of two.
    const r = await call("10.0.0.1");
    assert.equal(r.status, 200);
    await r.body?.cancel();
    const shared = await call("10.0.0.3");
    assert.equal(shared.status, 429);
    assert.match((await shared.json()).error.message, /shared key/);
    // A caller with its own key does not draw on the shared one.
    const own = await call("10.0.0.3", "own-key-123");
    assert.equal(own.status, 200);
    await own.body?.cancel();
  });
});

Deno.test({
  name: "HTTP: 50 concurrent requests with 50 keys — every upstream call carries its own key",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using replay = await startReplayServer({
      fixturesDir: defaultFixturesDir(),
      logLimit: 1000,
    });
    const runtime = await createRuntime({
      oc: TEST_OC,
      baseUrl: replay.baseUrl,
      cacheDir: "off",
      retries: 1,
      backoffMs: 5,
    });
    const lines: string[] = [];
    const s = await serveHttp({
      runtime,
      port: 0,
      quiet: true,
      rateLimit: { perClient: 1000, sharedKey: 1000 },
      log: (r) => lines.push(JSON.stringify(r)),
    });
    try {
      const keys = Array.from({ length: 50 }, (_, i) => `user${i}-key-${crypto.randomUUID()}`);
      const answers = await Promise.all(keys.map(async (oc, i) => {
        // `display` tags the request: the replay answers any display, and logs it.
        const body = rpc("tools/call", {
          name: "search_law",
          arguments: { query: "건축법", display: i + 1 },
        }, i + 1);
        const headers: Record<string, string> = i % 2 ? { "x-law-oc": oc } : {};
        const url = i % 2 ? `${s.url}/mcp` : `${s.url}/mcp?oc=${encodeURIComponent(oc)}`;
        const res = await fetch(post(body, headers, url));
        return { status: res.status, text: await res.text() };
      }));
      for (const [i, a] of answers.entries()) {
        assert.equal(a.status, 200, a.text);
        assert.ok(!JSON.parse(a.text).result.isError, a.text);
        for (const k of keys) assert.ok(!a.text.includes(k), `answer ${i} shows a key`);
      }
      const log = replay.stats.log.filter((e) => e.endpoint === "search");
      assert.ok(log.length >= 50, `${log.length} upstream requests`);
      const seen = new Set<number>();
      for (const e of log) {
        const i = Number(e.query.display) - 1;
        assert.equal(e.query.OC, keys[i], `upstream request for request ${i} carried another key`);
        seen.add(i);
      }
      assert.equal(seen.size, 50);
      assert.ok(log.every((e) => e.query.OC !== TEST_OC), "the shared key was used");
      const logText = lines.join("\n");
      for (const k of keys) assert.ok(!logText.includes(k), "a key reached the request log");
      assert.equal(lines.filter((l) => l.includes('"key":"request"')).length, 50);
    } finally {
      await s.close();
      await runtime.close();
    }
  },
});
