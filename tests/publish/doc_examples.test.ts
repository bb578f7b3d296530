/**
 * Every code example in the JSDoc of the published graph (the modules deno.json `exports`
 * reach) type-checks: `deno check --doc-only` over those files. Examples are checked, not run —
 * many need a live upstream or a KV store — so one that goes stale against its API fails here
 * rather than in a reader's editor. An example fence must name its language: `deno check`
 * skips a bare fence, so a bare one would escape the check.
 */

import assert from "node:assert/strict";
import { entryGraph, mergeGraphs, publishedEntries } from "./_graph.ts";
import { childEnv } from "../_support.ts";

const ROOT = new URL("../../", import.meta.url);
const CHECKED = /^(ts|tsx|js|jsx|typescript|javascript)$/;

/** The TypeScript and JavaScript files of every published entry's graph. */
async function publishedSources(): Promise<string[]> {
  const graphs = await Promise.all((await publishedEntries()).map(entryGraph));
  return [...mergeGraphs(graphs).keys()].filter((p) => /\.[jt]sx?$/.test(p)).sort();
}

/** The language of each code fence a source opens, "" for a bare fence, in order. */
function fenceLanguages(source: string): string[] {
  const langs: string[] = [];
  let open = false;
  for (const line of source.split("\n")) {
    const m = /^\s*(?:\*\s*)?```(\S*)\s*$/.exec(line);
    if (!m) continue;
    if (!open) langs.push(m[1]);
    open = !open;
  }
  return langs;
}

Deno.test("fenceLanguages() reads the opening fences only", () => {
  const src = [
    "/**",
    " * ```ts",
    " * const a = 1;",
    " * ```",
    " * ```",
    " * plain",
    " * ```",
    " */",
    'const s = "```json";',
  ].join("\n");
  assert.deepEqual(fenceLanguages(src), ["ts", ""]);
});

Deno.test("every JSDoc example of the published graph type-checks", async () => {
  const files = await publishedSources();
  assert.ok(files.includes("lib/mod.ts") && files.length > 100, `${files.length} files`);

  let examples = 0;
  const bare: string[] = [];
  for (const file of files) {
    const langs = fenceLanguages(await Deno.readTextFile(new URL(file, ROOT)));
    examples += langs.filter((l) => CHECKED.test(l)).length;
    if (langs.includes("")) bare.push(file);
  }
  assert.deepEqual(bare, [], "code fences without a language (deno check skips them)");
  assert.ok(examples > 100, `${examples} examples found`);

  const out = await new Deno.Command(Deno.execPath(), {
    args: ["check", "--doc-only", "--quiet", ...files],
    cwd: ROOT,
    clearEnv: true,
    env: childEnv({ NO_COLOR: "1" }),
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
  const errors = text.split("\n\n").filter((b) => /\[ERROR\]/.test(b));
  assert.ok(out.success, `${errors.length} type errors in examples:\n\n${errors.join("\n\n")}`);
});
