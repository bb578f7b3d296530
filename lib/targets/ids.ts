/**
 * The names of every DRF `target` the tools call, as a literal list, so that a request's `target`
 * is a type (`DrfTarget`) and a typo is a compile error. The decision targets are the decision
 * domains' ids (lib/law/decision_domains.ts names them; the catalogue reads it, never the other
 * way). Kept apart from the entries (statutes.ts, rules.ts, terms.ts, decisions.ts) because the
 * DRF client needs the names and nothing else.
 *
 * @module
 */

import { DECISION_DOMAIN_IDS, type DecisionDomainId } from "../law/decision_domains.ts";

/**
 * Every target that is not a decision domain, by family: statutes (texts, versions, history,
 * structure, links to ordinances, 별표 lists); 행정규칙, 자치법규 and the institutions' rules;
 * terms and treaties. The decision targets are the decision domains' ids.
 */
export const NON_DECISION_TARGETS = [
  // statutes
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
  // rules
  "admrul",
  "admrulOldAndNew",
  "admbyl",
  "ordin",
  "ordinfd",
  "ordinbyl",
  "school",
  "public",
  "pi",
  // terms and treaties
  "lstrm",
  "lstrmAI",
  "dlytrm",
  "lstrmRlt",
  "dlytrmRlt",
  "lstrmRltJo",
  "joRltLstrm",
  "trty",
] as const;

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
export type DrfTarget = typeof NON_DECISION_TARGETS[number] | DecisionDomainId;

/** Every target, in catalogue order (decision targets in the domains' order). */
export const DRF_TARGETS: readonly DrfTarget[] = [
  ...NON_DECISION_TARGETS,
  ...DECISION_DOMAIN_IDS,
];

/** What errors and budgets name a file download (an annex) by: it has no DRF target. */
export const FILE_TARGET = "download";

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
