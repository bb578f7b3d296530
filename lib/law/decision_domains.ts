/**
 * Decision domains: the single vocabulary of every decision-like DRF target — 판례, 헌재결정례,
 * 법령해석례, 행정심판례, the special tribunals, the committees and every ministry interpretation
 * target. Each entry says which target to call, what it is called (Korean name, short label,
 * practitioner words), which field holds its 일련번호, how its list envelope is shaped
 * (drf-api.md Q6 and the recorded fixtures) and which search filters it documents.
 *
 * Tools, the router (`discover_tools`) and citation checks resolve domain words here only.
 *
 * @module
 */

import {
  CORE,
  type Core,
  CORE_IDS,
  type DecisionDomain,
  type DecisionDomainId,
} from "./decision_domain_table.ts";
import { MINISTRIES, MINISTRY_TARGETS, type MinistryTarget } from "./decision_ministries.ts";
import { InputError } from "../errors.ts";

export type {
  DecisionDomain,
  DecisionDomainId,
  DecisionFamily,
  DecisionListEnvelope,
} from "./decision_domain_table.ts";

/** Every decision domain id (= its DRF target), courts first, ministries last. */
export const DECISION_DOMAIN_IDS: readonly [DecisionDomainId, ...DecisionDomainId[]] = [
  ...CORE_IDS,
  ...MINISTRY_TARGETS,
];

/** Recorded committee lists confirm the `<Target>`/`<target>` envelope (Q6). */
const RECORDED_LISTS: ReadonlySet<string> = new Set(["ppc", "eiac", "ftc", "nlrc", "iaciac"]);

function ministry(target: MinistryTarget): Core {
  const m = MINISTRIES[target];
  return {
    family: "ministry",
    name: `${m.agency} 법령해석`,
    agency: m.agency,
    short: `${m.words[0] ?? m.agency} 해석`,
    words: [...m.words, `${m.agency} 해석`, ...m.words.map((a) => `${a} 해석`)],
    peerDomain: m.peerDomain,
    idField: "법령해석일련번호",
    bodyIdFields: ["법령해석일련번호"],
    list: { roots: ["CgmExpc"], rowKeys: ["cgmExpc"], confirmed: true },
    bodyRoots: ["CgmExpcService"],
    dateLabel: "해석일자",
    dateParam: "explYd",
    numberParam: "itmno",
  };
}

function build(id: DecisionDomainId, core: Core): DecisionDomain {
  const list = RECORDED_LISTS.has(id) ? { ...core.list, confirmed: true } : core.list;
  return {
    ...core,
    id,
    target: id,
    list,
    courtParam: id === "prec",
    appealFilters: core.family === "adminAppeal" || core.family === "tribunal",
    agencyFilters: core.family === "interpretation" || core.family === "ministry",
  };
}

/** Every domain by id. */
export const DECISION_DOMAINS: Readonly<Record<DecisionDomainId, DecisionDomain>> = Object
  .fromEntries([
    ...CORE_IDS.map((id) => [id, build(id, CORE[id])]),
    ...MINISTRY_TARGETS.map((id) => [id, build(id, ministry(id))]),
  ]) as Record<DecisionDomainId, DecisionDomain>;

const norm = (s: string): string => s.normalize("NFC").replace(/[\s·ㆍ_-]/g, "").toLowerCase();

const LOOKUP: ReadonlyMap<string, DecisionDomain> = (() => {
  const map = new Map<string, DecisionDomain>();
  const put = (word: string, d: DecisionDomain) => {
    const k = norm(word);
    if (k && !map.has(k)) map.set(k, d);
  };
  const all = DECISION_DOMAIN_IDS.map((id) => DECISION_DOMAINS[id]);
  // Priority: ids and peer ids, then words, then names, then agencies (법제처 stays expc).
  for (const d of all) put(d.id, d);
  for (const d of all) if (d.peerDomain) put(d.peerDomain, d);
  for (const d of all) for (const a of d.words) put(a, d);
  for (const d of all) put(d.short, d);
  for (const d of all) put(d.name, d);
  for (const d of all) put(d.agency, d);
  return map;
})();

const SUFFIX = /(결정문|결정례|결정|재결례|재결|심판례|해석례|법령해석|해석|사례|판례)$/;

/**
 * Resolves a domain id, peer domain id, Korean name, agency or practitioner alias.
 *
 * @example
 * ```ts
 * import { findDecisionDomain } from "./decision_domains.ts";
 * findDecisionDomain("조심원")?.target; // "ttSpecialDecc"
 * findDecisionDomain("고용부 해석")?.target; // "moelCgmExpc"
 * ```
 */
export function findDecisionDomain(text: string): DecisionDomain | undefined {
  const k = norm(text);
  if (!k) return undefined;
  const hit = LOOKUP.get(k);
  if (hit) return hit;
  const stripped = k.replace(SUFFIX, "");
  return stripped && stripped !== k ? LOOKUP.get(stripped) : undefined;
}

/** The domain of an id; throws on an unknown id (ids come from the zod enum). */
export function decisionDomain(id: DecisionDomainId): DecisionDomain {
  const d = DECISION_DOMAINS[id];
  if (!d) throw new InputError(`알 수 없는 결정례 도메인: ${id}`);
  return d;
}
