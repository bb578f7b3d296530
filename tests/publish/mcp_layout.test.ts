/**
 * mcp/ shows two transports over one protocol (issue 31, docs/ARCHITECTURE.md's drawing): only
 * the doors stand at the top, every other file is in the folder of what it belongs to, and the
 * protocol the transports share imports neither of them (nor does one transport import the other).
 */

import assert from "node:assert/strict";

const MCP = new URL("../../mcp/", import.meta.url);
const DOORS = ["http.ts", "start.ts", "stdio.ts"];
const FOLDERS = ["connector", "http", "protocol", "stdio"];

async function entries(dir: URL): Promise<{ files: string[]; dirs: string[] }> {
  const files: string[] = [], dirs: string[] = [];
  for await (const e of Deno.readDir(dir)) (e.isDirectory ? dirs : files).push(e.name);
  return { files: files.sort(), dirs: dirs.sort() };
}

Deno.test("mcp/ holds the doors at the top and one folder per transport, the protocol and the connector", async () => {
  const top = await entries(MCP);
  assert.deepEqual(top.files, DOORS);
  assert.deepEqual(top.dirs, FOLDERS);
  for (const dir of FOLDERS) {
    const inner = await entries(new URL(`${dir}/`, MCP));
    assert.deepEqual(inner.dirs, [], `mcp/${dir}/ has no subfolders`);
    assert.ok(inner.files.length > 0, `mcp/${dir}/ is not empty`);
  }
});

Deno.test("the protocol imports no transport, and neither transport imports the other", async () => {
  const forbidden: Record<string, string[]> = {
    protocol: ["http", "stdio"],
    connector: ["http", "stdio"],
    http: ["stdio"],
    stdio: ["http"],
  };
  const bad: string[] = [];
  for (const [dir, banned] of Object.entries(forbidden)) {
    for (const file of (await entries(new URL(`${dir}/`, MCP))).files) {
      if (!file.endsWith(".ts")) continue;
      const src = await Deno.readTextFile(new URL(`${dir}/${file}`, MCP));
      for (const m of src.matchAll(/(?:from\s+|import\s*\(\s*)["'](\.\.?\/[^"']+)["']/g)) {
        const target = new URL(m[1], new URL(`${dir}/${file}`, MCP)).href.slice(MCP.href.length);
        if (banned.some((b) => target.startsWith(`${b}/`) || target === `${b}.ts`)) {
          bad.push(`mcp/${dir}/${file} → mcp/${target}`);
        }
      }
    }
  }
  assert.deepEqual(bad, []);
});
