/**
 * Data flows one way: the graph of each published entry (deno.json `exports`) has no import
 * cycle, counting `import type` edges too. A failure lists every cycle's files, so whoever adds
 * the closing edge sees which files to split.
 */

import assert from "node:assert/strict";
import { cycles, entryGraph, type Graph, publishedEntries } from "./_graph.ts";

/** A readable list of cycles: one line each, its size and files. */
function describe(found: readonly string[][]): string {
  return found.map((c) => `${c.length} files: ${c.join(" ")}`).join("\n");
}

for (const entry of await publishedEntries()) {
  Deno.test(`${entry}: its module graph has no import cycle`, async () => {
    const graph = await entryGraph(entry);
    assert.ok(graph.size > 1, `${entry} reaches more than itself`);
    const found = cycles(graph);
    assert.equal(found.length, 0, `import cycles reachable from ${entry}:\n${describe(found)}`);
  });
}

/** A graph written as `a>b c` lines: a imports b and c. */
function graphOf(...lines: string[]): Graph {
  return new Map(lines.map((l) => {
    const [from, to = ""] = l.split(">");
    return [from, to.split(" ").filter(Boolean)];
  }));
}

Deno.test("cycles() finds each strongly connected component of more than one file", () => {
  const g = graphOf(
    "mod>a x solo", // the entry, in no cycle
    "a>b",
    "b>c",
    "c>a d", // a → b → c → a
    "d>", // reached from the cycle, not in it
    "x>y",
    "y>x z", // x ⇄ y
    "z>z", // a self-import is no cycle
    "solo>d",
  );
  assert.deepEqual(cycles(g), [["x", "y"], ["a", "b", "c"]]);
});

Deno.test("cycles() is empty on a one-way graph, and on one with a diamond", () => {
  assert.deepEqual(cycles(graphOf("mod>a b", "a>c", "b>c", "c>")), []);
  assert.deepEqual(cycles(new Map()), []);
});

Deno.test("cycles() joins two loops that share a file into one component", () => {
  assert.deepEqual(cycles(graphOf("a>b", "b>a c", "c>b")), [["a", "b", "c"]]);
});

Deno.test("cycles() follows a chain deeper than the call stack", () => {
  const n = 50_000;
  const g: Graph = new Map();
  for (let i = 0; i < n; i++) g.set(`m${i}`, [`m${(i + 1) % n}`]);
  const [only, ...rest] = cycles(g);
  assert.equal(only.length, n);
  assert.deepEqual(rest, []);
});

Deno.test("entryGraph() counts a type-only import as an edge", async () => {
  // lib/annex/flow_warnings.ts imports only types from model.ts.
  const graph = await entryGraph("lib/annex/flow_warnings.ts");
  const source = await Deno.readTextFile(
    new URL("../../lib/annex/flow_warnings.ts", import.meta.url),
  );
  assert.match(source, /import type \{[^}]*\} from "\.\/model\.ts"/);
  assert.ok(graph.get("lib/annex/flow_warnings.ts")?.includes("lib/annex/model.ts"));
});
