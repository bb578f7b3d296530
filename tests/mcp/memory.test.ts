import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";

Deno.test("in-memory MCP harness: a statute tool round trip validates against the schema", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_law_text", { lawId: "001823", articles: ["제1조"] });
  assert.ok(!r.isError, r.text);
  assert.match(r.text, /제1조\(목적\)/);
  const bad = await m.call("get_law_text", { lawId: "x" });
  assert.equal(bad.isError, true);
});
