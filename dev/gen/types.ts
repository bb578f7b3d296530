/**
 * The generator of `lib/tools/tool_types.gen.ts`: every tool's input (as a caller writes it)
 * and output (as parsed) as explicit TypeScript types, read from the tools' zod schemas through
 * zod's JSON Schema. The zod schemas stay the one definition; each tool's export is annotated
 * with {@link GeneratedTool}, and `ToolDef` ties the two both ways, so a stale file is a type
 * error at the tool it no longer matches (and tests/publish/gen_fresh.test.ts names it stale).
 *
 * @module
 */

import { z } from "zod";
import { TOOLS } from "../../lib/tools/toolset.ts";

/** One generated file: where it goes (from the repository root) and how its text is made. */
export interface Generator {
  /** The file written, relative to the repository root. */
  path: string;
  /** The file's text (before `deno fmt`). */
  render(): Promise<string>;
  /**
   * Written as rendered, not formatted: a file kept out of `deno fmt` in deno.json (the tools'
   * briefs, one line of JSON that a server parses on every start).
   */
  raw?: boolean;
}

/** The JSON Schema subset zod emits for our schemas. */
interface Json {
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  additionalProperties?: boolean | Json;
  propertyNames?: Json;
  items?: Json;
  prefixItems?: Json[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Json[];
  oneOf?: Json[];
  allOf?: Json[];
  $ref?: string;
  $defs?: Record<string, Json>;
  description?: string;
  id?: string;
}

type Io = "input" | "output";

const ROOT = new URL("../../", import.meta.url);

/**
 * Names the shared schemas: every zod schema a module under lib/tools exports as `FooSchema`
 * becomes the named type `Foo` wherever a tool uses that very schema (zod puts it in `$defs`).
 * The ids go on zod's global registry, beside the descriptions, and the returned function takes
 * them off again: a JSON Schema built later in this process (the briefs a server publishes) must
 * not turn into `$ref`s because this generator ran first.
 */
async function nameSharedSchemas(): Promise<() => void> {
  const found = new Map<string, z.ZodType[]>();
  for await (const file of walk(new URL("lib/tools/", ROOT))) {
    const mod = await import(file.href);
    for (const [key, value] of Object.entries(mod)) {
      if (!/^[A-Z]\w*Schema$/.test(key) || !(value instanceof z.ZodType)) continue;
      const list = found.get(key) ?? [];
      if (!list.includes(value)) list.push(value);
      found.set(key, list);
    }
  }
  const named: [z.ZodType, ReturnType<typeof z.globalRegistry.get>][] = [];
  for (const [key, list] of [...found].sort(([a], [b]) => a.localeCompare(b))) {
    if (list.length !== 1) continue; // two schemas of one name: each stays inline
    const schema = list[0];
    const before = z.globalRegistry.get(schema);
    named.push([schema, before]);
    z.globalRegistry.add(schema, { ...before, id: key.slice(0, -6) });
  }
  return () => {
    for (const [schema, before] of named) {
      z.globalRegistry.remove(schema);
      if (before) z.globalRegistry.add(schema, before);
    }
  };
}

async function* walk(dir: URL): AsyncGenerator<URL> {
  const names = [];
  for await (const e of Deno.readDir(dir)) names.push(e);
  names.sort((a, b) => a.name.localeCompare(b.name));
  for (const e of names) {
    if (e.isDirectory) yield* walk(new URL(`${e.name}/`, dir));
    else if (e.name.endsWith(".ts") && !e.name.endsWith(".gen.ts")) yield new URL(e.name, dir);
  }
}

function schemaOf(s: unknown, io: Io): Json {
  return z.toJSONSchema(s as z.ZodType, {
    io,
    unrepresentable: "any",
    // A preprocessed argument takes anything (zod types its input `unknown`): JSON Schema would
    // give the type it is turned into.
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def as { type: string; in?: z.ZodType };
      if (io === "input" && def.type === "pipe" && def.in?._zod.def.type === "transform") {
        for (const k of Object.keys(jsonSchema)) if (k !== "description") delete jsonSchema[k];
      }
    },
  }) as Json;
}

