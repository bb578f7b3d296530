/**
 * Which route found a chain's statute, said in the answer: named in the query, given by id,
 * the topic table, 지능형 검색, or a law-name search by the question's noun.
 *
 * @module
 */

import { matchRank, rankByName } from "../law/names.ts";
import { type BranchResult, ranTool } from "./types.ts";

/** The routes. */
export const LAW_ROUTES = [
  "named",
  "given",
  "topic",
  "library",
  "ai",
  "name_search",
  "none",
] as const;

/** One route. */
export type FoundRoute = typeof LAW_ROUTES[number];

/** The note after the statute's name in an answer's heading. */
export const ROUTE_NOTES: Readonly<Record<FoundRoute, (topic?: string) => string>> = {
  named: () => "",
  given: () => "",
  topic: (t) => ` (주제표 '${t ?? ""}')`,
  library: (t) => ` (법령 사본 조문 검색 '${t ?? ""}')`,
  ai: () => " (지능형 검색)",
  name_search: () => " (법령명 검색)",
  none: () => "",
};

/**
 * How the chain found its statute: the plan says for named, given and topic; the run says
 * whether the law search took 지능형 검색's law or the question's noun.
 *
 * @example
 * ```ts
 * import { routeOf } from "./law_route.ts";
 * routeOf(false, false, true, []); // "topic"
 * ```
 */
export function routeOf(
  named: boolean,
  given: boolean,
  topic: boolean | "library",
  branches: readonly BranchResult[],
): FoundRoute {
  if (given) return "given";
  if (named) return "named";
  if (topic === "library") return "library";
  if (topic) return "topic";
  const ai = branches.find((b) => b.id === "ai");
  const law = lawBranch(branches);
  if (!law || law.status !== "ok" || !foundName(branches)) return "none";
  const aiLaws = ai && ranTool(ai, "ai_search_law") ? ai.structured?.rows.map((r) => r.name) : [];
  return aiLaws?.includes(String(law.args?.query)) ? "ai" : "name_search";
}

/**
 * The statute the resolve branch settled on (its best row for the query), if any.
 *
 * @example
 * ```ts
 * import { foundName } from "./law_route.ts";
 * foundName([]); // undefined
 * ```
 */
export function foundName(branches: readonly BranchResult[]): string | undefined {
  const law = lawBranch(branches);
  if (law?.status !== "ok" || !law.structured) return undefined;
  const query = String(law.args?.query ?? "");
  const best = rankByName(query, law.structured.rows)[0];
  return best && matchRank(query, best) <= 3 ? best.name : undefined;
}

/** The branch that resolves the statute (./law_part.ts: id "law", a law search). */
function lawBranch(branches: readonly BranchResult[]) {
  const law = branches.find((b) => b.id === "law");
  return law && ranTool(law, "search_law") ? law : undefined;
}
