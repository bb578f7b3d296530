/**
 * The decision targets, one per decision domain. Their envelopes (roots, row keys, the 일련번호
 * fields) are the domain vocabulary's (lib/law/decision_domains.ts, which names its targets from
 * ids.ts); this file adds what the vocabulary does not say: the probes and the miss sentences.
 *
 * @module
 */

import {
  DECISION_DOMAINS,
  type DecisionDomain,
  type DecisionDomainId,
  type DecisionFamily,
} from "../law/decision_domains.ts";
import { body, list, miss } from "./build.ts";
import type { MissWords, Probe, TargetInfo } from "./types.ts";

/** The recorded (or, failing that, documented) probes: a list query and a body 일련번호. */
const PROBES: Readonly<Partial<Record<DecisionDomainId, { list?: Probe; body?: string }>>> = {
  prec: { list: { query: "임금" }, body: "622257" },
  detc: { list: { query: "임금" }, body: "22333" },
  expc: { list: { query: "임금" }, body: "328843" },
  decc: { list: { query: "임금" }, body: "257427" },
  nlrc: { list: { query: "해고" }, body: "1" },
  eiac: { list: { query: "해고" } },
  ftc: { list: { query: "해고" } },
  ttSpecialDecc: { list: { query: "양도소득세" }, body: "1018160" },
  moelCgmExpc: { body: "17076" },
};

/** Miss words by family; the courts' own are below. Unrecorded ones are inferred. */
const FAMILY_MISS: Readonly<Record<DecisionFamily, MissWords>> = {
  court: miss("판례", "판례명", "recorded"),
  constitutional: miss("헌재결정례", "사건명"),
  interpretation: miss("법령해석례", "법령해석례명", "recorded"),
  adminAppeal: miss("행정심판례", "행정심판례명", "recorded"),
  tribunal: miss("행정심판례", "행정심판례명"),
  committee: miss("결정문", "사건명"),
  ministry: miss("법령해석례", "법령해석례명"),
};

/** Committees whose recorded miss names another field to check. */
const RECORDED_MISS: Readonly<Partial<Record<DecisionDomainId, MissWords>>> = {
  eiac: miss("결정문", "사건명", "recorded"),
  nlrc: miss("결정문", "제목", "recorded"),
  iaciac: miss("결정문", "사건", "recorded"),
};

function decision(d: DecisionDomain): TargetInfo {
  const probe = PROBES[d.id] ?? {};
  return {
    target: d.target,
    name: d.name,
    search: list(d.list.roots, d.list.rowKeys, [d.idField], probe.list ?? { query: "임금" }),
    service: body(
      d.bodyRoots,
      d.bodyIdFields.slice(0, 1),
      probe.body ? { ID: probe.body } : undefined,
    ),
    miss: RECORDED_MISS[d.id] ?? FAMILY_MISS[d.family],
  };
}

/** Every decision target, in the domains' order (courts first, ministries last). */
export const DECISIONS: readonly TargetInfo[] = Object.values(DECISION_DOMAINS).map(decision);
