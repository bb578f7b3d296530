/**
 * `get_admin_rule`: one 행정규칙's text, 부칙, 별표 list and attachments.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { loadRuleBody, renderRuleBody, ruleBodyOutput, ruleLocatorShape } from "./_admin_body.ts";

const input = z.object(ruleLocatorShape).refine((a) => a.id || a.lid || a.name, {
  message: "give id (일련번호), lid (행정규칙ID) or name",
});

/** The `get_admin_rule` tool. */
export const getAdminRule: ToolDef<typeof input, typeof ruleBodyOutput> = defineTool({
  name: "get_admin_rule",
  title: "행정규칙 본문 조회",
  description:
    "Text of one 행정규칙 by 일련번호 (id), 행정규칙ID (lid) or exact name, with 부칙, " +
    "별표 and attachment links; jo picks one article.",
  input,
  output: ruleBodyOutput,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const rule = await loadRuleBody(ctx, track, "admrul", args);
    const loc = args.id ? { id: args.id } : args.lid ? { lid: args.lid } : { name: args.name };
    return renderRuleBody(ctx, rule, {
      offset: args.offset,
      jo: args.jo,
      pointer: (extra) =>
        `get_admin_rule ${
          JSON.stringify({ ...loc, ...(args.jo ? { jo: args.jo } : {}), ...extra })
        }`,
    }, track);
  },
});
