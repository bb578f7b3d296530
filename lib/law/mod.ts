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
export * from "./names.ts";
export * from "./references.ts";
