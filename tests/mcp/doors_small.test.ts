/**
 * Issue 28, finding 8 (the parts of the doors), on the real server (`mcp/start.ts`) in token
 * mode: what the token guards is `Cache-Control: private` (pages, `/api/suggest`, MCP); `/health`
 * says less to an unknown Host; `/signout` clears the session cookie, under the same
 * same-origin rule as `/signin`; a Host that is no host name (`<script>`) gets a logged 400 and
 * no stack trace; a JSON body that is not UTF-8 gets 400 with JSON-RPC -32700, as
 * docs/RELIABILITY.md promises.
 */

import assert from "node:assert/strict";
import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";
import { harness, TEST_OC } from "../_support.ts";
import { createApp, createHttpHandler } from "../../mcp/http.ts";
import { startHttpProcess } from "./_servers.ts";
import { assertAlive, raw } from "./_doors.ts";

const enc = encodeURIComponent;
const TOKEN = "tok-small-0123456789";
const bearer = { authorization: `Bearer ${TOKEN}` };
const json = { "content-type": "application/json", accept: "application/json, text/event-stream" };

Deno.test({
  name:
    "finding 8: private caching in token mode, a terse /health to unknown Hosts, /signout, a 400 for Host <script>, -32700 for non-UTF-8 JSON",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    await using s = await startHttpProcess({
      LAW_OC: TEST_OC,
      LAW_API_BASE_URL: replay.baseUrl,
      BEOPMANG_CACHE: "off",
      HOST: "0.0.0.0",
      BEOPMANG_AUTH_TOKEN: TOKEN,
      BEOPMANG_RATE_CLIENT: "1000",
    }, 60_000);
    const base = s.url.replace("0.0.0.0", "127.0.0.1");

    // Cache-Control: private on every answer the token guards.
    for (const path of [`/search?q=${enc("민법")}`, `/api/suggest?q=${enc("민법")}`]) {
      const res = await raw(base, "GET", path, bearer);
      assert.equal(res.status, 200, path);
      const cc = res.headers["cache-control"] ?? "";
      assert.match(cc, /\bprivate\b/, `${path}: ${cc}`);
      assert.doesNotMatch(cc, /\bpublic\b/, `${path}: ${cc}`);
    }
    const mcp = await raw(
      base,
      "POST",
      "/mcp",
      { ...json, ...bearer },
      JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    );
    assert.equal(mcp.status, 200);
    assert.match(mcp.headers["cache-control"] ?? "", /\bprivate\b|\bno-store\b/);

    // /health: the whole record to our own name, only "ok" to an unknown one.
    const ours = JSON.parse((await raw(base, "GET", "/health", {})).body);
    assert.equal(ours.name, "beopmang");
    assert.ok("version" in ours && "uptimeS" in ours);
    const theirs = await raw(base, "GET", "/health", { host: "scanner.example" });
    assert.equal(theirs.status, 200);
    assert.deepEqual(JSON.parse(theirs.body), { status: "ok" });

    // Sign out: every page links to it, the form, a cross-site post refused, a same-site post
    // clears the cookie.
    const page = await raw(base, "GET", `/search?q=${enc("민법")}`, bearer);
    assert.match(page.body, /<footer[^>]*>[^]*<a href="\/signout">로그아웃<\/a>[^]*<\/footer>/);
    const form = await raw(base, "GET", "/signout", {});
    assert.equal(form.status, 200);
    assert.match(form.body, /<form method="post" action="\/signout">/);
    const forged = await raw(base, "POST", "/signout", { origin: "https://evil.example" });
    assert.equal(forged.status, 403);
    assert.equal(forged.cookies.length, 0);
    const fetchSite = await raw(base, "POST", "/signout", { "sec-fetch-site": "cross-site" });
    assert.equal(fetchSite.status, 403);
    const signin = await raw(base, "POST", "/signin", {
      origin: base,
      "content-type": "application/x-www-form-urlencoded",
    }, `token=${TOKEN}&next=/`);
    const cookie = signin.cookies[0]?.split(";")[0] ?? "";
    assert.match(cookie, /^beopmang_session=.+/);
    const out = await raw(base, "POST", "/signout", { origin: base, cookie });
    assert.equal(out.status, 303);
    assert.equal(out.headers.location, "/signin");
    assert.match(
      out.cookies[0] ?? "",
      /^beopmang_session=; Path=\/; HttpOnly; SameSite=Strict; Max-Age=0/,
    );

    // A Host that is no host name: 400, logged, no stack trace; the server goes on.
    const errBefore = s.stderr().length;
    for (const host of ["<script>", "a b", "[::1", "exa mple.com:80", "%00"]) {
      const res = await raw(base, "GET", `/search?q=${enc("민법")}`, { host });
      assert.ok(
        Number.isNaN(res.status) || (res.status >= 400 && res.status < 500),
        `Host ${host}: ${res.status}`,
      );
      await assertAlive(base, `after Host ${host}`);
    }
    const script = await raw(base, "GET", "/", { host: "<script>" });
    assert.equal(script.status, 400);
    const logged = s.stderr().slice(errBefore);
    assert.match(logged, /"status":400/);
    assert.doesNotMatch(logged, /\n\s+at /, "a stack trace reached the log");

    // Invalid UTF-8 inside a JSON string: 400 -32700, nothing searched.
    const upstreamBefore = replay.stats.total;
    const head = new TextEncoder().encode(
      '{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"search_law",' +
        '"arguments":{"query":"',
    );
    const tail = new TextEncoder().encode('"}}}');
    const body = new Uint8Array([...head, 0xff, 0xfe, 0xc3, ...tail]);
    const bad = await raw(base, "POST", "/mcp", { ...json, ...bearer }, body);
    assert.equal(bad.status, 400, bad.text.slice(0, 300));
    assert.equal(JSON.parse(bad.body).error.code, -32700);
    assert.equal(replay.stats.total, upstreamBefore, "a body that is not UTF-8 was searched");
    assert.ok(!s.stderr().includes(TOKEN));
  },
});

Deno.test({
  name: "a server that asks for no sign-in offers no /signout link (it would answer 404)",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using hs = await harness();
    const app = createApp({ runtime: hs.runtime, hostname: "127.0.0.1" });
    const res = await app(new Request(`http://127.0.0.1/search?q=${enc("민법")}`));
    const body = await res.text();
    assert.equal(res.status, 200);
    assert.match(body, /<footer/);
    assert.doesNotMatch(body, /\/signout/);
  },
});

Deno.test({
  name:
    "a header value nobody checked (a web door answering Location: /\\u0001) becomes a logged 500 on a real socket, not a panic",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using hs = await harness();
    const log: Record<string, unknown>[] = [];
    const app = createHttpHandler({
      runtime: hs.runtime,
      hostname: "127.0.0.1",
      log: (r) => log.push(r),
      // A door whose answer carries a header no builder checked (what web/location.ts prevents).
      web: {
        door: () => "page",
        handler: () =>
          Promise.resolve(new Response(null, { status: 303, headers: { location: "/\u0001" } })),
      },
    });
    const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, app);
    try {
      const base = `http://127.0.0.1:${server.addr.port}`;
      const res = await raw(base, "GET", "/anything", {});
      assert.equal(res.status, 500);
      assert.ok(log.some((r) => /header could not be written/.test(String(r.error))));
      await assertAlive(base, "after the unwritable header");
    } finally {
      await server.shutdown();
    }
  },
});
