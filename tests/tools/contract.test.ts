/**
 * The agent contract, tool by tool, through the registry's one call path against the replay:
 * every input name is a vocabulary word; an unknown or misspelt name is a BAD_INPUT naming it,
 * the accepted names and the closest one; the example calls answer and match the published
 * output schema; old names answer like the vocabulary ones; every "more" pointer runs and
 * returns the next slice; korean-law-mcp's parameter names are all accepted.
 */

import assert from "node:assert/strict";
import { z } from "zod";
import {
  findTool,
  resolveTool,
  runTool,
  runToolByName,
  type ToolDef,
  type ToolOutcome,
  TOOLS,
} from "../../lib/mod.ts";
import { argSpec, VOCABULARY } from "../../lib/vocab/mod.ts";
import {
  articlesArg,
  asOfArg,
  displayArg,
  lawIdArg,
  mstArg,
  offsetArg,
  pageArg,
} from "../../lib/vocab/params.ts";
import { harness } from "../_support.ts";
import { mcpHarness } from "../_mcp.ts";
import { assertPublishedOutput } from "../_schema.ts";
import { type Args, EXAMPLES } from "./_examples.ts";

type Ok = Extract<ToolOutcome, { ok: true }>;

function ok(out: ToolOutcome, what: string): Ok {
  assert.ok(out.ok, `${what}: ${out.ok ? "" : out.text}`);
  return out as Ok;
}

/** Names whose shape is shared: a tool taking one must take it in the shared shape. */
const SHARED: Record<string, z.ZodType> = {
  lawId: lawIdArg,
  mst: mstArg,
  articles: articlesArg,
  asOf: asOfArg,
  page: pageArg,
  display: displayArg,
  offset: offsetArg,
};

/** Documented exceptions to the shared shape: get_annexes' `offset` is a 표:행 row cursor. */
const SHARED_EXCEPT: Record<string, string> = { "get_annexes.offset": "string" };

function jsonType(schema: z.ZodType): string {
  const js = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    type?: string;
    items?: { type?: string };
  };
  return `${js.type}${js.items ? `<${js.items.type}>` : ""}`;
}

Deno.test("every tool's input names are vocabulary words, shared names in the shared shape", () => {
  const strays: string[] = [];
  for (const t of TOOLS) {
    const shape = (t.input as unknown as { shape: Record<string, z.ZodType> }).shape;
    assert.ok(shape, `${t.name}: input is a z.object`);
    for (const [name, field] of Object.entries(shape)) {
      if (!Object.hasOwn(VOCABULARY, name)) strays.push(`${t.name}.${name}`);
      const shared = SHARED[name];
      if (shared) {
        const want = SHARED_EXCEPT[`${t.name}.${name}`] ?? jsonType(shared);
        assert.equal(jsonType(field), want, `${t.name}.${name} has the shared type`);
      }
    }
  }
  assert.deepEqual(strays, [], "names outside lib/vocab/params.ts VOCABULARY");
});

Deno.test("every tool has examples in tests/tools/_examples.ts", () => {
  const missing = TOOLS.map((t) => t.name).filter((n) => !EXAMPLES[n]);
  assert.deepEqual(missing, []);
  for (const [name, ex] of Object.entries(EXAMPLES)) {
    assert.ok(findTool(name)?.name === name, `${name} is a registered tool name`);
    assert.ok(ex.calls.length > 0, `${name} has a call`);
    assert.ok(ex.more?.length || ex.noMore, `${name}: a more example or the reason it has none`);
  }
});

/** A misspelling of `name` that is not itself a name the tool accepts. */
function misspell(tool: ToolDef, name: string): string {
  const spec = argSpec(tool.name, tool.input);
  for (const m of [name.slice(0, -1), `${name}x`, name.toLowerCase() + "s", `${name}_`]) {
    if (!spec.kinds.has(m) && !spec.aliases.has(m)) return m;
  }
  throw new Error(`no misspelling of ${name}`);
}

