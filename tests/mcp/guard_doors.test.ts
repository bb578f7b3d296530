/**
 * Every door that can spend a key — `/mcp`, web pages, `/api/*` and annex pages (which download
 * files) — is guarded alike, through the app's real fetch handler (`createApp`) over the replay
 * upstream: the Host and Origin checks, the per-client and shared-key rate limits (one store for
 * web and MCP), the body limit, and token-required mode (a browser signs in for a session
 * cookie; MCP keeps `Authorization: Bearer`). A refused request never reaches the upstream, and
 * a refused page says why in Korean and English.
 */

import assert from "node:assert/strict";
import { createApp, type HttpOptions } from "../../mcp/http.ts";
import { assertNoSecret, harness, TEST_OC } from "../_support.ts";

const BASE = "http://127.0.0.1:8000";
const ACCEPT = "application/json, text/event-stream";
const enc = encodeURIComponent;

const from = (hostname: string) => ({
  remoteAddr: { transport: "tcp", hostname, port: 5555 } as Deno.Addr,
});
const local = from("127.0.0.1");

/** One request to each door that spends a key; the annex page downloads its file. */
const DOORS = {
  page: `/search?q=${enc("건축법")}`,
  api: `/api/suggest?q=${enc("건축법")}`,
  annex: `/law/008480/annex/${enc("별표3")}?mst=282351`,
} as const;

