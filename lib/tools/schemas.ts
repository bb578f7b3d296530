/**
 * Output pieces shared by several tools. The statute schemas mirror the parser's interfaces in
 * `parse/statute_types.ts`; the assignment checks at the bottom make the compiler fail if the
 * two ever drift apart.
 *
 * @module
 */

import { z } from "zod";
import type { Article, StatuteInfo } from "../parse/statute_types.ts";
import type { LawSearchRow } from "../parse/search.ts";

const ymd = z.string().describe("YYYYMMDD");
const status = z.enum(["현행", "시행예정", "연혁"]);

/** Facts about how an answer was obtained; present on every result. */
export const MetaSchema: z.ZodObject<{
  upstreamCalls: z.ZodNumber;
  fromCache: z.ZodBoolean;
  demo: z.ZodOptional<z.ZodString>;
  formatFallback: z.ZodOptional<z.ZodString>;
  library: z.ZodOptional<z.ZodString>;
  confirm: z.ZodOptional<z.ZodString>;
  pending: z.ZodOptional<z.ZodString>;
}> = z.object({
  upstreamCalls: z.number().int().describe("DRF requests this answer cost"),
  fromCache: z.boolean(),
  demo: z.string().optional().describe("set when answered from bundled recorded data"),
  formatFallback: z.string().optional().describe("e.g. JSON→XML when the key lacks JSON"),
  library: z.string().optional().describe("answered from the local law library: its date"),
  confirm: z.string().optional().describe("the live call that would confirm a library answer"),
  pending: z.string().optional().describe("a version promulgated, not yet in force: its dates"),
});

/** Type of {@link MetaSchema} (spelled out for the public API; the check below holds them equal). */
export interface Meta {
  /** DRF requests this answer cost. */
  upstreamCalls: number;
  /** Every upstream answer came from the cache. */
  fromCache: boolean;
  /** Set when answered from bundled recorded data. */
  demo?: string;
  /** e.g. JSON→XML when the key lacks JSON. */
  formatFallback?: string;
  /** Answered from the local law library (or past it, live): its source and date. */
  library?: string;
  /** The live call that would confirm a library answer, as printed. */
  confirm?: string;
  /** A version promulgated but not yet in force (시행 예정), with its dates. */
  pending?: string;
}
const _meta: [Meta, z.infer<typeof MetaSchema>] = [{} as z.infer<typeof MetaSchema>, {} as Meta];
void _meta;

/** Statute identity and dates. */
export const StatuteInfoSchema = z.object({
  lawId: z.string(),
  mst: z.string().optional(),
  lawKey: z.string().optional(),
  name: z.string(),
  nameHanja: z.string().optional(),
  abbreviation: z.string().optional(),
  kind: z.string().optional(),
  kindCode: z.string().optional(),
  promulgationDate: ymd.optional(),
  promulgationNumber: z.string().optional(),
  effectiveDate: ymd.optional(),
  ministry: z.string().optional(),
  ministryCode: z.string().optional(),
  revisionType: z.string().optional(),
  phone: z.string().optional(),
  status,
});

const flags = z.object({ hasTable: z.boolean(), hasImage: z.boolean() });

/** One article with its 항/호/목. */
export const ArticleSchema = z.object({
  key: z.string(),
  article: z.number().int(),
  branch: z.number().int(),
  label: z.string(),
  title: z.string().optional(),
  text: z.string(),
  paragraphs: z.array(z.object({
    label: z.string().optional(),
    number: z.number().int().optional(),
    text: z.string(),
    items: z.array(z.object({
      label: z.string(),
      number: z.number().int().optional(),
      branch: z.number().int(),
      text: z.string(),
      subItems: z.array(z.object({ label: z.string(), text: z.string() })),
    })),
  })),
  effectiveDate: ymd.optional(),
  changed: z.boolean(),
  revisionType: z.string().optional(),
  note: z.string().optional(),
  deleted: z.boolean(),
  headingPath: z.array(z.string()),
  flags,
});

/** A statute search row. */
export const LawRowSchema = z.object({
  lawId: z.string(),
  mst: z.string(),
  name: z.string(),
  abbreviation: z.string().optional(),
  kind: z.string().optional(),
  status: status.optional(),
  promulgationDate: ymd.optional(),
  promulgationNumber: z.string().optional(),
  effectiveDate: ymd.optional(),
  revisionType: z.string().optional(),
  ministry: z.string().optional(),
  ministryCode: z.string().optional(),
});

/** One 부칙 (supplementary provisions of one amendment). */
export const SupplementSchema = z.object({
  promulgationDate: ymd.optional(),
  promulgationNumber: z.string().optional(),
  text: z.string(),
});

/** A requested article the statute does not have, with the nearest ones it does. */
export const MissingArticleSchema = z.object({
  requested: z.string(),
  nearest: z.array(z.string()),
});

// Compile-time drift checks between parser types and schemas.
const _info: z.infer<typeof StatuteInfoSchema> = {} as StatuteInfo;
const _article: z.infer<typeof ArticleSchema> = {} as Article;
const _row: z.infer<typeof LawRowSchema> = {} as LawSearchRow;
void _info, _article, _row;
