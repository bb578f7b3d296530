/**
 * `get_ordinance`: one 자치법규's text by 자치법규일련번호 (`MST`; the list row `id` is never a
 * record id), whole or chosen articles, with 부칙 and its 별표 (the text prints the get_annexes
 * call that lists and opens them; the links stay in the structured annexes).
 *
 * @module
 */

import { z } from "zod";
import { defineTool } from "../define.ts";
import { annexTail } from "./_annex_tail.ts";
import { callDrf } from "../meta.ts";
import { showDate } from "../../vocab/dates.ts";
import { articlesArg, mstArg, offsetArg } from "../../vocab/params.ts";
import { MetaSchema, SupplementSchema } from "../schemas.ts";
import { cutUnits, TruncationSchema } from "../paging.ts";
import { parseOrdinance } from "../../parse/ordin.ts";
import {
  optionalStrings,
  pickRuleArticles,
  REVISION_FIELDS,
  RuleAnnexSchema,
  splitBlock,
} from "./_common.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const input = z.object({
  mst: mstArg.describe("자치법규일련번호 (search_ordinances → serial)"),
  articles: articlesArg.optional()
    .describe('e.g. ["제3조", "제10조의2"], "000300" or a range; omit for all'),
  include: z.array(z.enum(["supplements", "reasons"])).default([]),
  offset: offsetArg,
});

const output = z.object({
  ordinance: z.object({
    serial: z.string(),
    name: z.string(),
    ...optionalStrings(...REVISION_FIELDS, "ordinanceId", "kindCode", "localGov"),
    ...optionalStrings("promulgationDate", "promulgationNumber", "department", "phone"),
  }),
  articles: z.array(z.object({
    number: z.string(),
    label: z.string(),
    ...optionalStrings("title"),
    text: z.string(),
    isArticle: z.boolean(),
  })),
  totalArticles: z.number().int(),
  missing: z.array(z.string()).optional().describe("requested articles the ordinance lacks"),
  annexes: z.array(RuleAnnexSchema),
  supplements: z.array(SupplementSchema).optional(),
  revisionReason: z.string().optional(),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

/** The `get_ordinance` tool. */
export const getOrdinance: GeneratedTool<"get_ordinance"> = defineTool({
  name: "get_ordinance",
  title: "자치법규 본문 조회",
  targets: ["ordin"],
  description:
    "Text of one 자치법규 by 자치법규일련번호 (mst), whole or chosen articles, with its 별표 " +
    "(opened by get_annexes); 부칙/제개정이유 on request.",
  input,
  output,
  async handler(args, ctx, call) {
    const res = await callDrf(ctx, call.track, {
      endpoint: "service",
      target: "ordin",
      params: { MST: args.mst },
    });
    const ord = parseOrdinance(res.data);
    const i = ord.info;
    const head = [
      `${i.name} [${[i.kind, i.localGov].filter(Boolean).join(", ")}]`,
      `공포 ${showDate(i.promulgationDate)}${
        i.promulgationNumber ? ` 제${i.promulgationNumber}호` : ""
      }` +
      `${i.revisionType ? ` ${i.revisionType}` : ""}, 시행 ${
        showDate(i.effectiveDate)
      } · MST ${i.serial}`,
    ];
    const pick = args.articles?.length
      ? pickRuleArticles(
        ord.articles,
        (a) => a.isArticle ? a.label : undefined,
        args.articles,
        "자치법규",
      )
      : undefined;
    if (pick) head.push(...pick.notes);
    const articles = pick?.picked ?? ord.articles;
    const tail: string[] = [];
    if (!pick) tail.push(...annexTail(ord.annexes, { family: "자치법규", mst: i.serial }));
    const inc = new Set(args.include);
    if (inc.has("supplements")) tail.push("부칙:", ...ord.supplements.map((s) => s.text));
    if (inc.has("reasons") && ord.revisionReason) tail.push("제개정이유:", ord.revisionReason);
    // An article longer than the budget is still split so that no answer outgrows it.
    const pieces = articles.flatMap((a, k) =>
      splitBlock(a.text, Math.max(2_000, ctx.maxChars / 2)).map((text) => ({ k, text }))
    );
    const cut = cutUnits(ctx, call, pieces.map((p) => p.text), {
      offset: args.offset,
      reserved: head.join("\n").length + tail.join("\n").length,
      unitName: "조문 조각",
    });
    const shownIdx = new Set(pieces.slice(args.offset, args.offset + cut.shown).map((p) => p.k));
    return {
      structured: {
        ordinance: i,
        articles: articles.filter((_, k) => shownIdx.has(k)),
        totalArticles: articles.length,
        ...(pick?.missing.length ? { missing: pick.missing } : {}),
        annexes: ord.annexes,
        ...(inc.has("supplements") ? { supplements: ord.supplements } : {}),
        ...(inc.has("reasons") && ord.revisionReason ? { revisionReason: ord.revisionReason } : {}),
        ...(cut.truncated ? { truncated: cut.truncated } : {}),
        meta: call.track.meta(),
      },
      text: [head.join("\n"), cut.text, tail.join("\n")].filter(Boolean).join("\n\n"),
    };
  },
});
