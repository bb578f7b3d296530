/**
 * doctor on the vocabulary: `formats` (a list) and the old `format` (JSON | XML | both) read
 * through the alias table to the same checks.
 */

import assert from "node:assert/strict";
import { runToolByName } from "../../lib/mod.ts";
import { harness } from "../_support.ts";

type Doctor = { ok: boolean; checks: { format: string; ok: boolean; ms: number }[] };

Deno.test("doctor: formats, and the old format name through the alias table", async () => {
  await using h = await harness();
  const run = async (args: Record<string, unknown>) => {
    const out = await runToolByName("doctor", args, h.runtime.context());
    assert.ok(out.ok, out.text);
    return (out.structured as Doctor).checks.map((c) => [c.format, c.ok]);
  };
  const both = [["JSON", true], ["XML", true]];
  assert.deepEqual(await run({}), both);
  assert.deepEqual(await run({ formats: ["XML", "JSON"] }), both, "always in JSON, XML order");
  assert.deepEqual(await run({ format: "both" }), both);
  assert.deepEqual(await run({ format: "XML" }), [["XML", true]]);
  assert.deepEqual(await run({ formats: "json" }), [["JSON", true]], "one value, any case");
  const bad = await runToolByName("doctor", { format: "HTML" }, h.runtime.context());
  assert.equal(!bad.ok && bad.error.code, "BAD_INPUT");
  assert.match(bad.text, /formats.*허용값: JSON, XML/);
  const both2 = await runToolByName(
    "doctor",
    { format: "JSON", formats: ["XML"] },
    h.runtime.context(),
  );
  assert.match(both2.text, /BAD_INPUT.*'formats'와 'format'|BAD_INPUT.*'format'와 'formats'/);
});
