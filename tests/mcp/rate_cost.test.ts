/**
 * Rate limits that hold (issue 28, findings 5 and 8; issue 29, finding 9), through spawned
 * `mcp/start.ts` servers on real sockets:
 * - the shared KV store is exact under contention: two processes on one KV file, 16 clients at
 *   once under huge limits get no 429, and a small limit admits exactly its number;
 * - limits count upstream calls: pages, batches and research chains alike; a batch that can
 *   never fit is refused as too large, without Retry-After;
 * - a page whose client went away stops its upstream calls;
 * - the keyless demo on loopback has no limit a person reaches by reading.
 */

import assert from "node:assert/strict";
import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";
import { harness, TEST_OC } from "../_support.ts";
import { createHttpHandler, KvRateStore } from "../../mcp/http.ts";
import { type HttpProcess, startHttpProcess } from "./_servers.ts";

const ACCEPT = "application/json, text/event-stream";
const PROXY_TOKEN = "rate-cost-token-0123456789";
const enc = encodeURIComponent;
const start = (env: Record<string, string>) => startHttpProcess(env, 30_000);
const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name, sanitizeResources: false, sanitizeOps: false, fn });

function rpc(method: string, params: unknown, id: number) {
  return { jsonrpc: "2.0", id, method, params };
}

async function mcp(base: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: ACCEPT,
      "mcp-protocol-version": "2025-06-18",
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text(), retryAfter: res.headers.get("retry-after") };
}

const demoSearch = (i: number) =>
  rpc("tools/call", { name: "search_law", arguments: { query: "민법" } }, i);

async function hostedPair(
  env: Record<string, string>,
  fn: (a: HttpProcess, b: HttpProcess) => Promise<void>,
) {
  await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
  const dir = await Deno.makeTempDir({ prefix: "beopmang-rate-" });
  const all = {
    BEOPMANG_HOSTED: "1",
    LAW_API_BASE_URL: replay.baseUrl,
    BEOPMANG_CACHE_DIR: dir,
    BEOPMANG_TRUST_PROXY: "1",
    ...env,
  };
  try {
    await using a = await start(all);
    await using b = await start(all);
    await fn(a, b);
  } finally {
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  }
}

test("KV rate store: 16 concurrent clients on two processes under huge limits get no 429", async () => {
  await hostedPair(
    { BEOPMANG_RATE_CLIENT: "1000000", BEOPMANG_RATE_SHARED: "1000000" },
    async (a, b) => {
      const statuses: number[] = [];
      await Promise.all(Array.from({ length: 16 }, async (_, c) => {
        for (let i = 0; i < 8; i++) {
          const s = (c + i) % 2 ? a : b;
          const r = await mcp(s.url, demoSearch(i), { "x-forwarded-for": `198.51.100.${c + 1}` });
          statuses.push(r.status);
        }
      }));
      assert.equal(statuses.length, 128);
      assert.equal(statuses.filter((s) => s === 429).length, 0, `429s among ${statuses}`);
      assert.ok(statuses.every((s) => s === 200), `${statuses}`);
    },
  );
});

test("KV rate store: a limit of 5 admits exactly 5, however the calls arrive", async () => {
  await hostedPair({ BEOPMANG_RATE_CLIENT: "5", BEOPMANG_RATE_SHARED: "1000000" }, async (a, b) => {
    const who = { "x-forwarded-for": "203.0.113.77" };
    // Windows are fixed minutes: a run that crosses into the next one gets its 5 as well.
    const minute = () => Math.floor(Date.now() / 60_000);
    const first = minute();
    // A burst of 12 at once, split over both processes: never more than 5.
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => mcp((i % 2 ? a : b).url, demoSearch(i), who)),
    );
    const admitted = burst.filter((r) => r.status === 200).length;
    assert.ok(admitted <= 5, `${admitted} admitted at once for a limit of 5`);
    for (const r of burst.filter((r) => r.status !== 200)) {
      assert.equal(r.status, 429, r.text);
      assert.ok(Number(r.retryAfter) >= 1, r.text);
    }
    // Then one at a time: what the burst gave back is still there, and no more.
    let more = 0;
    for (let i = 0; i < 8; i++) {
      const r = await mcp((i % 2 ? a : b).url, demoSearch(100 + i), who);
      if (r.status !== 200) break;
      more++;
    }
    const windows = minute() - first + 1;
    if (windows === 1) assert.equal(admitted + more, 5, `burst ${admitted} + one by one ${more}`);
    else {
      // Across a window's end: 5 in the one window counted out, at most 5 more in the next.
      assert.ok(admitted + more >= 5 && admitted + more <= 5 * windows, `${admitted} + ${more}`);
    }
  });
});

