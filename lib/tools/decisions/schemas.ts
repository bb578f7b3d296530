/**
 * Output schemas of the decision tools. They mirror the parser interfaces in
 * `parse/decision.ts`; the assignments at the bottom make the compiler fail if they drift.
 *
 * @module
 */

import { z } from "zod";
import { DECISION_DOMAIN_IDS } from "../../law/decision_domains.ts";
import type { DecisionBody, DecisionRow, DecisionSection } from "../../parse/decision.ts";

const ymd = z.string().describe("YYYYMMDD");

/** A domain id in output. */
export const DomainIdSchema: z.ZodEnum<{ [K in typeof DECISION_DOMAIN_IDS[number]]: K }> = z
  .enum(DECISION_DOMAIN_IDS);

/** One list row: a decision's identity and decisive date. */
export const DecisionRowSchema = z.object({
  domain: DomainIdSchema,
  id: z.string().describe("일련번호 for get_decision_text"),
  title: z.string(),
  caseNumber: z.string().optional(),
  date: ymd.optional(),
  dateRaw: z.string().optional().describe("upstream value when it is not a date (e.g. '0')"),
  org: z.string().optional().describe("court or deciding body (from the number when unnamed)"),
  source: z.string().optional().describe(
    "data source when it is not the court (국세법령정보시스템)",
  ),
  kind: z.string().optional(),
});

/** A body's identity and short facts: the row's fields and what the body adds. */
export const DecisionInfoSchema = DecisionRowSchema.extend({
  domainName: z.string(),
  facts: z.array(z.object({ key: z.string(), value: z.string() })),
  links: z.array(z.object({ key: z.string(), url: z.string() })),
});

/** A (possibly partly shown) text section. */
export const DecisionSectionSchema = z.object({
  key: z.string().describe("upstream field, e.g. 판시사항, 판결요지, 이유"),
  text: z.string(),
  partial: z.boolean().optional().describe("only part of this section is shown"),
});

// Compile-time drift checks between parser types and schemas.
const _row: z.infer<typeof DecisionRowSchema> = {} as DecisionRow;
const _info: Omit<z.infer<typeof DecisionInfoSchema>, "domainName"> = {} as Omit<
  DecisionBody,
  "sections"
>;
const _section: z.infer<typeof DecisionSectionSchema> = {} as DecisionSection;
void _row, _info, _section;
