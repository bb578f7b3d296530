/**
 * `get_law_text`: a statute's text — whole, or chosen articles down to 항/호/목 — current or as
 * of a date.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { renderArticle, renderStatuteHeader } from "../render_statute.ts";
import { ArticleSchema, MetaSchema, StatuteInfoSchema, TruncationSchema } from "../schemas.ts";
import { parseArticleSpecs, selectArticles } from "../select_articles.ts";
import { loadStatute, resolveLaw } from "../statute_source.ts";
import { MetaTracker } from "../meta.ts";
import type { Article, Statute } from "../../parse/statute_types.ts";
import type { ToolContext } from "../define.ts";

const date = z.string().trim().regex(/^\d{4}-?\d{2}-?\d{2}$/, "YYYY-MM-DD or YYYYMMDD")
  .transform((s) => s.replaceAll("-", ""));

/** Arguments that name one statute (shared with get_batch_articles). */
export const lawLocatorShape = {
  lawId: z.string().trim().regex(/^\d{1,10}$/, "digits").optional().describe("법령ID"),
  mst: z.string().trim().regex(/^\d{1,12}$/, "digits").optional().describe("법령일련번호"),
  name: z.string().trim().min(1).max(200).optional().describe("법령명 or 약칭 (exact)"),
};

const input = z.object({
  ...lawLocatorShape,
  articles: z.array(z.string().max(500)).max(100).optional()
    .describe('e.g. ["제10조의2", "제3조제2항제1호", "제5조부터 제7조까지"]; omit for all'),
  asOf: date.optional().describe("text in force on this date"),
  offset: z.number().int().min(0).default(0).describe("skip this many articles (paging)"),
  include: z.array(z.enum(["supplements", "annexes", "reasons"])).default([]),
}).refine((a) => a.lawId || a.mst || a.name, { message: "give lawId, mst or name" });

