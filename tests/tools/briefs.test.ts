/**
 * The tools' briefs (lib/tools/briefs.gen.*) are generated from the zod definitions and must
 * say what the definitions say: a stale file fails here and in tests/publish/gen_fresh.test.ts
 * (run `deno task gen`). Each brief's import gives the definition the toolset holds, and the
 * lazy call path (lib/tools/lazy.ts)
 * answers as the registry of every tool does — by name, by alias, for a composite tool and for
 * an unknown name.
 */

import assert from "node:assert/strict";
import { toolBriefs } from "../../dev/gen/specs.ts";
import { loadTool, resolveBrief, runLazily, TOOL_BRIEFS } from "../../lib/serve/mod.ts";
import { runToolByName, TOOLS } from "../../lib/mod.ts";
import { harness } from "../_support.ts";

const ROOT = new URL("../../", import.meta.url);

Deno.test("lib/tools/briefs.gen.json and brief_outputs.gen.json are what `deno task gen` writes", async () => {
  for (const g of toolBriefs.filter((g) => g.raw)) {
    const onDisk = await Deno.readTextFile(new URL(g.path, ROOT));
    assert.ok(onDisk === await g.render(), `${g.path} is stale: run deno task gen`);
  }
});

Deno.test("the briefs are the toolset's tools in listing order, each importing its definition", async () => {
  assert.deepEqual(TOOL_BRIEFS.map((b) => b.name), TOOLS.map((t) => t.name));
  for (const b of TOOL_BRIEFS) {
    const def = await loadTool(b.name);
    assert.equal(def, TOOLS.find((t) => t.name === b.name), b.name);
  }
  assert.equal(await loadTool("no_such_tool"), undefined);
});

Deno.test("resolveBrief resolves names and aliases with their fixed arguments, as the registry does", async () => {
  const { registry } = await import("../../lib/mod.ts");
  for (const t of TOOLS) {
    for (const a of [t.name, ...(t.aliases ?? [])]) {
      const name = typeof a === "string" ? a : a.name;
      const mine = resolveBrief(name), theirs = registry.resolve(name)!;
      assert.equal(mine?.brief.name, theirs.tool.name, name);
      assert.deepEqual(mine?.fixed, theirs.fixed, name);
    }
  }
  assert.equal(resolveBrief("no_such_tool"), undefined);
});

Deno.test("the lazy call path answers as the registry of every tool does", async () => {
  // One runtime each: a call's caches and miss memo must not change what the other path reads.
  await using a = await harness();
  await using b = await harness();
  const calls: [string, unknown][] = [
    ["get_law_text", { lawId: "001823", articles: ["제1조"] }],
    ["search_law", { query: "건축법" }],
    ["search_precedents", { query: "손해배상" }], // an alias that fixes `domain`
    ["get_law_text", { lawId: "001823", articles: ["제1조"], bogus: 1 }], // BAD_INPUT
    ["discover_tools", { query: "판례 검색" }], // composite: runs over every tool
    ["search_all_laws", { query: "건축법" }], // unknown (a peer's name)
  ];
  for (const [name, args] of calls) {
    const lazy = await runLazily(name, args, a.runtime.context());
    const whole = await runToolByName(name, args, b.runtime.context());
    assert.deepEqual(lazy, whole, name);
  }
});
