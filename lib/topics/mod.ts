/**
 * The topic vocabulary: everyday words and practitioner shorthand ("퇴직금", "전세 보증금",
 * "출퇴근 재해") → the statutes and articles a lawyer would open first, with provenance. The
 * research planner and the router resolve a question that names no statute here first.
 *
 * @example
 * ```ts
 * import { matchTopics, topicLaws } from "@beopmang/law/topics";
 * topicLaws(matchTopics("출퇴근하다 다치면 산재 되나요"))[0].name; // "산업재해보상보험법"
 * ```
 *
 * @module
 */

export { matchTopics, topicLaws } from "./match.ts";
export type { SkipSpan, TopicHit } from "./match.ts";
export { TOPICS } from "./table.ts";
export type { Topic, TopicArea, TopicLaw } from "./types.ts";