Deno.test("unknown and misspelt names are BAD_INPUT naming the key, the accepted names and the closest", async (t) => {
  await using h = await harness();
  for (const tool of TOOLS) {
    await t.step(tool.name, async () => {
      const spec = argSpec(tool.name, tool.input);
      const base = EXAMPLES[tool.name]?.calls[0] ?? {};
      const unknown = await runTool(tool, { ...base, bogusFlag: true }, h.runtime.context());
      assert.equal(unknown.ok, false);
      assert.equal(!unknown.ok && unknown.error.code, "BAD_INPUT");
      assert.match(unknown.text, /'bogusFlag'/);
      assert.ok(unknown.text.includes(`받는 인자: ${spec.names.join(", ")}`), unknown.text);
      const name = Object.keys(base)[0] ?? spec.names[0];
      if (!name) return;
      const wrong = misspell(tool, name);
      const { [name]: value, ...rest } = base;
      const out = await runTool(tool, { ...rest, [wrong]: value ?? "x" }, h.runtime.context());
      assert.equal(!out.ok && out.error.code, "BAD_INPUT", `${wrong}: ${out.text}`);
      assert.ok(out.text.includes(`'${wrong}' (did you mean '${name}'?)`), out.text);
    });
  }
});

Deno.test("example calls answer and match the published output schema; old names answer alike", async (t) => {
  await using h = await harness();
  for (const [name, ex] of Object.entries(EXAMPLES)) {
    await t.step(name, async () => {
      for (const args of ex.calls) {
        const out = ok(
          await runToolByName(name, args, h.runtime.context()),
          `${name} ${JSON.stringify(args)}`,
        );
        assertPublishedOutput(name, out.structured);
      }
      for (const [old, canonical] of ex.legacy ?? []) {
        const a = ok(
          await runToolByName(name, old, h.runtime.context()),
          `${name} legacy ${JSON.stringify(old)}`,
        );
        const b = ok(
          await runToolByName(name, canonical, h.runtime.context()),
          `${name} ${JSON.stringify(canonical)}`,
        );
        const { meta: _a, ...sa } = a.structured;
        const { meta: _b, ...sb } = b.structured;
        assert.deepEqual(
          sa,
          sb,
          `${name}: ${JSON.stringify(old)} answers like ${JSON.stringify(canonical)}`,
        );
      }
    });
  }
});

interface Pointer {
  tool: string;
  arguments: Args;
}

/** Every `{ tool, arguments }` object in an answer. */
function pointers(v: unknown, out: Pointer[] = []): Pointer[] {
  if (Array.isArray(v)) { for (const x of v) pointers(x, out); }
  else if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    if (typeof o.tool === "string" && o.arguments && typeof o.arguments === "object") {
      out.push(o as unknown as Pointer);
    } else for (const x of Object.values(o)) pointers(x, out);
  }
  return out;
}

/** A number that says where a slice starts: its page or its offset (or a `표:행` cursor). */
function position(args: Args): number[] {
  const off = args.offset;
  const o = typeof off === "string" ? off.split(":").map(Number) : [Number(off ?? 0)];
  return [Number(args.page ?? 1), ...o];
}

function after(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return false;
}

