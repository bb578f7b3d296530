/**
 * The guard chain on a real server process configured by its environment (`deno task start`):
 * with `BEOPMANG_RATE_CLIENT=5`, twelve page reads in a row give five pages and seven 429s with
 * `Retry-After`; a page, `/api/*`, an annex page and `/mcp` asked for under `Host: evil.example`
 * (a DNS-rebinding page's requests; sent over a raw socket, since fetch sets Host itself) are all
 * 403; and the log holds no key.
 */

import assert from "node:assert/strict";
import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";
import { TEST_OC } from "../_support.ts";
import { startHttpProcess } from "./_servers.ts";

const enc = encodeURIComponent;

const startServer = (env: Record<string, string>) => startHttpProcess(env, 20_000);

/** One HTTP/1.1 request over a raw socket, with the Host header we choose. */
async function raw(base: string, method: string, path: string, host: string, body = "") {
  const u = new URL(base);
  const conn = await Deno.connect({ hostname: u.hostname, port: Number(u.port) });
  const head = `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n` +
    (body
      ? `Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n` +
        `Content-Length: ${new TextEncoder().encode(body).length}\r\n`
      : "") +
    "\r\n";
  await conn.write(new TextEncoder().encode(head + body));
  const text = await new Response(conn.readable).text();
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]), text };
}

Deno.test({
  name:
    "guard (served): RATE_CLIENT=5 → pages until 5 upstream calls, then 429 + Retry-After; Host evil.example → 403 on every door",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    const s = await startServer({
      LAW_OC: TEST_OC,
      LAW_API_BASE_URL: replay.baseUrl,
      BEOPMANG_CACHE: "off",
      BEOPMANG_RATE_CLIENT: "5",
    });
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      let refused = "";
      for (let i = 0; i < 12; i++) {
        const res = await fetch(`${s.url}/search?q=${enc(`건축법 ${i}`)}`);
        statuses.push(res.status);
        if (res.status === 429) {
          retryAfter ??= res.headers.get("retry-after");
          refused ||= await res.text();
        } else await res.body?.cancel();
      }
      // Limits count upstream calls: pages are served until the client's 5 calls are spent,
      // then refused, and never more than 5 reach the upstream.
      const served = statuses.indexOf(429);
      assert.ok(served >= 1, `${statuses}`);
      assert.ok(statuses.slice(served).every((s) => s === 429), `${statuses}`);
      assert.ok(replay.stats.total <= 5, `${replay.stats.total} upstream calls for a limit of 5`);
      assert.ok(Number(retryAfter) >= 1 && Number(retryAfter) <= 60, retryAfter ?? "none");
      assert.match(refused, /data-code="RATE_LIMITED"/);
      assert.match(refused, /초 뒤에 다시 시도하세요/);
      assert.match(refused, /Too Many Requests/);

      const before = replay.stats.total;
      const mcpBody = JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "search_law", arguments: { query: "민법" } },
      });
      const doors: [string, string, string][] = [
        ["GET", `/search?q=${enc("민법")}`, ""],
        ["GET", `/api/suggest?q=${enc("민법")}`, ""],
        ["GET", `/law/008480/annex/${enc("별표3")}?mst=282351`, ""],
        ["POST", "/mcp", mcpBody],
      ];
      const port = new URL(s.url).port;
      for (const [method, path, body] of doors) {
        const evil = await raw(s.url, method, path, `evil.example:${port}`, body);
        assert.equal(evil.status, 403, `${path}: ${evil.text.slice(0, 300)}`);
        assert.match(evil.text, /evil\.example/);
      }
      assert.equal(replay.stats.total, before, "a refused request reached the upstream");
      // The same door on our own name is past the Host check (here: the spent client bucket).
      const own = await raw(s.url, "GET", `/search?q=${enc("민법")}`, `127.0.0.1:${port}`);
      assert.equal(own.status, 429);
      assert.ok(!s.stderr().includes(TEST_OC), "the key reached the log");
    } finally {
      await s.stop();
    }
  },
});
