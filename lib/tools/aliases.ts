/**
 * How a tool's names and an alias's fixed arguments are read: one rule for the registry (every
 * tool loaded) and the lazy call path (tools found by their briefs), so an alias answers the same
 * through both.
 *
 * @module
 */

import type { ToolAlias } from "./define.ts";

/**
 * Every name a tool answers to, its own first, each with the arguments it fixes.
 *
 * @example
 * ```ts
 * import { namesOf } from "./aliases.ts";
 * namesOf("search_decisions", [{ name: "search_precedents", fixed: { domain: "prec" } }]);
 * // [{ name: "search_decisions", fixed: {} }, { name: "search_precedents", fixed: { domain: "prec" } }]
 * ```
 */
export function namesOf(
  name: string,
  aliases: readonly ToolAlias[] = [],
): { name: string; fixed: Record<string, unknown> }[] {
  return [name, ...aliases].map((a) => typeof a === "string" ? { name: a, fixed: {} } : a);
}

/**
 * The caller's arguments with an alias's fixed ones over them; arguments that are not an object
 * stay as given (validation names them) unless the alias fixes some.
 *
 * @example
 * ```ts
 * import { withFixed } from "./aliases.ts";
 * withFixed({ query: "보증금" }, { domain: "prec" }); // { query: "보증금", domain: "prec" }
 * ```
 */
export function withFixed(args: unknown, fixed: Record<string, unknown>): unknown {
  if (args && typeof args === "object" && !Array.isArray(args)) {
    return { ...args as Record<string, unknown>, ...fixed };
  }
  return Object.keys(fixed).length ? fixed : args;
}
