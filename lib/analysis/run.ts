/**
 * How the analyses reach upstream: only through the base tools, called by the typed tool map,
 * so the request's budget, deadline, validation and error labels are shared and every answer is
 * read as the type its tool's output schema gives. The caller is handed in (not imported), so
 * this folder does not depend on the registry or the list of tools that uses it.
 *
 * @module
 */

import type { BaseToolMap, BaseToolName } from "../tools/base_tools.ts";
import type { ToolCaller } from "../tools/define.ts";

/** The tools an analysis calls: every base tool, typed by name, arguments and answer. */
export type AnalysisTools = ToolCaller<BaseToolMap>;

/** The structured content base tool `N` answers with. */
export type Answer<N extends BaseToolName> = BaseToolMap[N]["output"];

/** What an analysis may use. */
export interface AnalysisEnv {
  /** The base tools, bound to the request's context. */
  tools: AnalysisTools;
  /** Milliseconds left before the request deadline (Infinity when none). */
  remainingMs(): number;
}

/** A failed branch: which tool, and what went wrong. */
export interface BranchFailure {
  /** Tool that failed or was not asked. */
  tool: BaseToolName;
  /** Error code (NOT_ASKED when the budget or deadline stopped it before asking). */
  code: string;
  /** Labelled message. */
  message: string;
}

/** The failure of a branch that the deadline or a missing fact stopped before asking. */
export function notAsked(tool: BaseToolName, why: string): BranchFailure {
  return { tool, code: "NOT_ASKED", message: why };
}

/** One call's outcome for an analysis: the tool's typed answer, or a {@link BranchFailure}. */
export type Attempt<O> =
  | { ok: true; data: O; text: string }
  | { ok: false; failure: BranchFailure };

/** Runs base tool `name`; a failure becomes a {@link BranchFailure} instead of an exception. */
export async function attempt<N extends BaseToolName>(
  tools: AnalysisTools,
  name: N,
  args: BaseToolMap[N]["input"],
): Promise<Attempt<Answer<N>>> {
  const out = await tools.run(name, args);
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
