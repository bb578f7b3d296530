/**
 * server.json (the MCP Registry entry) against the 2025-12-11 schema's required fields and
 * structure (a copy beside this test: the registry's published graph is not fetched here), and
 * against what the code says: the version, the hosted endpoint with X-Law-OC as a secret
 * header, the stdio package.
 */

import assert from "node:assert/strict";
import { Ajv } from "ajv";
import { VERSION } from "../../lib/mod.ts";

const root = new URL("../../", import.meta.url);
const read = async (p: string) => JSON.parse(await Deno.readTextFile(new URL(p, root)));

function validator() {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  return read("tests/publish/server.schema.2025-12-11.json").then((s) => ajv.compile(s));
}

Deno.test("server.json is valid against the 2025-12-11 server schema", async () => {
  const check = await validator();
  const server = await read("server.json");
  const ok = check({ ...server });
  assert.ok(ok, JSON.stringify(check.errors));
  assert.equal(
    server.$schema,
    "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",
  );
  assert.equal(server.version, VERSION);
  const remote = server.remotes.find((r: { type: string }) => r.type === "streamable-http");
  assert.match(remote.url, /^https:\/\/.+\/mcp$/);
  const oc = remote.headers.find((h: { name: string }) => h.name === "X-Law-OC");
  assert.equal(oc.isSecret, true);
  const pkg = server.packages[0];
  assert.equal(pkg.registryType, "mcpb");
  assert.equal(pkg.version, VERSION);
  assert.ok(pkg.identifier.includes(`v${VERSION}`), "the bundle URL names this version");
});

Deno.test("the schema copy refuses what the registry refuses", async () => {
  const check = await validator();
  const server = await read("server.json");
  const broken = [
    { ...server, name: "no-slash" },
    { ...server, description: "x".repeat(101) },
    { ...server, version: undefined },
    { ...server, packages: [{ ...server.packages[0], fileSha256: undefined }] },
    { ...server, packages: [{ ...server.packages[0], version: "latest" }] },
    { ...server, remotes: [{ type: "streamable-http" }] },
  ];
  for (const b of broken) assert.equal(check(b), false, JSON.stringify(b).slice(0, 120));
});
