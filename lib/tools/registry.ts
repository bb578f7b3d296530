/**
 * The registry: a generic index of tool definitions and the one call path every face uses —
 * validate, run, turn failures into labelled errors, keep secrets out, and mark demo answers.
 * A call made inside another (a composite tool's, `execute_tool`'s, a research branch's) runs
 * over the same request context — the same client, budget, key and demo mode, so the demo's
 * partial answers come back through every path — and only the outermost answer carries the
 * demo banner.
 * It knows no tool: the list of tools is handed to {@link createRegistry} by the composition
 * root (`toolset.ts`), so tools made of other tools' calls depend on the {@link ToolCaller} it
 * gives them, not on the list that holds them.
 *
 * @module
 */

import { DrfError, InputError, ShapeError } from "../errors.ts";
import { maskSecrets } from "../drf/secret.ts";
import { argSpec, describeInputError, readArgs } from "../vocab/args.ts";
import { visible } from "../vocab/text_guard.ts";
export { describeInputError };
import { morePointer, type Pointer, pointer } from "../vocab/pointer.ts";
import type {
  ContextPatch,
  ResolvedTool,
  Schema,
  ToolCall,
  ToolCaller,
  ToolContext,
  ToolDef,
  ToolErrorCode,
  ToolMapOf,
  ToolMapShape,
  ToolOutcome,
} from "./define.ts";
import type { LibraryRead } from "./library_access.ts";
import { MetaTracker } from "./meta.ts";
import { namesOf, withFixed } from "./aliases.ts";
import { confirmCall, contextFor, libraryLines } from "./library_notes.ts";
import { peerNameHint } from "./catalogue/replacements.ts";
import { argsFor, takesArg } from "./catalogue/call_args.ts";

/** A set of tools indexed by name and alias, and the calls through them. */
export interface Registry<M extends ToolMapShape = ToolMapShape> {
  /** The tools, in listing order. */
  readonly tools: readonly ToolDef[];
  /** Resolves a tool name or alias, with the arguments an alias fixes. */
  resolve(name: string): ResolvedTool | undefined;
  /** Finds a tool by its name or one of its aliases. */
  find(name: string): ToolDef | undefined;
  /** Runs one tool on `args`; never throws (see {@link runTool}). */
  run(tool: ToolDef, args: unknown, ctx: ToolContext): Promise<ToolOutcome>;
  /** Runs a tool by name or alias; an alias's fixed arguments are merged over the caller's. */
  runByName(name: string, args: unknown, ctx: ToolContext): Promise<ToolOutcome>;
  /** The typed caller of these tools over one request's context. */
  caller(ctx: ToolContext): ToolCaller<M>;
  /** The call of `name` with vocabulary `args` fitted to that tool (see {@link ToolCaller.fit}). */
  fit(name: string, args: Record<string, unknown>): Pointer;
  /** Whether tool `name` takes the vocabulary argument `arg`. */
  takes(name: string, arg: string): boolean;
}

/**
 * Indexes `defs` by name and alias (a name given twice throws) and builds the call path over
 * them.
 *
 * @example
 * ```ts
 * import { z } from "zod";
 * import { defineTool } from "./define.ts";
 * import { createRegistry } from "./registry.ts";
 * const echo = defineTool({
 *   name: "echo", title: "메아리", description: "Echo.",
 *   input: z.object({ s: z.string() }), output: z.object({ s: z.string() }),
 *   handler: (args) => Promise.resolve({ structured: args, text: args.s }),
 * });
 * const registry = createRegistry([echo]);
 * registry.find("echo")?.title; // "메아리"
 * ```
 */
export function createRegistry<D extends ToolDef<Schema, Schema, string>>(
  defs: readonly D[],
): Registry<ToolMapOf<D>> {
  const tools = defs as readonly ToolDef[];
  const byName = new Map<string, ResolvedTool>();
  for (const tool of tools) {
    for (const { name, fixed } of namesOf(tool.name, tool.aliases)) {
      if (byName.has(name)) throw new Error(`tool name '${name}' is registered twice`);
      byName.set(name, { tool, fixed });
    }
  }
  const resolve = (name: string) => byName.get(name);
  const fit = (name: string, args: Record<string, unknown>): Pointer => {
    const tool = resolve(name)?.tool;
    if (!tool) return pointer(name, args);
    try {
      return pointer(name, argsFor(tool, args));
    } catch {
      return pointer(name, args);
    }
  };
  const runNamed = (name: string, args: unknown, ctx: ToolContext, outer: boolean) => {
    const resolved = resolve(name);
    if (!resolved) return Promise.resolve(unknownTool(name));
    const merged = withFixed(args, resolved.fixed);
    return runTool(resolved.tool, merged, ctx, callerOf(ctx, false), { banner: outer });
  };
  // `outer`: the caller a face holds (its answers carry the banner); the one handed to a
  // handler makes nested calls, whose text goes inside an answer that already has it.
  const callerOf = (ctx: ToolContext, outer: boolean): ToolCaller<ToolMapOf<D>> => ({
    run: (name, args) => runNamed(name, args, ctx, outer) as never,
    runAny: (name, args) => runNamed(name, args, ctx, outer),
    with: (patch) => callerOf(narrowed(ctx, patch), outer),
    resolve,
    list: () => tools,
    fit,
    takes: registry.takes,
  });
  const registry: Registry<ToolMapOf<D>> = {
    tools,
    resolve,
    find: (name) => resolve(name)?.tool,
    run: (tool, args, ctx) => runTool(tool, args, ctx, callerOf(ctx, false)),
    runByName: (name, args, ctx) => runNamed(name, args, ctx, true),
    caller: (ctx) => callerOf(ctx, true),
    fit,
    takes: (name, arg) => takesArg(resolve(name)?.tool, arg),
  };
  return registry;
}

