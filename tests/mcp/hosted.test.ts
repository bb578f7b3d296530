/**
 * Public hosting (`BEOPMANG_HOSTED=1`): the server holds no key, callers bring their own
 * (`X-Law-OC`) and read the upstream with it, callers without one get the demo answers; rate
 * limits and the miss memo live in Deno KV. Two real server processes share one KV file, as
 * isolates of one deployment share its KV: a limit spent on one holds on the other (web page
 * reads and tools/call alike), and a miss
 * confirmed by one is not asked upstream again by the other.
 */

import assert from "node:assert/strict";
import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";
import { childEnv } from "../_support.ts";
import { type HttpProcess, startHttpProcess } from "./_servers.ts";

const root = new URL("../../", import.meta.url).pathname;
const ACCEPT = "application/json, text/event-stream";

const startServer = (env: Record<string, string>) => startHttpProcess(env, 20_000);

async function call(
  base: string,
  args: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base}/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: ACCEPT,
      "mcp-protocol-version": "2025-06-18",
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: args }),
  });
  const text = await res.text();
  return { status: res.status, text, retryAfter: res.headers.get("retry-after") };
}

Deno.test({
  name:
    "hosted: no server key; own keys live, none demo; KV limits and miss memo across two processes",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    const dir = await Deno.makeTempDir({ prefix: "beopmang-hosted-" });
    const env = {
      BEOPMANG_HOSTED: "1",
      LAW_API_BASE_URL: replay.baseUrl,
      BEOPMANG_CACHE_DIR: dir,
      BEOPMANG_RATE_CLIENT: "4",
      BEOPMANG_TRUST_PROXY: "1",
    };
    // A hosted server refuses to hold a key.
    const refused = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "--quiet", `${root}mcp/start.ts`],
      clearEnv: true,
      env: childEnv({ ...env, LAW_OC: "server-key-1" }),
      stdout: "null",
      stderr: "piped",
    }).output();
    assert.notEqual(refused.code, 0);
    assert.match(new TextDecoder().decode(refused.stderr), /holds no key: unset LAW_OC/);

    const a = await startServer(env);
    const b = await startServer(env);
    try {
      const law = { name: "get_law_text", arguments: { lawId: "001823", articles: ["제1조"] } };
      // Without a key: the demo answers, the upstream is not asked.
      const before = replay.stats.total;
      const demo = await call(a.url, law, { "x-forwarded-for": "198.51.100.1" });
      assert.equal(demo.status, 200, demo.text);
      assert.match(demo.text, /데모 모드/);
      assert.equal(replay.stats.total, before);
      // With a key: the configured upstream, with that key, and no demo label.
      const own = await call(b.url, law, {
        "x-law-oc": "caller-key-7",
        "x-forwarded-for": "198.51.100.2",
      });
      assert.match(own.text, /제1조\(목적\)/);
      assert.doesNotMatch(own.text, /데모 모드/);
      assert.ok(replay.stats.total > before);
      assert.ok(replay.stats.log.slice(-1).every((e) => e.query.OC === "caller-key-7"));

      // One client, four calls a minute, wherever they land: two on A, two on B, then 429.
      const client = { "x-law-oc": "caller-key-8", "x-forwarded-for": "203.0.113.9" };
      const search = { name: "search_law", arguments: { query: "민법" } };
      // Limits count upstream calls: another client fills the shared cache first, so each of
      // these four calls costs one.
      for (const s of [a, b]) {
        await call(s.url, search, { ...client, "x-forwarded-for": "203.0.113.99" });
      }
      for (const s of [a, b, a, b]) {
        const r = await call(s.url, search, client);
        assert.equal(r.status, 200, r.text);
      }
      for (const s of [a, b]) {
        const r = await call(s.url, search, client);
        assert.equal(r.status, 429, r.text);
        assert.ok(Number(r.retryAfter) >= 1 && Number(r.retryAfter) <= 60, r.retryAfter ?? "");
      }
      // Another client is not affected.
      const other = await call(b.url, search, { ...client, "x-forwarded-for": "203.0.113.10" });
      assert.equal(other.status, 200);

      // Web pages draw on the same KV windows: a page read on A and a tools/call on B count for
      // one client alike.
      const reader = { "x-forwarded-for": "203.0.113.20" };
      const page = (s: HttpProcess) => fetch(`${s.url}/law/001823`, { headers: reader });
      for (const s of [a, b, a]) {
        const r = await page(s);
        assert.equal(r.status, 200);
        await r.body?.cancel();
      }
      assert.equal(
        (await call(b.url, search, { ...reader, "x-law-oc": "caller-key-8" })).status,
        200,
      );
      for (const s of [a, b]) {
        const r = await page(s);
        assert.equal(r.status, 429);
        assert.ok(Number(r.headers.get("retry-after")) >= 1);
        assert.match(await r.text(), /data-code="RATE_LIMITED"/);
      }

      // A miss confirmed on A is answered from the shared memo on B, without the upstream.
      const miss = { name: "get_law_text", arguments: { mst: "1" } };
      const first = await call(a.url, miss, {
        "x-law-oc": "caller-key-9",
        "x-forwarded-for": "192.0.2.1",
      });
      assert.match(first.text, /NOT_FOUND/);
      const asked = replay.stats.total;
      const second = await call(b.url, miss, {
        "x-law-oc": "caller-key-9",
        "x-forwarded-for": "192.0.2.2",
      });
      assert.match(second.text, /NOT_FOUND/);
      assert.equal(replay.stats.total, asked, "B asked the upstream for a miss A had confirmed");
      // Keys never reach the logs.
      for (const s of [a, b]) assert.ok(!/caller-key-\d/.test(s.stderr()), "a key in the log");
    } finally {
      await a.stop();
      await b.stop();
      await Deno.remove(dir, { recursive: true }).catch(() => {});
    }
  },
});
