/**
 * Domain vocabulary of Korean law, one source each: article anchors, annex notation, case
 * numbers, decision domains, statute names, and cross-references in text.
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
