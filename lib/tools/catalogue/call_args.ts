/**
 * Calls to other tools, written once in vocabulary names and fitted to the names the target
 * tool takes: a tool that still takes an older name gets it (through the one alias table, read
 * backwards), and the result goes through the target's own argument reader, so the call that
 * runs — and the pointer that is printed — is exactly what the target validates. The registry's
 * `fit` (what research branches, analysis look-ups and routed queries use) is built on this.
 *
 * @module
 */

import type { z } from "zod";
import { ARG_ALIASES } from "../../vocab/aliases.ts";
import { type ArgKind, type ArgSpec, argSpec, readArgs } from "../../vocab/args.ts";
import type { ToolDef } from "../define.ts";

/** The older name a target still takes for the vocabulary name `name`, if any. */
function olderName(spec: ArgSpec, name: string): string | undefined {
  const scoped = ARG_ALIASES.find((a) =>
    a.to === name && !a.convert && a.tools?.includes(spec.tool) && spec.kinds.has(a.from)
  );
  return scoped?.from ??
    ARG_ALIASES.find((a) => a.to === name && !a.convert && !a.tools && spec.kinds.has(a.from))
      ?.from;
}

/**
 * Whether `tool` takes the vocabulary name `arg` (itself, or an older name for it); no tool
 * takes nothing.
 *
 * @example
 * ```ts
 * import { z } from "zod";
 * import { defineTool } from "../define.ts";
 * import { takesArg } from "./call_args.ts";
 * const t = defineTool({
 *   name: "t", title: "t", description: "t", input: z.object({ query: z.string() }),
 *   output: z.object({}), handler: () => Promise.resolve({ structured: {}, text: "" }),
 * });
 * takesArg(t, "query"); // true
 * ```
 */
export function takesArg(tool: ToolDef | undefined, arg: string): boolean {
  if (!tool) return false;
  try {
    const spec = argSpec(tool.name, tool.input as z.ZodType);
    return spec.kinds.has(arg) || olderName(spec, arg) !== undefined;
  } catch {
    return false;
  }
}

/** A one-item list handed to a target that takes one string there. */
function shape(kind: ArgKind | undefined, v: unknown): unknown {
  return kind === "string" && Array.isArray(v) && v.length === 1 ? v[0] : v;
}

/**
 * `args` (vocabulary names) under the names `tool` takes, read by its argument reader.
 * Throws the target's `InputError` when it takes no name for one of them.
 *
 * @example
 * ```ts
 * import { argsFor } from "./call_args.ts";
 * import { getLawText } from "../statutes/get_law_text.ts";
 * argsFor(getLawText, { name: "건축법", articles: "제11조" });
 * // { name: "건축법", articles: ["제11조"] }
 * ```
 */
export function argsFor(tool: ToolDef, args: Record<string, unknown>): Record<string, unknown> {
  const spec = argSpec(tool.name, tool.input as z.ZodType);
  const out: Record<string, unknown> = Object.create(null);
  for (const [k, v] of Object.entries(args)) {
    if (v === undefined) continue;
    const older = spec.kinds.has(k) ? undefined : olderName(spec, k);
    if (older) out[older] = shape(spec.kinds.get(older), v);
    else out[k] = v;
  }
  return readArgs(spec, out).args;
}
