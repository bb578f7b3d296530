/**
 * The MCP Inspector CLI (`@modelcontextprotocol/inspector --cli`) against both transports.
 * Opt-in: it needs the inspector installed (npm), so it runs only when BEOPMANG_INSPECTOR names
 * its binary, e.g. `npm i --prefix /tmp/insp @modelcontextprotocol/inspector@0.21.2` and
 * `BEOPMANG_INSPECTOR=/tmp/insp/node_modules/.bin/mcp-inspector deno test -A tests/mcp/`.
 */

import assert from "node:assert/strict";
import { ROOT as root, testHttp } from "./_servers.ts";
import { childEnv, harness } from "../_support.ts";

const bin = Deno.env.get("BEOPMANG_INSPECTOR");

async function inspect(args: string[], env: Record<string, string> = {}): Promise<unknown> {
  const out = await new Deno.Command(bin!, {
    args: ["--cli", ...args],
    clearEnv: true,
    env: childEnv({ BEOPMANG_CACHE: "off", ...env }),
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(out.stdout);
  assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
  return JSON.parse(text);
}

Deno.test({
  name: "MCP Inspector CLI: stdio and HTTP",
  ignore: !bin,
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const stdio = ["deno", "run", "-A", "--quiet", `${root}mcp/stdio.ts`];
    const tools = await inspect([...stdio, "--method", "tools/list"]) as { tools: unknown[] };
    assert.ok(tools.tools.length > 0);
    const call = await inspect([
      ...stdio,
      "--method",
      "tools/call",
      "--tool-name",
      "get_law_text",
      "--tool-arg",
      "lawId=001823",
      "--tool-arg",
      'articles=["제4조의2"]',
    ]) as { content: { text: string }[] };
    assert.match(call.content[0].text, /건축위원회의 건축 심의 등/);

    // Every list the Inspector CLI offers, on both transports (completion and progress are not
    // Inspector CLI methods; the SDK-client tests cover them).
    const lists = async (target: string[]) => {
      const p = await inspect([...target, "--method", "prompts/list"]) as {
        prompts: { name: string }[];
      };
      assert.ok(p.prompts.some((x) => x.name === "verify_citations"));
      const r = await inspect([...target, "--method", "resources/list"]) as {
        resources: unknown[];
      };
      assert.ok(Array.isArray(r.resources));
      const t = await inspect([...target, "--method", "resources/templates/list"]) as {
        resourceTemplates: { uriTemplate: string }[];
      };
      assert.ok(t.resourceTemplates.some((x) => x.uriTemplate === "law://{lawId}/{article}"));
      const l = await inspect([...target, "--method", "tools/list"]) as {
        tools: { name: string }[];
      };
      assert.ok(l.tools.some((x) => x.name === "search_law"));
    };
    await lists(stdio);
    const stdioRead = await inspect([
      ...stdio,
      "--method",
      "resources/read",
      "--uri",
      "law://001823/제4조의2",
    ]) as {
      contents: { text: string }[];
    };
    assert.match(stdioRead.contents[0].text, /제4조의2/);

    await using h = await harness();
    const s = await testHttp(h.runtime);
    try {
      const http = [`${s.url}/mcp`, "--transport", "http"];
      await lists(http);
      const t = await inspect([...http, "--method", "resources/templates/list"]) as {
        resourceTemplates: { uriTemplate: string }[];
      };
      assert.ok(t.resourceTemplates.some((x) => x.uriTemplate === "law://{lawId}/{article}"));
      const read = await inspect([
        ...http,
        "--method",
        "resources/read",
        "--uri",
        "law://001823/제1조",
      ]) as {
        contents: { text: string }[];
      };
      assert.match(read.contents[0].text, /제1조\(목적\)/);
      const doc = await inspect([...http, "--method", "tools/call", "--tool-name", "doctor"]) as {
        structuredContent: { ok: boolean };
      };
      assert.equal(doc.structuredContent.ok, true);
    } finally {
      await s.close();
    }
  },
});
