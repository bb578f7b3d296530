/**
 * Pointers: a tool call as data (`{ tool, arguments }`) that runs exactly as printed. The "more"
 * pointer — the call that fetches the next page or the rest of a cut answer — is built in
 * one place from the validated arguments of the call being answered, so a pointer always
 * carries every argument that shaped this answer (`display`, `articles`, `asOf` …) and
 * validates against its target tool. Structured output carries the call as
 * `{ tool, arguments }`; text answers print it as `tool {json}`.
 *
 * @module
 */

import { z } from "zod";

/** A call a caller can make as it is. */
export interface Pointer {
  /** Registered tool name. */
  tool: string;
  /** Its arguments, under vocabulary names. */
  arguments: Record<string, unknown>;
}

/** Output schema of a pointer. */
export const PointerSchema: z.ZodObject<{
  tool: z.ZodString;
  arguments: z.ZodRecord<z.ZodString, z.ZodUnknown>;
}> = z.object({
  tool: z.string(),
  arguments: z.record(z.string(), z.unknown()),
}).describe("a call that runs as it is");

const defaultsCache = new WeakMap<object, Record<string, unknown>>();

/** The values a schema fills in when a field is left out (they need not be repeated). */
function defaultsOf(input: object): Record<string, unknown> {
  let d = defaultsCache.get(input);
  if (d) return d;
  d = {};
  const shape = (input as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  for (const [k, field] of Object.entries(shape)) {
    const r = field.safeParse(undefined);
    if (r.success && r.data !== undefined) d[k] = r.data;
  }
  defaultsCache.set(input, d);
  return d;
}

function isEmpty(v: unknown): boolean {
  return v === undefined || (Array.isArray(v) && v.length === 0);
}

/**
 * The call that continues this one: the validated arguments with `patch` applied, minus what
 * the schema would fill in anyway.
 *
 * @example
 * ```ts
 * import { z } from "zod";
 * import { morePointer } from "./pointer.ts";
 * const input = z.object({ query: z.string(), page: z.number().default(1) });
 * morePointer("search_law", input, { query: "민법", page: 1 }, { page: 2 });
 * // { tool: "search_law", arguments: { query: "민법", page: 2 } }
 * ```
 */
export function morePointer(
  tool: string,
  input: object,
  args: Record<string, unknown>,
  patch: Record<string, unknown>,
): Pointer {
  const defaults = defaultsOf(input);
  const merged: Record<string, unknown> = { ...args, ...patch };
  // Names in the schema's order, so one call always prints the same way.
  const order = Object.keys((input as unknown as { shape?: object }).shape ?? merged);
  const out: Record<string, unknown> = {};
  for (const k of [...order, ...Object.keys(merged).filter((k) => !order.includes(k))]) {
    const v = merged[k];
    if (isEmpty(v)) continue;
    if (k in defaults && JSON.stringify(defaults[k]) === JSON.stringify(v)) continue;
    out[k] = v;
  }
  return { tool, arguments: out };
}

/**
 * A pointer to another tool (a follow-up such as "read it with get_law_text"): the arguments
 * as given, undefined ones left out.
 */
export function pointer(tool: string, args: Record<string, unknown>): Pointer {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(args)) if (!isEmpty(v)) out[k] = v;
  return { tool, arguments: out };
}

/** The text form of a call: `search_law {"query":"민법","page":2}`. */
export function pointerText(c: Pointer): string {
  return `${c.tool} ${JSON.stringify(c.arguments)}`;
}

/** The line that ends a list page with more rows: `더 보기: <call>`. */
export function moreLine(c: Pointer | undefined): string | undefined {
  return c ? `더 보기: ${pointerText(c)}` : undefined;
}
