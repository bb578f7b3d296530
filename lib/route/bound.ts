/**
 * `routeQuery`: the router over every registered tool, for the faces. The router itself
 * (router.ts) is handed the tools it may choose, so that the research chains, which use its
 * extractors, never reach the list of tools.
 *
 * @module
 */

import { registry, type ToolName } from "../tools/toolset.ts";
import { type RouteOptions, routeWith } from "./router.ts";
import type { Route } from "./types.ts";

/**
 * Routes a query to one registered tool with arguments, saying why.
 *
 * @example
 * ```ts
 * import { routeQuery } from "./bound.ts";
 * const r = routeQuery("민법 제750조");
 * r.tool; // "get_law_text"
 * r.args; // { name: "민법", articles: ["제750조"] }
 * ```
 */
export function routeQuery(text: string, opts: RouteOptions = {}): Route<ToolName> {
  return routeWith(registry, text, opts);
}