const pascal = (name: string) => name.replace(/(^|_)([a-z])/g, (_, __, c) => c.toUpperCase());
const IDENT = /^[A-Za-z_$][\w$]*$/;
const key = (k: string) => IDENT.test(k) ? k : JSON.stringify(k);
const doc = (text: string | undefined) =>
  text ? `/** ${text.replace(/\*\//g, "*\\/").replace(/\s*\n\s*/g, " ")} */\n` : "";

/** Prints JSON Schema as a TypeScript type, in the forms zod's own inference gives. */
class Printer {
  constructor(private readonly refName: (id: string) => string) {}

  type(s: Json): string {
    if (s.$ref) return this.refName(s.$ref.replace("#/$defs/", ""));
    if (s.anyOf || s.oneOf) return this.union((s.anyOf ?? s.oneOf)!.map((m) => this.type(m)));
    if (s.allOf) return s.allOf.map((m) => this.wrap(this.type(m))).join(" & ");
    if ("const" in s) return JSON.stringify(s.const);
    if (s.enum) return this.union(s.enum.map((v) => JSON.stringify(v)));
    if (Array.isArray(s.type)) return this.union(s.type.map((t) => this.type({ ...s, type: t })));
    switch (s.type) {
      case "string":
        return "string";
      case "number":
      case "integer":
        return "number";
      case "boolean":
        return "boolean";
      case "null":
        return "null";
      case "array":
        if (s.prefixItems) return `[${s.prefixItems.map((m) => this.type(m)).join(", ")}]`;
        return `${this.wrap(this.type(s.items ?? {}))}[]`;
      case "object":
        return this.object(s);
    }
    return "unknown";
  }

  object(s: Json): string {
    const props = Object.entries(s.properties ?? {});
    const extra = s.additionalProperties;
    if (props.length === 0) {
      if (extra === false) return "Record<string, never>";
      const keys = s.propertyNames ? this.type(s.propertyNames) : "string";
      return `Record<${keys}, ${typeof extra === "object" ? this.type(extra) : "unknown"}>`;
    }
    const required = new Set(s.required ?? []);
    const lines = props.map(([k, v]) =>
      `${doc(v.description)}${key(k)}${required.has(k) ? "" : "?"}: ${this.type(v)};`
    );
    return `{\n${lines.join("\n")}\n}`;
  }

  private union(parts: string[]): string {
    const unique = [...new Set(parts)];
    return unique.length === 1 ? unique[0] : unique.map((p) => this.wrap(p)).join(" | ");
  }

  /** Parenthesizes a union or intersection (before `[]`, or inside another). */
  private wrap(t: string): string {
    let depth = 0;
    let quoted = false;
    for (let i = 0; i < t.length; i++) {
      const c = t[i];
      if (quoted) {
        if (c === "\\") i++;
        else if (c === '"') quoted = false;
      } else if (c === '"') quoted = true;
      else if ("{[(<".includes(c)) depth++;
      else if ("}])>".includes(c)) depth--;
      else if (depth === 0 && (c === "|" || c === "&")) return `(${t})`;
    }
    return t;
  }
}

