/**
 * Domain vocabulary of Korean law (`@beopmang/law/law`), one source each: article anchors, annex
 * notation, case numbers, decision domains, statute names and 약칭, rule names, staged
 * enforcement, and cross-references in text. The package root re-exports the notation (article,
 * annex and case-number parse/format); the rest is here.
 *
 * @example
 * ```ts
 * import { extractReferences, normalizeLawName } from "@beopmang/law/law";
 * normalizeLawName("「민법」"); // "민법"
 * extractReferences("민법 제750조에 따라")[0].articleText; // "제750조"
 * ```
 *
 * @module
 */

export * from "./article.ts";
export * from "./annex.ts";
export * from "./case_numbers.ts";
export * from "./decision_domains.ts";
// The two halves of DecisionDomainId (public, so its documentation can name them).
export { CORE_IDS } from "./decision_domain_table.ts";
export { MINISTRY_TARGETS, type MinistryTarget } from "./decision_ministries.ts";
export * from "./names.ts";
export * from "./references.ts";
export * from "./rule_names.ts";
export * from "./staged_enforcement.ts";
