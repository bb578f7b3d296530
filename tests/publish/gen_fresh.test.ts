/**
 * The generated files are what their generators make of today's sources: `deno task gen` run
 * into a temporary directory writes every file it owns, and each equals the one in the
 * repository. A zod schema changed without `deno task gen` fails here by the file's name (and,
 * for lib/tools/tool_types.gen.ts, at the tool's declaration: tests/tools/tied_types.test.ts).
 */

import assert from "node:assert/strict";
import { run } from "./_published.ts";

const ROOT = new URL("../../", import.meta.url);

Deno.test("every generated file is fresh: `deno task gen` would write it unchanged", async () => {
  const out = await Deno.makeTempDir({ prefix: "beopmang-gen-" });
  try {
    const gen = await run(Deno.execPath(), ["run", "-A", "dev/gen/main.ts", "--out", out], {
      cwd: ROOT,
    });
    assert.equal(gen.code, 0, `the generators failed:\n${gen.stderr}`);
    const written = [...gen.stdout.matchAll(/^wrote (\S+)$/gm)].map((m) => m[1]);
    assert.ok(written.includes("lib/tools/tool_types.gen.ts"), `written: ${written.join(", ")}`);
    const stale = [];
    for (const path of written) {
      const fresh = await Deno.readTextFile(`${out}/${path}`);
      const kept = await Deno.readTextFile(new URL(path, ROOT)).catch(() => "(missing)");
      if (fresh !== kept) stale.push(path);
    }
    assert.deepEqual(stale, [], `stale: ${stale.join(", ")} — run \`deno task gen\``);
  } finally {
    await Deno.remove(out, { recursive: true });
  }
});
