/**
 * The real stdio server, spawned as a client would, driven by the official SDK client against
 * the replay upstream. The SDK client validates `structuredContent` against each tool's
 * advertised output schema, so a drifting schema fails here.
 */

import assert from "node:assert/strict";
import { type CallToolResult, Client, StdioClientTransport } from "../_mcp_client.ts";
import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";
import { childEnv, TEST_OC } from "../_support.ts";

const root = new URL("../../", import.meta.url).pathname;

async function connect(env: Record<string, string>) {
  const transport = new StdioClientTransport({
    command: Deno.execPath(),
    args: ["run", "-A", "--quiet", "mcp/stdio.ts"],
    cwd: root,
    env: childEnv({
      BEOPMANG_CACHE: "off",
      // structuredContent on request (the exposed profile sends none by default).
      BEOPMANG_STRUCTURED_CONTENT: "always",
      ...env,
    }),
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (d: Uint8Array) => (stderr += new TextDecoder().decode(d)));
  const client = new Client({ name: "beopmang-test", version: "0" });
  await client.connect(transport);
  return {
    client,
    stderr: () => stderr,
    async [Symbol.asyncDispose]() {
      await client.close();
    },
  };
}

function text(r: CallToolResult): string {
  return r.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");
}

Deno.test({
  name: "stdio MCP: search → article text, 가지조문, 항/호, miss, outage, budget; key never shown",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    const env = { LAW_OC: TEST_OC, LAW_API_BASE_URL: replay.baseUrl, BEOPMANG_MAX_CALLS: "6" };
    await using s = await connect(env);
    const outputs: string[] = [];
    const call = async (name: string, args: Record<string, unknown>) => {
      const r = await s.client.callTool({ name, arguments: args }) as CallToolResult;
      outputs.push(JSON.stringify(r));
      return r;
    };

    const { tools } = await s.client.listTools();
    for (const n of ["search_law", "get_law_text"]) {
      assert.ok(tools.some((t) => t.name === n), `${n} listed`);
    }
    for (const t of tools) {
      assert.equal(t.inputSchema.type, "object", `${t.name} has an input schema`);
      assert.equal(t.annotations?.readOnlyHint, true);
      assert.ok(t.title);
    }

    // search (XML key: JSON falls back) → the exact name comes first.
    const found = await call("search_law", { query: "민법" });
    assert.ok(!found.isError, text(found));
    const rows = (found.structuredContent as { rows: { name: string; lawId: string }[] }).rows;
    assert.equal(rows[0].name, "민법");

    // 건축법 by name → 제4조의2 (가지조문), not 제4조 or 제42조.
    const art = await call("get_law_text", { name: "건축법", articles: ["제4조의2"] });
    assert.ok(!art.isError, text(art));
    const sc = art.structuredContent as { articles: { label: string }[]; law: { lawId: string } };
    assert.deepEqual(sc.articles.map((a) => a.label), ["제4조의2"]);
    assert.equal(sc.law.lawId, "001823");
    assert.match(text(art), /제4조의2\(건축위원회의 건축 심의 등\)/);
    assert.match(text(art), /③ 제2항에 따른 건축위원회의 심의 결과에 이의가/);

    // A chosen 항/호: 제2조제1항제11호 with its 목.
    const item = await call("get_law_text", { lawId: "001823", articles: ["제2조제1항제11호"] });
    const t = text(item);
    assert.match(t, /11\.\s+"도로"란/);
    assert.match(t, /가\.\s+「국토의 계획 및 이용에 관한 법률」/);
    assert.doesNotMatch(t, /12\.\s+"건축주"/);

    // Several articles, one upstream body read (cached after the first read in this process).
    const before = replay.stats.total;
    const batch = await call("get_batch_articles", {
      lawId: "001823",
      articles: ["제1조", "제11조·제14조", "제999조"],
    });
    const [b] = (batch.structuredContent as {
      laws: { articles: { label: string }[]; missing: { requested: string }[] }[];
    }).laws;
    assert.deepEqual(b.articles.map((a) => a.label), ["제1조", "제11조", "제14조"]);
    assert.deepEqual(b.missing.map((m) => m.requested), ["제999조"]);
    assert.ok(replay.stats.total - before <= 2);

    // A miss is a labelled miss.
    const miss = await call("get_law_text", { mst: "1" });
    assert.equal(miss.isError, true);
    assert.match(text(miss), /^\[NOT_FOUND\]/);

    // An outage is an outage, with retries, never "0 results".
    replay.setFaults({ fault: { kind: "status", status: 503 } });
    const down = await call("search_law", { query: "헌법" });
    assert.equal(down.isError, true);
    assert.match(text(down), /^\[(UPSTREAM_HTTP|BUDGET_EXHAUSTED)\]/);
    assert.doesNotMatch(text(down), /0건/);

    // Budget: 6 calls allowed; a permanent 503 on every retry exhausts it on a fallback chain.
    replay.setFaults({ fault: { kind: "unregistered" } });
    const spent = await call("get_law_text", { name: "국가법" });
    assert.equal(spent.isError, true);
    assert.match(text(spent), /^\[(NOT_APPROVED|BUDGET_EXHAUSTED)\]/);
    replay.setFaults([]);

    // Bad input is a labelled error naming the parameter; the server keeps serving.
    const bad = await call("get_law_text", { lawId: "abc" });
    assert.equal(bad.isError, true);
    assert.match(text(bad), /\[BAD_INPUT\].*lawId/);
    const again = await call("search_law", { query: "민법" });
    assert.ok(!again.isError);

    // Resources and completions over stdio too.
    const res = await s.client.readResource({ uri: "law://001823/제4조의2" });
    assert.match((res.contents[0] as { text: string }).text, /건축위원회의 건축 심의 등/);
    const comp = await s.client.complete({
      ref: { type: "ref/prompt", name: "verify_citations" },
      argument: { name: "lawName", value: "근기" },
    });
    assert.ok(comp.completion.values.includes("근로기준법"));

    // One JSON log line per call on stderr, naming the tool and its upstream calls.
    const logLines = s.stderr().split("\n").filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { method: string; tool?: string; upstreamCalls: number });
    assert.ok(logLines.some((l) => l.tool === "get_batch_articles" && l.upstreamCalls >= 1));
    assert.ok(logLines.some((l) => l.method === "resources/read"));

    // Every upstream request carried the configured key; no output or log shows it.
    assert.ok(replay.stats.log.every((r) => r.query.OC === TEST_OC));
    for (const o of [...outputs, s.stderr()]) assert.ok(!o.includes(TEST_OC), "OC leaked");
  },
});

Deno.test({
  name: "stdio MCP without LAW_OC: demo data, loudly labelled",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    // The recordings' answer: the starter library (which would answer 건축법 unlabelled as demo,
    // tests/library/starter.test.ts) is off.
    await using s = await connect({ BEOPMANG_LIBRARY: "off" });
    const r = await s.client.callTool({
      name: "get_law_text",
      arguments: { lawId: "001823", articles: ["제1조"] },
    }) as CallToolResult;
    assert.ok(!r.isError, text(r));
    assert.match(text(r), /데모 모드/);
    assert.match(text(r), /제1조\(목적\)/);
    assert.match((r.structuredContent as { meta: { demo?: string } }).meta.demo ?? "", /LAW_OC/);
    assert.match(s.stderr(), /데모 모드/);
  },
});
