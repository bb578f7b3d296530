/**
 * `beopmang <tool> --param value …` → the tool's arguments, coerced per its input schema:
 * numbers and booleans parsed, repeated flags (and array properties) collected into arrays,
 * object properties read as JSON. Names are the tool's own (or old names the alias table
 * maps); reading them — and refusing unknown ones — is the registry's argument reader's job,
 * as for every other face.
 *
 * @module
 */

import type { ToolDef } from "../lib/mod.ts";
import { type ArgSpec, argSpec } from "../lib/vocab/mod.ts";
import { inputSchema, type PropSchema, typesOf } from "./schema.ts";

/** Flags every command understands. */
export interface GlobalFlags {
  /** Print structuredContent as JSON. */
  json: boolean;
  /** Print the route taken on stderr. */
  explain: boolean;
  /** Show help. */
  help: boolean;
  /** Print the version. */
  version: boolean;
  /** Disable colour. */
  noColor: boolean;
  /** `--json-input` text. */
  jsonInput?: string;
  /** `--category` for `list`. */
  category?: string;
}

/** argv split into global flags, positionals and tool flags (name → raw values). */
export interface SplitArgs {
  /** Global flags. */
  global: GlobalFlags;
  /** Words that are not flags. */
  positionals: string[];
  /** Tool flags in order, `true` for a bare flag. */
  flags: Array<[string, string | true]>;
}

/** The flags every command understands, as typed (for "did you mean"). */
export const GLOBAL_FLAGS: readonly string[] = [
  "--json",
  "--explain",
  "--help",
  "--version",
  "--no-color",
  "--json-input",
  "--category",
];

const BOOLEAN_GLOBALS: Record<string, keyof GlobalFlags> = {
  json: "json",
  explain: "explain",
  help: "help",
  h: "help",
  version: "version",
  "no-color": "noColor",
};

/** Splits argv; `--x=v`, `--x v` and bare `--x` all work. `--` ends flags. */
export function splitArgs(argv: readonly string[]): SplitArgs {
  const global: GlobalFlags = {
    json: false,
    explain: false,
    help: false,
    version: false,
    noColor: false,
  };
  const positionals: string[] = [];
  const flags: Array<[string, string | true]> = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    const m = /^--?([A-Za-z][\w-]*)(?:=([\s\S]*))?$/.exec(a);
    if (!m || (a.startsWith("-") && !a.startsWith("--") && m[1] !== "h")) {
      positionals.push(a);
      continue;
    }
    const [, name, inline] = m;
    const g = Object.hasOwn(BOOLEAN_GLOBALS, name) ? BOOLEAN_GLOBALS[name] : undefined;
    if (g && inline === undefined) {
      (global[g] as boolean) = true;
      continue;
    }
    const takesValue = (): string | true => {
      if (inline !== undefined) return inline;
      const next = argv[i + 1];
      if (next === undefined || /^--[A-Za-z]/.test(next)) return true;
      i++;
      return next;
    };
    if (name === "json-input" || name === "category") {
      const v = takesValue();
      if (v === true) throw new FlagError(`--${name}에 값이 필요합니다`);
      if (name === "json-input") global.jsonInput = v;
      else global.category = v;
      continue;
    }
    flags.push([name, takesValue()]);
  }
  return { global, positionals, flags };
}

/** A flag whose value cannot be read (a value missing, JSON that does not parse). */
export class FlagError extends Error {
  override name = "FlagError";
}

const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function coerce(raw: string | true, p: PropSchema | undefined, flag: string): unknown {
  const types = typesOf(p);
  if (raw === true) {
    if (types.length === 0 || types.includes("boolean")) return true;
    throw new FlagError(`--${flag}에 값이 필요합니다 (${types.join("|")})`);
  }
  if (types.includes("object") && !types.includes("string")) {
    try {
      return JSON.parse(raw);
    } catch {
      throw new FlagError(`--${flag}: JSON 객체가 필요합니다 ('${raw}')`);
    }
  }
  if ((types.includes("integer") || types.includes("number")) && /^-?\d+(\.\d+)?$/.test(raw)) {
    return Number(raw);
  }
  if (types.includes("boolean")) {
    if (/^(true|yes|y|1)$/i.test(raw)) return true;
    if (/^(false|no|n|0)$/i.test(raw)) return false;
  }
  return raw;
}

/**
 * The argument name a flag gives and the property its value is read as. A flag names an
 * input property or an old name of one (the alias table), as written or in camelCase
 * (`--law-name` → `lawName` → `name`); `--no-x` is `x: false` for a boolean. Any other flag
 * is passed on as written, for the tool's argument reader to refuse with the names it takes.
 */
function flagName(
  flag: string,
  raw: string | true,
  props: Record<string, PropSchema>,
  spec: ArgSpec,
): { key: string; prop?: PropSchema; negated?: boolean } {
  for (const key of [flag, camel(flag)]) {
    // Own properties only: `--constructor` must not find Object.prototype.constructor.
    if (Object.hasOwn(props, key)) return { key, prop: props[key] };
    const alias = spec.aliases.get(key);
    // An old name that converts its value (korean-law-mcp's `jo`) gets the value as typed.
    if (alias) return { key, prop: alias.to && !alias.convert ? props[alias.to] : undefined };
  }
  if (flag.startsWith("no-") && raw === true) {
    const base = flagName(flag.slice(3), true, props, spec);
    if (typesOf(base.prop).includes("boolean")) return { ...base, negated: true };
  }
  return { key: flag };
}

/**
 * Turns tool flags and positionals into arguments for `tool`: flags under the names they give
 * (vocabulary names, or old names the tool's reader maps), values read per the property's
 * type; repeated flags and list properties collect into lists. Positional words fill the first
 * required string property (`beopmang search_law 건축법`). Unknown flags are not refused here:
 * the registry's reader refuses them like any other caller's unknown argument.
 */
export function flagsToArgs(
  tool: ToolDef,
  split: Pick<SplitArgs, "flags" | "positionals">,
  base: Record<string, unknown> = {},
): Record<string, unknown> {
  const { properties, required } = inputSchema(tool);
  const spec = argSpec(tool.name, tool.input);
  // No prototype: `__proto__` from --json-input stays an own key the tool's reader refuses.
  const args: Record<string, unknown> = Object.assign(Object.create(null), base);
  const seen = new Set<string>();
  for (const [flag, raw] of split.flags) {
    const { key, prop, negated } = flagName(flag, raw, properties, spec);
    const isArray = typesOf(prop).includes("array");
    const value = negated ? false : coerce(raw, isArray ? prop?.items : prop, flag);
    if (isArray) {
      const prev = seen.has(key) && Array.isArray(args[key]) ? args[key] as unknown[] : [];
      args[key] = [...prev, value];
    } else if (seen.has(key)) {
      args[key] = [...(Array.isArray(args[key]) ? args[key] as unknown[] : [args[key]]), value];
    } else args[key] = value;
    seen.add(key);
  }
  if (split.positionals.length) {
    const target = [...required, "query", "name", "text", "term", "caseNumber"].find((k) =>
      typesOf(properties[k]).includes("string")
    );
    if (!target) throw new FlagError(`${tool.name}: 위치 인수를 받지 않습니다 (--매개변수 값)`);
    args[target] = split.positionals.join(" ");
  }
  return args;
}
