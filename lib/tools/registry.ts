/**
 * The tool registry and the one call path every face uses: validate, run, turn failures into
 * labelled errors, keep secrets out, and mark demo answers.
 *
 * @module
 */

import { DrfError, type DrfErrorCode, InputError, ShapeError } from "../errors.ts";
import { maskSecrets } from "../drf/secret.ts";
import { argSpec, describeInputError, readArgs } from "../vocab/args.ts";
import { visible } from "../vocab/text_guard.ts";
export { describeInputError };
import { continuation } from "../vocab/continuation.ts";
import type { ToolCall, ToolContext, ToolDef } from "./define.ts";
import { MetaTracker } from "./meta.ts";
import { ANALYSIS_TOOLS } from "./analysis/mod.ts";
import { ANNEX_TOOLS } from "./annexes/mod.ts";
import { CATALOGUE_TOOLS } from "./catalogue/mod.ts";
import { peerNameHint } from "./catalogue/replacements.ts";
import { DECISION_TOOLS } from "./decisions/mod.ts";
import { HISTORY_TOOLS } from "./history/mod.ts";
import { RESEARCH_TOOLS } from "./research/mod.ts";
import { RULE_TOOLS } from "./rules/mod.ts";
import { STATUTE_TOOLS } from "./statutes/mod.ts";
import { STRUCTURE_TOOLS } from "./structure/mod.ts";
import { SYSTEM_TOOLS } from "./system/mod.ts";
import { TERM_TOOLS } from "./terms/mod.ts";

/** Every tool, domain by domain. Each domain folder owns its list in its `mod.ts`. */
export const TOOLS: readonly ToolDef[] = [
  ...STATUTE_TOOLS,
  ...STRUCTURE_TOOLS,
  ...HISTORY_TOOLS,
  ...ANNEX_TOOLS,
  ...RULE_TOOLS,
  ...DECISION_TOOLS,
  ...TERM_TOOLS,
  ...SYSTEM_TOOLS,
  ...ANALYSIS_TOOLS,
  ...RESEARCH_TOOLS,
  ...CATALOGUE_TOOLS,
];

/** A name resolved to its tool and the arguments the name fixes (aliases only). */
export interface ResolvedTool {
  /** The tool. */
  tool: ToolDef;
  /** Arguments merged over the caller's (empty for the tool's own name). */
  fixed: Record<string, unknown>;
}

const BY_NAME: ReadonlyMap<string, ResolvedTool> = (() => {
  const map = new Map<string, ResolvedTool>();
  for (const tool of TOOLS) {
    const names = [tool.name, ...(tool.aliases ?? [])].map((a) =>
      typeof a === "string" ? { name: a, fixed: {} } : a
    );
    for (const { name, fixed } of names) {
      if (map.has(name)) throw new Error(`tool name '${name}' is registered twice`);
      map.set(name, { tool, fixed });
    }
  }
  return map;
})();

/** Resolves a tool name or alias, with the arguments an alias fixes. */
export function resolveTool(name: string): ResolvedTool | undefined {
  return BY_NAME.get(name);
}

/** Finds a tool by its name or one of its aliases. */
export function findTool(name: string): ToolDef | undefined {
  return BY_NAME.get(name)?.tool;
}

/**
 * Runs a tool by name or alias: the alias's fixed arguments are merged over the caller's.
 *
 * @example
 * ```ts
 * // await runToolByName("search_precedents", { query: "임금" }, ctx);
 * ```
 */
export function runToolByName(name: string, args: unknown, ctx: ToolContext): Promise<ToolOutcome> {
  const resolved = resolveTool(name);
  if (!resolved) {
    return Promise.resolve({
      ok: false,
      text: `[UNKNOWN_TOOL] ${
        peerNameHint(name) ?? `'${visible(name)}' 도구가 없습니다. discover_tools로 찾아보세요.`
      }`,
      error: {
        code: "UNKNOWN_TOOL",
        message: `unknown tool '${visible(name)}'`,
        retryable: false,
      },
    });
  }
  const merged = args && typeof args === "object" && !Array.isArray(args)
    ? { ...args as Record<string, unknown>, ...resolved.fixed }
    : Object.keys(resolved.fixed).length
    ? resolved.fixed
    : args;
  return runTool(resolved.tool, merged, ctx);
}

