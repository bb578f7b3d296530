/**
 * Document review: clauses of a contract or terms text, each with the risky patterns it contains
 * and the governing statute and article from {@link RISK_PATTERNS}. Runs locally.
 *
 * @module
 */

import { type Clause, splitClauses } from "./clauses.ts";
import { RISK_PATTERNS } from "./risk_patterns.ts";
import { clip } from "./run.ts";

/** One finding in a clause. */
export interface RiskFinding {
  /** Pattern id. */
  id: string;
  /** What the clause does. */
  label: string;
  /** Severity. */
  severity: "high" | "medium" | "low";
  /** The words that matched. */
  matched: string;
  /** Governing statute, when one is certain. */
  law?: string;
  /** Governing article, when certain. */
  article?: string;
  /** What the rule says. */
  rule: string;
  /** The fact that decides whether the rule applies ("needs more facts"). */
  needsFacts?: string;
}

/** A reviewed clause. */
export interface ReviewedClause {
  /** Position, 1-based. */
  index: number;
  /** Number as written. */
  number?: string;
  /** Heading. */
  heading?: string;
  /** Clause text (cut to 300 characters). */
  text: string;
  /** Findings, most serious first. */
  risks: RiskFinding[];
}

/** The review. */
export interface DocumentReview {
  /** Clauses found. */
  clauseCount: number;
  /** Clauses shown (flagged ones first, up to the limit). */
  clauses: ReviewedClause[];
  /** Findings per severity. */
  counts: { high: number; medium: number; low: number };
  /** Distinct statute articles cited, for verify_citations or get_law_text. */
  statutes: { law: string; article: string }[];
}

const RANK = { high: 0, medium: 1, low: 2 } as const;

function findings(c: Clause): RiskFinding[] {
  const out: RiskFinding[] = [];
  for (const p of RISK_PATTERNS) {
    const m = p.match.exec(c.text);
    if (!m) continue;
    out.push({
      id: p.id,
      label: p.label,
      severity: p.severity,
      matched: m[0],
      ...(p.law ? { law: p.law } : {}),
      ...(p.article ? { article: p.article } : {}),
      rule: p.rule,
      ...(p.needsFacts ? { needsFacts: p.needsFacts } : {}),
    });
  }
  return out.sort((a, b) => RANK[a.severity] - RANK[b.severity]);
}

/**
 * Reviews `text`; `maxClauses` limits the clauses listed (flagged clauses first, in order).
 *
 * @example
 * ```ts
 * import { reviewDocument } from "./review.ts";
 * const r = reviewDocument("제1조(목적) …\n제2조(환불) 구매 후 환불은 불가합니다.", 10);
 * r.clauses.find((c) => c.risks.length)?.risks[0].article; // "제17조"
 * ```
 */
export function reviewDocument(text: string, maxClauses: number): DocumentReview {
  const all = splitClauses(text).map((c) => ({ c, risks: findings(c) }));
  const flagged = all.filter((x) => x.risks.length);
  const rest = all.filter((x) => !x.risks.length);
  const shown = [...flagged, ...rest].slice(0, maxClauses).sort((a, b) => a.c.index - b.c.index);
  const counts = { high: 0, medium: 0, low: 0 };
  const statutes = new Map<string, { law: string; article: string }>();
  for (const { risks } of all) {
    for (const r of risks) {
      counts[r.severity]++;
      if (r.law && r.article) {
        statutes.set(`${r.law} ${r.article}`, { law: r.law, article: r.article });
      }
    }
  }
  return {
    clauseCount: all.length,
    clauses: shown.map(({ c, risks }) => ({
      index: c.index,
      ...(c.number ? { number: c.number } : {}),
      ...(c.heading ? { heading: c.heading } : {}),
      text: clip(c.text, 300),
      risks,
    })),
    counts,
    statutes: [...statutes.values()],
  };
}
