/**
 * Protocol eras: the 2026-07-28 revision (no initialize; `server/discover`; per-request `_meta`;
 * results with `resultType`) beside the 2025 ones, on both transports, from the same server.
 * Driven with raw JSON-RPC (so the wire is what is checked), the SDK v2 client (negotiating:
 * discover first) and the v1 client (2025 handshake only), against the replay upstream.
 */

import assert from "node:assert/strict";
import {
  type CallToolResult,
  Client,
  ClientV2,
  StdioClientTransport,
  StdioClientTransportV2,
  StreamableHTTPClientTransport,
  StreamableHTTPClientTransportV2,
} from "../_mcp_client.ts";
import { childEnv, harness, TEST_OC } from "../_support.ts";
import { ROOT as root, stdioLaunch, testHttp } from "./_servers.ts";
import { PROTOCOL_VERSIONS } from "../../mcp/protocol/server.ts";
import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";

const MODERN = "2026-07-28";
const envelope = {
  "io.modelcontextprotocol/protocolVersion": MODERN,
  "io.modelcontextprotocol/clientCapabilities": {},
  "io.modelcontextprotocol/clientInfo": { name: "raw", version: "0" },
};

type Rpc = { result?: Record<string, unknown>; error?: { code: number; message: string } };

/** One modern request over HTTP, with the headers the 2026-07-28 binding requires. */
async function modern(
  url: string,
  id: number,
  method: string,
  params: Record<string, unknown> = {},
) {
  const name = (params.name ?? params.uri) as string | undefined;
  const res = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": MODERN,
      "mcp-method": method,
      ...(name ? { "mcp-name": name } : {}),
    },
    body: JSON.stringify({ jsonrpc: "2.0", id, method, params: { ...params, _meta: envelope } }),
  });
  return { status: res.status, body: await res.json() as Rpc };
}

async function legacy(url: string, version: string, method: string, params = {}) {
  const res = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": version,
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return await res.json() as Rpc;
}

const linkUris = (r: { content?: unknown }) =>
  ((r.content ?? []) as { type: string; uri?: string }[])
    .filter((c) => c.type === "resource_link").map((c) => c.uri);

Deno.test({
  name: "HTTP 2026-07-28: discover and requests without initialize; 2025 clients unchanged",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using h = await harness();
    // Structured content and resource links on request (the exposed profile's default is text
    // only, structured.test.ts): the eras differ in what those carry.
    const s = await testHttp(h.runtime);
    const url = `${s.url}/mcp`;
    try {
      const d = await modern(url, 1, "server/discover");
      assert.equal(d.status, 200, JSON.stringify(d.body));
      assert.deepEqual(d.body.result?.supportedVersions, [...PROTOCOL_VERSIONS]);
      for (const v of [MODERN, "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]) {
        assert.ok(PROTOCOL_VERSIONS.includes(v), v);
      }
      assert.ok((d.body.result?.capabilities as Record<string, unknown>).tools);

      const list = await modern(url, 2, "tools/list");
      assert.equal(list.body.result?.resultType, "complete");
      assert.ok(
        (list.body.result?.tools as { name: string }[]).some((t) => t.name === "search_law"),
      );

      const call = await modern(url, 3, "tools/call", {
        name: "get_law_text",
        arguments: { lawId: "001823", articles: ["제4조의2"] },
      });
      const r = call.body.result as CallToolResult & { resultType: string };
      assert.equal(r.resultType, "complete");
      assert.match((r.content[0] as { text: string }).text, /건축위원회의 건축 심의 등/);
      assert.deepEqual(linkUris(r), ["law://001823", "law://001823/제4조의2"]);

      // An unknown tool is a protocol error, on both eras.
      const unknown = await modern(url, 4, "tools/call", { name: "no_such_tool", arguments: {} });
      assert.equal(unknown.body.error?.code, -32602, JSON.stringify(unknown.body));
      assert.match(unknown.body.error?.message ?? "", /no_such_tool/);
      const old = await legacy(url, "2025-06-18", "tools/call", { name: "nope", arguments: {} });
      assert.equal(old.error?.code, -32602);

      // A modern version header without the envelope is refused, not served as legacy.
      const bare = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "mcp-protocol-version": MODERN,
          "mcp-method": "tools/list",
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: 9, method: "tools/list", params: {} }),
      });
      assert.equal(bare.status, 400);
      await bare.body?.cancel();

      // Legacy: initialize still answers, and resource_link items only reach 2025-06-18+.
      const init = await legacy(url, "2025-03-26", "initialize", {
        protocolVersion: "2025-03-26",
        capabilities: {},
        clientInfo: { name: "old", version: "0" },
      });
      assert.equal(init.result?.protocolVersion, "2025-03-26");
      const args = { name: "get_law_text", arguments: { lawId: "001823", articles: ["제1조"] } };
      const before = await legacy(url, "2025-03-26", "tools/call", args);
      assert.deepEqual(linkUris(before.result!), []);
      assert.match(JSON.stringify(before.result), /제1조\(목적\)/);
      const after = await legacy(url, "2025-06-18", "tools/call", args);
      assert.deepEqual(linkUris(after.result!), ["law://001823", "law://001823/제1조"]);
    } finally {
      await s.close();
    }
  },
});