test("limits count upstream calls: pages, batches and research chains; a batch that never fits is 413", async () => {
  await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
  // Behind a trusted proxy clients can be remote, so a token is required (issue 28, finding 4).
  await using s = await start({
    LAW_OC: TEST_OC,
    LAW_API_BASE_URL: replay.baseUrl,
    BEOPMANG_CACHE: "off",
    BEOPMANG_RATE_CLIENT: "10",
    BEOPMANG_RATE_SHARED: "1000000",
    BEOPMANG_TRUST_PROXY: "1",
    BEOPMANG_AUTH_TOKEN: PROXY_TOKEN,
  });
  const bearer = { authorization: `Bearer ${PROXY_TOKEN}` };
  // Pages: read until refused; the client's calls never pass its 10 a minute.
  const statuses = [];
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${s.url}/search?q=${enc("민법 제750조")}`, {
      headers: { ...bearer, "x-forwarded-for": "192.0.2.10" },
    });
    statuses.push(res.status);
    await res.body?.cancel();
  }
  assert.equal(statuses[0], 200);
  assert.ok(statuses.includes(429), `${statuses}`);
  assert.ok(replay.stats.total <= 10, `${replay.stats.total} upstream calls for a limit of 10`);

  // A batch that can never fit: refused unread, no Retry-After (waiting cannot help).
  const research = (i: number) =>
    rpc("tools/call", { name: "legal_research", arguments: { query: "전세 보증금 반환" } }, i);
  const before = replay.stats.total;
  const huge = await mcp(s.url, Array.from({ length: 100 }, (_, i) => research(i)), {
    ...bearer,
    "x-forwarded-for": "192.0.2.20",
  });
  assert.equal(huge.status, 413, huge.text);
  assert.equal(huge.retryAfter, null);
  assert.match(huge.text, /split it/);
  assert.equal(replay.stats.total, before);

  // A batch of research chains that fits the admission: its chains' calls are counted too.
  const batch = await mcp(s.url, Array.from({ length: 3 }, (_, i) => research(i)), {
    ...bearer,
    "x-forwarded-for": "192.0.2.30",
  });
  assert.equal(batch.status, 200, batch.text);
  const made = replay.stats.total - before;
  assert.ok(made >= 3, `${made} upstream calls`);
  assert.ok(made <= 10, `${made} upstream calls for a limit of 10`);
});

test("10 dropped /search requests stop their upstream calls", async () => {
  await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
  await using s = await start({
    LAW_OC: TEST_OC,
    LAW_API_BASE_URL: replay.baseUrl,
    BEOPMANG_CACHE: "off",
    BEOPMANG_RATE_CLIENT: "1000000",
    BEOPMANG_RATE_SHARED: "1000000",
  });
  replay.setLatency({ search: 300, service: 300 });
  // No cache: the same page asks the upstream again every time.
  const url = (_i: number) => `${s.url}/search?q=${enc("민법 제750조")}`;
  // What one page costs when its client waits for it.
  const t0 = replay.stats.total;
  const full = await fetch(url(0));
  assert.equal(full.status, 200);
  await full.body?.cancel();
  const cost = replay.stats.total - t0;
  assert.ok(cost >= 3, `a full page made ${cost} upstream calls`);

  const t1 = replay.stats.total;
  await Promise.all(Array.from({ length: 10 }, async (_, i) => {
    const gone = new AbortController();
    const req = fetch(url(i + 1), { signal: gone.signal }).then((r) => r.body?.cancel());
    await new Promise((r) => setTimeout(r, 150));
    gone.abort();
    await req.catch(() => {});
  }));
  // Wait until the upstream has been quiet for a while (the pages' work has stopped).
  let last = -1;
  while (last !== replay.stats.total) {
    last = replay.stats.total;
    await new Promise((r) => setTimeout(r, 1_500));
  }
  const dropped = replay.stats.total - t1;
  // At most the call in flight when the client left (before: 2 each, and a full page makes 6).
  assert.ok(
    dropped <= 15 && dropped * 3 <= cost * 10,
    `10 dropped pages made ${dropped} upstream calls; one full page makes ${cost}`,
  );
});

test("the keyless demo on loopback: 100 pages from the home page's links, no 429", async () => {
  await using s = await start({ BEOPMANG_CACHE: "off" });
  const home = await (await fetch(`${s.url}/`)).text();
  const links = [...new Set([...home.matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1]))]
    .map((h) => h.replaceAll("&amp;", "&"))
    .filter((h) => !h.startsWith("/static/") && !h.startsWith("/signin"));
  assert.ok(links.length >= 5, `only ${links.length} links on the home page`);
  const statuses: number[] = [];
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${s.url}${links[i % links.length]}`);
    statuses.push(res.status);
    await res.body?.cancel();
  }
  assert.equal(statuses.filter((x) => x === 429).length, 0, `429 after ${statuses.indexOf(429)}`);
});

test("a rate store that cannot decide answers 503 with its reason, never 'over its rate limit'", async () => {
  await using hs = await harness();
  const kv = await Deno.openKv(":memory:");
  kv.close(); // every read and write now fails
  const app = createHttpHandler({
    runtime: hs.runtime,
    hostname: "127.0.0.1",
    rateStore: new KvRateStore(kv),
    rateLimit: { perClient: 1_000, sharedKey: 1_000 },
    log: () => {},
  });
  const before = hs.replay.stats.total;
  const res = await app(
    new Request("http://127.0.0.1:8000/mcp", {
      method: "POST",
      headers: { "content-type": "application/json", accept: ACCEPT },
      body: JSON.stringify(demoSearch(1)),
    }),
    { remoteAddr: { transport: "tcp", hostname: "127.0.0.1", port: 5555 } },
  );
  const text = await res.text();
  assert.equal(res.status, 503, text);
  assert.match(text, /rate-limit store could not count/);
  assert.doesNotMatch(text, /over its rate limit/);
  assert.equal(hs.replay.stats.total, before);
});
