import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool, READ_ONLY, runTool } from "../../lib/mod.ts";
import { harness } from "../_support.ts";

function tool(fail: () => never) {
  return defineTool({
    name: "probe",
    title: "시험",
    description: "probe",
    input: z.object({}),
    output: z.object({}),
    annotations: READ_ONLY,
    handler: () => Promise.resolve().then(fail),
  });
}

Deno.test("a tool's own argument errors are BAD_INPUT; engine TypeErrors (our bugs) are INTERNAL", async () => {
  await using h = await harness();
  const mine = await runTool(
    tool(() => {
      throw new TypeError("lawId, mst 또는 name 중 하나가 필요합니다.");
    }),
    {},
    h.runtime.context(),
  );
  assert.equal(mine.ok, false);
  assert.equal(!mine.ok && mine.error.code, "BAD_INPUT");
  const bug = await runTool(
    tool(() => {
      const x = undefined as unknown as { y: { z: number } };
      return x.y.z as never;
    }),
    {},
    h.runtime.context(),
  );
  assert.equal(!bug.ok && bug.error.code, "INTERNAL");
  assert.match(bug.text, /^\[INTERNAL\]/);
});
