/**
 * Research chains: a task's branches (tool calls) run in parallel under the request's budget
 * and a chain deadline, returning what finished plus markers naming the calls that fetch the
 * rest. The `legal_research` tool (lib/tools/research) is the face of this module.
 *
 * @module
 */

export * from "./types.ts";
export {
  CHAIN_DEADLINE_RANGE,
  chainDeadlineMs,
  DEFAULT_CHAIN_DEADLINE_MS,
  progressOf,
  runChain,
  withProgress,
} from "./engine.ts";
export { lawNameOf, readQuery } from "./query.ts";
export type { ArticlePick, ResearchQuery, TopicCandidate } from "./query.ts";
export { foundName, LAW_ROUTES, ROUTE_NOTES, routeOf } from "./law_route.ts";
export type { FoundRoute } from "./law_route.ts";
export {
  DISPUTE_DECISIONS,
  planTask,
  RESEARCH_TASKS,
  SCENARIO_TASKS,
  SCENARIOS,
  taskOf,
} from "./tasks.ts";
export type { PlanInput, ResearchTask, Scenario } from "./tasks.ts";
export type { LawPartInput } from "./law_part.ts";
export { branchPointer, cutText, pickIds, synthesis, totalOf } from "./render.ts";
export type { IdRecord } from "./render.ts";