Deno.test("every 'more' pointer is a call that runs and returns the next slice", async (t) => {
  await using h = await harness();
  for (const [name, ex] of Object.entries(EXAMPLES)) {
    for (const m of ex.more ?? []) {
      await t.step(`${name} ${JSON.stringify(m.args)}`, async () => {
        const ctx = () => h.runtime.context({ maxChars: m.maxChars });
        const first = ok(await runToolByName(name, m.args, ctx()), name);
        const found = pointers(first.structured);
        assert.ok(found.length > 0, `${name}: the answer carries a pointer`);
        for (const p of found) {
          assert.ok(resolveTool(p.tool), `${p.tool} is a tool`);
          // The text prints the same call, so a reader of the text gets the same pointer.
          assert.ok(
            first.text.includes(`${p.tool} ${JSON.stringify(p.arguments)}`),
            `${name} text names ${JSON.stringify(p)}`,
          );
          const next = ok(
            await runToolByName(p.tool, p.arguments, ctx()),
            `${name} → ${JSON.stringify(p)}`,
          );
          assertPublishedOutput(p.tool, next.structured);
          if (p.tool === resolveTool(name)?.tool.name) {
            assert.ok(
              after(position(p.arguments), position({ ...m.args })),
              `${JSON.stringify(p.arguments)} moves past ${JSON.stringify(m.args)}`,
            );
            // What shaped this slice shapes the next one: the page size and the selection are
            // carried over (a pointer that dropped `display` would jump to another slice).
            for (const k of ["display", "articles", "query", "domain"] as const) {
              if (m.args[k] !== undefined) {
                assert.ok(
                  JSON.stringify(p.arguments[k]) === JSON.stringify(m.args[k]) ||
                    (k === "articles" && Array.isArray(p.arguments[k])),
                  `${name}: the pointer keeps ${k} ${JSON.stringify(m.args[k])}`,
                );
              }
            }
            assert.notDeepEqual(
              { ...next.structured, meta: 0 },
              { ...first.structured, meta: 0 },
              "the next slice differs from this one",
            );
          }
        }
      });
    }
  }
});

const peer = JSON.parse(
  await Deno.readTextFile(new URL("../catalogue/peer_tools.json", import.meta.url)),
) as { tools: { name: string; params: string[] }[] };

Deno.test("korean-law-mcp's parameter names are all accepted by the tool its name calls", () => {
  const refused: string[] = [];
  for (const p of peer.tools) {
    const r = resolveTool(p.name);
    if (!r) continue; // documented replacements (coverage.test.ts)
    const spec = argSpec(r.tool.name, r.tool.input);
    const companions = new Set([...spec.aliases.values()].flatMap((a) => a.consumes ?? []));
    for (const param of [...p.params, "apiKey"]) {
      const known = spec.kinds.has(param) || spec.aliases.has(param) || companions.has(param);
      if (!known) refused.push(`${p.name}.${param}`);
    }
  }
  assert.deepEqual(refused, []);
});

Deno.test("the official SDK client accepts every example's answer in both profiles", async (t) => {
  for (const profile of ["all", "exposed"] as const) {
    await t.step(profile, async () => {
      // In the `all` profile the client has read every output schema and checks each answer
      // against it itself (it throws on a mismatch); the exposed profile publishes none.
      await using m = await mcpHarness({}, { profile });
      const listed = (await m.client.listTools()).tools;
      assert.equal(listed.every((l) => !!l.outputSchema), profile === "all");
      for (const [name, ex] of Object.entries(EXAMPLES)) {
        for (const args of ex.calls) {
          const r = await m.client.callTool({ name, arguments: args });
          assert.ok(!r.isError, `${profile} ${name} ${JSON.stringify(args)}`);
        }
      }
    });
  }
});

Deno.test("every call printed in an answer's text is accepted by the tool it names", async () => {
  await using h = await harness();
  const seen = new Set<string>();
  const refused: string[] = [];
  for (const [name, ex] of Object.entries(EXAMPLES)) {
    for (const args of [...ex.calls, ...(ex.more ?? []).map((m) => m.args)]) {
      const out = await runToolByName(name, args, h.runtime.context({ maxChars: 3_000 }));
      for (const m of out.text.matchAll(/\b([a-z_]+) (\{[^\n]*?\})(?=[\s\]),;.]|$)/g)) {
        if (!resolveTool(m[1]) || seen.has(m[0])) continue;
        let parsed: Args;
        try {
          parsed = JSON.parse(m[2]);
        } catch {
          continue;
        }
        seen.add(m[0]);
        const r = await runToolByName(m[1], parsed, h.runtime.context());
        if (!r.ok && r.error.code === "BAD_INPUT") refused.push(`${name} → ${m[0]}: ${r.text}`);
      }
    }
  }
  assert.ok(seen.size >= 50, `${seen.size} printed calls found`);
  assert.deepEqual(refused, []);
});