function mcpCall(base = BASE, headers: Record<string, string> = {}, query = "민법"): Request {
  return new Request(`${base}/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: ACCEPT, ...headers },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 7,
      method: "tools/call",
      params: { name: "search_law", arguments: { query } },
    }),
  });
}

async function withApp(
  extra: Partial<HttpOptions>,
  fn: (
    app: ReturnType<typeof createApp>,
    upstream: () => number,
    log: Record<string, unknown>[],
  ) => Promise<void>,
) {
  await using hs = await harness();
  const log: Record<string, unknown>[] = [];
  const app = createApp({ runtime: hs.runtime, log: (r) => log.push(r), ...extra });
  await fn(app, () => hs.replay.stats.total, log);
}

/** A refusal page: its status, label, both languages, no script, no secret. */
async function assertRefusalPage(res: Response, status: number, code: string, ko: RegExp) {
  assert.equal(res.status, status);
  assert.match(res.headers.get("content-type") ?? "", /text\/html/);
  const body = await res.text();
  assert.match(body, new RegExp(`data-code="${code}"`));
  assert.match(body, ko, "says why in Korean");
  assert.match(body, /<p lang="en">[A-Z][a-z]+/, "says why in English");
  assert.doesNotMatch(body, /<script/);
  assertNoSecret(body);
  return body;
}

Deno.test("guard: Host evil.example → 403 on page, api, annex download and mcp alike; upstream untouched", async () => {
  await withApp({ hostname: "127.0.0.1" }, async (app, upstream) => {
    const before = upstream();
    const evil = "http://evil.example:8000";
    for (const door of ["page", "annex"] as const) {
      const res = await app(new Request(evil + DOORS[door]), local);
      await assertRefusalPage(res, 403, "FORBIDDEN", /호스트 이름/);
    }
    const api = await app(new Request(evil + DOORS.api), local);
    assert.equal(api.status, 403);
    assert.equal((await api.json()).error.code, "FORBIDDEN");
    const mcp = await app(mcpCall(evil), local);
    assert.equal(mcp.status, 403);
    assert.match((await mcp.json()).error.message, /Host 'evil\.example:8000'/);
    // Foreign Origins alike (a page on evil.example fetching ours).
    const origin = { origin: "https://evil.example" };
    const o = await app(new Request(BASE + DOORS.api, { headers: origin }), local);
    assert.equal(o.status, 403);
    await o.body?.cancel();
    const op = await app(new Request(BASE + DOORS.page, { headers: origin }), local);
    await assertRefusalPage(op, 403, "FORBIDDEN", /출처/);
    assert.equal(upstream(), before, "a refused request reached the upstream");

    // The same requests on our own name are served (and the annex page downloads its file).
    for (const door of ["page", "api", "annex"] as const) {
      const res = await app(new Request(BASE + DOORS[door]), local);
      assert.equal(res.status, 200, door);
      await res.body?.cancel();
    }
    const ok = await app(mcpCall(), local);
    assert.equal(ok.status, 200);
    await ok.body?.cancel();
    assert.ok(upstream() > before);
  });
});

Deno.test("guard: BEOPMANG_RATE_CLIENT=5 → page reads spend 5 upstream calls, then 429 with Retry-After; web and mcp share the client's bucket", async () => {
  await withApp(
    { hostname: "127.0.0.1", rateLimit: { perClient: 5, sharedKey: 1000 } },
    async (app, upstream, log) => {
      // Limits count upstream calls: pages are read until the client's 5 are spent.
      const first = upstream();
      const statuses = [];
      for (const p of [DOORS.page, DOORS.api, DOORS.annex, DOORS.page, `/law/001823`]) {
        const res = await app(new Request(BASE + p), local);
        statuses.push(res.status);
        await res.body?.cancel();
      }
      assert.equal(statuses[0], 200);
      assert.ok(statuses.includes(429), `${statuses}`);
      assert.ok(upstream() - first <= 5, `${upstream() - first} upstream calls for a limit of 5`);
      const refusedBefore = statuses.filter((s) => s === 429).length;
      const before = upstream();
      const page = await app(new Request(BASE + DOORS.page), local);
      const body = await assertRefusalPage(page, 429, "RATE_LIMITED", /초 뒤에 다시 시도/);
      const wait = Number(page.headers.get("retry-after"));
      assert.ok(wait >= 1 && wait <= 60, `Retry-After ${wait}`);
      assert.match(body, new RegExp(`retry in ${wait}s`));
      for (const door of ["api", "annex"] as const) {
        const res = await app(new Request(BASE + DOORS[door]), local);
        assert.equal(res.status, 429, door);
        assert.ok(Number(res.headers.get("retry-after")) >= 1);
        await res.body?.cancel();
      }
      // The page reads spent the bucket MCP draws on too.
      const mcp = await app(mcpCall(), local);
      assert.equal(mcp.status, 429);
      const rpc = await mcp.json();
      assert.equal(rpc.id, 7);
      assert.match(rpc.error.message, /this client/);
      assert.equal(upstream(), before, "a limited request reached the upstream");
      assert.equal(log.filter((l) => l.limited === "client").length, 4 + refusedBefore);
      // Another client is not affected; static files and /health spend no key and are not counted.
      const other = await app(new Request(BASE + DOORS.page), from("127.0.0.2"));
      assert.equal(other.status, 200);
      await other.body?.cancel();
      for (const p of ["/static/app.css", "/health"]) {
        const res = await app(new Request(BASE + p), local);
        assert.equal(res.status, 200, p);
        await res.body?.cancel();
      }
    },
  );
});

Deno.test("guard: the shared-key limit is counted across web and mcp; a caller's own key draws apart", async () => {
  await withApp(
    {
      hostname: "127.0.0.1",
      rateLimit: { perClient: 1000, sharedKey: 3 },
      trustProxy: true,
      authToken: TOKEN, // behind a proxy clients are remote: a token is required
    },
    async (app) => {
      const as = (ip: string) => ({ "x-forwarded-for": ip, authorization: `Bearer ${TOKEN}` });
      // The page's upstream calls (more than three) spend the shared key's bucket of three.
      const served = await app(new Request(BASE + DOORS.page, { headers: as("10.0.0.1") }), local);
      assert.equal(served.status, 200);
      await served.body?.cancel();
      const page = await app(new Request(BASE + DOORS.annex, { headers: as("10.0.0.4") }), local);
      await assertRefusalPage(page, 429, "RATE_LIMITED", /공용 키 한도/);
      assert.ok(Number(page.headers.get("retry-after")) >= 1);
      const mcp = await app(mcpCall(BASE, as("10.0.0.5")), local);
      assert.equal(mcp.status, 429);
      assert.match((await mcp.json()).error.message, /shared key/);
      const own = await app(mcpCall(BASE, { ...as("10.0.0.5"), "x-law-oc": "own-key-123" }), local);
      assert.equal(own.status, 200);
      await own.body?.cancel();
    },
  );
});

Deno.test("guard: body limit on every door (413 page on web, JSON-RPC on mcp)", async () => {
  await withApp({ hostname: "127.0.0.1", maxBodyBytes: 64 }, async (app) => {
    const big = "x".repeat(200);
    // A declared length over the cap is refused unread (pages never read a body: a streamed
    // one without a length gets 405, unread).
    const declared = { "content-length": String(big.length) };
    const page = await app(
      new Request(BASE + DOORS.page, { method: "POST", body: big, headers: declared }),
      local,
    );
    await assertRefusalPage(page, 413, "BODY_TOO_LARGE", /본문이 너무 큽니다/);
    // The sign-in form is read, under its own small cap, length declared or not.
    const form = await app(
      new Request(`${BASE}/signin`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new Blob(["token=" + "x".repeat(10_000)]).stream(),
      }),
      local,
    );
    await assertRefusalPage(form, 413, "BODY_TOO_LARGE", /본문이 너무 큽니다/);
    const mcp = await app(
      new Request(`${BASE}/mcp`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: ACCEPT },
        body: big,
      }),
      local,
    );
    assert.equal(mcp.status, 413);
    assert.match((await mcp.json()).error.message, /Payload Too Large/);
  });
});

const TOKEN = "tok-browser-0123456789";
const far = from("203.0.113.7");
const site = "https://law.example";

function signin(token: string, headers: Record<string, string> = { origin: site }, next = "/") {
  return new Request(`${site}/signin`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ token, next }).toString(),
  });
}

Deno.test("guard: token-required mode — a browser signs in for a session cookie; MCP keeps the bearer", async () => {
  await withApp({ hostname: "0.0.0.0", authToken: TOKEN }, async (app, upstream, log) => {
    const before = upstream();
    // No session: a 401 page with the way in; /api answers JSON; MCP asks for the bearer.
    const page = await app(new Request(site + DOORS.page), far);
    const body = await assertRefusalPage(page, 401, "UNAUTHORIZED", /로그인이 필요합니다/);
    assert.match(body, /href="\/signin\?next=%2Fsearch%3Fq%3D/);
    const api = await app(new Request(site + DOORS.api), far);
    assert.equal(api.status, 401);
    assert.equal((await api.json()).error.code, "UNAUTHORIZED");
    const annex = await app(new Request(site + DOORS.annex), far);
    assert.equal(annex.status, 401);
    await annex.body?.cancel();
    // The sign-in page and its stylesheet need no session.
    const form = await app(new Request(`${site}/signin?next=${enc(DOORS.page)}`), far);
    assert.equal(form.status, 200);
    const formHtml = await form.text();
    assert.match(formHtml, /<form method="post" action="\/signin">/);
    assert.match(formHtml, /type="password" name="token"/);
    assert.equal((await app(new Request(`${site}/static/app.css`), far)).status, 200);

    // A wrong token, and a right one posted from another site (login CSRF), are refused.
    const wrong = await app(signin("nope"), far);
    assert.equal(wrong.status, 401);
    assert.match(await wrong.text(), /토큰이 맞지 않습니다/);
    assert.equal(wrong.headers.get("set-cookie"), null);
    const csrf = await app(signin(TOKEN, { origin: "https://evil.example" }), far);
    assert.equal(csrf.status, 403);
    assert.equal(csrf.headers.get("set-cookie"), null);
    await csrf.body?.cancel();
    const csrf2 = await app(signin(TOKEN, { "sec-fetch-site": "cross-site" }), far);
    assert.equal(csrf2.status, 403);
    await csrf2.body?.cancel();
    assert.equal(upstream(), before, "an unauthenticated request reached the upstream");

    // The right token: 303 to `next` with an HttpOnly, Secure (https), SameSite=Strict cookie.
    const ok = await app(signin(TOKEN, { origin: site }, DOORS.page), far);
    assert.equal(ok.status, 303);
    assert.equal(ok.headers.get("location"), DOORS.page);
    const setCookie = ok.headers.get("set-cookie") ?? "";
    assert.match(setCookie, /^beopmang_session=[^;]+; Path=\/; HttpOnly; SameSite=Strict;/);
    assert.match(setCookie, /; Secure$/);
    assert.ok(!setCookie.includes(TOKEN), "the cookie holds the token");
    const cookie = setCookie.split(";")[0];
    const offsite = await app(signin(TOKEN, { origin: site }, "//evil.example/x"), far);
    assert.equal(offsite.headers.get("location"), "/", "next must stay on this site");

    // With the cookie: page, api and annex download are served.
    for (const door of ["page", "api", "annex"] as const) {
      const res = await app(new Request(site + DOORS[door], { headers: { cookie } }), far);
      assert.equal(res.status, 200, door);
      const text = await res.text();
      assert.ok(!text.includes(TOKEN));
    }
    assert.ok(upstream() > before);
    // A link from another site arrives without the (Strict) cookie; the 401 page's sign-in link
    // then carries it, and a live session goes straight on.
    const again = await app(
      new Request(`${site}/signin?next=${enc(DOORS.page)}`, { headers: { cookie } }),
      far,
    );
    assert.equal(again.status, 303);
    assert.equal(again.headers.get("location"), DOORS.page);
    // A forged or altered cookie is no session.
    const forged = cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    assert.equal(
      (await app(new Request(site + DOORS.page, { headers: { cookie: forged } }), far)).status,
      401,
    );
    const expiredLooking = "beopmang_session=1.abc.def";
    assert.equal(
      (await app(new Request(site + DOORS.page, { headers: { cookie: expiredLooking } }), far))
        .status,
      401,
    );

    // MCP: the cookie is not a credential there; the bearer is. Pages take the bearer too.
    const mcpCookie = await app(mcpCall(site, { cookie }), far);
    assert.equal(mcpCookie.status, 401);
    assert.match(mcpCookie.headers.get("www-authenticate") ?? "", /Bearer/);
    await mcpCookie.body?.cancel();
    const mcp = await app(mcpCall(site, { authorization: `Bearer ${TOKEN}` }), far);
    assert.equal(mcp.status, 200);
    assert.ok(!(await mcp.json()).result.isError);
    const bearerPage = await app(
      new Request(site + DOORS.page, { headers: { authorization: `Bearer ${TOKEN}` } }),
      far,
    );
    assert.equal(bearerPage.status, 200);
    await bearerPage.body?.cancel();

    // Neither the token nor the session reaches the log.
    const logText = JSON.stringify(log);
    assert.ok(!logText.includes(TOKEN) && !logText.includes(cookie.split("=")[1]));
    assert.ok(!logText.includes(TEST_OC));
  });
});

Deno.test("guard: unknown bind (deno serve) without a token answers loopback browsers only", async () => {
  await withApp({ hostname: undefined }, async (app, upstream) => {
    const before = upstream();
    const res = await app(new Request(BASE + DOORS.page), from("198.51.100.2"));
    await assertRefusalPage(res, 401, "UNAUTHORIZED", /같은 컴퓨터/);
    assert.equal(upstream(), before);
    const ok = await app(new Request(BASE + DOORS.page), local);
    assert.equal(ok.status, 200);
    await ok.body?.cancel();
  });
});
