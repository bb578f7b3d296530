/**
 * The MCPB bundle manifest (manifest.json, manifest_version 0.3): validated by the official
 * `@anthropic-ai/mcpb` CLI (`mcpb validate`), installed from npm by .ci/run like the Inspector;
 * the test skips only when that CLI could not be installed (BEOPMANG_MCPB unset), and says so.
 * Beside the CLI's verdict: the binary server is the `deno task compile` output run as
 * `beopmang mcp`, and the tools it lists are the exposed ones.
 */

import assert from "node:assert/strict";
import { VERSION } from "../../lib/mod.ts";
import { EXPOSED_TOOL_NAMES } from "../../lib/tools/mod.ts";

const bin = Deno.env.get("BEOPMANG_MCPB");
const root = new URL("../../", import.meta.url);
const manifestPath = new URL("manifest.json", root).pathname;

async function validate(path: string): Promise<{ code: number; out: string }> {
  const r = await new Deno.Command(bin!, {
    args: ["validate", path],
    stdout: "piped",
    stderr: "piped",
  })
    .output();
  const dec = new TextDecoder();
  return { code: r.code, out: dec.decode(r.stdout) + dec.decode(r.stderr) };
}

if (!bin) {
  console.warn(
    "tests/publish/mcpb.test.ts: skipped — the mcpb CLI is not installed (.ci/run installs " +
      "@anthropic-ai/mcpb and sets BEOPMANG_MCPB)",
  );
}

Deno.test({
  name: "manifest.json passes `mcpb validate`; a broken copy does not",
  ignore: !bin,
  async fn() {
    const ok = await validate(manifestPath);
    assert.equal(ok.code, 0, ok.out);
    const manifest = JSON.parse(await Deno.readTextFile(manifestPath));
    const broken = await Deno.makeTempFile({ suffix: ".json" });
    try {
      await Deno.writeTextFile(broken, JSON.stringify({ ...manifest, server: { type: "binary" } }));
      const bad = await validate(broken);
      assert.notEqual(bad.code, 0, "a binary server without entry_point/mcp_config is refused");
    } finally {
      await Deno.remove(broken);
    }
  },
});

Deno.test("manifest.json: the compiled binary as `beopmang mcp`, the exposed tools", async () => {
  const manifest = JSON.parse(await Deno.readTextFile(manifestPath));
  assert.equal(manifest.manifest_version, "0.3");
  assert.equal(manifest.version, VERSION);
  assert.equal(manifest.server.type, "binary");
  const deno = JSON.parse(await Deno.readTextFile(new URL("deno.json", root)));
  const out = /--output (\S+)/.exec(deno.tasks.compile)?.[1];
  assert.equal(manifest.server.entry_point, out);
  assert.equal(manifest.server.mcp_config.command, `\${__dirname}/${out}`);
  assert.deepEqual(manifest.server.mcp_config.args, ["mcp"]);
  assert.deepEqual(manifest.tools.map((t: { name: string }) => t.name), [...EXPOSED_TOOL_NAMES]);
});

Deno.test({
  name: "`beopmang mcp` (what the bundle runs) serves MCP on stdio",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { Client, StdioClientTransport } = await import("../_mcp_client.ts");
    const client = new Client({ name: "mcpb-test", version: "0" });
    await client.connect(
      new StdioClientTransport({
        command: Deno.execPath(),
        args: ["run", "-A", "--quiet", new URL("bin/beopmang.ts", root).pathname, "mcp"],
        env: {
          PATH: Deno.env.get("PATH") ?? "",
          HOME: Deno.env.get("HOME") ?? "/tmp",
          BEOPMANG_CACHE: "off",
        },
        stderr: "pipe",
      }),
    );
    try {
      const listed = await client.listTools();
      assert.deepEqual(listed.tools.map((t) => t.name), [...EXPOSED_TOOL_NAMES]);
    } finally {
      await client.close();
    }
  },
});