Deno.test({
  name: "HTTP: the SDK v2 client negotiates 2026-07-28, the v1 client 2025-11-25; both work",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using h = await harness();
    // Structured content and resource links on request (the exposed profile's default is text
    // only, structured.test.ts): the eras differ in what those carry.
    const s = await testHttp(h.runtime);
    const url = new URL(`${s.url}/mcp`);
    const v2 = new ClientV2({ name: "v2", version: "0" }, { versionNegotiation: { mode: "auto" } });
    const v1 = new Client({ name: "v1", version: "0" });
    try {
      await v2.connect(new StreamableHTTPClientTransportV2(url));
      assert.equal(v2.getProtocolEra(), "modern");
      assert.equal(v2.getNegotiatedProtocolVersion(), MODERN);
      assert.equal(v2.getServerVersion()?.name, "beopmang");
      await v1.connect(new StreamableHTTPClientTransport(url));
      assert.equal(v1.getServerVersion()?.name, "beopmang");
      for (const c of [v2, v1]) {
        const r = await c.callTool({
          name: "get_law_text",
          arguments: { name: "건축법", articles: ["제4조의2"] },
        }) as CallToolResult;
        assert.ok(!r.isError, JSON.stringify(r));
        const sc = r.structuredContent as { articles: { label: string }[] };
        assert.deepEqual(sc.articles.map((a) => a.label), ["제4조의2"]);
        const res = await c.readResource({ uri: "law://001823/제1조" });
        assert.match((res.contents[0] as { text: string }).text, /제1조\(목적\)/);
        const { prompts } = await c.listPrompts();
        assert.ok(prompts.some((p) => p.name === "verify_citations"));
      }
      // Progress over the modern era too.
      const seen: string[] = [];
      await v2.callTool(
        { name: "get_law_text", arguments: { lawId: "001823", articles: ["제1조"] } },
        { onprogress: (p) => seen.push(p.message ?? "") },
      );
      assert.ok(seen.some((m) => /완료/.test(m)), JSON.stringify(seen));
      assert.ok(h.replay.stats.log.every((e) => e.query.OC === TEST_OC));
    } finally {
      await v2.close();
      await v1.close();
      await s.close();
    }
  },
});

