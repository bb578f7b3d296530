/**
 * Decision and committee domains for completions and `decision://{domain}/{id}` URIs, read from
 * the decisions domain's single vocabulary (lib/law/decision_domains.ts), so the completions
 * offer exactly the ids `search_decisions` and `get_decision_text` accept.
 *
 * @module
 */

import { DECISION_DOMAIN_IDS, DECISION_DOMAINS } from "../../lib/law/mod.ts";

/** Domain id (= DRF target) → Korean name. */
export const DOMAIN_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  DECISION_DOMAIN_IDS.map((id) => [id, DECISION_DOMAINS[id].name]),
);

const squash = (s: string) => s.normalize("NFC").replace(/[\s·ㆍ_-]/g, "").toLowerCase();

/**
 * Domain ids matching what was typed: id prefix first, then Korean name, short label, agency or
 * alias containing it ("공정", "조심", "고용부").
 */
export function matchDomains(value: string): string[] {
  const q = squash(value);
  const ids: readonly string[] = DECISION_DOMAIN_IDS;
  if (!q) return [...ids];
  const first = ids.filter((id) => id.toLowerCase().startsWith(q));
  const rest = DECISION_DOMAIN_IDS.filter((id) => {
    if (first.includes(id)) return false;
    const d = DECISION_DOMAINS[id];
    return [d.name, d.short, d.agency, ...d.words].some((w) => squash(w).includes(q));
  });
  return [...first, ...rest];
}
