/**
 * Property-based fuzzing of every registered tool's input: arbitrary JSON, and schema-aware
 * mutations (the tool's own parameter names with hostile values, enum values kept sometimes so
 * runs get past validation). Calls go through runToolByName with a runtime whose fetch is the
 * replay handler (no sockets). Every outcome must be a valid result (matching the output
 * schema) or a labelled error — never INTERNAL, never a crash dressed as BAD_INPUT, never a hang.
 */

import assert from "node:assert/strict";
// deno-lint-ignore no-import-prefix -- test-only: kept out of the app's imports (docs/DEMO.md)
import fc from "npm:fast-check@4.11.0";
import { z } from "zod";
import { createReplayHandler, defaultFixturesDir } from "../lab/mod.ts";
import { createRuntime, type Runtime, runToolByName, TOOLS } from "../../lib/mod.ts";
import type { ToolDef } from "../../lib/tools/define.ts";
import { TEST_OC } from "../_support.ts";
import { adversarialString, deepJson, hostileValue, legalish } from "./_arbitraries.ts";
import { assertLabelled, within } from "./_common.ts";

const CASE_MS = 5_000;
/** Runs per tool (schema-aware) and for the any-tool, any-value property. */
const PER_TOOL = 25;
const ANY_RUNS = 200;

/** Messages of JavaScript crashes that the registry would otherwise pass off as BAD_INPUT. */
const CRASH =
  /Cannot read propert|is not a function|is not iterable|undefined is not|null is not|Maximum call stack|Invalid array length|Invalid string length/;

async function replayRuntime(): Promise<Runtime> {
  const replay = createReplayHandler({ fixturesDir: defaultFixturesDir() });
  await replay.ready();
  return await createRuntime({
    oc: TEST_OC,
    baseUrl: "http://replay.test/DRF",
    fetch: (input, init) => replay.fetch(new Request(input, init)),
    cacheDir: "off",
    retries: 0,
    timeoutMs: 2_000,
    budget: { maxCalls: 12 },
  });
}

interface PropInfo {
  name: string;
  enum?: unknown[];
  required: boolean;
}

function properties(tool: ToolDef): PropInfo[] {
  try {
    const js = z.toJSONSchema(tool.input as unknown as z.ZodType, {
      io: "input",
      unrepresentable: "any",
    }) as {
      properties?: Record<string, { enum?: unknown[]; items?: { enum?: unknown[] } }>;
      required?: string[];
    };
    return Object.entries(js.properties ?? {}).map(([name, p]) => ({
      name,
      enum: p.enum ?? p.items?.enum,
      required: js.required?.includes(name) ?? false,
    }));
  } catch {
    return [];
  }
}

/** Objects over the tool's own parameter names; enum values kept half of the time. */
function argsFor(tool: ToolDef): fc.Arbitrary<Record<string, unknown>> {
  const props = properties(tool);
  if (props.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), hostileValue);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of props) {
    model[p.name] = p.enum?.length
      ? fc.oneof(fc.constantFrom(...p.enum), hostileValue)
      : fc.oneof(hostileValue, adversarialString);
  }
  return fc.record(model, { requiredKeys: [] });
}

/**
 * Mostly valid arguments with one hostile field: required strings get notation-like text (or an
 * enum value), then one parameter gets a hostile string — so runs reach the handler.
 */
function oneHostileField(tool: ToolDef): fc.Arbitrary<Record<string, unknown>> {
  const props = properties(tool);
  if (props.length === 0) return fc.constant({});
  const base: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of props.filter((p) => p.required)) {
    base[p.name] = p.enum?.length ? fc.constantFrom(...p.enum) : legalish;
  }
  return fc.tuple(
    fc.record(base),
    fc.constantFrom(...props),
    fc.oneof(adversarialString, legalish, fc.integer({ min: -5, max: 100_000 })),
  ).map(([args, p, v]) => ({
    ...args,
    [p.name]: p.enum?.length && typeof v === "number" ? p.enum[v % p.enum.length] : v,
  }));
}

/** Outcome counts, to show the runs get past validation (printed at the end). */
const OUTCOMES = new Map<string, number>();

async function check(rt: Runtime, name: string, args: unknown): Promise<void> {
  const ctx = rt.context();
  const what = `${name}(${JSON.stringify(args)?.slice(0, 160)})`;
  const out = await within(CASE_MS, what, runToolByName(name, args, ctx));
  const code = out.ok ? "ok" : out.error.code;
  OUTCOMES.set(code, (OUTCOMES.get(code) ?? 0) + 1);
  if (out.ok) {
    const tool = TOOLS.find((t) =>
      t.name === name || t.aliases?.some((a) => (typeof a === "string" ? a : a.name) === name)
    );
    if (tool) {
      const parsed = tool.output.safeParse(out.structured);
      assert.ok(
        parsed.success,
        `${what}: output schema: ${parsed.success || JSON.stringify(parsed.error.issues)}`,
      );
    }
    assert.ok(!out.text.includes(TEST_OC), `${what}: key in text`);
    return;
  }
  assert.notEqual(out.error.code, "INTERNAL", `${what}: ${out.text.slice(0, 300)}`);
  assert.ok(!CRASH.test(out.text), `${what}: a crash labelled ${out.error.code}: ${out.text}`);
  assertLabelled(out.text, what);
  assert.ok(!out.text.includes(TEST_OC), `${what}: key in error`);
}

Deno.test({
  name: "fuzz: every tool, schema-aware hostile arguments → valid result or labelled error",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const rt = await replayRuntime();
    try {
      for (const tool of TOOLS) {
        await fc.assert(
          fc.asyncProperty(argsFor(tool), (args) => check(rt, tool.name, args)),
          { numRuns: PER_TOOL },
        );
        await fc.assert(
          fc.asyncProperty(oneHostileField(tool), (args) => check(rt, tool.name, args)),
          { numRuns: PER_TOOL },
        );
      }
    } finally {
      await rt.close();
    }
  },
});

Deno.test({
  name: "fuzz: any tool name or alias, any JSON value as arguments",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const rt = await replayRuntime();
    const names = TOOLS.flatMap((t) => [
      t.name,
      ...(t.aliases ?? []).map((a) => (typeof a === "string" ? a : a.name)),
    ]);
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constantFrom(...names), adversarialString),
          hostileValue,
          (name, args) => check(rt, name, args),
        ),
        { numRuns: ANY_RUNS },
      );
      // Deep JSON as a whole argument object and as one value.
      for (const t of TOOLS) {
        await check(rt, t.name, { query: deepJson(5_000, true), name: deepJson(5_000, false) });
        await check(rt, t.name, deepJson(5_000, true));
      }
    } finally {
      await rt.close();
    }
  },
});

Deno.test("fuzz: outcomes were varied (runs reached the handlers, not only validation)", () => {
  console.log("fuzz outcomes:", Object.fromEntries(OUTCOMES));
  assert.ok((OUTCOMES.get("ok") ?? 0) > 20, "too few runs got past validation");
  assert.ok((OUTCOMES.get("BAD_INPUT") ?? 0) > 20, "too few runs were refused");
});
