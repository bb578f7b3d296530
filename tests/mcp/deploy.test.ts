/**
 * The HTTP entry as the new Deno Deploy runs it: `deno serve mcp/http.ts` from the repository
 * root, with the settings deno.json gives (the `unstable` list: KV) and no flag of ours — only
 * the permissions Deploy grants and the address a platform binds. Configured as the Deploy
 * project is (`BEOPMANG_HOSTED=1`, no key), it must open KV (hosted refuses to run without it),
 * answer MCP (initialize, tools/list) and serve the web home page at `/`.
 */

import assert from "node:assert/strict";
import { ROOT } from "./_servers.ts";

function freePort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}

const rpc = (url: string, id: number, method: string, params: unknown = {}) =>
  fetch(`${url}/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-06-18",
    },
    body: JSON.stringify({ jsonrpc: "2.0", id, method, params }),
  });

Deno.test({
  name: "deno serve mcp/http.ts with deno.json alone: KV, MCP and the web home page",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const deno = JSON.parse(await Deno.readTextFile(`${ROOT}deno.json`));
    assert.ok(deno.unstable.includes("kv"), "KV comes from deno.json, not a flag");
    assert.equal(deno.deploy.runtime.entrypoint, "./mcp/http.ts");
    const port = freePort();
    const cache = await Deno.makeTempDir();
    const child = new Deno.Command(Deno.execPath(), {
      // Deploy grants every permission in its sandbox and binds the port itself.
      args: ["serve", "--allow-all", "--host", "127.0.0.1", "--port", String(port), "mcp/http.ts"],
      cwd: ROOT,
      env: {
        PATH: Deno.env.get("PATH") ?? "",
        HOME: Deno.env.get("HOME") ?? "/tmp",
        BEOPMANG_HOSTED: "1",
        BEOPMANG_CACHE_DIR: cache,
      },
      clearEnv: true,
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const url = `http://127.0.0.1:${port}`;
    try {
      const end = Date.now() + 30_000;
      for (;;) {
        const up = await fetch(`${url}/health`).then((r) => r.body?.cancel().then(() => true))
          .catch(() => false);
        if (up) break;
        if (Date.now() > end) throw new Error("deno serve did not come up");
        await new Promise((r) => setTimeout(r, 100));
      }
      const init = await (await rpc(url, 1, "initialize", {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "deploy-test", version: "0" },
      })).json();
      assert.equal(init.result.serverInfo.name, "beopmang", JSON.stringify(init));
      const list = await (await rpc(url, 2, "tools/list")).json();
      assert.ok(list.result.tools.some((t: { name: string }) => t.name === "search_law"));
      const home = await fetch(`${url}/`);
      assert.equal(home.status, 200);
      assert.match(home.headers.get("content-type") ?? "", /text\/html/);
      assert.match(await home.text(), /<title>[^<]*법망<\/title>/);
      // Hosted keeps rate limits and the miss memo in KV: it opened.
      const kvFiles = [...Deno.readDirSync(cache)].map((e) => e.name);
      assert.ok(kvFiles.some((n) => n.startsWith("beopmang.kv")), kvFiles.join(","));
    } finally {
      child.kill("SIGTERM");
      const out = await child.output();
      await Deno.remove(cache, { recursive: true }).catch(() => {});
      const err = new TextDecoder().decode(out.stderr);
      assert.doesNotMatch(err, /did not open|cache off/, err);
    }
  },
});
