/**
 * The argument reader every face uses before a tool's schema sees the arguments: old names
 * become vocabulary names through the one alias table, a single string becomes a one-item
 * list where a list is expected, numeric and boolean strings become numbers and booleans (web
 * forms, CLI flags, loose clients), and a name the tool does not take is refused with the
 * names it does take and the closest one. Nothing is dropped silently.
 *
 * @module
 */

import type { z } from "zod";
import { InputError } from "../errors.ts";
import { aliasesFor, type ArgAlias, valueAliasesFor } from "./aliases.ts";
import { checkText, RESERVED_NAMES, visible } from "./text_guard.ts";

/** The JSON type a field expects, as far as the reader needs to know. */
export type ArgKind = "string" | "number" | "boolean" | "array" | "object" | "any";

/** What the reader knows about one tool's input. */
export interface ArgSpec {
  /** The tool's registered name. */
  tool: string;
  /** Input names, in schema order. */
  names: readonly string[];
  /** Expected JSON kind per name. */
  kinds: ReadonlyMap<string, ArgKind>;
  /** Old names that apply to this tool. */
  aliases: ReadonlyMap<string, ArgAlias>;
  /** Old values per name (korean-law-mcp's codes) → vocabulary values. */
  values: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /**
   * Fields that are objects of named fields themselves (a comparison's `left`/`right`): read
   * by the same rules, old names, loose spellings and refusals included.
   */
  nested?: ReadonlyMap<string, ArgSpec>;
  /** Where a nested spec sits in the tool's input (`left`), for messages. */
  path?: string;
}

/** The read arguments and what the caller should be told about them. */
export interface ReadArgs {
  /** Arguments under vocabulary names, ready for the tool's schema. */
  args: Record<string, unknown>;
  /** Old names that were accepted but not used, with why (shown with the answer). */
  notes: string[];
}

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; options?: z.ZodType[] };

/** The JSON kind behind optional/default/pipe wrappers. */
function kindOf(schema: z.ZodType): ArgKind {
  let s = schema;
  for (let i = 0; i < 10; i++) {
    const def = (s as unknown as { _zod: { def: Def } })._zod.def;
    switch (def.type) {
      case "optional":
      case "default":
      case "prefault":
      case "nullable":
      case "readonly":
        s = def.innerType!;
        continue;
      case "pipe":
        s = def.in!;
        continue;
      case "string":
      case "enum":
      case "literal":
        return "string";
      case "number":
      case "int":
        return "number";
      case "boolean":
        return "boolean";
      case "array":
        return "array";
      case "object":
      case "record":
        return "object";
      default:
        return "any";
    }
  }
  return "any";
}

/**
 * The named fields of an object field — or of the items of a list of objects — behind
 * optional/default wrappers, if it is one.
 */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  let s = schema;
  for (let i = 0; i < 10; i++) {
    const def = (s as unknown as { _zod: { def: Def & { element?: z.ZodType } } })._zod.def;
    if (def.type === "object") {
      return (s as unknown as { shape?: Record<string, z.ZodType> }).shape;
    }
    if (def.type === "array" && def.element) {
      s = def.element;
      continue;
    }
    if (!["optional", "default", "prefault", "nullable", "readonly"].includes(def.type)) break;
    s = def.innerType!;
  }
  return undefined;
}

const specs = new WeakMap<object, ArgSpec>();

function specOf(tool: string, shape: Record<string, z.ZodType>, path?: string): ArgSpec {
  const names = Object.keys(shape);
  const kinds = new Map(names.map((n) => [n, kindOf(shape[n])] as const));
  const values = new Map<string, Readonly<Record<string, string>>>();
  const nested = new Map<string, ArgSpec>();
  // Old names scoped to a tool apply to its top level; `tool.field` scopes one to a nested field.
  const scope = path ? `${tool}.${path}` : tool;
  for (const n of names) {
    const v = valueAliasesFor(scope, n);
    if (v) values.set(n, v);
    const k = kinds.get(n);
    const inner = k === "object" || k === "array" ? objectShape(shape[n]) : undefined;
    if (inner) nested.set(n, specOf(tool, inner, path ? `${path}.${n}` : n));
  }
  return {
    tool,
    names,
    kinds,
    aliases: aliasesFor(scope, new Set(names)),
    values,
    ...(nested.size ? { nested } : {}),
    ...(path ? { path } : {}),
  };
}

