import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";

Deno.test("a research chain reports progress per upstream call and per branch, strictly increasing", async () => {
  await using m = await mcpHarness();
  const seen: { progress: number; message?: string }[] = [];
  const r = await m.client.callTool(
    {
      name: "legal_research",
      arguments: { task: "full_research", query: "건축법 제11조 건축허가" },
    },
    undefined,
    { onprogress: (p) => seen.push({ progress: p.progress, message: p.message }) },
  );
  assert.ok(!r.isError);
  assert.ok(seen.length >= 4, `${seen.length} progress notifications`);
  for (let i = 1; i < seen.length; i++) assert.ok(seen[i].progress > seen[i - 1].progress);
  assert.match(seen.at(-1)!.message ?? "", /완료/);
  // Branch messages from the chain engine arrive besides the per-call ones.
  assert.ok(seen.some((p) => /\(search_law\): 완료/.test(p.message ?? "")), JSON.stringify(seen));
});
