import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool, DrfError, InputError, runTool, ShapeError } from "../../lib/mod.ts";
import { harness } from "../_support.ts";

function tool(fail: () => never) {
  return defineTool({
    name: "probe",
    title: "시험",
    description: "probe",
    input: z.object({}),
    output: z.object({}),
    handler: () => Promise.resolve().then(fail),
  });
}

Deno.test("errors are labelled by class: InputError BAD_INPUT, ShapeError UPSTREAM_MALFORMED, DrfError its code, the rest INTERNAL", async () => {
  await using h = await harness();
  const cases: Array<[() => never, string]> = [
    [() => {
      throw new InputError("lawId, mst 또는 name 중 하나가 필요합니다.");
    }, "BAD_INPUT"],
    [() => {
      throw new ShapeError("statute", "no 법령 root");
    }, "UPSTREAM_MALFORMED"],
    [() => {
      throw new DrfError("NOT_FOUND", "일치하는 법령이 없습니다.");
    }, "NOT_FOUND"],
    // A TypeError thrown on purpose is still not the caller's fault: no message is matched.
    [() => {
      throw new TypeError("lawId, mst 또는 name 중 하나가 필요합니다.");
    }, "INTERNAL"],
    [() => {
      const x = undefined as unknown as { y: { z: number } };
      return x.y.z as never;
    }, "INTERNAL"],
  ];
  for (const [fail, code] of cases) {
    const out = await runTool(tool(fail), {}, h.runtime.context());
    assert.equal(out.ok, false);
    assert.equal(!out.ok && out.error.code, code);
    assert.ok(out.text.startsWith(`[${code}]`), out.text);
  }
});

Deno.test("arguments that are not an object, and unknown names, never reach a handler", async () => {
  await using h = await harness();
  for (const args of [[1, 2], "x", 42]) {
    const out = await runTool(tool(() => assert.fail("ran")), args, h.runtime.context());
    assert.equal(!out.ok && out.error.code, "BAD_INPUT", JSON.stringify(args));
  }
  const out = await runTool(tool(() => assert.fail("ran")), { x: 1 }, h.runtime.context());
  assert.match(out.text, /^\[BAD_INPUT\] probe: 알 수 없는 인자 'x'\. 받는 인자: \(없음\)/);
});
