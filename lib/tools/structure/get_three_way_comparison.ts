/**
 * `get_three_way_comparison`: the 3단 비교 — each 법률 article beside the 시행령 and 시행규칙
 * articles it delegates to (위임조문) or that cite it (인용조문), plus 위임행정규칙 (`thdCmp`).
 *
 * Which link is followed is the `relation` (delegation | citation): it is not a kind of
 * document, so it is not `kind`; the peer's `knd` (1 인용, 2 위임) reaches it through the alias
 * table.
 *
 * @module
 */

import { z } from "zod";
import { parseThreeWay, type ThreeWayArticle, type ThreeWayRow } from "../../parse/three_way.ts";
import { defineTool } from "../define.ts";
import { TruncationSchema } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { articleFilter, cutRows, lawInput, LawRefSchema, lawService } from "./_common.ts";
import { articlesArg, offsetArg } from "../../vocab/params.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const RELATIONS = { delegation: "위임조문", citation: "인용조문" } as const;

const input = lawInput({
  relation: z.enum(["delegation", "citation"]).default("delegation")
    .describe("delegation: what each 법률 article delegates to; citation: what cites it"),
  articles: articlesArg.optional().describe('법률 articles only, e.g. ["제11조"]'),
  offset: offsetArg,
});

const Art = z.object({
  article: z.number().int(),
  branch: z.number().int(),
  label: z.string(),
  title: z.string().optional(),
  text: z.string(),
});

const output = z.object({
  relation: z.enum(["delegation", "citation"]),
  exists: z.boolean(),
  law: LawRefSchema,
  decreeName: z.string().optional(),
  ruleName: z.string().optional(),
  total: z.number().int().describe("rows for the chosen articles"),
  rows: z.array(z.object({
    law: Art,
    decree: z.array(Art),
    rule: z.array(Art),
    adminRules: z.array(
      z.object({ name: z.string(), serial: z.string().optional(), article: z.string().optional() }),
    ),
  })).describe("the rows this answer shows"),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

const show = (a: ThreeWayArticle) => `${a.label}${a.title ? `(${a.title})` : ""} ${a.text}`.trim();

function render(r: ThreeWayRow): string {
  const lines = [`■ 법률 ${show(r.law)}`];
  for (const d of r.decree) lines.push(`  ├ 시행령 ${show(d)}`);
  for (const d of r.rule) lines.push(`  ├ 시행규칙 ${show(d)}`);
  for (const a of r.adminRules) {
    lines.push(`  └ 행정규칙 ${a.name}${a.article ? ` ${a.article}` : ""}`);
  }
  return lines.join("\n");
}

/** The `get_three_way_comparison` tool. */
export const getThreeWayComparison: GeneratedTool<"get_three_way_comparison"> = defineTool({
  name: "get_three_way_comparison",
  title: "3단 비교",
  targets: ["law", "thdCmp"],
  intents: ["3단 비교", "삼단비교", "3단비교", "3단", "법률 시행령 시행규칙"],
  aliases: ["get_three_tier"],
  description:
    "3단 비교: each 법률 article beside the 시행령·시행규칙 it delegates to (or is cited by).",
  input,
  output,
  async handler(args, ctx, call) {
    const keep = articleFilter(args.articles);
    const { data, call: more } = await lawService(ctx, call, args, "thdCmp", {
      knd: args.relation === "citation" ? "1" : "2",
    });
    const cmp = parseThreeWay(data);
    const rows = cmp.rows.filter((r) => !keep || keep(r.law));
    const cut = cutRows(
      ctx,
      more,
      `3단 비교 (${RELATIONS[args.relation]}): ${cmp.law.name ?? "?"}` +
        ` · ${cmp.decreeName ?? "시행령"} · ${cmp.ruleName ?? "시행규칙"}`,
      rows,
      render,
      { offset: args.offset, unitName: "법률 조문" },
    );
    const lines = [cut.text];
    if (!cmp.exists || rows.length === 0) {
      lines.push(
        keep
          ? "요청한 조문에 대한 3단 비교 자료가 없습니다."
          : "이 법령에는 3단 비교 자료가 없습니다.",
      );
    }
    return {
      structured: {
        relation: args.relation,
        exists: cmp.exists,
        law: cmp.law,
        decreeName: cmp.decreeName,
        ruleName: cmp.ruleName,
        total: rows.length,
        rows: cut.rows,
        ...(cut.truncated ? { truncated: cut.truncated } : {}),
        meta: call.track.meta(),
      },
      text: lines.join("\n"),
    };
  },
});
