/**
 * Calls to other tools, written once in vocabulary names and fitted to the names the target
 * tool takes: a tool that still takes an older name gets it (through the one alias table, read
 * backwards), and the result goes through the target's own argument reader, so the call that
 * runs — and the pointer that is printed — is exactly what the target validates. Research
 * branches, analysis lookups and routed queries all build their calls here.
 *
 * @module
 */

import type { z } from "zod";
import { ARG_ALIASES } from "../../vocab/aliases.ts";
import { type ArgKind, type ArgSpec, argSpec, readArgs } from "../../vocab/args.ts";
import { type Continuation, pointer } from "../../vocab/continuation.ts";
import type { ToolDef } from "../define.ts";
import { resolveTool } from "../registry.ts";

/** The older name a target still takes for the vocabulary name `name`, if any. */
function olderName(spec: ArgSpec, name: string): string | undefined {
  const scoped = ARG_ALIASES.find((a) =>
    a.to === name && !a.convert && a.tools?.includes(spec.tool) && spec.kinds.has(a.from)
  );
  return scoped?.from ??
    ARG_ALIASES.find((a) => a.to === name && !a.convert && !a.tools && spec.kinds.has(a.from))
      ?.from;
}

/** Whether tool `name` takes the vocabulary name `arg` (itself, or an older name for it). */
export function takesArg(name: string, arg: string): boolean {
  const tool = resolveTool(name)?.tool;
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
 * import { findTool } from "../registry.ts";
 * import { argsFor } from "./call_args.ts";
 * argsFor(findTool("get_law_text")!, { name: "건축법", articles: "제11조" });
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

/**
 * The call of tool `name` with `args` fitted to it, as a pointer that runs as printed. An
 * unknown tool, or arguments it cannot read, are left as given: the call then fails with its
 * own labelled error (BAD_INPUT naming the argument) instead of the mistake being hidden here.
 */
export function callFor(name: string, args: Record<string, unknown>): Continuation {
  const tool = resolveTool(name)?.tool;
  if (!tool) return pointer(name, args);
  try {
    return pointer(name, argsFor(tool, args));
  } catch {
    return pointer(name, args);
  }
}