/**
 * The one place a nested call's context is made: the request's context with only what
 * {@link ContextPatch} allows changed (a key left out of `patch` keeps the request's value).
 * The lazy call path (`lazy.ts`) makes its nested contexts here too.
 *
 * @example
 * ```ts
 * import { narrowed } from "./registry.ts";
 * import type { ToolContext } from "./define.ts";
 * const wide = (ctx: ToolContext) => narrowed(ctx, { maxChars: 1_000_000 });
 * ```
 */
export function narrowed(ctx: ToolContext, patch: ContextPatch): ToolContext {
  const out: ToolContext = { ...ctx };
  if (patch.maxChars !== undefined) out.maxChars = patch.maxChars;
  if (patch.signal !== undefined) out.signal = patch.signal;
  if (patch.progress !== undefined) out.progress = patch.progress;
  return out;
}

function unknownTool(name: string): ToolOutcome {
  const text = `[UNKNOWN_TOOL] ${
    peerNameHint(name) ?? `'${visible(name)}' 도구가 없습니다. discover_tools로 찾아보세요.`
  }`;
  return {
    ok: false,
    text,
    error: { code: "UNKNOWN_TOOL", message: `unknown tool '${visible(name)}'`, retryable: false },
  };
}

/**
 * Validates `args` against the tool's input schema and runs it. Never throws: every failure
 * becomes a labelled {@link ToolOutcome}.
 *
 * @example
 * ```ts
 * import { runTool } from "./registry.ts";
 * // const out = await runTool(tool, { query: "건축법" }, ctx, registry.caller(ctx));
 * ```
 */
export async function runTool(
  tool: ToolDef,
  args: unknown,
  ctx: ToolContext,
  tools: ToolCaller,
  opts: { banner?: boolean } = {},
): Promise<ToolOutcome> {
  // The demo banner heads the outermost answer only; a nested call runs in demo mode all the same.
  const banner = opts.banner !== false && ctx.demoNotice ? `〔${ctx.demoNotice}〕\n` : "";
  let notes: string[] = [];
  let data: Record<string, unknown>;
  try {
    const read = readArgs(argSpec(tool.name, tool.input), args);
    notes = read.notes;
    const parsed = tool.input.safeParse(read.args);
    if (!parsed.success) {
      return fail(
        ctx,
        banner,
        "BAD_INPUT",
        `[BAD_INPUT] ${tool.name}: ${describeInputError(parsed.error)}`,
        false,
      );
    }
    data = parsed.data as Record<string, unknown>;
  } catch (e) {
    return failure(ctx, banner, tool, e);
  }
  try {
    const confirm = (reads: LibraryRead[]) => confirmCall(tool, data, reads);
    const track = new MetaTracker(ctx, confirm);
    const call: ToolCall = {
      track,
      // From the validated arguments: one canonical spelling (dates YYYYMMDD); a value a
      // transform turned into an upstream code reads back through VALUE_ALIASES.
      more: (patch) => morePointer(tool.name, tool.input, data, patch),
      tools,
    };
    const res = await tool.handler(data, contextFor(ctx, data), call);
    // The source of the answer comes first: the demo recordings, or the library and its date.
    const reads = track.libraryReads();
    const lib = reads.find((r) => r.kind === "library");
    const sources = res.sourced ? [] : libraryLines(reads, lib && confirm(reads));
    const text = (track.usedDemo() ? banner : "") +
      sources.map((l) => `${l}\n`).join("") +
      (notes.length ? `${notes.join("\n")}\n` : "") + res.text;
    return {
      ok: true,
      text: scrub(text, ctx),
      structured: res.structured as Record<string, unknown>,
    };
  } catch (e) {
    return failure(ctx, banner, tool, e);
  }
}

/**
 * The label of a thrown error, by its class only: the upstream's own code, the caller's bad
 * input, an upstream body we cannot read, or — for anything else — our own defect.
 */
function failure(ctx: ToolContext, banner: string, tool: ToolDef, e: unknown): ToolOutcome {
  if (e instanceof DrfError) {
    return fail(ctx, banner, e.code, `[${e.code}] ${e.message}`, e.retryable);
  }
  if (e instanceof InputError) {
    const msg = e.message.startsWith(`${tool.name}:`) ? e.message : `${tool.name}: ${e.message}`;
    return fail(ctx, banner, "BAD_INPUT", `[BAD_INPUT] ${msg}`, false);
  }
  if (e instanceof ShapeError) {
    return fail(
      ctx,
      banner,
      "UPSTREAM_MALFORMED",
      `[UPSTREAM_MALFORMED] ${tool.name}: 법제처 응답을 읽지 못했습니다 (${e.reader}): ${e.message}`,
      false,
    );
  }
  const msg = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return fail(ctx, banner, "INTERNAL", `[INTERNAL] ${tool.name} 처리 중 오류: ${msg}`, false);
}

function scrub(text: string, ctx: ToolContext): string {
  return maskSecrets(text, ctx.oc);
}

function fail(
  ctx: ToolContext,
  banner: string,
  code: ToolErrorCode,
  message: string,
  retryable: boolean,
): ToolOutcome {
  const text = scrub(banner + message, ctx);
  return { ok: false, text, error: { code, message: scrub(message, ctx), retryable } };
}
