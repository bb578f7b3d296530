/**
 * `get_batch_articles`: several articles of one statute for the price of one upstream call.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { ArticleSchema, MetaSchema, StatuteInfoSchema, TruncationSchema } from "../schemas.ts";
import { parseArticleSpecs, selectArticles } from "../select_articles.ts";
import { loadStatute, resolveLaw } from "../statute_source.ts";
import { MetaTracker } from "../meta.ts";
import {
  lawLocatorShape,
  legacyStatuteArgs,
  locatorText,
  renderSelection,
} from "./get_law_text.ts";

const input = z.object({
  ...lawLocatorShape,
  articles: z.array(z.string().min(1).max(500)).min(1).max(100)
    .describe('anchors, e.g. ["제2조", "제4조의2제1항", "제11조·제14조"]'),
  offset: z.number().int().min(0).default(0),
}).refine((a) => a.lawId || a.mst || a.name, { message: "give lawId, mst or name" });

const output = z.object({
  law: StatuteInfoSchema,
  articles: z.array(ArticleSchema),
  missing: z.array(z.object({ requested: z.string(), nearest: z.array(z.string()) })),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

/** The `get_batch_articles` tool. */
export const getBatchArticles: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_batch_articles",
  title: "여러 조문 한꺼번에 조회",
  legacyArgs: legacyStatuteArgs,
  description: "Several articles of one statute in one call (one upstream request). " +
    "Missing anchors are listed with the nearest real articles.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const refs = parseArticleSpecs(args.articles);
    const loc = await resolveLaw(ctx, track, args);
    const statute = await loadStatute(ctx, track, loc);
    const sel = selectArticles(statute, refs);
    const locator = locatorText(loc);
    const rendered = renderSelection(ctx, statute, sel.articles, {
      offset: args.offset,
      nextCall: (offset) =>
        `get_batch_articles {${locator}, articles: ${
          JSON.stringify(args.articles)
        }, offset: ${offset}}`,
    });
    const missingText = sel.missing.map((m) =>
      `※ ${m.requested}: 이 법령에 없습니다. 가까운 조문: ${m.nearest.join(", ")}`
    );
    return {
      structured: {
        law: statute.info,
        articles: rendered.shown,
        missing: sel.missing,
        ...(rendered.truncated ? { truncated: rendered.truncated } : {}),
        meta: track.meta(),
      },
      text: [rendered.text, ...missingText].join("\n\n"),
    };
  },
});
