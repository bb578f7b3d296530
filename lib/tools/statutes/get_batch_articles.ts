/**
 * `get_batch_articles`: several articles of one statute — or of up to 20 statutes — for the
 * price of one upstream body per statute, current or as of a date.
 *
 * @module
 */

import { z } from "zod";
import { defineTool } from "../define.ts";
import { missingLines, renderArticle, renderStatuteHeader } from "../render_statute.ts";
import { ArticleSchema, MetaSchema, MissingArticleSchema, StatuteInfoSchema } from "../schemas.ts";
import { cutUnits, TruncationSchema } from "../paging.ts";
import { parseArticleSpecs, selectArticles } from "../select_articles.ts";
import { loadStatute, resolveLaw } from "../statute_source.ts";
import { InputError } from "../../errors.ts";
import type { Article, StatuteInfo } from "../../parse/statute_types.ts";
import {
  articlesArg,
  asOfArg,
  hasLawLocator,
  lawLocator,
  NEED_LAW,
  offsetArg,
  sourceArg,
} from "../../vocab/params.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const lawEntry = z.object({ ...lawLocator, articles: articlesArg })
  .refine(hasLawLocator, { message: NEED_LAW });

const input = z.object({
  ...lawLocator,
  articles: articlesArg.optional()
    .describe('anchors, e.g. ["제2조", "제4조의2제1항", "제11조·제14조"]'),
  laws: z.array(lawEntry).min(1).max(20).optional()
    .describe("several statutes at once: [{lawId|mst|name, articles}]"),
  asOf: asOfArg.optional().describe("text in force on this date"),
  offset: offsetArg,
  source: sourceArg,
}).refine((a) => a.laws ? !hasLawLocator(a) && !a.articles : hasLawLocator(a) && !!a.articles, {
  message: "give lawId|mst|name with articles, or laws: [{lawId|mst|name, articles}]",
});

const LawPartSchema = z.object({
  law: StatuteInfoSchema,
  articles: z.array(ArticleSchema),
  missing: z.array(MissingArticleSchema),
});

const output = z.object({
  laws: z.array(LawPartSchema).describe("one entry per statute asked for, in order"),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

type LawLoc = { lawId?: string; mst?: string; name?: string };

/** At most this many articles over all statutes of one call. */
const MAX_ARTICLES = 100;

/** The `get_batch_articles` tool. */
export const getBatchArticles: GeneratedTool<"get_batch_articles"> = defineTool({
  name: "get_batch_articles",
  title: "여러 조문 한꺼번에 조회",
  targets: ["law", "eflaw"],
  intents: ["여러 조문", "조문들", "한꺼번에"],
  description: "Several articles of one statute, or of up to 20 (laws), in one call: one " +
    "upstream body per statute, current or asOf; missing anchors come with the nearest ones.",
  input,
  output,
  async handler(args, ctx, call) {
    const asked: Array<LawLoc & { articles: string[] }> = args.laws ??
      [{ lawId: args.lawId, mst: args.mst, name: args.name, articles: args.articles! }];
    const count = asked.reduce((n, l) => n + l.articles.length, 0);
    if (count > MAX_ARTICLES) {
      throw new InputError(`조문은 한 번에 ${MAX_ARTICLES}개까지입니다 (${count}개)`, "articles");
    }
    // Statutes are read in parallel under the request's budget; each is one body.
    const parts = await Promise.all(asked.map(async (l) => {
      const refs = parseArticleSpecs(l.articles);
      const loc = args.asOf ? l : await resolveLaw(ctx, call.track, l);
      const statute = await loadStatute(ctx, call.track, { ...loc, asOf: args.asOf });
      return { loc, statute, sel: selectArticles(statute, refs) };
    }));
    // One cut over all articles in order; a statute's header goes with its first article shown.
    const flat: Array<{ part: number; article: Article; first: boolean }> = [];
    parts.forEach((p, i) =>
      p.sel.articles.forEach((a, j) => flat.push({ part: i, article: a, first: j === 0 }))
    );
    const units = flat.map((f, k) => {
      const info = parts[f.part].statute.info;
      const head = f.first || k === args.offset ? `${renderStatuteHeader(info)}\n\n` : "";
      return head + renderArticle(f.article, info.effectiveDate);
    });
    // The pointer names each statute as resolved, so the next slice costs no name search.
    const resolved = args.laws
      ? { laws: asked.map((l, i) => ({ ...idOf(parts[i].loc), articles: l.articles })) }
      : {
        ...idOf(parts[0].loc),
        ...(parts[0].loc.lawId ? { mst: undefined, name: undefined } : {}),
      };
    const cut = cutUnits(
      ctx,
      { ...call, more: (patch) => call.more({ ...resolved, ...patch }) },
      units,
      { offset: args.offset, reserved: 0, unitName: "조문", separator: "\n\n" },
    );
    const shown = flat.slice(args.offset, args.offset + cut.shown);
    const laws = parts.map((p, i) => ({
      law: p.statute.info satisfies StatuteInfo,
      articles: shown.filter((f) => f.part === i).map((f) => f.article),
      missing: p.sel.missing,
    }));
    const missing = parts.flatMap((p) =>
      missingLines(p.sel.missing).map((l) => `${l} (${p.statute.info.name})`)
    );
    return {
      structured: {
        laws,
        ...(cut.truncated ? { truncated: cut.truncated } : {}),
        meta: call.track.meta(),
      },
      text: [cut.text, ...missing].filter(Boolean).join("\n\n"),
    };
  },
});

/** The locator a pointer repeats: the ID when the name was resolved to one. */
function idOf(loc: LawLoc): LawLoc {
  if (loc.lawId) return { lawId: loc.lawId };
  if (loc.mst) return { mst: loc.mst };
  return { name: loc.name };
}
