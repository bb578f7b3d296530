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
import type { attempt, Runner } from "./run.ts";
import { checkCase } from "./verify_cases.ts";
import { judgeStatute, type LawLookup, lookupLaw } from "./verify_statutes.ts";
import { judgeRule, lookupRule, ruleArticle, type RuleLookup } from "./verify_rules.ts";
import type { StatuteCitation } from "./citations.ts";

/** The verdict of one citation. */
export type Verdict = "verified" | "not_found" | "unverifiable";

/** One checked citation. */
export interface CitationCheck {
  /** Statute article, 행정규칙 article, or case. */
  kind: "statute" | "rule" | "case";
  /** The citation as written. */
  text: string;
  /** Full law name (statutes). */
  law?: string;
  /** Canonical anchor (statutes), e.g. "제4조의2 제1항". */
  article?: string;
  /** Canonical case number (cases). */
  caseNumber?: string;
  /** The verdict. */
  verdict: Verdict;
  /** Set when the citation cannot name any article (제0조, 제10000조). */
  malformed?: string;
  /** Where the match was found. */
  source?: { lawId?: string; mst?: string; article?: string; domain?: string; id?: string };
  /** The matching upstream text (article words, or case title and date). */
  matchedText?: string;
  /** Nearest real articles or cases, for not_found. */
  nearest?: string[];
  /** Why this verdict. */
  reason: string;
  /** Upstream error code behind an unverifiable verdict. */
  upstreamCode?: string;
}

/** What the analysis may use besides the runner. */
export interface AnalysisEnv {
  /** Calls a tool with the request's context. */
  run: Runner;
  /** Milliseconds left before the request deadline (Infinity when none). */
  remainingMs(): number;
}

type Looked = { family: "law"; look: LawLookup } | { family: "rule"; look: RuleLookup };

const unique = (xs: string[]) => [...new Set(xs)];

// A 행정규칙 name is looked up as one; a …규정 may be a 대통령령, so the statutes are asked
// first and the admin rules only when no statute has that name.
async function lookupAny(
  env: AnalysisEnv,
  law: string,
  cites: StatuteCitation[],
  searches: Map<string, ReturnType<typeof attempt>>,
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
  const searches = new Map<string, ReturnType<typeof attempt>>();
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
