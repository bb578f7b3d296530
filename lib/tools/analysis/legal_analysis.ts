/**
 * `legal_analysis`: citation check, precedent standing, the law in force on a date, and what a
 * provision reaches. Every upstream read goes through other tools by name (shared budget,
 * deadline and error labels); failures become "unverifiable"/"could not check", never success.
 *
 * @module
 */

import { z } from "zod";
import { applicableLaw } from "../../analysis/applicable_law.ts";
import { impactMap } from "../../analysis/impact_map.ts";
import { precedentStatus } from "../../analysis/precedent_status.ts";
import type { Runner } from "../../analysis/run.ts";
import { verifyCitations } from "../../analysis/verify.ts";
import { defineTool, READ_ONLY, type ToolContext, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { runToolByName } from "../registry.ts";
import { MetaSchema } from "../schemas.ts";
import { renderApplicable, renderCitations, renderImpact, renderPrecedent } from "./render.ts";
import {
  ApplicableLawSchema,
  CitationCheckSchema,
  ImpactMapSchema,
  PrecedentStatusSchema,
} from "./schemas.ts";

const MODES = ["verify_citations", "precedent_status", "applicable_law", "impact_map"] as const;

const input = z.object({
  mode: z.preprocess((v) => (v === "cite_check" ? "precedent_status" : v), z.enum(MODES)),
  text: z.string().min(1).max(50_000).optional().describe("verify_citations: the text to check"),
  caseNumber: z.string().trim().min(2).max(300).optional().describe("precedent_status"),
  lawName: z.string().trim().min(1).max(200).optional()
    .describe("applicable_law/impact_map: the law; verify_citations: the law '이 법' means"),
  lawId: z.string().trim().regex(/^\d{1,10}$/, "digits").optional(),
  article: z.string().trim().min(1).max(100).optional().describe("e.g. 제11조"),
  date: z.string().trim().regex(/^\d{4}[-.]?\d{2}[-.]?\d{2}$/, "YYYYMMDD")
    .transform((s) => s.replace(/[-.]/g, "")).optional().describe("applicable_law: 행위시"),
  maxCitations: z.number().int().min(1).max(50).default(20),
  display: z.number().int().min(1).max(50).default(20),
  deepScan: z.boolean().default(true).describe("precedent_status: read up to 3 later decisions"),
  includeOrdinances: z.boolean().default(true),
  includeMermaid: z.boolean().default(false),
}).superRefine((a, ctx) => {
  const need = (ok: unknown, what: string) => {
    if (!ok) ctx.addIssue({ code: "custom", message: `${a.mode} needs ${what}`, path: [what] });
  };
  if (a.mode === "verify_citations") need(a.text, "text");
  if (a.mode === "precedent_status") need(a.caseNumber, "caseNumber");
  if (a.mode === "applicable_law") {
    need(a.lawName || a.lawId, "lawName");
    need(a.date, "date");
  }
  if (a.mode === "impact_map") {
    need(a.lawName || a.lawId, "lawName");
    need(a.article, "article");
  }
});

const output = z.object({
  mode: z.enum(MODES),
  citations: z.array(CitationCheckSchema).optional(),
  precedent: PrecedentStatusSchema.optional(),
  applicable: ApplicableLawSchema.optional(),
  impact: ImpactMapSchema.optional(),
  meta: MetaSchema,
});

/** korean-law-mcp argument names: jo, efYd/asOf, name/query, nb. */
function legacy(a: Record<string, unknown>): Record<string, unknown> {
  const out = { ...a };
  const move = (from: string, to: string) => {
    if (out[to] === undefined && out[from] !== undefined) out[to] = out[from];
    delete out[from];
  };
  move("jo", "article");
  move("efYd", "date");
  move("asOf", "date");
  move("name", "lawName");
  move("nb", "caseNumber");
  if (typeof out.article === "string" && /^\d{6}$/.test(out.article)) {
    // JO code AAAABB.
    const n = Number(out.article.slice(0, 4));
    const b = Number(out.article.slice(4));
    out.article = `제${n}조${b ? `의${b}` : ""}`;
  } else if (typeof out.article === "string" && /^\d+(조.*)?$/.test(out.article.trim())) {
    out.article = `제${out.article.trim().replace(/조.*$/, "")}조`;
  }
  delete out.apiKey;
  return out;
}

/** A runner over the request's context; bodies are read whole (the analysis cuts its own text). */
export function analysisRunner(ctx: ToolContext): Runner {
  const wide = { ...ctx, maxChars: Math.max(ctx.maxChars, 1_000_000) };
  return (name, args) => runToolByName(name, args, wide);
}

/** The `legal_analysis` tool. */
export const legalAnalysis: ToolDef<typeof input, typeof output> = defineTool({
  name: "legal_analysis",
  title: "법률 분석 (인용 검증·판례 유효성·행위시법·영향 범위)",
  aliases: [
    { name: "verify_citations", fixed: { mode: "verify_citations" } },
    { name: "cite_check", fixed: { mode: "precedent_status" } },
    { name: "applicable_law", fixed: { mode: "applicable_law" } },
    { name: "impact_map", fixed: { mode: "impact_map" } },
  ],
  legacyArgs: legacy,
  description: "Check citations in a text, whether a precedent still stands, the law version in " +
    "force on a date, or what an article reaches (mode).",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const env = { run: analysisRunner(ctx), remainingMs: () => ctx.budget.remainingMs() };
    if (args.mode === "verify_citations") {
      const citations = await verifyCitations(env, args.text!, {
        lawName: args.lawName,
        max: args.maxCitations,
      });
      return {
        structured: { mode: args.mode, citations, meta: track.meta() },
        text: renderCitations(citations),
      };
    }
    if (args.mode === "precedent_status") {
      const precedent = await precedentStatus(env, args.caseNumber!, {
        display: args.display,
        deepScan: args.deepScan,
      });
      return {
        structured: { mode: args.mode, precedent, meta: track.meta() },
        text: renderPrecedent(precedent),
      };
    }
    if (args.mode === "applicable_law") {
      const applicable = await applicableLaw(env, {
        name: args.lawName,
        lawId: args.lawId,
        date: args.date!,
        article: args.article,
      });
      return {
        structured: { mode: args.mode, applicable, meta: track.meta() },
        text: renderApplicable(applicable),
      };
    }
    const impact = await impactMap(env, {
      name: args.lawName,
      lawId: args.lawId,
      article: args.article!,
      includeOrdinances: args.includeOrdinances,
      includeMermaid: args.includeMermaid,
      display: args.display,
    });
    return {
      structured: { mode: "impact_map" as const, impact, meta: track.meta() },
      text: renderImpact(impact),
    };
  },
});
