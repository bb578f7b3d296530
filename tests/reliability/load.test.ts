/**
 * Load and soak over HTTP: many concurrent clients, each with its own OC, call a mix of tools
 * for a bounded time against the replay behind a socket. Every upstream request is checked as
 * it arrives: it must carry the key of the client whose call caused it (the client's number
 * rides upstream in `display`). Zero errors at the designed load; heap flat.
 *
 * Default: ~10 s. `BEOPMANG_SOAK=1` runs the long soak (`BEOPMANG_SOAK_S`, default 300 s;
 * `BEOPMANG_SOAK_CLIENTS`, default 32) and prints the figures recorded in docs/RELIABILITY.md.
 */

import assert from "node:assert/strict";
import { serveHttp } from "../../mcp/http.ts";
import { createReplayHandler, defaultFixturesDir } from "../lab/mod.ts";
import { createRuntime, DrfClient, DrfError } from "../../lib/mod.ts";
import { TEST_OC } from "../_support.ts";
import { noUnhandledRejections } from "./_common.ts";
import { slowdown } from "../_timing.ts";

const SOAK = Deno.env.get("BEOPMANG_SOAK") === "1";
const SECONDS = SOAK ? Number(Deno.env.get("BEOPMANG_SOAK_S") ?? 300) : 10;
const CLIENTS = SOAK ? Number(Deno.env.get("BEOPMANG_SOAK_CLIENTS") ?? 32) : 16;