/** Error codes of a failed call: the upstream's, or ours. */
export type ToolErrorCode = DrfErrorCode | "BAD_INPUT" | "UNKNOWN_TOOL" | "INTERNAL";

/** A labelled failure. */
export interface ToolError {
  /** Stable code. */
  code: ToolErrorCode;
  /** Message with the fix, free of secrets. */
  message: string;
  /** Whether retrying later may help. */
  retryable: boolean;
}

/** The outcome of one call. */
export type ToolOutcome =
  | { ok: true; text: string; structured: Record<string, unknown> }
  | { ok: false; text: string; error: ToolError };

/**
 * Validates `args` against the tool's input schema and runs it. Never throws: every failure
 * becomes a labelled {@link ToolOutcome}.
 *
 * @example
 * ```ts
 * import { findTool, runTool } from "./registry.ts";
 * // const out = await runTool(findTool("search_law")!, { query: "건축법" }, ctx);
 * ```
 */
export async function runTool(
  tool: ToolDef,
  args: unknown,
  ctx: ToolContext,
): Promise<ToolOutcome> {
  let notes: string[] = [];
  let data: Record<string, unknown>;
  try {
    const read = readArgs(argSpec(tool.name, tool.input), args);
    notes = read.notes;
    const parsed = tool.input.safeParse(read.args);
    if (!parsed.success) {
      return fail(
        ctx,
        "BAD_INPUT",
        `[BAD_INPUT] ${tool.name}: ${describeInputError(parsed.error)}`,
        false,
      );
    }
    data = parsed.data as Record<string, unknown>;
  } catch (e) {
    return failure(ctx, tool, e);
  }
  try {
    const call: ToolCall = {
      track: new MetaTracker(ctx),
      // From the validated arguments: one canonical spelling (dates YYYYMMDD); a value a
      // transform turned into an upstream code reads back through VALUE_ALIASES.
      more: (patch) => continuation(tool.name, tool.input, data, patch),
    };
    const res = await tool.handler(data, ctx, call);
    const text = (ctx.demoNotice ? `〔${ctx.demoNotice}〕\n` : "") +
      (notes.length ? `${notes.join("\n")}\n` : "") + res.text;
    return {
      ok: true,
      text: scrub(text, ctx),
      structured: res.structured as Record<string, unknown>,
    };
  } catch (e) {
    return failure(ctx, tool, e);
  }
}

/**
 * The label of a thrown error, by its class only: the upstream's own code, the caller's bad
 * input, an upstream body we cannot read, or — for anything else — our own defect.
 */
function failure(ctx: ToolContext, tool: ToolDef, e: unknown): ToolOutcome {
  if (e instanceof DrfError) return fail(ctx, e.code, `[${e.code}] ${e.message}`, e.retryable);
  if (e instanceof InputError) {
    const msg = e.message.startsWith(`${tool.name}:`) ? e.message : `${tool.name}: ${e.message}`;
    return fail(ctx, "BAD_INPUT", `[BAD_INPUT] ${msg}`, false);
  }
  if (e instanceof ShapeError) {
    return fail(
      ctx,
      "UPSTREAM_MALFORMED",
      `[UPSTREAM_MALFORMED] ${tool.name}: 법제처 응답을 읽지 못했습니다 (${e.reader}): ${e.message}`,
      false,
    );
  }
  const msg = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return fail(ctx, "INTERNAL", `[INTERNAL] ${tool.name} 처리 중 오류: ${msg}`, false);
}

function scrub(text: string, ctx: ToolContext): string {
  return maskSecrets(text, ctx.oc);
}

function fail(
  ctx: ToolContext,
  code: ToolErrorCode,
  message: string,
  retryable: boolean,
): ToolOutcome {
  const text = scrub((ctx.demoNotice ? `〔${ctx.demoNotice}〕\n` : "") + message, ctx);
  return { ok: false, text, error: { code, message: scrub(message, ctx), retryable } };
}
