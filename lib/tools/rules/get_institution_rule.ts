/**
 * `get_institution_rule`: one 학칙 / 공단 / 공공기관 규정 body (admrul-shaped, drf-api.md 3.8).
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { loadRuleBody, renderRuleBody, ruleBodyOutput, ruleLocatorShape } from "./_admin_body.ts";

const input = z.object({
  target: z.enum(["school", "public", "pi"]).describe(
    "school 대학 · public 지방공사공단 · pi 공공기관",
  ),
  ...ruleLocatorShape,
}).refine((a) => a.id || a.lid || a.name, { message: "give id (일련번호), lid or name" });

/** The `get_institution_rule` tool. */
export const getInstitutionRule: ToolDef<typeof input, typeof ruleBodyOutput> = defineTool({
  name: "get_institution_rule",
  title: "학칙·공단·공공기관 규정 본문 조회",
  aliases: [
    { name: "get_school_rule_text", fixed: { target: "school" } },
    { name: "get_public_corp_rule_text", fixed: { target: "public" } },
    { name: "get_public_institution_rule_text", fixed: { target: "pi" } },
  ],
  description:
    "Text of one 학칙, 공단 or 공공기관 규정 by 일련번호 (id), ID (lid) or exact name, " +
    "with 부칙 and 별표 links.",
  input,
  output: ruleBodyOutput,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const rule = await loadRuleBody(ctx, track, args.target, args);
    const loc = args.id ? { id: args.id } : args.lid ? { lid: args.lid } : { name: args.name };
    return renderRuleBody(ctx, rule, {
      offset: args.offset,
      jo: args.jo,
      pointer: (extra) =>
        `get_institution_rule ${
          JSON.stringify({
            target: args.target,
            ...loc,
            ...(args.jo ? { jo: args.jo } : {}),
            ...extra,
          })
        }`,
    }, track);
  },
});