/** Calls each client cycles through; `display` carries the client's number upstream. */
function callsFor(i: number): Array<{ name: string; arguments: Record<string, unknown> }> {
  const display = i + 1;
  return [
    { name: "search_law", arguments: { query: "건축법", display } },
    { name: "search_decisions", arguments: { domain: "prec", query: "임금", display } },
    { name: "search_admin_rules", arguments: { query: "학교", display } },
    { name: "search_legal_terms", arguments: { query: "청원", display } },
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;
}

const mb = (n: number) => Math.round(n / 1048576 * 10) / 10;

Deno.test({
  name:
    `load: ${CLIENTS} clients with their own keys for ${SECONDS} s — no key crosses, no errors, heap flat`,
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    await noUnhandledRejections(async () => {
      const keys = Array.from({ length: CLIENTS }, (_, i) => `load${i}-${crypto.randomUUID()}`);
      const replay = createReplayHandler({ fixturesDir: defaultFixturesDir(), logLimit: 50 });
      await replay.ready();
      const leaks: string[] = [];
      let upstream = 0;
      // The replay behind our own listener, so every upstream request is seen, not a window.
      const upstreamServer = Deno.serve(
        { hostname: "127.0.0.1", port: 0, onListen: () => {} },
        (req) => {
          upstream++;
          const q = new URL(req.url).searchParams;
          const i = Number(q.get("display")) - 1;
          if (!(i >= 0 && i < CLIENTS) || q.get("OC") !== keys[i]) {
            leaks.push(`${q.get("target")} display=${q.get("display")} carried the wrong key`);
          }
          return replay.fetch(req);
        },
      );
      const runtime = await createRuntime({
        oc: TEST_OC,
        baseUrl: `http://127.0.0.1:${upstreamServer.addr.port}/DRF`,
        cacheDir: "off",
        retries: 0,
        timeoutMs: 5_000,
      });
      const logLines: string[] = [];
      const server = await serveHttp({
        runtime,
        port: 0,
        quiet: true,
        rateLimit: { perClient: 1_000_000, sharedKey: 1_000_000 },
        log: (r) => {
          if (logLines.length < 1_000) logLines.push(JSON.stringify(r));
        },
      });
      const latencies: number[] = [];
      const errors: string[] = [];
      const heap: number[] = [];
      const rss: number[] = [];
      const sampler = setInterval(() => {
        const m = Deno.memoryUsage();
        heap.push(m.heapUsed);
        rss.push(m.rss);
      }, 250);
      const t0 = Date.now();
      const until = t0 + SECONDS * 1000;
      try {
        await Promise.all(keys.map(async (oc, i) => {
          const calls = callsFor(i);
          for (let n = 0; Date.now() < until; n++) {
            const call = calls[n % calls.length];
            const started = performance.now();
            const res = await fetch(`${server.url}/mcp`, {
              method: "POST",
              headers: {
                "content-type": "application/json",
                accept: "application/json, text/event-stream",
                "x-law-oc": oc,
              },
              body: JSON.stringify({ jsonrpc: "2.0", id: n, method: "tools/call", params: call }),
            });
            const text = await res.text();
            latencies.push(performance.now() - started);
            if (res.status !== 200 || JSON.parse(text).result?.isError) {
              errors.push(`${call.name}: ${res.status} ${text.slice(0, 200)}`);
            }
            for (const k of keys) {
              if (text.includes(k)) {
                leaks.push(`answer to client ${i} shows key ${keys.indexOf(k)}`);
              }
            }
          }
        }));
      } finally {
        clearInterval(sampler);
        await server.close();
        await runtime.close();
        replay.abortInFlight();
        await upstreamServer.shutdown();
      }
      const elapsed = (Date.now() - t0) / 1000;
      latencies.sort((a, b) => a - b);
      const third = Math.max(1, Math.floor(heap.length / 3));
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const early = median(heap.slice(third, 2 * third));
      const late = median(heap.slice(-third));
      const figures = {
        clients: CLIENTS,
        seconds: Math.round(elapsed),
        requests: latencies.length,
        rps: Math.round(latencies.length / elapsed),
        upstreamRequests: upstream,
        errors: errors.length,
        keyLeaks: leaks.length,
        p50ms: Math.round(percentile(latencies, 0.5)),
        p95ms: Math.round(percentile(latencies, 0.95)),
        p99ms: Math.round(percentile(latencies, 0.99)),
        heapMiddleMB: mb(early),
        heapEndMB: mb(late),
        heapMaxMB: mb(Math.max(...heap)),
        rssMaxMB: mb(Math.max(...rss)),
      };
      console.log("load figures:", JSON.stringify(figures));
      assert.deepEqual(leaks.slice(0, 5), [], "cross-request key leaks");
      assert.deepEqual(errors.slice(0, 5), [], "errors at the designed load");
      // Five answers per client in 10 s on a quiet machine; a loaded one serves fewer (the
      // load measured now scales the floor), never fewer than one per client.
      const floor = Math.max(CLIENTS, Math.floor((CLIENTS * 5) / slowdown()));
      assert.ok(latencies.length >= floor, `only ${latencies.length} requests (floor ${floor})`);
      assert.ok(upstream >= latencies.length, "every call went upstream (no cache in the way)");
      for (const k of keys) {
        assert.ok(!logLines.some((l) => l.includes(k)), "a key reached the request log");
      }
      // Flat: the last third's median heap is within 64 MB (and 50 %) of the middle third's.
      assert.ok(
        late - early < Math.max(64 * 1048576, early * 0.5),
        `heap grew from ${mb(early)} MB to ${mb(late)} MB`,
      );
    });
  },
});

Deno.test("bounded memos: the client forgets old misses beyond its limit instead of growing", async () => {
  let fetches = 0;
  const client = new DrfClient({
    baseUrl: "http://replay.test/DRF",
    oc: TEST_OC,
    retries: 0,
    // The upstream's own miss sentence for law (only a known one is a miss since issue 28,
    // finding 6; any other "…없습니다" is an upstream message, never remembered). Each query
    // is its own memo entry.
    fetch: () => {
      fetches++;
      return Promise.resolve(
        Response.json({ Law: "일치하는 법령이 없습니다.  법령명을 확인하여 주십시오." }),
      );
    },
  });
  const miss = (q: string) =>
    client.call({ endpoint: "search", target: "law", params: { query: q } }).then(
      () => assert.fail("expected a miss"),
      (e) => assert.ok(e instanceof DrfError && e.code === "NOT_FOUND", String(e)),
    );
  await miss("q0");
  const afterFirst = fetches;
  await miss("q0");
  assert.equal(fetches, afterFirst, "a recent miss is remembered");
  for (let i = 1; i <= 2_500; i++) await miss(`q${i}`);
  const before = fetches;
  await miss("q0");
  assert.ok(fetches > before, "the oldest miss was forgotten: the memo is bounded");
});