/** Renders lib/tools/tool_types.gen.ts from the registered tools. */
export async function renderToolTypes(): Promise<string> {
  const unname = await nameSharedSchemas();
  let tools;
  try {
    tools = TOOLS.map((t) => ({
      name: t.name,
      title: t.title,
      input: schemaOf(t.input, "input"),
      output: schemaOf(t.output, "output"),
    }));
  } finally {
    unname();
  }
  // A shared schema reads the same both ways unless defaults or transforms differ: then the
  // caller's side is named `FooInput`.
  const defs = new Map<string, Map<Io, string>>();
  for (const t of tools) {
    for (const io of ["input", "output"] as const) {
      for (const [id, d] of Object.entries(t[io].$defs ?? {})) {
        const byIo = defs.get(id) ?? new Map<Io, string>();
        const text = JSON.stringify({ ...d, id: undefined });
        const seen = byIo.get(io);
        if (seen !== undefined && seen !== text) {
          throw new Error(`shared schema ${id} reads two ways in one direction`);
        }
        byIo.set(io, text);
        defs.set(id, byIo);
      }
    }
  }
  const nameOf = (id: string, io: Io) => {
    const byIo = defs.get(id)!;
    const differs = byIo.has("output") && byIo.has("input") &&
      byIo.get("output") !== byIo.get("input");
    return io === "input" && differs ? `${id}Input` : id;
  };
  const printer = (io: Io) => new Printer((id) => nameOf(id, io));

  const out: string[] = [HEADER];
  const declare = (name: string, json: Json, io: Io, what: string) => {
    const body = printer(io).type(json);
    const lead = doc(json.description ? `${what} ${json.description}` : what);
    // Type aliases, not interfaces: an object type keeps its implicit index signature, as
    // zod's inferred types do (an answer passes where a `Record<string, unknown>` is taken).
    out.push(`${lead}export type ${name} = ${body};\n`);
  };
  for (const t of tools) {
    const p = pascal(t.name);
    const root = (j: Json) => ({ ...j, $defs: undefined, $schema: undefined });
    declare(
      `${p}Input`,
      root(t.input),
      "input",
      `The arguments of \`${t.name}\` as a caller writes them.`,
    );
    declare(
      `${p}Output`,
      root(t.output),
      "output",
      `The structured content of \`${t.name}\`'s answer.`,
    );
  }
  for (const [id, byIo] of [...defs].sort(([a], [b]) => a.localeCompare(b))) {
    for (const io of ["output", "input"] as const) {
      const text = byIo.get(io);
      if (text === undefined) continue;
      const name = nameOf(id, io);
      if (io === "input" && name === id && byIo.has("output")) continue; // the same type
      declare(
        name,
        JSON.parse(text),
        io,
        `A shared part of the tools' ${
          io === "input" ? "arguments" : "answers"
        } (\`${id}Schema\`).`,
      );
    }
  }
  out.push(
    doc(
      "Tool name → the arguments a caller writes (`input`) and the structured answer (`output`), as generated from the tools' zod schemas.",
    ),
    "export interface ToolTypeMap {",
    ...tools.map((t) =>
      `${doc(`\`${t.name}\` (${t.title}).`)}${key(t.name)}: ` +
      `{ input: ${pascal(t.name)}Input; output: ${pascal(t.name)}Output };`
    ),
    "}\n",
    GENERATED_TOOL,
  );
  return out.join("\n");
}

const HEADER =
  `// Generated by \`deno task gen\` (dev/gen/types.ts) from the tools' zod schemas: do not edit.
// tests/publish/gen_fresh.test.ts fails when this file is stale.
/**
 * The explicit types of every tool's arguments and answer, generated from its zod schemas (the
 * one definition). Each tool's export is typed {@link GeneratedTool}, so TypeScript checks the
 * schemas against these types both ways.
 *
 * @example
 * \`\`\`ts
 * import type { SearchLawOutput } from "@beopmang/law/tools";
 * const names = (out: SearchLawOutput): string[] => out.rows.map((r) => r.name);
 * \`\`\`
 *
 * @module
 */

import type { Schema, TiedTool } from "./define.ts";
`;

const GENERATED_TOOL = `/**
 * A tool's definition typed by this file: its schemas accept what {@link ToolTypeMap} says a
 * caller writes and parse to the answer it names. \`TiedTool\` ties the two both ways, so a
 * schema changed without \`deno task gen\` fails to type-check where its tool is declared.
 *
 * @example
 * \`\`\`ts
 * import type { GeneratedTool } from "@beopmang/law/tools";
 * const rows = (tool: GeneratedTool<"search_law">) => tool.output.safeParse({}).success;
 * \`\`\`
 */
export type GeneratedTool<N extends keyof ToolTypeMap> = TiedTool<
  Schema<unknown, ToolTypeMap[N]["input"]>,
  Schema<ToolTypeMap[N]["output"]>,
  N
>;
`;

/** The generator of lib/tools/tool_types.gen.ts. */
export const toolTypes: Generator = {
  path: "lib/tools/tool_types.gen.ts",
  render: renderToolTypes,
};
