/**
 * `legal_analysis`: citation check, precedent standing, the law in force on a date, and what a
 * provision reaches. Every upstream read goes through the base tools, called by the typed tool
 * map (shared budget, deadline and error labels); failures become "unverifiable"/"could not
 * check", never success.
 *
 * @module
 */

import { z } from "zod";
import { applicableLaw } from "../../analysis/applicable_law.ts";
import { impactMap } from "../../analysis/impact_map.ts";
import { precedentStatus } from "../../analysis/precedent_status.ts";
import type { AnalysisEnv, AnalysisTools } from "../../analysis/run.ts";
import { verifyCitations } from "../../analysis/verify.ts";
import { formatArticle } from "../../law/article.ts";
import { asOfArg, displayArg, lawIdArg, nameArg } from "../../vocab/params.ts";
import { baseCaller } from "../base_tools.ts";
import { defineTool, type ToolCaller, type ToolContext } from "../define.ts";
import { MetaSchema } from "../schemas.ts";
import { parseArticleSpecs } from "../select_articles.ts";
import { renderApplicable, renderCitations, renderImpact, renderPrecedent } from "./render.ts";
import {
  ApplicableLawSchema,
  CitationCheckSchema,
  ImpactMapSchema,
  PrecedentStatusSchema,
} from "./schemas.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const MODES = ["verify_citations", "precedent_status", "applicable_law", "impact_map"] as const;

/** korean-law-mcp's one tool per mode (its cite_check is precedent_status). */
const PEER_TOOLS: Readonly<Record<string, typeof MODES[number]>> = {
  verify_citations: "verify_citations",
  cite_check: "precedent_status",
  applicable_law: "applicable_law",
  impact_map: "impact_map",
};

/** What each mode needs besides `mode`, checked together with the input. */
const NEEDS: Readonly<Record<typeof MODES[number], readonly string[]>> = {
  verify_citations: ["text"],
  precedent_status: ["caseNumber"],
  applicable_law: ["lawId|name", "asOf"],
  impact_map: ["lawId|name", "articles"],
};

const input = z.object({
  mode: z.enum(MODES).describe("cite_check is precedent_status"),
  text: z.string().min(1).max(50_000).optional().describe("verify_citations: the text to check"),
  caseNumber: z.string().trim().min(2).max(300).optional().describe("precedent_status"),
  lawId: lawIdArg.optional(),
  name: nameArg.optional()
    .describe("applicable_law/impact_map: the law; verify_citations: the law '이 법' means"),
  articles: z.array(z.string().trim().min(1).max(100)).min(1).max(1).optional()
    .describe('one article, e.g. ["제11조"] (JO code "001100" and "11조" read too)'),
  asOf: asOfArg.optional().describe("applicable_law: 행위시 (the date of the act)"),
  maxCitations: z.number().int().min(1).max(50).default(20),
  display: displayArg.describe("later decisions / precedents / ordinances listed"),
  deepScan: z.boolean().default(true).describe("precedent_status: read up to 3 later decisions"),
  includeOrdinances: z.boolean().default(true).describe("impact_map"),
  includeMermaid: z.boolean().default(false).describe("impact_map"),
}).superRefine((a, ctx) => {
  for (const need of NEEDS[a.mode]) {
    if (need.split("|").some((k) => a[k as keyof typeof a] !== undefined)) continue;
    ctx.addIssue({ code: "custom", message: `${a.mode} needs ${need}`, path: [need] });
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

/** The one article asked about, read by the article reader ("001100", "11조" → "제11조"). */
function oneArticle(articles: readonly string[] | undefined): string | undefined {
  if (!articles?.length) return undefined;
  return formatArticle(parseArticleSpecs(articles)[0], { withParts: true });
}

/**
 * The base tools over the request's context with bodies read whole (the analysis cuts its own
 * text). The calls are typed by the base tools' map, so they are written in the names each tool
 * takes and need no fitting.
 *
 * @example
 * ```ts
 * import { analysisTools } from "./legal_analysis.ts";
 * import type { ToolCall, ToolContext } from "../define.ts";
 * async function firstLaw(ctx: ToolContext, call: ToolCall): Promise<string | undefined> {
 *   const out = await analysisTools(ctx, call.tools).run("search_law", { query: "건축법" });
 *   return out.ok ? out.structured.rows[0]?.name : undefined;
 * }
 * ```
 */
export function analysisTools(ctx: ToolContext, tools: ToolCaller): AnalysisTools {
  return baseCaller(tools.with({ maxChars: Math.max(ctx.maxChars, 1_000_000) }));
}

/** The `legal_analysis` tool. */
export const legalAnalysis: GeneratedTool<"legal_analysis"> = defineTool({
  name: "legal_analysis",
  title: "법률 분석 (인용 검증·판례 유효성·행위시법·영향 범위)",
  aliases: Object.entries(PEER_TOOLS).map(([name, mode]) => ({ name, fixed: { mode } })),
  description: "Check citations in a text, whether a precedent still stands, the law version in " +
    "force on a date, or what an article reaches (mode).",
  input,
  output,
  async handler(args, ctx, call) {
    const env: AnalysisEnv = {
      tools: analysisTools(ctx, call.tools),
      remainingMs: () => ctx.budget.remainingMs(),
    };
    const article = oneArticle(args.articles);
    const done = (
      key: "citations" | "precedent" | "applicable" | "impact",
      value: unknown,
      text: string,
    ) => ({
      structured: { mode: args.mode, [key]: value, meta: call.track.meta() } as z.output<
        typeof output
      >,
      text,
    });
    switch (args.mode) {
      case "verify_citations": {
        const citations = await verifyCitations(env, args.text!, {
          lawName: args.name,
          max: args.maxCitations,
        });
        return done("citations", citations, renderCitations(citations));
      }
      case "precedent_status": {
        const precedent = await precedentStatus(env, args.caseNumber!, {
          display: args.display,
          deepScan: args.deepScan,
        });
        return done("precedent", precedent, renderPrecedent(precedent));
      }
      case "applicable_law": {
        const applicable = await applicableLaw(env, {
          name: args.name,
          lawId: args.lawId,
          date: args.asOf!,
          article,
        });
        return done("applicable", applicable, renderApplicable(applicable));
      }
      case "impact_map": {
        const impact = await impactMap(env, {
          name: args.name,
          lawId: args.lawId,
          article: article!,
          includeOrdinances: args.includeOrdinances,
          includeMermaid: args.includeMermaid,
          display: args.display,
        });
        return done("impact", impact, renderImpact(impact));
      }
    }
  },
});
