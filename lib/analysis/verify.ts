/**
 * `verify_citations`: every statute and case citation of a text checked against the upstream,
 * with a three-valued verdict. "verified" needs the exact article (or case) in an upstream
 * answer; a clean answer without it is "not_found" (with the nearest real ones); anything that
 * could not be asked — outage, budget, deadline, unknown law — is "unverifiable", never verified.
 *
 * @module
 */

import { formatCaseNumber } from "../law/case_numbers.ts";
import { findCitations } from "./citations.ts";
import type { CitationCheck } from "./citation_check.ts";
import type { AnalysisEnv } from "./run.ts";
import { checkCase } from "./verify_cases.ts";
import { judgeStatute, type LawLookup, type LawSearches, lookupLaw } from "./verify_statutes.ts";
import { judgeRule, lookupRule, ruleArticle, type RuleLookup } from "./verify_rules.ts";
import type { StatuteCitation } from "./citations.ts";

export type { CitationCheck, Verdict } from "./citation_check.ts";

type Looked = { family: "law"; look: LawLookup } | { family: "rule"; look: RuleLookup };

const unique = (xs: string[]) => [...new Set(xs)];

// A 행정규칙 name is looked up as one; a …규정 may be a 대통령령, so the statutes are asked
// first and the admin rules only when no statute has that name.
async function lookupAny(
  env: AnalysisEnv,
  law: string,
  cites: StatuteCitation[],
  searches: LawSearches,
): Promise<Looked> {
  const family = cites[0].ruleFamily;
  const rule = () =>
    lookupRule(env, law, cites[0].preceding ?? "", unique(cites.map((c) => ruleArticle(c.ref))));
  if (family === "rule") return { family: "rule", look: await rule() };
  const specs = unique(cites.map((c) => c.article)).slice(0, 100);
  const asLaw = await lookupLaw(env, law, specs, searches);
  if (family === "either" && asLaw.kind === "absent") return { family: "rule", look: await rule() };
  return { family: "law", look: asLaw };
}

/** Checks every citation of `text`; at most `max` citations are asked about. */
export async function verifyCitations(
  env: AnalysisEnv,
  text: string,
  opts: { lawName?: string; max: number },
): Promise<CitationCheck[]> {
  const found = findCitations(text, opts.lawName);
  const asked = found.statutes.slice(0, opts.max);
  const cases = found.cases.slice(0, Math.max(0, opts.max - asked.length));
  const byLaw = new Map<string, StatuteCitation[]>();
  for (const c of asked) {
    if (!c.law) continue;
    byLaw.set(c.law, [...byLaw.get(c.law) ?? [], c]);
  }
  const searches: LawSearches = new Map();
  const lawEntries = [...byLaw.entries()];
  const [looks, caseChecks] = await Promise.all([
    Promise.all(lawEntries.map(([law, cites]) => lookupAny(env, law, cites, searches))),
    Promise.all(cases.map((c) => checkCase(env, c))),
  ]);
  const lookByLaw = new Map(lawEntries.map(([law], i) => [law, looks[i]]));
  const out: CitationCheck[] = found.statutes.map((c, i) => {
    const look = i < asked.length && c.law ? lookByLaw.get(c.law) : undefined;
    if (look?.family === "rule") return judgeRule(c, look.look);
    if (!look && c.ruleFamily === "rule") return judgeRule(c, undefined);
    return judgeStatute(c, look?.look);
  });
  out.push(...caseChecks);
  for (const c of found.cases.slice(cases.length)) {
    out.push({
      kind: "case",
      text: c.text,
      caseNumber: formatCaseNumber(c.parsed),
      verdict: "unverifiable",
      upstreamCode: "NOT_ASKED",
      reason: "확인 한도(maxCitations) 밖이라 묻지 않았습니다.",
    });
  }
  for (const m of found.malformed) {
    out.push({
      kind: "statute",
      text: m.text,
      verdict: "not_found",
      malformed: m.reason,
      reason: `형식 오류: ${m.reason}.`,
    });
  }
  return out;
}