Deno.test({
  name: "stdio: the SDK v2 client negotiates 2026-07-28 by discover; the v1 client initializes",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    const env = { LAW_OC: TEST_OC, LAW_API_BASE_URL: replay.baseUrl };
    const v2 = new ClientV2({ name: "v2", version: "0" }, { versionNegotiation: { mode: "auto" } });
    const v1 = new Client({ name: "v1", version: "0" });
    try {
      await v2.connect(new StdioClientTransportV2(stdioLaunch(env)));
      assert.equal(v2.getProtocolEra(), "modern");
      assert.equal(v2.getNegotiatedProtocolVersion(), MODERN);
      assert.deepEqual(v2.getDiscoverResult()?.supportedVersions, [...PROTOCOL_VERSIONS]);
      await v1.connect(new StdioClientTransport(stdioLaunch(env)));
      for (const c of [v2, v1]) {
        const r = await c.callTool({
          name: "search_law",
          arguments: { query: "민법" },
        }) as CallToolResult;
        assert.ok(!r.isError, JSON.stringify(r));
        assert.equal((r.structuredContent as { rows: { name: string }[] }).rows[0].name, "민법");
        assert.ok(linkUris(r).length > 0);
        await assert.rejects(
          c.callTool({ name: "no_such_tool", arguments: {} }),
          (e: Error & { code?: number }) => e.code === -32602,
        );
      }
    } finally {
      await v2.close();
      await v1.close();
    }
  },
});

/** A raw stdio session: write lines, read lines. */
async function rawStdio(env: Record<string, string>, lines: unknown[], expect: number) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--quiet", `${root}mcp/stdio.ts`],
    clearEnv: true,
    env: childEnv({ BEOPMANG_CACHE: "off", BEOPMANG_STRUCTURED_CONTENT: "always", ...env }),
    stdin: "piped",
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const w = child.stdin.getWriter();
  const out: unknown[] = [];
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let buf = "";
  const read = (async () => {
    while (out.length < expect) {
      const { done, value } = await reader.read();
      if (done) break;
      buf += value;
      let nl;
      while ((nl = buf.indexOf("\n")) >= 0) {
        out.push(JSON.parse(buf.slice(0, nl)));
        buf = buf.slice(nl + 1);
      }
    }
  })();
  for (const l of lines) {
    await w.write(new TextEncoder().encode((typeof l === "string" ? l : JSON.stringify(l)) + "\n"));
  }
  await Promise.race([read, new Promise((r) => setTimeout(r, 15_000))]);
  await w.close();
  await reader.cancel();
  await child.status;
  return out;
}

Deno.test({
  name:
    "stdio: a batch is answered as one array; bad lines get -32700/-32600; old versions get no resource_link",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    const env = { LAW_OC: TEST_OC, LAW_API_BASE_URL: replay.baseUrl };
    const init = {
      jsonrpc: "2.0",
      id: 0,
      method: "initialize",
      params: {
        protocolVersion: "2025-03-26",
        capabilities: {},
        clientInfo: { name: "x", version: "0" },
      },
    };
    const call = (id: number) => ({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name: "get_law_text", arguments: { lawId: "001823", articles: ["제1조"] } },
    });
    const out = await rawStdio(env, [
      init,
      { jsonrpc: "2.0", method: "notifications/initialized" },
      "{not json",
      { hello: 1 },
      [call(1), { jsonrpc: "2.0", id: 2, method: "tools/list", params: {} }],
    ], 4);
    // Answers come as they are ready: pick them by shape, not by order.
    const single = out.filter((m) => !Array.isArray(m)) as Record<string, unknown>[];
    const hello = single.find((m) => m.id === 0)!;
    const errors = single.filter((m) => m.id === null).map((m) =>
      (m.error as { code: number }).code
    );
    const batch = out.find(Array.isArray);
    assert.ok(hello, JSON.stringify(out));
    assert.equal((hello.result as { protocolVersion: string }).protocolVersion, "2025-03-26");
    assert.deepEqual(errors.sort((a, b) => a - b), [-32700, -32600]);
    assert.ok(Array.isArray(batch), JSON.stringify(out));
    const byId = new Map(
      (batch as { id: number; result: Record<string, unknown> }[]).map((m) => [m.id, m]),
    );
    assert.deepEqual([...byId.keys()].sort(), [1, 2]);
    const r1 = byId.get(1)!.result as CallToolResult;
    assert.match(JSON.stringify(r1), /제1조\(목적\)/);
    assert.deepEqual(linkUris(r1), [], "2025-03-26 has no resource_link");
    assert.ok((byId.get(2)!.result.tools as unknown[]).length > 0);
  },
});
