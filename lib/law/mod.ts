/**
 * Domain vocabulary of Korean law: article anchors and statute names.
 *
 * @module
 */

export * from "./article.ts";
export * from "./names.ts";
