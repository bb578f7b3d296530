/**
 * The natural-language router: {@link routeWith} turns a query into one tool call and
 * {@link extract} lists every entity in it (laws incl. 약칭, articles, annexes, case numbers,
 * dates and periods, regions, decision collections, scenarios). One source for the CLI, the web
 * search box and the research chains — which import the extractor modules themselves, never
 * this face: the rule table it exports names the registered tools, and those hold the chains.
 *
 * @example
 * ```ts
 * import { extract } from "@beopmang/law/route";
 * extract("형법 제309조·제310조").laws[0].name; // "형법"
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
export { ROUTE_RULES } from "./patterns.ts";
export { mainLaw, placeOf, searchWords, topicOf } from "./subject.ts";
export type { ArgBuilder, EntityKind, RouteRule } from "./patterns.ts";
export { REGION_TABLE, SIDO_SHORT_NAMES, sidoName, SIGUNGU_INDEX } from "./regions.ts";
export { routeWith } from "./router.ts";
export { interpret, openQuery } from "./open.ts";
export type { FoundLaw, Interpretation, Opened } from "./open.ts";
export { readQuery } from "../research/query.ts";
export { loadArticleIndex, useArticleIndex } from "../retrieve/source.ts";
export type { ArticleIndexSource } from "../retrieve/source.ts";
export type { ArticlePick, ResearchQuery, TopicCandidate } from "../research/query.ts";
export type { ArticleIndex, LibraryHit, SearchScope } from "../retrieve/types.ts";
export type { RouteOptions, RouteTools } from "./router.ts";
export { SCENARIOS } from "./scenarios.ts";
export type { Scenario } from "./scenarios.ts";
export type * from "./types.ts";
