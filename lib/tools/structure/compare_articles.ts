/**
 * `compare_articles`: two statute articles side by side with a line diff — the same article in
 * two versions (`asOf`), or articles of two laws — computed locally from two statute reads.
 *
 * @module
 */

import { z } from "zod";
import { DrfError, InputError } from "../../errors.ts";
import { defineTool, READ_ONLY, type ToolContext, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { renderArticle } from "../render_statute.ts";
import { MetaSchema, StatuteInfoSchema } from "../schemas.ts";
import { parseArticleSpecs, selectArticles } from "../select_articles.ts";
import { loadStatute, resolveLaw } from "../statute_source.ts";
import { lawLocator as lawLocatorShape } from "../../vocab/params.ts";
import { diffLines } from "./_diff.ts";

const date = z.string().trim().regex(/^\d{4}-?\d{2}-?\d{2}$/, "YYYY-MM-DD or YYYYMMDD")
  .transform((s) => s.replaceAll("-", ""));

const Side = z.object({
  ...lawLocatorShape,
  lawName: z.string().trim().min(1).max(200).optional().describe("same as name"),
  article: z.string().trim().min(1).max(100).optional().describe("e.g. 제10조의2"),
  jo: z.string().trim().min(1).max(100).optional().describe("same as article"),
  asOf: date.optional().describe("text in force on this date"),
  efYd: date.optional().describe("same as asOf"),
}).refine((s) => s.lawId || s.mst || s.name || s.lawName, { message: "give lawId, mst or name" })
  .refine((s) => s.article || s.jo, { message: "give article" });

const input = z.object({
  left: Side.optional().describe("first article"),
  right: Side.optional().describe("second article"),
  law1: Side.optional().describe("same as left"),
  law2: Side.optional().describe("same as right"),
}).refine((a) => (a.left || a.law1) && (a.right || a.law2), { message: "give left and right" });

const SideOut = z.object({
  law: StatuteInfoSchema,
  label: z.string(),
  title: z.string().optional(),
  text: z.string(),
});

const output = z.object({
  left: SideOut,
  right: SideOut,
  identical: z.boolean(),
  added: z.number().int(),
  removed: z.number().int(),
  diff: z.array(z.object({ op: z.enum([" ", "-", "+"]), text: z.string() })),
  meta: MetaSchema,
});

type SideIn = z.output<typeof Side>;

async function readSide(ctx: ToolContext, track: MetaTracker, s: SideIn, which: string) {
  const spec = (s.article ?? s.jo)!;
  const ref = parseArticleSpecs([spec]);
  if (ref.length !== 1) throw new InputError(`${which}: 조문 하나만 지정하세요 ('${spec}').`);
  const asOf = s.asOf ?? s.efYd;
  const name = s.name ?? s.lawName;
  const loc = asOf
    ? { lawId: s.lawId, mst: s.mst, name }
    : await resolveLaw(ctx, track, { lawId: s.lawId, mst: s.mst, name });
  const statute = await loadStatute(ctx, track, { ...loc, asOf });
  const sel = selectArticles(statute, ref);
  const a = sel.articles[0];
  if (!a) {
    const m = sel.missing[0];
    throw new DrfError(
      "NOT_FOUND",
      `${which}: ${statute.info.name}에 ${m.requested}가 없습니다. 가까운 조문: ${
        m.nearest.join(", ")
      }`,
      { target: "law" },
    );
  }
  return { law: statute.info, label: a.label, title: a.title, text: renderArticle(a) };
}

/** The `compare_articles` tool. */
export const compareArticles: ToolDef<typeof input, typeof output> = defineTool({
  name: "compare_articles",
  title: "조문 대조",
  description: "Line diff of two statute articles: one article in two versions (asOf) or " +
    "articles of two laws. Use to see how wording differs.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const left = await readSide(ctx, track, (args.left ?? args.law1)!, "left");
    const right = await readSide(ctx, track, (args.right ?? args.law2)!, "right");
    const diff = diffLines(left.text.split("\n"), right.text.split("\n"));
    const added = diff.filter((d) => d.op === "+").length;
    const removed = diff.filter((d) => d.op === "-").length;
    const identical = added === 0 && removed === 0;
    const head = (s: typeof left, mark: string) =>
      `${mark} ${s.law.name} ${s.label}${s.title ? `(${s.title})` : ""} · 시행 ${
        s.law.effectiveDate ?? "?"
      }` +
      `${s.law.mst ? ` · MST ${s.law.mst}` : ""}`;
    const lines = [head(left, "---"), head(right, "+++")];
    if (identical) lines.push("두 조문의 내용이 같습니다.", left.text);
    else lines.push(`변경: -${removed}줄 +${added}줄`, ...diff.map((d) => `${d.op} ${d.text}`));
    let text = lines.join("\n");
    if (text.length > ctx.maxChars) {
      text = text.slice(0, ctx.maxChars) +
        `\n[응답 길이 제한으로 ${text.length}자 중 ${ctx.maxChars}자만 보였습니다. 전체 diff는 structuredContent에 있습니다.]`;
    }
    return {
      structured: { left, right, identical, added, removed, diff, meta: track.meta() },
      text,
    };
  },
});
