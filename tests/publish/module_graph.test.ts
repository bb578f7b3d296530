/**
 * The lab stays home: no module reachable from a published entry (deno.json `exports`: lib/mod.ts
 * and its subpaths, mcp/stdio.ts, mcp/http.ts, cli/main.ts) lies under tests/ or is a fault-injection
 * module (tests/lab/faults.ts, fault_types.ts, streams.ts, server.ts, stats.ts, paths.ts —
 * matched by name wherever they are), checked on `deno info --json` of each entry. And lib/mod.ts
 * exports no replay/lab type.
 */

import assert from "node:assert/strict";
import { localGraph, publishedEntries } from "./_graph.ts";

const ROOT = new URL("../../", import.meta.url);
const ENTRIES = await publishedEntries();
/** The entries a user runs or builds a runtime from: the root and the faces. */
const RUNTIME_ENTRIES = new Set(
  ENTRIES.filter((e) => e === "./lib/mod.ts" || !e.startsWith("./lib/")),
);

/** File names of the lab's fault injection and harness; none may be in a published graph. */
const LAB_MODULES = /\/(faults|fault_types|streams|server|stats|paths|fair|derive)\.ts$/;

/** What is wrong with a graph: modules under tests/ or named like lab modules. */
export function strays(graph: readonly string[]): string[] {
  return graph.filter((p) =>
    p.startsWith("tests/") || (p.startsWith("lib/") && LAB_MODULES.test(`/${p}`))
  );
}

for (const entry of ENTRIES) {
  Deno.test(`${entry}: no module of its graph is under tests/ or injects faults`, async () => {
    const graph = await localGraph(entry);
    assert.ok(graph.includes(entry.replace(/^\.\//, "")), `${entry} is in its own graph`);
    // The entries that start a runtime carry the demo's recorded upstream; the specialised
    // subpaths of lib (parse, annex, law, …) are libraries and need not.
    if (RUNTIME_ENTRIES.has(entry)) {
      assert.ok(graph.some((p) => p.startsWith("lib/recorded/")), "the recorded upstream is");
    }
    assert.deepEqual(strays(graph), []);
  });
}

Deno.test("strays() flags tests/ and fault modules", () => {
  assert.deepEqual(strays(["lib/mod.ts", "tests/lab/mod.ts", "lib/recorded/faults.ts"]), [
    "tests/lab/mod.ts",
    "lib/recorded/faults.ts",
  ]);
});

Deno.test("lib/mod.ts exports no replay or lab type", async () => {
  const mod = await Deno.readTextFile(new URL("lib/mod.ts", ROOT));
  assert.doesNotMatch(mod, /recorded\/|replay\/|FixtureFiles|RecordingStore|tests\//);
  const lib = await import("../../lib/mod.ts");
  for (
    const name of [
      "createReplayHandler",
      "startReplayServer",
      "directoryFiles",
      "defaultFixturesDir",
    ]
  ) {
    assert.ok(!(name in lib), `${name} is not exported`);
  }
});
