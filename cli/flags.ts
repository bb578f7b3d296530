/**
 * `beopmang <tool> --param value …` → the tool's arguments, coerced per its input schema:
 * numbers and booleans parsed, repeated flags (and array properties) collected into arrays,
 * object properties read as JSON. Validation itself stays with the tool's zod schema.
 *
 * @module
 */

import type { ToolDef } from "../lib/mod.ts";
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
    const g = BOOLEAN_GLOBALS[name];
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

/** A flag the tool does not know or a value that cannot be read. */
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
 * Turns tool flags and positionals into arguments for `tool`. Positional words fill the first
 * required string property (`beopmang search_law 건축법`).
 */
export function flagsToArgs(
  tool: ToolDef,
  split: Pick<SplitArgs, "flags" | "positionals">,
  base: Record<string, unknown> = {},
): Record<string, unknown> {
  const { properties, required } = inputSchema(tool);
  const known = Object.keys(properties);
  const args: Record<string, unknown> = { ...base };
  const seen = new Set<string>();
  for (const [flag, raw] of split.flags) {
    let key = known.includes(flag) ? flag : camel(flag);
    let value: unknown;
    if (!known.includes(key) && flag.startsWith("no-") && raw === true) {
      key = known.includes(flag.slice(3)) ? flag.slice(3) : camel(flag.slice(3));
      if (!typesOf(properties[key]).includes("boolean")) key = "";
      value = false;
    }
    if (!known.includes(key)) {
      throw new FlagError(
        `${tool.name}: 알 수 없는 매개변수 --${flag} (가능: ${
          known.map((k) => `--${k}`).join(", ")
        })`,
      );
    }
    const p = properties[key];
    const isArray = typesOf(p).includes("array");
    value ??= coerce(raw, isArray ? p.items : p, flag);
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
