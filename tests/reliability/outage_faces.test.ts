/**
 * Issue 28, findings 6 and 7 through the public entries: an outage is never a miss on any face.
 * The replay upstream runs on a real socket and answers with the upstream's own messages
 * (maintenance, permission, quota, unknown: tests/fixtures/MANIFEST-outage.md) or 503s; the real
 * stdio MCP server (with its persistent KV cache, where misses are remembered), its connector
 * profile, the CLI and the HTTP server's web pages are spawned as processes against it.
 */

import assert from "node:assert/strict";
import { type CallToolResult, Client, StdioClientTransport } from "../_mcp_client.ts";
import { defaultFixturesDir, type ReplayServer, startReplayServer } from "../lab/mod.ts";
import { assertNoSecret, TEST_OC } from "../_support.ts";
import { startHttpProcess, stdioLaunch } from "../mcp/_servers.ts";
import { runCli } from "../cli/_run.ts";
import { MESSAGES, sentence } from "../drf/_messages.ts";

const JSON_MESSAGES = MESSAGES.filter((m) => m.file.endsWith(".json"));

/** Attempts the client makes for one call under each code (2 retries for a transient one). */
const ATTEMPTS: Record<string, number> = {
  UPSTREAM_MAINTENANCE: 3,
  UPSTREAM_DENIED: 1,
  UPSTREAM_QUOTA: 1, // a spent quota is not asked again within the request
  UPSTREAM_MESSAGE: 1,
};

async function stdio(replay: ReplayServer, env: Record<string, string> = {}) {
  const transport = new StdioClientTransport(stdioLaunch({
    LAW_OC: TEST_OC,
    LAW_API_BASE_URL: replay.baseUrl,
    ...env,
  }));
  const client = new Client({ name: "outage-test", version: "0" });
  await client.connect(transport);
  return {
    async call(name: string, args: Record<string, unknown>) {
      const r = await client.callTool({ name, arguments: args }) as CallToolResult;
      assertNoSecret(JSON.stringify(r), name);
      return { ...r, text: r.content.map((c) => (c.type === "text" ? c.text : "")).join("\n") };
    },
    async [Symbol.asyncDispose]() {
      await client.close();
    },
  };
}

Deno.test({
  name: "stdio MCP: each upstream message is labelled by kind, never NOT_FOUND, never remembered",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    const dir = await Deno.makeTempDir({ prefix: "beopmang-outage-kv-" });
    try {
      // A persistent cache (Deno KV): where a miss is remembered across calls and processes.
      await using s = await stdio(replay, { BEOPMANG_CACHE: "on", BEOPMANG_CACHE_DIR: dir });
      // One statute per kind: a recovered call's answer is cached, and must not answer the next.
      const laws = [{ lawId: "001823" }, { mst: "282351" }, { mst: "79595" }, { mst: "001556" }];
      for (const [i, m] of JSON_MESSAGES.entries()) {
        const text = await sentence(m.file);
        const args = { ...laws[i], articles: ["제1조"] };
        // The upstream says its message for N calls, then recovers.
        const n = ATTEMPTS[m.code];
        replay.setFaults({
          match: { endpoint: "service" },
          fault: { kind: "message", text },
          times: n,
        });
        const before = replay.stats.total;
        const down = await s.call("get_law_text", args);
        assert.ok(down.isError, `${m.code}: ${down.text.slice(0, 200)}`);
        assert.ok(!down.text.includes("NOT_FOUND"), `${m.code} read as a miss: ${down.text}`);
        assert.match(down.text, new RegExp(`\\[${m.code}\\]`), down.text);
        assert.ok(down.text.includes(text), `${m.code}: the upstream's own words are shown`);
        assert.equal(
          replay.stats.total - before,
          n,
          `${m.code}: upstream calls of the failed call`,
        );
        // Recovered: the same call answers with the law, and asked the upstream to get it.
        const mid = replay.stats.total;
        const up = await s.call("get_law_text", args);
        assert.ok(!up.isError, `${m.code} after recovery: ${up.text.slice(0, 300)}`);
        assert.match(up.text, /제1조/);
        assert.ok(replay.stats.total > mid, `${m.code}: the recovered call asked the upstream`);
      }
      // A real miss is still a miss (and the control shows the label would have been seen).
      replay.setFaults(null);
      const miss = await s.call("get_law_text", { lawId: "001872" });
      assert.ok(miss.isError);
      assert.match(miss.text, /\[NOT_FOUND\]/);
    } finally {
      await Deno.remove(dir, { recursive: true }).catch(() => {});
    }
  },
});

