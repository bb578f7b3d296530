/**
 * `get_ordinance`: one 자치법규's text by 자치법규일련번호 (`MST`; the list row `id` is never a
 * record id), whole or one article, with 부칙 and 별표 links.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { showDate } from "../../vocab/dates.ts";
import { MetaSchema } from "../schemas.ts";
import { TruncationSchema } from "../paging.ts";
import { parseOrdinance } from "../../parse/ordin.ts";
import { cutUnits, RuleAnnexSchema, splitBlock, SupplementSchema } from "./_common.ts";
import { InputError } from "../../errors.ts";

const serial = z.string().trim().regex(/^\d{1,10}$/, "digits");

const input = z.object({
  mst: serial.optional().describe("자치법규일련번호 (search_ordinances → serial)"),
  ordinSeq: serial.optional().describe("= mst"),
  id: serial.optional().describe("= mst"),
  jo: z.string().trim().max(20).optional().describe("one article: 제3조, 제10조의2 or 000300"),
  include: z.array(z.enum(["supplements", "reasons"])).default([]),
  offset: z.number().int().min(0).default(0).describe("skip this many articles (paging)"),
}).refine((a) => a.mst || a.ordinSeq || a.id, { message: "give mst (자치법규일련번호)" });

const output = z.object({
  ordinance: z.object({
    serial: z.string(),
    ordinanceId: z.string().optional(),
    name: z.string(),
    kind: z.string().optional(),
    kindCode: z.string().optional(),
    localGov: z.string().optional(),
    promulgationDate: z.string().optional(),
    promulgationNumber: z.string().optional(),
    effectiveDate: z.string().optional(),
    revisionType: z.string().optional(),
    department: z.string().optional(),
    phone: z.string().optional(),
  }),
  articles: z.array(z.object({
    number: z.string(),
    label: z.string(),
    title: z.string().optional(),
    text: z.string(),
    isArticle: z.boolean(),
  })),
  totalArticles: z.number().int(),
  annexes: z.array(RuleAnnexSchema),
  supplements: z.array(SupplementSchema).optional(),
  revisionReason: z.string().optional(),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

/** "제10조의2" / "10의2" / "001002" → the label used in bodies. */
function joLabel(jo: string): string {
  const s = jo.replace(/\s+/g, "");
  if (/^\d{6}$/.test(s)) {
    const b = Number(s.slice(4));
    return `제${Number(s.slice(0, 4))}조${b ? `의${b}` : ""}`;
  }
  const m = /^제?(\d+)조?(?:의(\d+))?$/.exec(s);
  if (!m) throw new InputError(`jo '${jo}': 예) 제3조, 제10조의2, 000300`);
  return `제${Number(m[1])}조${m[2] ? `의${Number(m[2])}` : ""}`;
}

/** The `get_ordinance` tool. */
export const getOrdinance: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_ordinance",
  title: "자치법규 본문 조회",
  description: "Text of one 자치법규 by 자치법규일련번호 (mst), whole or one article (jo), " +
    "with 별표 links; 부칙/제개정이유 on request.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const mst = (args.mst ?? args.ordinSeq ?? args.id)!;
    const res = await callDrf(ctx, track, {
      endpoint: "service",
      target: "ordin",
      params: { MST: mst },
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
    let articles = ord.articles;
    if (args.jo) {
      const label = joLabel(args.jo);
      articles = articles.filter((a) => a.isArticle && a.label === label);
      if (!articles.length) {
        const have = ord.articles.filter((a) => a.isArticle).map((a) => a.label);
        head.push(`※ ${label}: 이 자치법규에 없습니다. 있는 조문: ${have.slice(0, 30).join(", ")}`);
      }
    }
    const tail: string[] = [];
    if (ord.annexes.length && !args.jo) {
      tail.push(
        `별표·서식 ${ord.annexes.length}건:`,
        ...ord.annexes.map((a) => `- ${a.title ?? a.label}${a.fileLink ? ` ${a.fileLink}` : ""}`),
      );
    }
    const inc = new Set(args.include);
    if (inc.has("supplements")) tail.push("부칙:", ...ord.supplements.map((s) => s.text));
    if (inc.has("reasons") && ord.revisionReason) tail.push("제개정이유:", ord.revisionReason);
    // An article longer than the budget is still split so that no answer outgrows it.
    const pieces = articles.flatMap((a, k) =>
      splitBlock(a.text, Math.max(2_000, ctx.maxChars / 2)).map((text) => ({ k, text }))
    );
    const units = pieces.map((p) => p.text);
    const cut = cutUnits(ctx, units, {
      offset: args.offset,
      reserved: head.join("\n").length + tail.join("\n").length,
      unitName: "조문 조각",
      nextCall: (o) =>
        `get_ordinance ${JSON.stringify({ mst, ...(args.jo ? { jo: args.jo } : {}), offset: o })}`,
    });
    const shownIdx = new Set(pieces.slice(args.offset, args.offset + cut.shown).map((p) => p.k));
    return {
      structured: {
        ordinance: i,
        articles: articles.filter((_, k) => shownIdx.has(k)),
        totalArticles: articles.length,
        annexes: ord.annexes,
        ...(inc.has("supplements") ? { supplements: ord.supplements } : {}),
        ...(inc.has("reasons") && ord.revisionReason ? { revisionReason: ord.revisionReason } : {}),
        ...(cut.truncated ? { truncated: cut.truncated } : {}),
        meta: track.meta(),
      },
      text: [head.join("\n"), cut.text, tail.join("\n")].filter(Boolean).join("\n\n"),
    };
  },
});
