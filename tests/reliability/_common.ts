/**
 * Shared pieces of the reliability suite: one representative call per tool family, the label a
 * failed answer must carry, and a guard that turns any unhandled rejection into a test failure.
 */

import assert from "node:assert/strict";
import { promptly } from "../_timing.ts";

/** One representative call per domain folder under lib/tools (args that hit recorded fixtures). */
export const FAMILY_CALLS: ReadonlyArray<
  { family: string; tool: string; args: Record<string, unknown> }
> = [
  { family: "statutes", tool: "search_law", args: { query: "민법" } },
  { family: "statutes", tool: "get_law_text", args: { lawId: "001823", articles: ["제4조의2"] } },
  { family: "structure", tool: "get_law_system", args: { lawId: "001556" } },
  { family: "history", tool: "list_law_versions", args: { name: "자동차관리법" } },
  { family: "annexes", tool: "get_annexes", args: { name: "최저임금법 시행규칙" } },
  { family: "rules", tool: "search_admin_rules", args: { query: "학교", display: 5 } },
  {
    family: "decisions",
    tool: "search_decisions",
    args: { domain: "prec", query: "임금", display: 5 },
  },
  { family: "terms", tool: "search_legal_terms", args: { query: "청원" } },
  { family: "system", tool: "doctor", args: {} },
  {
    family: "research",
    tool: "legal_research",
    args: { query: "건축법 제11조 임금", deadlineMs: 3_000 },
  },
  { family: "analysis", tool: "verify_citations", args: { text: "건축법 제11조에 따른 허가" } },
  {
    family: "catalogue",
    tool: "execute_tool",
    args: { tool: "search_law", args: { query: "민법" } },
  },
];

/** Codes a labelled failure may carry (lib/drf/errors.ts + the registry's own). */
export const ERROR_CODES: readonly string[] = [
  "NOT_FOUND",
  "NOT_APPROVED",
  "NO_KEY",
  "KEY_REJECTED",
  "UPSTREAM_MAINTENANCE",
  "UPSTREAM_DENIED",
  "UPSTREAM_QUOTA",
  "UPSTREAM_MESSAGE",
  "UPSTREAM_BLOCKED",
  "UPSTREAM_EMPTY",
  "UPSTREAM_MALFORMED",
  "UPSTREAM_HTTP",
  "NETWORK",
  "TIMEOUT",
  "BUDGET_EXHAUSTED",
  "BODY_TOO_LARGE",
  "ABORTED",
  "BAD_INPUT",
  "UNKNOWN_TOOL",
  "RESPONSE_TOO_LARGE",
];

const LABEL = new RegExp(`\\[(${ERROR_CODES.join("|")})\\]`);

/** The first `[CODE]` label in a text, if any. */
export function labelOf(text: string): string | undefined {
  return LABEL.exec(text)?.[1];
}

/** Asserts an error text is labelled, and never INTERNAL. */
export function assertLabelled(text: string, what: string): string {
  assert.ok(!/\[INTERNAL\]/.test(text), `${what}: INTERNAL error: ${text.slice(0, 300)}`);
  const code = labelOf(text);
  assert.ok(code, `${what}: error without a [CODE] label: ${text.slice(0, 300)}`);
  return code;
}

/**
 * Records unhandled rejections while `fn` runs (and prevents Deno's default abort) so the test
 * can fail with the reason instead of the whole run dying.
 */
export async function noUnhandledRejections<T>(fn: () => Promise<T>): Promise<T> {
  const seen: unknown[] = [];
  const onRejection = (e: PromiseRejectionEvent) => {
    e.preventDefault();
    seen.push(e.reason);
  };
  globalThis.addEventListener("unhandledrejection", onRejection);
  try {
    const out = await fn();
    // Let late rejections of abandoned promises surface before we look.
    await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(seen.map(String), [], "unhandled promise rejections");
    return out;
  } finally {
    globalThis.removeEventListener("unhandledrejection", onRejection);
  }
}

/**
 * Races `p` against a time bound on a quiet machine, scaled by the load measured when it runs
 * out (tests/_timing.ts): a hang still fails, naming what hung; a busy machine does not.
 */
export function within<T>(ms: number, what: string, p: Promise<T>): Promise<T> {
  return promptly(p, ms, what);
}