Deno.test({
  name:
    "connector profile: fetch and search under maintenance say UPSTREAM_MAINTENANCE, not NOT_FOUND",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    await using s = await stdio(replay, { BEOPMANG_TOOL_PROFILE: "connector" });
    const text = await sentence("upstream/law-message_maintenance_synthetic.json");
    replay.setFaults({ fault: { kind: "message", text } });
    const fetched = await s.call("fetch", { id: "law:001823:제1조" });
    assert.ok(fetched.isError, fetched.text);
    assert.match(fetched.text, /\[UPSTREAM_MAINTENANCE\]/);
    assert.ok(!fetched.text.includes("NOT_FOUND"), fetched.text);
    const searched = await s.call("search", { query: "건축법" });
    assert.ok(searched.isError, searched.text);
    assert.match(searched.text, /\[UPSTREAM_MAINTENANCE\]/);
    replay.setFaults(null);
    const ok = await s.call("fetch", { id: "law:001823:제1조" });
    assert.ok(!ok.isError, ok.text.slice(0, 300));
  },
});

Deno.test({
  name: "CLI: an upstream message exits 4 (upstream failure) with its label; a real miss exits 3",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    for (const m of JSON_MESSAGES) {
      replay.setFaults({ fault: { kind: "message", text: await sentence(m.file) } });
      const r = await runCli(replay.baseUrl, ["get_law_text", "--lawId", "001823"]);
      assert.equal(r.code, 4, `${m.code}: exit ${r.code}: ${r.stderr}${r.stdout}`);
      assert.ok((r.stderr + r.stdout).includes(m.code), r.stderr);
      assert.ok(!(r.stderr + r.stdout).includes("NOT_FOUND"), r.stderr);
    }
    replay.setFaults(null);
    const miss = await runCli(replay.baseUrl, ["get_law_text", "--lawId", "001872"]);
    assert.equal(miss.code, 3, miss.stderr);
  },
});

/** The `data-code`s of the search page's section notes. */
/** The cause each section names: one gap line per kind of failure lists its sections (issue 29). */
function sectionCodes(body: string): string[] {
  return [...body.matchAll(/class="gap-line [a-z-]+" data-code="([A-Z_]+)">([\s\S]*?)<\/li>/g)]
    .flatMap((m) => {
      const titles = m[2].replace(/<strong>[\s\S]*?<\/strong>:?/, "").replace(/<[^>]+>/g, "");
      return titles.split(" · ").filter((t) => t.trim()).map(() => m[1]);
    });
}

Deno.test({
  name: "web: with every upstream call failing, /search says the upstream failed, in every section",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    const server = await startHttpProcess({
      LAW_OC: TEST_OC,
      LAW_API_BASE_URL: replay.baseUrl,
      BEOPMANG_CACHE: "off",
    });
    try {
      const q = encodeURIComponent("민법 제750조");
      const cases = [
        {
          fault: { kind: "status", status: 503 } as const,
          code: "UPSTREAM_HTTP",
          words: /답을 받지 못했습니다/,
        },
        {
          fault: {
            kind: "message",
            text: await sentence("upstream/law-message_maintenance_synthetic.json"),
          } as const,
          code: "UPSTREAM_MAINTENANCE",
          words: /점검 중/,
        },
      ];
      for (const c of cases) {
        replay.setFaults({ fault: c.fault });
        const before = replay.stats.total;
        const res = await fetch(`${server.url}/search?q=${q}`, { redirect: "manual" });
        const body = await res.text();
        const calls = replay.stats.total - before;
        assertNoSecret(body, "search page");
        assert.ok(!body.includes("찾지 못해"), `${c.code}: an outage told as "not found"`);
        assert.ok(!body.includes("BUDGET_EXHAUSTED"), `${c.code}: sections blame the budget`);
        assert.match(body, new RegExp(`class="notice outage" role="alert" data-code="${c.code}"`));
        assert.match(body, c.words);
        const codes = sectionCodes(body);
        assert.ok(codes.length >= 5, `${codes.length} sections`);
        assert.deepEqual([...new Set(codes)], [c.code], `every section names the cause`);
        assert.equal(res.status, 503);
        assert.ok(calls <= 20, `${calls} upstream calls for one page`);
        console.log(`  ${c.code}: ${calls} upstream calls, ${codes.length} sections`);

        // A statute page under the same outage: the outage's panel, by kind, never a miss.
        const law = await fetch(`${server.url}/law/001823`);
        const page = await law.text();
        assert.equal(law.status, 503);
        assert.match(page, new RegExp(`class="error outage" role="alert" data-code="${c.code}"`));
        assert.match(page, c.words);
        assert.ok(!page.includes("찾지 못했습니다"), `${c.code}: the law page reads as a miss`);

        const sug = await fetch(`${server.url}/api/suggest?q=${encodeURIComponent("건축")}`);
        const j = await sug.json() as { suggestions: unknown[]; error?: { code: string } };
        assert.notEqual(sug.status, 200, "a failed suggestion is not a 200");
        assert.equal(sug.headers.get("cache-control"), "no-store");
        assert.deepEqual(j.suggestions, []);
        assert.equal(j.error?.code, c.code);
      }
      // Recovered: the same page goes straight to the article.
      replay.setFaults(null);
      const ok = await fetch(`${server.url}/search?q=${q}`, { redirect: "manual" });
      await ok.body?.cancel();
      assert.equal(ok.status, 303);
    } finally {
      await server.stop();
    }
  },
});
