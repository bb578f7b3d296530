/**
 * The typed tool map: every tool's name keys the arguments a caller writes and the structured
 * answer it gets, derived from the tool's zod schemas. Three things are checked:
 * - at the type level (this file is type-checked with the suite), that each output is an object
 *   with known fields (never an index signature, which would let any field name through), and
 *   that reading a field a tool does not output is a type error (`@ts-expect-error`);
 * - by `deno check` of a reader in a temporary module, that renaming an output field breaks the
 *   code that reads it, while the real name type-checks;
 * - at run time, that `callTool` answers what the map says, against the replay.
 */

import assert from "node:assert/strict";
import {
  baseCaller,
  type BaseToolMap,
  callTool,
  createRegistry,
  registry,
  type ToolCaller,
  type ToolInput,
  type ToolMap,
  type ToolName,
  type ToolOutput,
  TOOLS,
} from "../../lib/mod.ts";
import { childEnv, harness } from "../_support.ts";

/** `true` when some tool's output type would accept any field name. */
type Loose = {
  [N in ToolName]: string extends keyof ToolOutput<N> ? N : never;
}[ToolName];

/** Every output has fixed fields: `Loose` must be `never`. */
const noLooseOutput: [Loose] extends [never] ? true : Loose = true;

/** A field a face reads, by the map. */
function firstName(out: ToolOutput<"search_law">): string | undefined {
  return out.rows[0]?.name;
}

function renamed(out: ToolOutput<"search_law">): unknown {
  // @ts-expect-error: search_law's rows have `name`, not `lawName`.
  return out.rows[0]?.lawName;
}

function arguments_(): ToolInput<"get_law_text"> {
  // @ts-expect-error: get_law_text takes `articles`, not `article`.
  return { name: "민법", article: ["제750조"] };
}

// @ts-expect-error: a composite tool is not a base tool, so an analysis cannot call it by the
// base map.
const notBase: keyof BaseToolMap = "legal_research";

Deno.test("the tool map holds every registered tool, and the list is in listing order", () => {
  assert.equal(noLooseOutput, true);
  assert.equal(typeof firstName, "function");
  assert.equal(typeof renamed, "function");
  assert.equal(typeof arguments_, "function");
  assert.equal(notBase, "legal_research");
  const names = TOOLS.map((t) => t.name);
  assert.equal(new Set(names).size, names.length);
  assert.deepEqual(registry.tools.map((t) => t.name), names);
  // The map's keys are the tools' names: a name outside it fails at the type level above; here
  // every listed tool resolves to itself.
  for (const n of names satisfies readonly ToolName[]) assert.equal(registry.find(n)?.name, n);
  assert.equal(names[0], "search_law");
  assert.ok(names.includes("legal_research") && names.includes("doctor"));
});

Deno.test("createRegistry refuses a name given twice, by a tool or an alias", () => {
  const [a, b] = TOOLS;
  assert.throws(() => createRegistry([a, a]), /registered twice/);
  assert.throws(
    () => createRegistry([a, { ...b, aliases: [a.name] }]),
    new RegExp(`'${a.name}' is registered twice`),
  );
});

const ROOT = new URL("../../", import.meta.url);

/**
 * `deno check` of two readers of search_law's rows in one run (one type-check of lib): by the
 * real field, and by a renamed one.
 */
async function checkReaders(): Promise<{ ok: boolean; stderr: string }> {
  const dir = await Deno.makeTempDir({ dir: new URL("tests/", ROOT).pathname });
  try {
    const reader = (field: string) =>
      `import type { ToolOutput } from "../../lib/mod.ts";\n` +
      `export const read = (o: ToolOutput<"search_law">): string | undefined => o.rows[0]?.${field};\n`;
    await Deno.writeTextFile(`${dir}/real.ts`, reader("name"));
    await Deno.writeTextFile(`${dir}/renamed.ts`, reader("lawName"));
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["check", "--quiet", `${dir}/real.ts`, `${dir}/renamed.ts`],
      cwd: ROOT,
      env: childEnv({ NO_COLOR: "1" }),
      clearEnv: true,
      stdout: "piped",
      stderr: "piped",
    }).output();
    return { ok: out.success, stderr: new TextDecoder().decode(out.stderr) };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("a reader of a renamed output field fails to type-check; the real field passes", async () => {
  const { ok, stderr } = await checkReaders();
  assert.equal(ok, false);
  const errors = stderr.split("\n").filter((l) => /ERROR/.test(l));
  assert.equal(errors.length, 1, stderr);
  assert.match(stderr, /Property 'lawName' does not exist/);
  assert.match(stderr, /renamed\.ts/);
  assert.doesNotMatch(stderr, /real\.ts/);
});

Deno.test("callTool and baseCaller answer what the map says, against the replay", async () => {
  await using h = await harness();
  const ctx = h.runtime.context();
  const out = await callTool("search_law", { query: "건축법" }, ctx);
  assert.ok(out.ok, out.text);
  const rows: ToolMap["search_law"]["output"]["rows"] = out.structured.rows;
  assert.ok(rows.some((r) => r.name === "건축법"), JSON.stringify(rows.map((r) => r.name)));
  const caller: ToolCaller<BaseToolMap> = baseCaller(registry.caller(ctx));
  const text = await caller.run("get_law_text", { name: "민법", articles: ["제750조"] });
  assert.ok(text.ok, text.text);
  assert.ok(text.structured.articles.some((a) => a.article === 750 && a.branch === 0), text.text);
  const bad = await caller.runAny("no_such_tool", {});
  assert.equal(!bad.ok && bad.error.code, "UNKNOWN_TOOL");
});
