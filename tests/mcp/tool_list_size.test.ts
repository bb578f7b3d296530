/**
 * The tool-list tax: the exposed tools/list result, as a client receives it, must stay at or
 * under 7,000 bytes (under half of korean-law-mcp 4.14.0's 15.6 KB, measured the same way by
 * tests/bench/tool_list_size.ts). The `all` profile lists every tool with full schemas; the
 * `connector` profile just search and fetch.
 */

import assert from "node:assert/strict";
import { TOOLS } from "../../lib/mod.ts";
import { EXPOSED_TOOL_NAMES } from "../../lib/tools/mod.ts";
import { toolListings } from "../../mcp/protocol/listing.ts";
import { CONNECTOR_TOOLS } from "../../mcp/connector/mod.ts";
import { mcpHarness } from "../_mcp.ts";

Deno.test("exposed tools/list is at most 7,000 bytes and lists exactly the ten", async () => {
  await using m = await mcpHarness({}, { profile: "exposed" });
  const result = await m.client.listTools();
  const bytes = new TextEncoder().encode(JSON.stringify(result)).length;
  assert.ok(bytes <= 7_000, `tools/list is ${bytes} bytes`);
  assert.deepEqual(result.tools.map((t) => t.name), [...EXPOSED_TOOL_NAMES]);
  for (const t of result.tools) {
    assert.ok(t.description && t.description.length <= 200, t.name);
    assert.equal(t.annotations?.readOnlyHint, true);
    assert.equal(t.inputSchema.type, "object");
  }
  // Compaction never hides a required argument.
  for (const t of result.tools) {
    const full = TOOLS.find((x) => x.name === t.name)!;
    const fullListing = (await toolListings("all")).find((x) => x.name === t.name)!;
    for (const r of fullListing.inputSchema.required ?? []) {
      assert.ok(r in (t.inputSchema.properties ?? {}), `${full.name}.${r} advertised`);
    }
  }
});

Deno.test("the all profile lists every tool with output schemas", async () => {
  const all = await toolListings("all");
  assert.equal(all.length, TOOLS.length);
  for (const t of all) assert.ok(t.outputSchema, `${t.name} has an output schema`);
});

Deno.test("a long enum is listed in words that still name every value", async () => {
  const listed = (await toolListings("exposed")).find((t) => t.name === "search_decisions")!;
  const domain = (listed.inputSchema.properties as Record<string, { description?: string }>)
    .domain;
  const full = (await toolListings("all")).find((t) => t.name === "search_decisions")!;
  const values = (full.inputSchema.properties as Record<string, { enum?: string[] }>).domain.enum!;
  assert.ok(values.length > 50);
  for (const v of values) {
    const suffix = /[A-Z][a-z]+[A-Z][a-z]+$/.exec(v)?.[0];
    const named = new RegExp(`\\b${v}\\b`).test(domain.description ?? "");
    assert.ok(named || (suffix && domain.description?.includes(`…${suffix}`)), v);
  }
});

Deno.test("the connector profile lists search and fetch only, far smaller", async () => {
  const bytes = (tools: unknown) => new TextEncoder().encode(JSON.stringify({ tools })).length;
  assert.deepEqual(CONNECTOR_TOOLS.map((t) => t.name), ["search", "fetch"]);
  const [connector, exposed] = [bytes(CONNECTOR_TOOLS), bytes(await toolListings("exposed"))];
  assert.ok(connector * 4 < exposed, `${connector} bytes`);
});
