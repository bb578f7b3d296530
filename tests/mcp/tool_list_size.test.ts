/**
 * The tool-list tax: the exposed tools/list result, as a client receives it, must stay at or
 * under 7.8 KB (half of korean-law-mcp 4.14.0's 15.6 KB, measured the same way by
 * tests/bench/tool_list_size.ts). The `all` profile lists every tool with full schemas.
 */

import assert from "node:assert/strict";
import { EXPOSED_TOOL_NAMES, TOOLS } from "../../lib/mod.ts";
import { toolListings } from "../../mcp/listing.ts";
import { mcpHarness } from "../_mcp.ts";

Deno.test("exposed tools/list is at most 7,800 bytes and lists exactly the ten", async () => {
  await using m = await mcpHarness({}, "exposed");
  const result = await m.client.listTools();
  const bytes = new TextEncoder().encode(JSON.stringify(result)).length;
  assert.ok(bytes <= 7_800, `tools/list is ${bytes} bytes`);
  assert.deepEqual(result.tools.map((t) => t.name), [...EXPOSED_TOOL_NAMES]);
  for (const t of result.tools) {
    assert.ok(t.description && t.description.length <= 200, t.name);
    assert.equal(t.annotations?.readOnlyHint, true);
    assert.equal(t.inputSchema.type, "object");
  }
  // Compaction never hides a required argument.
  for (const t of result.tools) {
    const full = TOOLS.find((x) => x.name === t.name)!;
    const fullListing = toolListings("all").find((x) => x.name === t.name)!;
    for (const r of fullListing.inputSchema.required ?? []) {
      assert.ok(r in (t.inputSchema.properties ?? {}), `${full.name}.${r} advertised`);
    }
  }
});

Deno.test("the all profile lists every tool with output schemas", () => {
  const all = toolListings("all");
  assert.equal(all.length, TOOLS.length);
  for (const t of all) assert.ok(t.outputSchema, `${t.name} has an output schema`);
});
