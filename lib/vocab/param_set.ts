/**
 * Parameter sets of the faces (a web page's query string): the same argument reader as the
 * tools, over the shared vocabulary fields a face names plus fields of its own. A face never
 * builds a schema of vocabulary fields itself, so their shapes stay defined once (params.ts),
 * and the public API names no zod type.
 *
 * @module
 */

import { z } from "zod";
import { InputError } from "../errors.ts";
import { argSpec, describeInputError, readArgs } from "./args.ts";
import { articlesArg, asOfArg, lawIdArg, mstArg, nameArg, queryArg } from "./params.ts";

/** The shared fields a face may name. */
const SHARED: Readonly<Record<SharedParam, z.ZodType>> = {
  lawId: lawIdArg,
  mst: mstArg,
  name: nameArg,
  articles: articlesArg,
  asOf: asOfArg,
  query: queryArg,
};

/** A vocabulary name a face can take by name. */
export type SharedParam = "lawId" | "mst" | "name" | "articles" | "asOf" | "query";

/** A face's own field: any schema with zod's shape (fields the vocabulary does not share). */
export interface OwnField {
  /** Checks one value. */
  safeParse(data: unknown): { success: boolean };
}

/** A parameter set, built by {@link paramSet}; opaque to faces. */
export interface ParamSet {
  /** What the set takes, in order. */
  readonly names: readonly string[];
  /** @internal the schema the reader checks against. */
  readonly schema: object;
}

/** The outcome of reading a parameter set. */
export type ReadParamSet =
  | { ok: true; params: Record<string, unknown> }
  | { ok: false; message: string };

/**
 * A face's parameters: shared vocabulary names (all optional) and its own fields.
 *
 * @example
 * ```ts
 * import { paramSet } from "./param_set.ts";
 * const law = paramSet(["mst", "asOf"]); // `/law/{법령ID}?mst=…&asOf=…`
 * ```
 */
export function paramSet(
  shared: readonly SharedParam[],
  own: Record<string, OwnField> = {},
): ParamSet {
  const shape: Record<string, z.ZodType> = {};
  for (const n of shared) shape[n] = SHARED[n].optional();
  // Own fields are zod schemas (faces use zod); typed structurally here for the public API.
  for (const [n, f] of Object.entries(own)) shape[n] = f as unknown as z.ZodType;
  return { names: Object.keys(shape), schema: z.object(shape) };
}

/**
 * Reads `raw` (query-string pairs) for `page` by the tools' rules: old names through the alias
 * table, unknown names refused with the accepted ones and the closest. A value given empty is
 * left out (an untouched form field); a name given twice is refused.
 */
export function readParamSet(
  page: string,
  set: ParamSet,
  raw: Iterable<[string, string]>,
): ReadParamSet {
  const schema = set.schema as z.ZodObject;
  const spec = argSpec(page, schema);
  // No prototype: a query-string name `__proto__` must stay a key the reader sees (and refuses).
  const given: Record<string, string> = Object.create(null);
  for (const [k, v] of raw) {
    if (Object.hasOwn(given, k)) {
      return { ok: false, message: `${page}: '${k}'가 두 번 주어졌습니다 — 하나만 주세요` };
    }
    if (v.trim() === "" && spec.kinds.has(k)) continue;
    given[k] = v;
  }
  try {
    const read = readArgs(spec, given);
    if (read.notes.length) return { ok: false, message: `${page}: ${read.notes.join(" ")}` };
    const parsed = schema.safeParse(read.args);
    if (!parsed.success) {
      return { ok: false, message: `${page}: ${describeInputError(parsed.error)}` };
    }
    return { ok: true, params: parsed.data as Record<string, unknown> };
  } catch (e) {
    if (e instanceof InputError) return { ok: false, message: e.message };
    throw e;
  }
}
