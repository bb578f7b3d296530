/**
 * A tool's explicit type and its zod schemas are tied both ways (`TiedTool`, what `defineTool`
 * and `defineListTool` return): a declared type that differs from the schemas in any direction
 * — a field dropped, added, renamed, or made optional — fails to type-check where the tool is
 * declared. The `@ts-expect-error` lines stop compiling (and so fail `deno test`) if any of
 * them ever type-checks. The generated file itself is checked fresh by
 * tests/publish/gen_fresh.test.ts; here, that a stale one could not pass unnoticed.
 */

import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool, type Schema, type TiedTool } from "../../lib/tools/define.ts";
import { defineListTool } from "../../lib/tools/list_tool.ts";
import type { GeneratedTool, SearchLawOutput, ToolTypeMap } from "../../lib/tools/mod.ts";
import type { ToolInput, ToolOutput } from "../../lib/mod.ts";
import { TOOLS } from "../../lib/mod.ts";

const echo = () =>
  defineTool({
    name: "echo",
    title: "메아리",
    description: "Echo.",
    input: z.object({ s: z.string(), n: z.number().default(1) }),
    output: z.object({ s: z.string(), note: z.string().optional() }),
    handler: (a) => Promise.resolve({ structured: { s: a.s }, text: a.s }),
  });

/** The declared type a generator would write for `echo`, with `In` and `Out` to vary. */
type Echo<In, Out> = TiedTool<Schema<unknown, In>, Schema<Out>, "echo">;

Deno.test("the declared type that matches the schemas both ways type-checks", () => {
  const ok: Echo<{ s: string; n?: number }, { s: string; note?: string }> = echo();
  assert.equal(ok.name, "echo");
});

Deno.test("a declared type that differs from the schemas in any direction does not", () => {
  // @ts-expect-error the schema's output has `note`: a declared type without it is stale
  const dropped: Echo<{ s: string; n?: number }, { s: string }> = echo();
  // @ts-expect-error a declared optional field the schema does not have
  const added: Echo<{ s: string; n?: number }, { s: string; note?: string; more?: string }> =
    echo();
  // @ts-expect-error `s` renamed in the declared type
  const renamed: Echo<{ s: string; n?: number }, { text: string; note?: string }> = echo();
  // @ts-expect-error `n` has a default: a caller may leave it out, so it is optional
  const required: Echo<{ s: string; n: number }, { s: string; note?: string }> = echo();
  // @ts-expect-error the answer's `s` is always there: optional in the declared type is stale
  const loosened: Echo<{ s: string; n?: number }, { s?: string; note?: string }> = echo();
  assert.ok([dropped, added, renamed, required, loosened].every((t) => t.name === "echo"));
});

Deno.test("a list tool is tied the same way, through its rows", () => {
  const list = () =>
    defineListTool({
      name: "search_fruit",
      title: "과일 검색",
      description: "Fruit.",
      args: { query: z.string() },
      row: z.object({ name: z.string(), color: z.string().optional() }),
      fetch: (a) => Promise.resolve({ total: 0, page: a.page, rows: [] }),
      heading: (a) => a.query,
      line: (r) => r.name,
      empty: "없음",
    });
  type Out<Row> = {
    query?: string;
    total: number;
    page: number;
    next?: { tool: string; arguments: Record<string, unknown> };
    rows: Row[];
    meta: SearchLawOutput["meta"];
    demo?: SearchLawOutput["demo"];
  };
  type In = { query: string; page?: number; display?: number };
  type Fruit<Row> = TiedTool<Schema<unknown, In>, Schema<Out<Row>>, "search_fruit">;
  const ok: Fruit<{ name: string; color?: string }> = list();
  // @ts-expect-error a row's optional `color` missing from the declared type
  const stale: Fruit<{ name: string }> = list();
  assert.equal(ok.name, stale.name);
});

Deno.test("the tool map reads the generated types", () => {
  // Both ways: the map's entry is the generated type, not a wider or narrower one.
  const out = (o: ToolOutput<"search_law">): SearchLawOutput => o;
  const back = (o: SearchLawOutput): ToolOutput<"search_law"> => o;
  const args: ToolInput<"get_law_text"> = { lawId: "001823", articles: ["제1조"] };
  const entry: ToolTypeMap["get_law_text"]["input"] = args;
  const tool = TOOLS.find((t) => t.name === "search_law") as GeneratedTool<"search_law">;
  assert.equal(typeof out, typeof back);
  assert.deepEqual(entry.articles, ["제1조"]);
  assert.equal(tool.name, "search_law");
});
