/**
 * `get_law_text`: a statute's text — whole, or chosen articles down to 항/호/목 — current or as
 * of a date.
 *
 * @module
 */

import { z } from "zod";
import { defineTool } from "../define.ts";
import { missingLines, renderSelection } from "../render_statute.ts";
import {
  ArticleSchema,
  MetaSchema,
  MissingArticleSchema,
  StatuteInfoSchema,
  SupplementSchema,
} from "../schemas.ts";
import { TruncationSchema } from "../paging.ts";
import { fromStatuteUnits } from "../annexes/entries.ts";
import { parseArticleSpecs, selectArticles } from "../select_articles.ts";
import { loadStatute, resolveLaw } from "../statute_source.ts";
import { stagedLines, stagedNotes, StagedNoteSchema } from "./staged.ts";
import { todayKst } from "../../parse/statute.ts";
import { findRepeal, repealLines } from "./repeal.ts";
import { pointer, pointerText } from "../../vocab/pointer.ts";
import { showDate } from "../../vocab/dates.ts";
import { shiftDay } from "../common.ts";
import { DrfError } from "../../errors.ts";
import {
  articlesArg,
  asOfArg,
  hasLawLocator,
  lawLocator,
  NEED_LAW,
  offsetArg,
  sourceArg,
} from "../../vocab/params.ts";
import { josa } from "../../korean/mod.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const input = z.object({
  ...lawLocator,
  articles: articlesArg.optional().describe('e.g. ["제10조의2", "제3조제2항"]; omit for all'),
  asOf: asOfArg.optional().describe("text in force on this date"),
  offset: offsetArg,
  include: z.array(z.enum(["supplements", "annexes", "reasons"])).default([]),
  source: sourceArg,
}).refine(hasLawLocator, { message: NEED_LAW });

