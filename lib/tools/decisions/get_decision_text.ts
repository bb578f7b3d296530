/**
 * `get_decision_text`: the text of one decision of any domain by its 일련번호 (or by case
 * number), normalised into summary sections first and the full text last, cut to the answer
 * budget with the call that continues it.
 *
 * @module
 */

import { z } from "zod";
import { DECISION_DOMAIN_IDS, type DecisionDomainId } from "../../law/decision_domains.ts";
import { defineTool, type ToolAlias } from "../define.ts";
import { MetaSchema } from "../schemas.ts";
import { TruncationSchema } from "../paging.ts";
import { charCut } from "../text_window.ts";
import { offsetArg } from "../../vocab/params.ts";
import { caseNumberArg, domainArg, domainOf, hasDomain, serialArg } from "./args.ts";
import { bodyHeader, summaryFirst, windowSections } from "./render.ts";
import { pointerText } from "../../vocab/pointer.ts";
import { DecisionInfoSchema, DecisionSectionSchema } from "./schemas.ts";
import { findByCaseNumber, loadDecision } from "./source.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const input = z.object({
  domain: domainArg.optional().describe(
    "collection as in search_decisions; omit with a caseNumber",
  ),
  id: serialArg.optional().describe("일련번호 from search_decisions"),
  caseNumber: caseNumberArg.optional().describe("instead of id: 2023다12345, 2021헌마123 …"),
  offset: offsetArg.describe("characters of the sections already shown (from the pointer)"),
}).refine((a) => a.id || a.caseNumber, { message: "give id (or caseNumber)" })
  .refine(hasDomain, { message: "give domain" });

const output = z.object({
  decision: DecisionInfoSchema,
  sections: z.array(DecisionSectionSchema),
  truncated: TruncationSchema.optional().describe("shown/total count characters"),
  meta: MetaSchema,
});

const fixed = (name: string, domain: DecisionDomainId): ToolAlias => ({ name, fixed: { domain } });

/** The `get_decision_text` tool. */
export const getDecisionText: GeneratedTool<"get_decision_text"> = defineTool({
  name: "get_decision_text",
  title: "판례·결정례·해석례 본문",
  targets: DECISION_DOMAIN_IDS,
  intents: ["판결문", "판례 본문", "결정 전문", "판시사항", "판결요지"],
  aliases: [
    fixed("get_precedent_text", "prec"),
    fixed("summarize_precedent", "prec"),
    fixed("get_constitutional_decision_text", "detc"),
    fixed("get_interpretation_text", "expc"),
    fixed("get_admin_appeal_text", "decc"),
    fixed("get_tax_tribunal_decision_text", "ttSpecialDecc"),
    fixed("get_appeal_review_decision_text", "adapSpecialDecc"),
    fixed("get_acr_special_appeal_text", "acrSpecialDecc"),
    fixed("get_customs_interpretation_text", "kcsCgmExpc"),
    fixed("get_ftc_decision_text", "ftc"),
    fixed("get_pipc_decision_text", "ppc"),
    fixed("get_nlrc_decision_text", "nlrc"),
    fixed("get_acr_decision_text", "acr"),
  ],
  description: "One decision by domain + id from search_decisions or by case number; " +
    "판시사항·요지·주문, then full text.",
  input,
  output,
  async handler(args, ctx, call) {
    const { track } = call;
    const d = domainOf(args);
    const id = args.id ?? (await findByCaseNumber(ctx, track, d, args.caseNumber!)).id;
    const body = await loadDecision(ctx, track, d, id);
    const header = bodyHeader(d, body);
    const budget = ctx.maxChars - header.length - 300;
    const { sections: _s, ...info } = body;
    const decision = { ...info, domainName: d.name };
    const first = args.offset === 0 ? summaryFirst(body.sections, budget) : null;
    if (first) {
      // Summaries and 주문 first; the full text behind the call that continues at its offset.
      const next = call.more({
        domain: d.id,
        id: body.id,
        caseNumber: undefined,
        offset: first.fullStart,
      });
      const total = first.fullStart + first.fullLength;
      return {
        structured: {
          decision,
          sections: first.shown,
          truncated: { shown: first.fullStart, total, next },
          meta: track.meta(),
        },
        text: [
          header,
          first.text,
          `[${first.behind.join("·")} ${first.fullLength}자는 다음 호출로: ${pointerText(next)}]`,
        ].join("\n\n"),
      };
    }
    const win = windowSections(body.sections, args.offset, budget);
    // The pointer names the decision as read, so the next slice costs no case-number search.
    const cut = charCut(call, "본문", {
      offset: args.offset,
      end: win.end ?? win.total,
      total: win.total,
      patch: { domain: d.id, id: body.id, caseNumber: undefined },
    });
    const parts = [header];
    if (args.offset > 0) parts.push(`(본문 ${args.offset}자 이후)`);
    parts.push(
      win.text || (body.sections.length ? "(이 offset 뒤에는 본문이 없습니다)" : "(본문 없음)"),
    );
    if (cut.notice) parts.push(cut.notice);
    return {
      structured: {
        decision,
        sections: win.shown,
        ...(cut.truncated ? { truncated: cut.truncated } : {}),
        meta: track.meta(),
      },
      text: parts.join("\n\n"),
    };
  },
});
