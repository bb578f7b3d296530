/**
 * The names of every DRF `target` the tools call, as literal lists, so that a request's
 * `target` is a type (`DrfTarget`) and a typo is a compile error. Kept apart from the entries
 * (statutes.ts, rules.ts, terms.ts, decisions.ts) because the lowest modules — the DRF client,
 * the errors, the decision-domain table — need the names and nothing else.
 *
 * @module
 */

import { MINISTRY_TARGETS, type MinistryTarget } from "../law/decision_ministries.ts";

/** Statutes: texts, versions, history, structure, links to ordinances, 별표 lists. */
export const STATUTE_TARGETS = [
  "law",
  "eflaw",
  "lawjosub",
  "eflawjosub",
  "elaw",
  "lsHistory",
  "lsHstInf",
  "lsJoHstInf",
  "lsDelegated",
  "lsStmd",
  "oldAndNew",
  "thdCmp",
  "lsAbrv",
  "delHst",
  "oneview",
  "lsRlt",
  "aiSearch",
  "aiRltLs",
  "drlaw",
  "lnkLs",
  "lnkLsOrd",
  "lnkLsOrdJo",
  "lnkDep",
  "lnkOrd",
  "lnkOrg",
  "licbyl",
] as const;

/** 행정규칙, 자치법규 and the institutions' rules (학칙·공단·공공기관). */
export const RULE_TARGETS = [
  "admrul",
  "admrulOldAndNew",
  "admbyl",
  "ordin",
  "ordinfd",
  "ordinbyl",
  "school",
  "public",
  "pi",
] as const;

/** Legal and daily terms, their links, and treaties. */
export const TERM_TARGETS = [
  "lstrm",
  "lstrmAI",
  "dlytrm",
  "lstrmRlt",
  "dlytrmRlt",
  "lstrmRltJo",
  "joRltLstrm",
  "trty",
] as const;

/** Courts, 헌재, 법제처, 행정심판, the special tribunals and the committees (ministries apart). */
export const DECISION_CORE_TARGETS = [
  "prec",
  "detc",
  "expc",
  "decc",
  "ttSpecialDecc",
  "kmstSpecialDecc",
  "acrSpecialDecc",
  "adapSpecialDecc",
  "ppc",
  "eiac",
  "ftc",
  "acr",
  "fsc",
  "nlrc",
  "kcc",
  "iaciac",
  "oclt",
  "ecc",
  "sfc",
  "nhrck",
] as const;

/** A decision target that is not a ministry's interpretation target. */
export type DecisionCoreTarget = typeof DECISION_CORE_TARGETS[number];

/** A decision target: court, 헌재, 법제처, tribunal, committee or ministry. */
export type DecisionTarget = DecisionCoreTarget | MinistryTarget;

/**
 * Every DRF `target` the tools call: `lawSearch.do` / `lawService.do` accept these.
 *
 * @example
 * ```ts
 * import type { DrfTarget } from "./ids.ts";
 * const t: DrfTarget = "eflaw";
 * // @ts-expect-error not a DRF target
 * const typo: DrfTarget = "elfaw";
 * ```
 */
export type DrfTarget =
  | typeof STATUTE_TARGETS[number]
  | typeof RULE_TARGETS[number]
  | typeof TERM_TARGETS[number]
  | DecisionTarget;

/** Every target, in catalogue order. */
export const DRF_TARGETS: readonly DrfTarget[] = [
  ...STATUTE_TARGETS,
  ...RULE_TARGETS,
  ...TERM_TARGETS,
  ...DECISION_CORE_TARGETS,
  ...MINISTRY_TARGETS,
];

/** What errors and budgets name a file download (an annex) by: it has no DRF target. */
export const FILE_TARGET = "download";

/** A target or the file download, as error details and the call budget name them. */
export type CallTarget = DrfTarget | typeof FILE_TARGET;

const KNOWN: ReadonlySet<string> = new Set(DRF_TARGETS);

/**
 * Whether a string (from a URL, a recording, a caller) is a DRF target of the catalogue.
 *
 * @example
 * ```ts
 * import { isDrfTarget } from "./ids.ts";
 * isDrfTarget("prec"); // true
 * isDrfTarget("nope"); // false
 * ```
 */
export function isDrfTarget(s: string): s is DrfTarget {
  return KNOWN.has(s);
}

/** The DRF endpoints: `search` = `lawSearch.do` (lists), `service` = `lawService.do` (one record). */
export type DrfEndpoint = "search" | "service";

/** The file each endpoint is served at, under the base URL. */
export const ENDPOINT_FILES: Readonly<Record<DrfEndpoint, string>> = {
  search: "lawSearch.do",
  service: "lawService.do",
};