const output = z.object({
  law: StatuteInfoSchema,
  articles: z.array(ArticleSchema),
  missing: z.array(MissingArticleSchema),
  headings: z.array(
    z.object({ level: z.string(), text: z.string(), firstArticle: z.string().optional() }),
  ).optional(),
  supplements: z.array(SupplementSchema).optional(),
  annexes: z.array(
    z.object({ label: z.string(), title: z.string().optional(), fileLink: z.string().optional() }),
  ).optional(),
  revisionReason: z.string().optional(),
  staged: z.array(StagedNoteSchema).optional()
    .describe("shown articles a 부칙 단서 dates apart from the version (분리시행)"),
  stagedUnread: z.array(z.string()).optional().describe("부칙 단서 not read: check by hand"),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

type Output = z.output<typeof output>;

/**
 * {@link resolveLaw}, and for a name no current statute has, a look in the version list: a
 * repealed statute is a miss that says when and by what, and which call reads its last text.
 */
async function resolveOrRepeal(
  ctx: Parameters<typeof resolveLaw>[0],
  track: Parameters<typeof resolveLaw>[1],
  args: { lawId?: string; mst?: string; name?: string },
): ReturnType<typeof resolveLaw> {
  try {
    return await resolveLaw(ctx, track, args);
  } catch (e) {
    if (!(e instanceof DrfError) || e.code !== "NOT_FOUND" || !args.name) throw e;
    const repeal = await findRepeal(ctx, track, args.name).catch(() => undefined);
    if (!repeal) throw e;
    throw new DrfError("NOT_FOUND", repealLines(repeal).join("\n").replace(/^※ /, ""), {
      target: "law",
    });
  }
}

/**
 * A date on or after a repeal resolves to the 폐지 version, which has no text in force: say so
 * and give the call that reads the last version.
 */
function repealedVersionLine(
  info: { name: string; revisionType?: string; effectiveDate?: string },
  asOf: string | undefined,
): string | undefined {
  if (!asOf || !/^(폐지|타법폐지|일괄폐지)$/.test(info.revisionType ?? "") || !info.effectiveDate) {
    return undefined;
  }
  const d = info.effectiveDate;
  const before = shiftDay(d, -1);
  return `※ ${asOf} 당시 ${josa(info.name, "은/는")} 이미 폐지되었습니다 (${info.revisionType}, ` +
    `${showDate(d)} 시행). 마지막 판: ` +
    pointerText(pointer("get_law_text", { name: info.name, asOf: before }));
}

/** The `get_law_text` tool. */
export const getLawText: GeneratedTool<"get_law_text"> = defineTool({
  name: "get_law_text",
  title: "법령 본문 조회",
  targets: ["law", "eflaw"],
  intents: [
    "조문",
    "본문",
    "원문",
    "법 내용",
    "규정 내용",
    "조항",
    "시점",
    "당시",
    "그때 법",
    "행위시법",
    "개정 전 법",
    "과거 법",
  ],
  aliases: ["get_article_detail", "get_historical_law"],
  description: "Statute text by 법령ID, MST or exact name: whole law or chosen articles " +
    "(제10조의2, 항/호/목, lists, ranges), current or as of a date (asOf).",
  input,
  output,
  async handler(args, ctx, call) {
    const { track } = call;
    const refs = args.articles?.length ? parseArticleSpecs(args.articles) : undefined;
    // With a date, the version list is searched by name or ID directly (one call fewer).
    const loc = args.asOf
      ? { lawId: args.lawId, mst: args.mst, name: args.name }
      : await resolveOrRepeal(ctx, track, args);
    const statute = await loadStatute(ctx, track, { ...loc, asOf: args.asOf });
    const sel = refs ? selectArticles(statute, refs) : { articles: statute.articles, missing: [] };
    // The pointer names the law as resolved, so the next slice costs no name search.
    const resolved = loc.lawId ? { lawId: loc.lawId, mst: undefined, name: undefined } : {};
    const rendered = renderSelection(
      ctx,
      { ...call, more: (patch) => call.more({ ...resolved, ...patch }) },
      statute,
      sel.articles,
      args.offset,
    );
    const extra = missingLines(sel.missing);
    const on = args.asOf ?? todayKst();
    const staged = stagedNotes(statute, rendered.shown, on);
    const inc = new Set(args.include);
    // Listed under the notation get_annexes lists and opens them by ("별지 제1호서식" where the
    // form prints it, not the body's 별표구분 "서식 1"), so one name serves both tools.
    const annexes = inc.has("annexes") ? fromStatuteUnits(statute.annexes) : [];
    const structured: Output = {
      law: statute.info,
      articles: rendered.shown,
      missing: sel.missing,
      ...(refs ? {} : { headings: statute.headings }),
      ...(inc.has("supplements")
        ? {
          supplements: statute.supplements.map((s) => ({
            promulgationDate: s.promulgationDate,
            promulgationNumber: s.promulgationNumber,
            text: s.text,
          })),
        }
        : {}),
      ...(inc.has("annexes")
        ? {
          annexes: annexes.map((a) => ({
            label: a.label,
            ...(a.title ? { title: a.title } : {}),
            ...(a.fileLink ? { fileLink: a.fileLink } : {}),
          })),
        }
        : {}),
      ...(inc.has("reasons") && statute.revisionReason
        ? { revisionReason: statute.revisionReason }
        : {}),
      ...(staged.notes.length ? { staged: staged.notes } : {}),
      ...(staged.unread.length ? { stagedUnread: staged.unread } : {}),
      ...(rendered.truncated ? { truncated: rendered.truncated } : {}),
      meta: track.meta(),
    };
    const stagedText = stagedLines(staged, on);
    if (stagedText.length) extra.unshift(stagedText.join("\n"));
    const gone = repealedVersionLine(statute.info, args.asOf);
    if (gone) extra.unshift(gone);
    if (inc.has("supplements")) {
      extra.push("부칙:", ...statute.supplements.map((s) => s.text));
    }
    if (inc.has("annexes")) {
      extra.push(
        [
          annexes.length ? "별표·서식:" : "별표·서식: 없음",
          ...annexes.map((a) => `- ${a.label}${a.title ? ` ${a.title}` : ""}`),
        ].join("\n"),
      );
    }
    if (structured.revisionReason) extra.push("제개정이유:", structured.revisionReason);
    return { structured, text: [rendered.text, ...extra].join("\n\n") };
  },
});
