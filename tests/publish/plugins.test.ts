/**
 * The Claude Code plugin and the Agent Skill: the manifests name one plugin at the repository
 * root with this version, its MCP server is the stdio entry, and every exit code the skill
 * teaches is the one the CLI returns for that error code (cli/exit.ts).
 */

import assert from "node:assert/strict";
import { VERSION } from "../../lib/mod.ts";
import { exitCode } from "../../cli/main.ts";
import type { ToolErrorCode } from "../../lib/mod.ts";

const root = new URL("../../", import.meta.url);
const text = (p: string) => Deno.readTextFile(new URL(p, root));

Deno.test("plugin.json and marketplace.json describe one plugin at the root", async () => {
  const plugin = JSON.parse(await text(".claude-plugin/plugin.json"));
  const market = JSON.parse(await text(".claude-plugin/marketplace.json"));
  assert.equal(plugin.name, "beopmang");
  assert.equal(plugin.version, VERSION);
  const server = plugin.mcpServers.beopmang;
  assert.equal(server.command, "deno");
  const entry = server.args.find((a: string) => a.includes("${CLAUDE_PLUGIN_ROOT}"));
  await Deno.stat(new URL(entry.replace("${CLAUDE_PLUGIN_ROOT}/", ""), root)); // exists
  assert.deepEqual(market.plugins.map((p: { name: string }) => p.name), ["beopmang"]);
  assert.equal(market.plugins[0].source, "./");
  assert.equal(market.plugins[0].version, VERSION);
});

Deno.test("SKILL.md: frontmatter, and exit codes as the CLI returns them", async () => {
  const skill = await text("skills/beopmang/SKILL.md");
  const front = /^---\nname: ([a-z0-9-]+)\ndescription: (.+)\n---\n/.exec(skill);
  assert.ok(front, "frontmatter with name and description");
  assert.equal(front[1], "beopmang");
  assert.ok(front[2].length <= 1024);
  const taught = [...skill.matchAll(/^- \*\*(\d)\*\* .*$/gm)];
  assert.ok(taught.length >= 6);
  for (const [line, n] of taught) {
    for (const [, code] of line.matchAll(/`([A-Z_]+)`/g)) {
      assert.equal(exitCode(code as ToolErrorCode), Number(n), `${code} → ${n}`);
    }
  }
});
