/**
 * When tools/call results carry structuredContent (mcp/protocol/structured.ts): exactly where the
 * listing advertises the output schema (the `all` profile), or always on request; never in the
 * exposed profile by default, where the text is the whole answer (one content item).
 */

import assert from "node:assert/strict";
import { type CallToolResult, Client, InMemoryTransport } from "../_mcp_client.ts";
import {
  createMcpServer,
  type StructuredPolicy,
  type ToolProfile,
} from "../../mcp/protocol/server.ts";
import { harness } from "../_support.ts";

async function call(
  profile: ToolProfile,
  structuredContent: StructuredPolicy | undefined,
  name: string,
  args: Record<string, unknown>,
): Promise<{ listed: boolean; r: CallToolResult }> {
  await using h = await harness();
  const server = createMcpServer({ runtime: h.runtime, toolProfile: profile, structuredContent });
  const [a, b] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: "structured-test", version: "0" });
  await Promise.all([server.connect(b), client.connect(a)]);
  try {
    const { tools } = await client.listTools();
    const listed = !!tools.find((t) => t.name === name)?.outputSchema;
    return { listed, r: await client.callTool({ name, arguments: args }) as CallToolResult };
  } finally {
    await client.close();
    await server.close();
  }
}

const SEARCH = { query: "건축법" };

Deno.test("exposed profile, default policy: text only — no structuredContent, no resource links", async () => {
  const { listed, r } = await call("exposed", undefined, "search_law", SEARCH);
  assert.equal(listed, false, "the exposed listing advertises no output schema");
  assert.equal(r.isError, undefined);
  assert.equal(r.structuredContent, undefined);
  assert.deepEqual(r.content.map((c) => c.type), ["text"]);
  // The text still names the call that reads the statute.
  assert.match((r.content[0] as { text: string }).text, /get_law_text \{"lawId":"001823"\}/);
});

Deno.test("all profile: the advertised output schema comes with structuredContent and links", async () => {
  const { listed, r } = await call("all", undefined, "search_law", SEARCH);
  assert.equal(listed, true);
  assert.ok(r.structuredContent && Array.isArray((r.structuredContent as { rows: [] }).rows));
  assert.ok(r.content.some((c) => c.type === "resource_link"));
});

Deno.test("policy always: structuredContent in the exposed profile too", async () => {
  const { r } = await call("exposed", "always", "search_law", SEARCH);
  assert.ok(r.structuredContent);
  assert.equal(r.content[0].type, "text");
});

Deno.test("failures are text with isError whatever the policy", async () => {
  for (const policy of ["listed", "always"] as const) {
    const { r } = await call("all", policy, "get_law_text", { lawId: "999999" });
    assert.equal(r.isError, true);
    assert.equal(r.structuredContent, undefined);
  }
});
