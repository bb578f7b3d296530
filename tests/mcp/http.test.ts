/**
 * The HTTP app started in-process on a random port and driven by the official SDK client
 * (StreamableHTTPClientTransport) against the replay upstream: every MCP feature once, plus the
 * request log.
 */

import assert from "node:assert/strict";
import { type CallToolResult, Client, StreamableHTTPClientTransport } from "../_mcp_client.ts";
import { assertNoSecret, harness, TEST_OC } from "../_support.ts";
import { testHttp } from "./_servers.ts";
import { TOOLS } from "../../lib/mod.ts";
import { EXPOSED_TOOL_NAMES } from "../../lib/tools/mod.ts";

Deno.test({
  name: "HTTP MCP: initialize, list, read, complete, prompt, call with progress; logs",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using h = await harness();
    const logs: Record<string, unknown>[] = [];
    // Results carry structuredContent and resource links on request (structured.test.ts holds
    // the default: none in the exposed profile).
    const s = await testHttp(h.runtime, (r) => logs.push(r));
    const client = new Client({ name: "beopmang-http-test", version: "0" });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(`${s.url}/mcp`)));
      assert.equal(client.getServerVersion()?.name, "beopmang");
      const caps = client.getServerCapabilities();
      assert.ok(caps?.tools && caps.resources && caps.prompts && caps.completions);

      // tools/list shows the exposed profile; every other tool stays callable by name.
      const { tools } = await client.listTools();
      const names = tools.map((t) => t.name);
      assert.deepEqual(names, EXPOSED_TOOL_NAMES.filter((n) => TOOLS.some((t) => t.name === n)));
      assert.ok(names.includes("search_law") && names.includes("get_law_text"));
      // The exposed listing is compact (no output schemas; see tool_list_size.test.ts).
      assert.ok(tools.every((t) => t.title && t.inputSchema.type === "object"));
      const doc = await client.callTool({ name: "doctor", arguments: { format: "JSON" } });
      assert.equal((doc.structuredContent as { ok: boolean }).ok, true);

      const { resources } = await client.listResources();
      assert.deepEqual(resources.map((r) => r.uri), ["beopmang://guide", "beopmang://demo"]);
      const { resourceTemplates } = await client.listResourceTemplates();
      assert.deepEqual(resourceTemplates.map((t) => t.uriTemplate), [
        "law://{lawId}",
        "law://{lawId}/{article}",
        "law://{lawId}@{asOf}",
        "annex://{lawId}/{annex}",
        "decision://{domain}/{id}",
      ]);
      const { prompts } = await client.listPrompts();
      assert.deepEqual(prompts.map((p) => p.name), [
        "verify_citations",
        "law_as_of",
        "prepare_appeal",
        "review_contract",
        "compare_ordinance",
      ]);

      // A 가지조문 as a resource: markdown rendering plus the structured JSON.
      const read = await client.readResource({ uri: "law://001823/제4조의2" });
      const [md, json] = read.contents as { mimeType: string; text: string }[];
      assert.equal(md.mimeType, "text/markdown");
      assert.match(md.text, /제4조의2\(건축위원회의 건축 심의 등\)/);
      assert.doesNotMatch(md.text, /제42조/);
      const sc = JSON.parse(json.text) as { law: { lawId: string }; articles: { label: string }[] };
      assert.equal(sc.law.lawId, "001823");
      assert.deepEqual(sc.articles.map((a) => a.label), ["제4조의2"]);
      // Percent-encoded URIs name the same resource.
      const enc = await client.readResource({
        uri: `law://001823/${encodeURIComponent("제4조의2")}`,
      });
      assert.match((enc.contents[0] as { text: string }).text, /건축위원회의 건축 심의/);
      // A missing article is "resource not found", not an empty page (-32602 on every version
      // since SDK v2, the 2026-07-28 rule; -32002 before).
      await assert.rejects(
        client.readResource({ uri: "law://001823/제999조" }),
        (e: Error & { code?: number }) =>
          e.code === -32602 && /Resource not found.*제999조/.test(e.message),
      );

      // Completions: 약칭 table, the upstream search, articles of the chosen law, places.
      const abbr = await client.complete({
        ref: { type: "ref/prompt", name: "law_as_of" },
        argument: { name: "lawName", value: "화관" },
      });
      assert.ok(abbr.completion.values.includes("화관법"), abbr.completion.values.join());
      const byName = await client.complete({
        ref: { type: "ref/prompt", name: "compare_ordinance" },
        argument: { name: "parentLaw", value: "건축법" },
      });
      assert.ok(
        byName.completion.values.includes("건축법 시행령"),
        byName.completion.values.join(),
      );
      const arts = await client.complete({
        ref: { type: "ref/resource", uri: "law://{lawId}/{article}" },
        argument: { name: "article", value: "4" },
        context: { arguments: { lawId: "001823" } },
      });
      assert.equal(arts.completion.values[0], "제4조");
      assert.ok(arts.completion.values.includes("제4조의2"));
      const place = await client.complete({
        ref: { type: "ref/prompt", name: "compare_ordinance" },
        argument: { name: "municipality", value: "수원" },
      });
      assert.deepEqual(place.completion.values, ["경기도 수원시"]);

      const prompt = await client.getPrompt({
        name: "law_as_of",
        arguments: { lawName: "건축법", date: "20200101", article: "제4조의2" },
      });
      const ptext = (prompt.messages[0].content as { text: string }).text;
      assert.match(ptext, /asOf: "20200101"/);
      assert.match(ptext, /law:\/\/\{lawId\}@20200101\/제4조의2/);

      // A tool call with a progress token: SSE carries start … end before the result.
      const progress: { progress: number; total?: number; message?: string }[] = [];
      const r = await client.callTool(
        { name: "get_law_text", arguments: { lawId: "001823", articles: ["제4조의2"] } },
        undefined,
        { onprogress: (p) => progress.push(p) },
      ) as CallToolResult;
      assert.ok(!r.isError);
      assert.ok(progress.length >= 3, JSON.stringify(progress));
      assert.match(progress[0].message ?? "", /시작/);
      const last = progress.at(-1)!;
      assert.equal(last.total, last.progress);
      assert.match(last.message ?? "", /완료/);
      const links = r.content.filter((c) => c.type === "resource_link") as { uri: string }[];
      assert.deepEqual(links.map((l) => l.uri), ["law://001823", "law://001823/제4조의2"]);

      // Without a token: plain JSON, and the search's rows become links.
      const found = await client.callTool({ name: "search_law", arguments: { query: "민법" } });
      const rows = (found.structuredContent as { rows: { name: string; lawId: string }[] }).rows;
      assert.equal(rows[0].name, "민법");
      const rowLinks = (found.content as { type: string; uri?: string }[])
        .filter((c) => c.type === "resource_link").map((c) => c.uri);
      assert.ok(rowLinks.includes(`law://${rows[0].lawId}`));
      assertNoSecret(found);
    } finally {
      await client.close();
      await s.close();
    }

    // One JSON line per request; tools/call lines name the tool and count upstream calls.
    const calls = logs.filter((l) => (l.rpc as string[] | undefined)?.includes("tools/call"));
    assert.ok(calls.some((l) => l.tool === "get_law_text" && l.sse === true));
    assert.ok(calls.every((l) => typeof l.ms === "number" && l.status === 200));
    assert.ok(calls.every((l) => (l.upstreamCalls as number) >= 1), JSON.stringify(calls));
    assert.ok(logs.some((l) => l.method === "GET" && l.status === 405));
    assert.ok(!JSON.stringify(logs).includes(TEST_OC));
  },
});
