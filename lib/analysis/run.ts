/**
 * How the analyses reach upstream: only through other tools, by name, so the request's budget,
 * deadline, validation and error labels are shared. The runner is passed in (not imported) so
 * this folder does not depend on the registry that lists the tools using it.
 *
 * @module
 */

import type { ToolOutcome } from "../tools/define.ts";

/** Calls one tool by name with the request's context. */
export type Runner = (name: string, args: Record<string, unknown>) => Promise<ToolOutcome>;

/** A failed branch: which tool, what went wrong, and the call that would fetch it. */
export interface BranchFailure {
  /** Tool that failed or was not asked. */
  tool: string;
  /** Error code (NOT_ASKED when the budget or deadline stopped it before asking). */
  code: string;
  /** Labelled message. */
  message: string;
}

/** A successful tool result's structured content, typed loosely for reading. */
export type Structured = Record<string, unknown>;

/** Runs a tool; a failure becomes a {@link BranchFailure} instead of an exception. */
export async function attempt(
  run: Runner,
  name: string,
  args: Record<string, unknown>,
): Promise<{ ok: true; data: Structured; text: string } | { ok: false; failure: BranchFailure }> {
  const out = await run(name, args);
  if (out.ok) return { ok: true, data: out.structured, text: out.text };
  return {
    ok: false,
    // The message already starts with "[CODE] "; the code is kept in its own field.
    failure: {
      tool: name,
      code: out.error.code,
      message: out.error.message.replace(/^\[[A-Z_]+\]\s*/, ""),
    },
  };
}

/** Reads an array field of structured content. */
export function arr<T = Structured>(data: Structured | undefined, key: string): T[] {
  const v = data?.[key];
  return Array.isArray(v) ? v as T[] : [];
}

/** Reads a string field of structured content. */
export function s(data: Structured | undefined, key: string): string | undefined {
  const v = data?.[key];
  return typeof v === "string" ? v : undefined;
}

/** Compares law names the way search matching does: spaces, 「」 and middle dots ignored. */
export function sameLawName(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const norm = (x: string) => x.replace(/[\s「」]/g, "").replace(/[·ㆍ･・]/g, "ㆍ");
  return norm(a) === norm(b);
}

/** Cuts a text to `n` characters with an ellipsis. */
export function clip(text: string, n: number): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
}

/**
 * The "확인 불가" of a citation that was not looked up (past `maxCitations`) or whose look-up
 * failed; undefined when there is something to judge. Statutes and 행정규칙 say it alike.
 *
 * @example
 * ```ts
 * import { notChecked } from "./run.ts";
 * notChecked({ text: "민법 제750조" }, undefined)?.verdict; // "unverifiable"
 * ```
 */
export function notChecked<B extends object>(
  base: B,
  look: { kind: string; failure?: BranchFailure } | undefined,
): (B & { verdict: "unverifiable"; reason: string; upstreamCode?: string }) | undefined {
  if (!look) {
    return {
      ...base,
      verdict: "unverifiable",
      reason: "확인 한도(maxCitations) 밖이라 묻지 않았습니다.",
    };
  }
  if (look.kind === "failed" && look.failure) {
    const f = look.failure;
    return {
      ...base,
      verdict: "unverifiable",
      upstreamCode: f.code,
      reason: `${f.tool} 실패로 확인하지 못했습니다: ${f.message}`,
    };
  }
  return undefined;
}
