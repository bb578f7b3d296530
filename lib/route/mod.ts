/**
 * The natural-language router: {@link routeQuery} turns a query into one tool call and
 * {@link extract} lists every entity in it (laws incl. 약칭, articles, annexes, case numbers,
 * dates and periods, regions, decision collections, scenarios). One source for the CLI, the web
 * search box and the research chains.
 *
 * @example
 * ```ts
 * import { routeQuery } from "./mod.ts";
 * routeQuery("형법 제309조·제310조").args; // { name: "형법", articles: ["제309조", "제310조"] }
 * ```
 *
 * @module
 */

export { extract } from "./extract.ts";
export { extractAnnexes } from "./extract_annexes.ts";
export { extractArticles } from "./extract_articles.ts";
export { extractCases } from "./extract_cases.ts";
export { extractDates } from "./extract_dates.ts";
export { extractLaws } from "./extract_laws.ts";
export { extractRegions } from "./extract_places.ts";
export { DISPUTE_AREAS, disputeArea, extractDomains, extractScenarios } from "./extract_topics.ts";
export { mainLaw, placeOf, ROUTE_RULES, searchWords, topicOf } from "./patterns.ts";
export type { ArgBuilder, EntityKind, RouteRule } from "./patterns.ts";
export { REGION_TABLE, SIDO_ALIASES, sidoName, SIGUNGU_INDEX } from "./regions.ts";
export { routeQuery } from "./router.ts";
export type { RouteOptions } from "./router.ts";
export { SCENARIOS } from "./scenarios.ts";
export type { Scenario } from "./scenarios.ts";
export type * from "./types.ts";