const output = z.object({
  law: StatuteInfoSchema,
  articles: z.array(ArticleSchema),
  missing: z.array(z.object({ requested: z.string(), nearest: z.array(z.string()) })),
  headings: z.array(
    z.object({ level: z.string(), text: z.string(), firstArticle: z.string().optional() }),
  ).optional(),
  supplements: z.array(
    z.object({
      promulgationDate: z.string().optional(),
      promulgationNumber: z.string().optional(),
      text: z.string(),
    }),
  ).optional(),
  annexes: z.array(
    z.object({ label: z.string(), title: z.string().optional(), fileLink: z.string().optional() }),
  ).optional(),
  revisionReason: z.string().optional(),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

type Output = z.output<typeof output>;

/** The arguments that name a statute again, for "more" pointers. */
export function locatorText(loc: { lawId?: string; mst?: string; name?: string }): string {
  if (loc.lawId) return `lawId: "${loc.lawId}"`;
  if (loc.mst) return `mst: "${loc.mst}"`;
  return `name: ${JSON.stringify(loc.name ?? "")}`;
}

/** Renders a statute selection within the character budget; shared with get_batch_articles. */
export function renderSelection(
  ctx: ToolContext,
  statute: Statute,
  picked: Article[],
  opts: { offset: number; nextCall: (offset: number) => string },
): { text: string; shown: Article[]; truncated?: Output["truncated"] } {
  const header = renderStatuteHeader(statute.info);
  const parts: string[] = [header];
  let used = header.length;
  const shown: Article[] = [];
  for (const a of picked.slice(opts.offset)) {
    const t = renderArticle(a, statute.info.effectiveDate);
    if (shown.length > 0 && used + t.length + 2 > ctx.maxChars) break;
    parts.push(t);
    used += t.length + 2;
    shown.push(a);
  }
  const end = opts.offset + shown.length;
  if (end >= picked.length) return { text: parts.join("\n\n"), shown };
  const next = opts.nextCall(end);
  parts.push(
    `[응답 길이 제한으로 ${picked.length}개 조문 중 ${shown.length}개만 보였습니다. 나머지: ${next}]`,
  );
  return {
    text: parts.join("\n\n"),
    shown,
    truncated: { shown: shown.length, total: picked.length, next },
  };
}

/**
 * korean-law-mcp's argument names: `jo` (+ `hang`/`ho`/`mok`), `efYd`, `lawName`. Joined into
 * our anchors ("제2조 제1항 제11호 가목") so the article module parses them like any other.
 */
export function legacyStatuteArgs(a: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  const s = (v: unknown) =>
    (typeof v === "string" || typeof v === "number") ? String(v).trim() : "";
  if (out.name === undefined && s(a.lawName)) out.name = s(a.lawName);
  if (out.asOf === undefined && s(a.efYd)) out.asOf = s(a.efYd);
  if (out.articles === undefined && s(a.jo)) {
    const parts = [s(a.jo)];
    if (s(a.hang)) parts.push(/^\d+$/.test(s(a.hang)) ? `제${Number(s(a.hang))}항` : s(a.hang));
    if (s(a.ho)) parts.push(/^\d+$/.test(s(a.ho)) ? `제${Number(s(a.ho))}호` : s(a.ho));
    if (s(a.mok)) parts.push(s(a.mok).endsWith("목") ? s(a.mok) : `${s(a.mok)}목`);
    out.articles = [parts.join(" ")];
  }
  for (const k of ["lawName", "efYd", "jo", "hang", "ho", "mok", "apiKey"]) delete out[k];
  return out;
}

/** The `get_law_text` tool. */
export const getLawText: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_law_text",
  title: "법령 본문 조회",
  aliases: ["get_article_detail", "get_historical_law"],
  legacyArgs: legacyStatuteArgs,
  description: "Statute text by 법령ID, MST or exact name: whole law or chosen articles " +
    "(제10조의2, 항/호/목, lists, ranges), current or as of a date (asOf).",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const refs = args.articles?.length ? parseArticleSpecs(args.articles) : undefined;
    // With a date, the version list is searched by name or ID directly (one call fewer).
    const loc = args.asOf
      ? { lawId: args.lawId, mst: args.mst, name: args.name }
      : await resolveLaw(ctx, track, args);
    const statute = await loadStatute(ctx, track, { ...loc, asOf: args.asOf });
    const sel = refs ? selectArticles(statute, refs) : { articles: statute.articles, missing: [] };
    const locator = locatorText(loc);
    const rendered = renderSelection(ctx, statute, sel.articles, {
      offset: args.offset,
      nextCall: (offset) =>
        `get_law_text {${locator}${
          args.articles ? `, articles: ${JSON.stringify(args.articles)}` : ""
        }${args.asOf ? `, asOf: "${args.asOf}"` : ""}, offset: ${offset}}`,
    });
    const extra: string[] = [];
    for (const m of sel.missing) {
      extra.push(`※ ${m.requested}: 이 법령에 없습니다. 가까운 조문: ${m.nearest.join(", ")}`);
    }
    const inc = new Set(args.include);
    const structured: Output = {
      law: statute.info,
      articles: rendered.shown,
      missing: sel.missing,
      ...(refs ? {} : { headings: statute.headings }),
      ...(inc.has("supplements") ? { supplements: statute.supplements } : {}),
      ...(inc.has("annexes")
        ? {
          annexes: statute.annexes.map((a) => ({
            label: a.label,
            title: a.title,
            fileLink: a.fileLink,
          })),
        }
        : {}),
      ...(inc.has("reasons") && statute.revisionReason
        ? { revisionReason: statute.revisionReason }
        : {}),
      ...(rendered.truncated ? { truncated: rendered.truncated } : {}),
      meta: track.meta(),
    };
    if (inc.has("supplements")) {
      extra.push("부칙:", ...statute.supplements.map((s) => s.text));
    }
    if (inc.has("annexes")) {
      extra.push(
        statute.annexes.length ? "별표·서식:" : "별표·서식: 없음",
        ...statute.annexes.map((a) => `- ${a.label} ${a.title ?? ""}`),
      );
    }
    if (structured.revisionReason) extra.push("제개정이유:", structured.revisionReason);
    return { structured, text: [rendered.text, ...extra].join("\n\n") };
  },
});
