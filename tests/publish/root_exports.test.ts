/**
 * A focused public API. The package root (lib/mod.ts) holds what an embedding program needs —
 * runtime, typed tool map, errors, notation, router — in at most {@link ROOT_LIMIT} symbols
 * (values and types, as `deno doc --json` lists them); specialised parts live in the subpath
 * entries of deno.json `exports`. The faces (web/, mcp/, cli/, bin/) import lib only through
 * those public entries, so the package's own faces use nothing a user could not. And the
 * documentation of every entry, read together as JSR reads a package, is `deno doc --lint`
 * clean: every exported symbol has JSDoc and no public type names a private one.
 */

import assert from "node:assert/strict";

const ROOT = new URL("../../", import.meta.url);
const config = JSON.parse(await Deno.readTextFile(new URL("deno.json", ROOT)));
const EXPORTS = Object.values(config.exports as Record<string, string>)
  .map((p) => p.replace(/^\.\//, ""));
/** The public entries into lib: the root and its subpaths. */
const LIB_ENTRIES = new Set(EXPORTS.filter((p) => p.startsWith("lib/")));

/** The most symbols the root may export. */
const ROOT_LIMIT = 120;

/** Root symbols that callers in the faces rely on by name (the typed tool map and its path). */
const KEPT = [
  "createRuntime",
  "configFromEnv",
  "Runtime",
  "RuntimeConfig",
  "DEMO_NOTICE",
  "VERSION",
  "DrfError",
  "InputError",
  "TOOLS",
  "ToolMap",
  "ToolName",
  "ToolInput",
  "ToolOutput",
  "callTool",
  "runToolByName",
  "findTool",
  "resolveTool",
  "routeQuery",
  "ToolContext",
  "ToolOutcome",
  "ToolError",
  "ToolDef",
  "defineTool",
  "createRegistry",
  "BaseToolMap",
  "baseCaller",
  "parseArticleRef",
  "formatArticle",
  "parseAnnexRef",
  "formatAnnexRef",
  "parseCaseNumber",
  "formatCaseNumber",
];

async function deno(args: string[]): Promise<{ ok: boolean; stdout: string; stderr: string }> {
  const out = await new Deno.Command(Deno.execPath(), {
    args,
    cwd: ROOT,
    stdout: "piped",
    stderr: "piped",
    env: { NO_COLOR: "1" },
  }).output();
  const dec = new TextDecoder();
  return { ok: out.success, stdout: dec.decode(out.stdout), stderr: dec.decode(out.stderr) };
}

/** The names an entry exports, values and types, as `deno doc --json` lists them. */
async function symbolsOf(entry: string): Promise<string[]> {
  const out = await deno(["doc", "--json", entry]);
  assert.ok(out.ok, out.stderr);
  const doc = JSON.parse(out.stdout) as {
    nodes: Record<string, { symbols: { name: string }[] }>;
  };
  const node = doc.nodes[new URL(entry, ROOT).href];
  assert.ok(node, `deno doc lists ${entry}`);
  return node.symbols.map((s) => s.name);
}

/** Every module specifier a TypeScript source names: static, type-only, re-export, dynamic. */
export function specifiers(src: string): string[] {
  const code = src.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const found = [
    ...code.matchAll(/\b(?:import|export)\b[^"'`;]*?\bfrom\s*["']([^"']+)["']/g),
    ...code.matchAll(/\bimport\s*["']([^"']+)["']/g),
    ...code.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g),
  ];
  return found.map((m) => m[1]);
}

/**
 * The lib modules a face file imports that are not public entries, as paths from the checkout.
 * `file` is relative to the checkout.
 */
export function privateImports(file: string, src: string, entries: ReadonlySet<string>): string[] {
  const base = new URL(file, ROOT);
  return specifiers(src)
    .filter((s) => s.startsWith("."))
    .map((s) => new URL(s, base).href.slice(ROOT.href.length))
    .filter((p) => p.startsWith("lib/") && !entries.has(p));
}

async function faceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for await (const e of Deno.readDir(new URL(dir, ROOT))) {
    const p = `${dir}/${e.name}`;
    if (e.isDirectory) out.push(...await faceFiles(p));
    else if (/\.(ts|tsx|js|mjs)$/.test(e.name)) out.push(p);
  }
  return out;
}

Deno.test(`the root exports at most ${ROOT_LIMIT} symbols, the faces' kept names among them`, async () => {
  const names = await symbolsOf("lib/mod.ts");
  assert.ok(
    names.length <= ROOT_LIMIT,
    `lib/mod.ts exports ${names.length} symbols (limit ${ROOT_LIMIT}); move specialised ones to a ` +
      `subpath entry`,
  );
  const have = new Set(names);
  assert.deepEqual(KEPT.filter((n) => !have.has(n)), [], "kept in the root");
});

Deno.test("every lib entry of deno.json exports is a lib/*/mod.ts face with a module doc", async () => {
  assert.ok(LIB_ENTRIES.has("lib/mod.ts"));
  for (const entry of LIB_ENTRIES) {
    assert.match(entry, /^lib\/(?:[a-z_]+\/)?mod\.ts$/, entry);
    const src = await Deno.readTextFile(new URL(entry, ROOT));
    assert.match(src, /@module/, `${entry} has a module doc`);
    assert.ok((await symbolsOf(entry)).length > 0, `${entry} exports something`);
  }
});

Deno.test("the faces import lib only through a public entry", async () => {
  const bad: string[] = [];
  for (const dir of ["web", "mcp", "cli", "bin"]) {
    for (const file of await faceFiles(dir)) {
      const src = await Deno.readTextFile(new URL(file, ROOT));
      for (const p of privateImports(file, src, LIB_ENTRIES)) bad.push(`${file} → ${p}`);
    }
  }
  assert.deepEqual(bad, [], `public entries: ${[...LIB_ENTRIES].join(", ")}`);
});

Deno.test("the import scanner sees every import form and resolves it from the importing file", () => {
  const src = [
    `import { a } from "../lib/mod.ts";`,
    `import type { B } from "../lib/parse/statute.ts";`,
    `import {\n  c,\n  type D,\n} from "../../lib/law/mod.ts";`,
    `export { e } from "../lib/vocab/args.ts";`,
    `import "../lib/annex/sniff.ts";`,
    `const f = await import("../lib/route/extract.ts");`,
    `// import { g } from "../lib/drf/client.ts";`,
    `import { h } from "preact";`,
  ].join("\n");
  assert.deepEqual(privateImports("web/x.ts", src, LIB_ENTRIES), [
    "lib/parse/statute.ts",
    "lib/vocab/args.ts",
    "lib/annex/sniff.ts",
    "lib/route/extract.ts",
  ]);
  // The same specifier one folder down resolves elsewhere: ../../lib from web/pages is lib/.
  assert.deepEqual(
    privateImports(
      "web/pages/y.tsx",
      `import { i } from "../../lib/tools/define.ts";`,
      LIB_ENTRIES,
    ),
    ["lib/tools/define.ts"],
  );
});

Deno.test("deno doc --lint is clean over every published entry", async () => {
  const out = await deno(["doc", "--lint", ...EXPORTS]);
  const errors = out.stderr.split("\n").filter((l) => /^error/.test(l));
  assert.ok(out.ok, errors.join("\n") || out.stderr);
});
