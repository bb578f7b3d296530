/**
 * Output schemas of the analysis tools. They mirror the interfaces in `lib/analysis/`; the
 * assignments at the bottom make the compiler fail if the two drift apart.
 *
 * @module
 */

import { z } from "zod";
import type { ApplicableLaw } from "../../analysis/applicable_law.ts";
import type { ImpactMap } from "../../analysis/impact_map.ts";
import type { PrecedentStatus } from "../../analysis/precedent_status.ts";
import type { DocumentReview } from "../../analysis/review.ts";
import type { CitationCheck } from "../../analysis/verify.ts";

const Failure = z.object({ tool: z.string(), code: z.string(), message: z.string() });

/** Optional string fields, one per key. */
function optionalStrings<K extends string>(...keys: K[]): Record<K, z.ZodOptional<z.ZodString>> {
  return Object.fromEntries(keys.map((k) => [k, z.string().optional()])) as Record<
    K,
    z.ZodOptional<z.ZodString>
  >;
}

/** One checked citation. */
export const CitationCheckSchema = z.object({
  kind: z.enum(["statute", "rule", "case"]).describe("rule: a 행정규칙 (고시·훈령·예규·지침 …)"),
  text: z.string().describe("as written"),
  ...optionalStrings("law", "article", "caseNumber"),
  verdict: z.enum(["verified", "not_found", "unverifiable"]),
  malformed: z.string().optional().describe("why the citation cannot name an article"),
  source: z.object(optionalStrings("lawId", "mst", "article", "domain", "id")).optional(),
  matchedText: z.string().optional(),
  nearest: z.array(z.string()).optional(),
  reason: z.string(),
  upstreamCode: z.string().optional(),
});

const Later = z.object({
  domain: z.string(),
  id: z.string(),
  caseNumber: z.string().optional(),
  title: z.string(),
  date: z.string().optional(),
  relation: z.string(),
  quote: z.string().optional(),
});

/** precedent_status result. */
export const PrecedentStatusSchema = z.object({
  verdict: z.enum(["changed", "no_change_found", "could_not_check", "not_found"]),
  caseNumber: z.string(),
  decision: z.object({
    domain: z.string(),
    id: z.string(),
    title: z.string(),
    date: z.string().optional(),
    court: z.string().optional(),
  }).optional(),
  holdings: z.string().optional().describe("판시사항"),
  provisions: z.string().optional().describe("참조조문"),
  later: z.array(Later),
  unchecked: z.array(Failure),
  summary: z.string(),
});

const Version = z.object({
  mst: z.string(),
  effectiveDate: z.string().optional(),
  promulgationDate: z.string().optional(),
  revisionType: z.string().optional(),
  status: z.string().optional(),
});

/** applicable_law result. */
export const ApplicableLawSchema = z.object({
  law: z.object({ name: z.string(), lawId: z.string().optional() }),
  date: z.string(),
  standing: z.enum(["in_force", "not_yet_in_force", "repealed", "could_not_check"]),
  version: Version.optional(),
  basis: z.enum(["version-list", "current-only"]).optional(),
  later: z.array(Version),
  article: z.object({ label: z.string(), title: z.string().optional(), text: z.string() })
    .optional(),
  transitional: z.array(z.object({
    kind: z.enum(["적용례", "경과조치"]),
    promulgationDate: z.string().optional(),
    text: z.string(),
    mentionsArticle: z.boolean(),
  })),
  unchecked: z.array(Failure),
  summary: z.string(),
});

/** impact_map result. */
export const ImpactMapSchema = z.object({
  root: z.string(),
  lawId: z.string().optional(),
  tree: z.array(z.object({
    label: z.string(),
    children: z.array(z.object({ label: z.string(), ref: z.string().optional() })),
  })),
  counts: z.record(z.string(), z.number().int()),
  unchecked: z.array(Failure),
  mermaid: z.string().optional(),
});

/** analyze_document result body. */
export const DocumentReviewSchema = z.object({
  clauseCount: z.number().int(),
  clauses: z.array(z.object({
    index: z.number().int(),
    number: z.string().optional(),
    heading: z.string().optional(),
    text: z.string(),
    risks: z.array(z.object({
      id: z.string(),
      label: z.string(),
      severity: z.enum(["high", "medium", "low"]),
      matched: z.string(),
      law: z.string().optional(),
      article: z.string().optional(),
      rule: z.string(),
      needsFacts: z.string().optional(),
    })),
  })),
  counts: z.object({ high: z.number().int(), medium: z.number().int(), low: z.number().int() }),
  statutes: z.array(z.object({ law: z.string(), article: z.string() })),
});

// Compile-time drift checks between the analysis interfaces and these schemas.
const _c: z.infer<typeof CitationCheckSchema> = {} as CitationCheck;
const _p: z.infer<typeof PrecedentStatusSchema> = {} as PrecedentStatus;
const _a: z.infer<typeof ApplicableLawSchema> = {} as ApplicableLaw;
const _i: z.infer<typeof ImpactMapSchema> = {} as ImpactMap;
const _d: z.infer<typeof DocumentReviewSchema> = {} as DocumentReview;
void _c, _p, _a, _i, _d;
