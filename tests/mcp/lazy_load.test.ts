/**
 * What a server start evaluates (issue 22, cold start): the modules reachable from an entry by
 * static imports alone, on `deno info --json`. Deno evaluates exactly these before the entry's
 * first line; a module behind a dynamic `import()` is in the graph (so `deno cache`, `deno
 * compile` and JSR still see it) but is evaluated only when a call first needs it. The annex
 * readers — pdf.js (unpdf) and zip.js among them, the largest modules of the graph — must stay
 * behind one, and so must the recorded upstream that only demo mode uses.
 */

import assert from "node:assert/strict";
import { denoInfo } from "../publish/_graph.ts";

const ROOT = new URL("../../", import.meta.url);

/** The specifiers `entry` reaches by static (non-dynamic) code imports, itself included. */
export async function staticClosure(entry: string): Promise<Set<string>> {
  const info = await denoInfo(entry);
  const bySpec = new Map(info.modules.map((m) => [m.specifier, m]));
  const seen = new Set<string>();
  const todo = [...info.roots];
  while (todo.length) {
    const s = todo.pop()!;
    if (seen.has(s)) continue;
    seen.add(s);
    for (const d of bySpec.get(s)?.dependencies ?? []) {
      if (d.code?.specifier && !d.isDynamic) todo.push(d.code.specifier);
    }
  }
  return new Set([...seen].map((s) => s.startsWith(ROOT.href) ? s.slice(ROOT.href.length) : s));
}

/**
 * What must not be evaluated at start: the annex readers and the libraries under them, and the
 * recorded upstream (demo mode only: a process with a key never needs it).
 */
const LAZY = [
  "lib/recorded/mod.ts",
  "npm:unpdf@1.8.1",
  "npm:@zip.js/zip.js@2.24.0",
  "lib/annex/pdf.ts",
  "lib/annex/hwpx.ts",
  "lib/annex/hwp5.ts",
  "lib/annex/hwpml.ts",
];

for (const entry of ["lib/mod.ts", "mcp/stdio.ts", "mcp/http.ts"]) {
  Deno.test(`${entry}: the annex readers load on first use, not at start`, async () => {
    const closure = await staticClosure(entry);
    assert.ok(closure.has("lib/annex/read.ts") || entry === "mcp/stdio.ts", [...closure].join());
    assert.deepEqual(LAZY.filter((m) => closure.has(m)), []);
  });
}

Deno.test("staticClosure follows static imports and stops at dynamic ones", async () => {
  const closure = await staticClosure("lib/annex/read.ts");
  assert.ok(closure.has("lib/annex/sniff.ts"), "a static import is followed");
  assert.ok(!closure.has("lib/annex/pdf.ts"), "a dynamic import is not");
  const pdf = await staticClosure("lib/annex/pdf.ts");
  assert.ok(pdf.has("npm:unpdf@1.8.1"), "npm packages are named as deno info names them");
});

/**
 * What the list path may evaluate under lib/tools/: the briefs (input schemas as JSON), the
 * exposed profile and the lazy call path — never a tool's module, its zod schemas or the list of
 * tools (toolset.ts).
 */
const LIST_PATH = new Set([
  "lib/tools/briefs.gen.ts",
  "lib/tools/briefs.gen.json",
  "lib/tools/catalogue/profile.ts",
  "lib/tools/lazy.ts",
  "lib/tools/aliases.ts", // the name/alias rule the registry shares: no tool, no zod
]);

/** The tool modules, as the generated loaders name them. */
async function toolModules(): Promise<string[]> {
  const gen = await Deno.readTextFile(new URL("lib/tools/briefs.gen.ts", ROOT));
  return [...gen.matchAll(/import\("\.\/([^"]+)"\)/g)].map((m) => `lib/tools/${m[1]}`)
    .filter((m) => m.endsWith(".ts"));
}

Deno.test("mcp/stdio.ts: the opening evaluates no tool, no zod, not the SDK nor the runtime", async () => {
  const closure = await staticClosure("mcp/stdio.ts");
  assert.ok(closure.has("mcp/protocol/handshake.ts") && closure.has("lib/tools/briefs.gen.json"));
  assert.deepEqual([...closure].filter((m) => m.startsWith("lib/tools/") && !LIST_PATH.has(m)), []);
  assert.deepEqual([...closure].filter((m) => m.startsWith("npm:")), [], "zod and the SDK");
  assert.ok(!closure.has("lib/runtime.ts"), "the runtime opens with the SDK server");
  assert.ok(!closure.has("lib/tools/brief_outputs.gen.json"), "output schemas: full listing only");
});

Deno.test("mcp/protocol/server.ts (both transports): tools/list and the call path import no tool until one is called", async () => {
  const closure = await staticClosure("mcp/protocol/server.ts");
  assert.deepEqual([...closure].filter((m) => m.startsWith("lib/tools/") && !LIST_PATH.has(m)), []);
});

Deno.test("a tool's module reaches no other tool's module and not the list of tools", async () => {
  const modules = await toolModules();
  assert.equal(modules.length > 50, true);
  for (const m of ["lib/tools/statutes/get_law_text.ts", "lib/tools/statutes/search_law.ts"]) {
    const closure = await staticClosure(m);
    assert.ok(!closure.has("lib/tools/toolset.ts"), m);
    assert.deepEqual(modules.filter((o) => o !== m && closure.has(o)), [], m);
  }
});

/**
 * What the stdio server imports on its way to a first `tools/call` answer (mcp/stdio/serve.ts):
 * the call core and its runner, the log, the runtime, zod, the lazy path's registry and the
 * called tool. The SDK loads only when a message our code does not answer hands it the session.
 */
const CALL_PATH = [
  "mcp/stdio.ts",
  "mcp/stdio/calls.ts",
  "mcp/protocol/tool_call.ts",
  "mcp/protocol/log.ts",
  "lib/runtime.ts",
  "npm:zod@4.6.7",
  "lib/tools/registry.ts",
  "lib/tools/statutes/get_law_text.ts",
];

/** The SDK's modules: its packages and our one module that imports them. */
const isSdk = (m: string) =>
  m.startsWith("npm:@modelcontextprotocol/") || m === "mcp/protocol/sdk.ts";

Deno.test("mcp/stdio.ts: a session up to its first tools/call answer evaluates no SDK module", async () => {
  // The stdio server's dynamic imports are the call path's, but for the hand-over's two.
  const serve = await Deno.readTextFile(new URL("mcp/stdio/serve.ts", ROOT));
  const dynamic = [...serve.matchAll(/import\("([^"]+)"\)/g)].map((m) =>
    m[1] === "zod" ? "npm:zod@4.6.7" : new URL(m[1], new URL("mcp/stdio/", ROOT)).href
  ).map((s) => s.startsWith(ROOT.href) ? s.slice(ROOT.href.length) : s);
  assert.deepEqual(
    dynamic.filter((m) => !CALL_PATH.includes(m)).sort(),
    ["mcp/protocol/sdk.ts", "mcp/protocol/server.ts"],
    "serve.ts imports on a call what this test does not follow",
  );
  const lazy = await Deno.readTextFile(new URL("lib/tools/lazy.ts", ROOT));
  assert.match(lazy, /import\("\.\/registry\.ts"\)/, "the lazy path's registry");
  const reached = new Set<string>();
  for (const entry of CALL_PATH) for (const m of await staticClosure(entry)) reached.add(m);
  assert.deepEqual([...reached].filter(isSdk), []);
  // And it is the server's: the hand-over's modules do hold the SDK.
  assert.ok([...await staticClosure("mcp/protocol/server.ts")].some(isSdk));
});
