/**
 * `get_three_way_comparison`: the 3단 비교 — each 법률 article beside the 시행령 and 시행규칙
 * articles it delegates to (위임조문) or that cite it (인용조문), plus 위임행정규칙 (`thdCmp`).
 *
 * @module
 */

import { z } from "zod";
import { sameArticle } from "../../law/article.ts";
import { parseThreeWay, type ThreeWayArticle } from "../../parse/three_way.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { MetaSchema } from "../schemas.ts";
import { parseArticleSpecs } from "../select_articles.ts";
import { resolveLaw } from "../statute_source.ts";
import {
  fitLines,
  hasLocator,
  idParams,
  LawRefSchema,
  locatorInput,
  locatorOf,
} from "./_common.ts";

const input = z.object({
  ...locatorInput,
  kind: z.enum(["delegation", "citation"]).optional()
    .describe("delegation (위임조문, default) or citation (인용조문)"),
  knd: z.enum(["1", "2"]).optional().describe("peer form: 1 인용조문, 2 위임조문"),
  articles: z.array(z.string().min(1).max(200)).max(50).optional()
    .describe('법률 articles only, e.g. ["제11조"]'),
}).refine(hasLocator, { message: "give lawId, mst or name" });

const Art = z.object({
  article: z.number().int(),
  branch: z.number().int(),
  label: z.string(),
  title: z.string().optional(),
  text: z.string(),
});

const output = z.object({
  kind: z.enum(["delegation", "citation"]),
  exists: z.boolean(),
  law: LawRefSchema,
  decreeName: z.string().optional(),
  ruleName: z.string().optional(),
  total: z.number().int(),
  rows: z.array(z.object({
    law: Art,
    decree: z.array(Art),
    rule: z.array(Art),
    adminRules: z.array(
      z.object({ name: z.string(), serial: z.string().optional(), article: z.string().optional() }),
    ),
  })),
  meta: MetaSchema,
});

const show = (a: ThreeWayArticle) => `${a.label}${a.title ? `(${a.title})` : ""} ${a.text}`.trim();

/** The `get_three_way_comparison` tool. */
export const getThreeWayComparison: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_three_way_comparison",
  title: "3단 비교",
  aliases: ["get_three_tier"],
  description: "법률·시행령·시행규칙 side by side per article (3단 비교): what each 법률 article " +
    "delegates to (default) or is cited by.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const kind = args.kind ?? (args.knd === "1" ? "citation" : "delegation");
    const refs = args.articles?.length ? parseArticleSpecs(args.articles) : undefined;
    const loc = await resolveLaw(ctx, track, locatorOf(args));
    const res = await callDrf(ctx, track, {
      endpoint: "service",
      target: "thdCmp",
      params: { ...idParams(loc), knd: kind === "citation" ? "1" : "2" },
    });
    const cmp = parseThreeWay(res.data);
    const rows = cmp.rows.filter((r) => !refs || refs.some((x) => sameArticle(x, r.law)));
    const lines = [
      `3단 비교 (${kind === "citation" ? "인용조문" : "위임조문"}): ${cmp.law.name ?? "?"}` +
      ` · ${cmp.decreeName ?? "시행령"} · ${cmp.ruleName ?? "시행규칙"}`,
    ];
    for (const r of rows) {
      lines.push(`■ 법률 ${show(r.law)}`);
      for (const d of r.decree) lines.push(`  ├ 시행령 ${show(d)}`);
      for (const d of r.rule) lines.push(`  ├ 시행규칙 ${show(d)}`);
      for (const a of r.adminRules) {
        lines.push(`  └ 행정규칙 ${a.name}${a.article ? ` ${a.article}` : ""}`);
      }
    }
    if (!cmp.exists || rows.length === 0) {
      lines.push(
        refs
          ? "요청한 조문에 대한 3단 비교 자료가 없습니다."
          : "이 법령에는 3단 비교 자료가 없습니다.",
      );
    }
    return {
      structured: {
        kind,
        exists: cmp.exists,
        law: cmp.law,
        decreeName: cmp.decreeName,
        ruleName: cmp.ruleName,
        total: rows.length,
        rows,
        meta: track.meta(),
      },
      text: fitLines(lines, ctx.maxChars, () => "articles로 조문을 골라 다시 보세요.").text,
    };
  },
});