/** The reader's view of a tool input (a zod object); computed once per schema. */
export function argSpec(tool: string, input: object): ArgSpec {
  const cached = specs.get(input);
  if (cached && cached.tool === tool) return cached;
  const shape = (input as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) throw new Error(`${tool}: input schema is not a z.object`);
  const spec = specOf(tool, shape);
  specs.set(input, spec);
  return spec;
}

/** The tool (and nested field) a message speaks of: `compare_articles: left`. */
function where(spec: ArgSpec): string {
  return spec.path ? `${spec.tool}: ${spec.path}` : spec.tool;
}

/** Edit distance, for "did you mean". */
function distance(a: string, b: string): number {
  const x = a.toLowerCase(), y = b.toLowerCase();
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[y.length];
}

/**
 * The candidate closest to `word`, if one is close enough to be a likely misspelling (a few
 * edits, or one contains the other).
 *
 * @example
 * ```ts
 * import { closestWord } from "./args.ts";
 * closestWord("--jsno", ["--json", "--explain"]); // "--json"
 * closestWord("--zzz", ["--json"]); // undefined
 * ```
 */
export function closestWord(word: string, candidates: Iterable<string>): string | undefined {
  let best: { name: string; d: number } | undefined;
  for (const c of candidates) {
    const d = distance(word, c);
    const low = c.toLowerCase(), lowWord = word.toLowerCase();
    const near = d <= Math.max(2, Math.floor(c.length / 3)) ||
      (low.length >= 3 && lowWord.length >= 3 && (lowWord.includes(low) || low.includes(lowWord)));
    if (near && (!best || d < best.d)) best = { name: c, d };
  }
  return best?.name;
}

/** The vocabulary name closest to `key`, if one is close enough to be a likely misspelling. */
export function closestName(spec: ArgSpec, key: string): string | undefined {
  let best: { name: string; d: number } | undefined;
  const consider = (candidate: string, name: string) => {
    const d = distance(key, candidate);
    const lowKey = key.toLowerCase(), low = candidate.toLowerCase();
    const near = d <= Math.max(2, Math.floor(candidate.length / 3)) ||
      (low.length >= 3 && (lowKey.includes(low) || low.includes(lowKey)));
    if (near && (!best || d < best.d)) best = { name, d };
  };
  for (const n of spec.names) consider(n, n);
  for (const [from, a] of spec.aliases) if (a.to) consider(from, a.to);
  return best?.name;
}

/** The refusal of names a tool does not take. */
function unknownNames(spec: ArgSpec, keys: string[]): InputError {
  const parts = keys.map((k) => {
    const near = closestName(spec, k);
    return `'${visible(k)}'${near ? ` (did you mean '${near}'?)` : ""}`;
  });
  return new InputError(
    `${where(spec)}: 알 수 없는 인자 ${parts.join(", ")}. ` +
      `받는 인자: ${spec.names.join(", ") || "(없음)"}`,
    visible(keys[0]),
  );
}

