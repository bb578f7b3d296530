/**
 * `get_batch_articles`: several articles of one statute for the price of one upstream call.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, type ToolDef } from "../define.ts";
import { missingLines, renderSelection } from "../render_statute.ts";
import { ArticleSchema, MetaSchema, MissingArticleSchema, StatuteInfoSchema } from "../schemas.ts";
import { TruncationSchema } from "../paging.ts";
import { parseArticleSpecs, selectArticles } from "../select_articles.ts";
import { loadStatute, resolveLaw } from "../statute_source.ts";
import { articlesArg, hasLawLocator, lawLocator, NEED_LAW, offsetArg } from "../../vocab/params.ts";

const input = z.object({
  ...lawLocator,
  articles: articlesArg.describe('anchors, e.g. ["제2조", "제4조의2제1항", "제11조·제14조"]'),
  offset: offsetArg,
}).refine(hasLawLocator, { message: NEED_LAW });

const output = z.object({
  law: StatuteInfoSchema,
  articles: z.array(ArticleSchema),
  missing: z.array(MissingArticleSchema),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

/** The `get_batch_articles` tool. */
export const getBatchArticles: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_batch_articles",
  title: "여러 조문 한꺼번에 조회",
  description: "Several articles of one statute in one call (one upstream request). " +
    "Missing anchors are listed with the nearest real articles.",
  input,
  output,
  async handler(args, ctx, call) {
    const refs = parseArticleSpecs(args.articles);
    const loc = await resolveLaw(ctx, call.track, args);
    const statute = await loadStatute(ctx, call.track, loc);
    const sel = selectArticles(statute, refs);
    const resolved = loc.lawId ? { lawId: loc.lawId, mst: undefined, name: undefined } : {};
    const rendered = renderSelection(
      ctx,
      { ...call, more: (patch) => call.more({ ...resolved, ...patch }) },
      statute,
      sel.articles,
      args.offset,
    );
    return {
      structured: {
        law: statute.info,
        articles: rendered.shown,
        missing: sel.missing,
        ...(rendered.truncated ? { truncated: rendered.truncated } : {}),
        meta: call.track.meta(),
      },
      text: [rendered.text, ...missingLines(sel.missing)].join("\n\n"),
    };
  },
});