/** Loose spellings of numbers, booleans and lists turned into what the schema expects. */
function coerce(kind: ArgKind | undefined, v: unknown): unknown {
  if (typeof v !== "string") return v;
  if (kind === "array") return [v];
  if (kind === "number" && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  if (kind === "boolean" && /^(true|false)$/i.test(v.trim())) {
    return v.trim().toLowerCase() === "true";
  }
  return v;
}

/** Old values (a string, or strings in a list) → vocabulary values. */
function renameValue(map: Readonly<Record<string, string>>, v: unknown): unknown {
  const one = (x: unknown) =>
    typeof x === "string" && Object.hasOwn(map, x.trim()) ? map[x.trim()] : x;
  return Array.isArray(v) ? v.map(one) : one(v);
}

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Reads raw arguments for a tool: vocabulary names pass, old names are rewritten, unknown names
 * are refused with a {@link InputError} naming them, the accepted names and the closest one.
 *
 * @example
 * ```ts
 * import { z } from "zod";
 * import { argSpec, readArgs } from "./args.ts";
 * const spec = argSpec("demo", z.object({ name: z.string(), articles: z.array(z.string()) }));
 * readArgs(spec, { lawName: "건축법", article: "제1조" }).args;
 * // { name: "건축법", articles: ["제1조"] }
 * ```
 */
export function readArgs(spec: ArgSpec, raw: unknown): ReadArgs {
  if (raw === undefined || raw === null) return { args: {}, notes: [] };
  if (typeof raw !== "object" || Array.isArray(raw)) {
    throw new InputError(
      `${where(spec)}: 인자는 JSON 객체여야 합니다 (arguments must be an object)`,
    );
  }
  const given = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const from: Record<string, string> = {}; // canonical name → the name it was given under
  const notes: string[] = [];
  const unknown: string[] = [];
  const consumed = new Set<string>();
  for (const a of spec.aliases.values()) {
    if (Object.hasOwn(given, a.from)) { for (const c of a.consumes ?? []) consumed.add(c); }
  }
  const put = (name: string, raw: unknown, via: string) => {
    if (raw === undefined) return;
    const old = spec.values.get(name);
    let value = old ? renameValue(old, raw) : raw;
    const inner = spec.nested?.get(name);
    const readInner = (v: unknown) => {
      if (!inner || !v || typeof v !== "object" || Array.isArray(v)) return v;
      const read = readArgs(inner, v);
      notes.push(...read.notes);
      return read.args;
    };
    value = Array.isArray(value) ? value.map(readInner) : readInner(value);
    if (name in out && !same(out[name], value)) {
      throw new InputError(
        `${where(spec)}: '${
          from[name]
        }'와 '${via}'가 같은 인자(${name})에 다른 값을 줍니다 — 하나만 주세요`,
        name,
      );
    }
    out[name] = value;
    from[name] ??= via;
  };
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined) continue;
    // `__proto__` as an own key (JSON.parse makes one) is refused like any unknown name.
    if (RESERVED_NAMES.has(key)) {
      unknown.push(key);
      continue;
    }
    checkText(`${where(spec)}: ${visible(key)}`, value);
    if (spec.kinds.has(key)) {
      put(key, coerce(spec.kinds.get(key), value), key);
      continue;
    }
    const alias = spec.aliases.get(key);
    if (alias) {
      if (alias.to === null) {
        notes.push(
          `※ '${key}' 인자는 쓰지 않았습니다: ${alias.note ?? "이 서버에는 해당 기능이 없습니다"}`,
        );
        continue;
      }
      const converted = alias.convert ? alias.convert(value, given) : value;
      if (alias.spread) {
        for (const [k, v] of Object.entries(converted as Record<string, unknown>)) {
          put(k, coerce(spec.kinds.get(k), v), key);
        }
      } else put(alias.to, coerce(spec.kinds.get(alias.to), converted), key);
      continue;
    }
    if (consumed.has(key)) continue;
    unknown.push(key);
  }
  if (unknown.length) throw unknownNames(spec, unknown);
  return { args: out, notes };
}

/**
 * Explains a schema's refusal naming each bad parameter and, for enums, the allowed values.
 *
 * @example
 * ```ts
 * import { describeInputError } from "./args.ts";
 * describeInputError({ issues: [{ path: ["scope"], message: "Invalid option", values: ["name", "body"] }] });
 * // "scope: Invalid option (허용값: name, body)"
 * ```
 */
export function describeInputError(
  error: {
    readonly issues: ReadonlyArray<
      { readonly path: readonly PropertyKey[]; readonly message: string; readonly values?: unknown }
    >;
  },
): string {
  return error.issues.map((i) => {
    const path = i.path.length ? i.path.map(String).join(".") : "(arguments)";
    const allowed = Array.isArray(i.values) ? ` (허용값: ${i.values.join(", ")})` : "";
    return `${path}: ${i.message}${allowed}`;
  }).join("; ");
}
