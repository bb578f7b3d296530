/**
 * `get_article_precedents` (조문별 판례): precedents that cite one statute article — a `prec`
 * search with the law NAME in `JO` (drf-api.md Q10) and the article in a body-text query —
 * optionally with the article's own text.
 *
 * @module
 */

import { z } from "zod";
import { formatArticle } from "../../law/article.ts";
import { resolveLawAlias } from "../../law/names.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { moreLine, nextPage, pagingInput, pagingOutput } from "../paging.ts";
import { renderArticle } from "../render_statute.ts";
import { ArticleSchema, MetaSchema } from "../schemas.ts";
import { parseArticleSpecs, selectArticles } from "../select_articles.ts";
import { loadStatute, resolveLaw } from "../statute_source.ts";
import { hasLocator, locatorInput } from "./_common.ts";
import { parsePrecList, PrecRowSchema } from "./_prec_rows.ts";
import { InputError } from "../../errors.ts";
import { showDate } from "../../vocab/dates.ts";

const input = z.object({
  ...locatorInput,
  article: z.string().trim().min(1).max(100).optional().describe("e.g. 제11조"),
  jo: z.string().trim().min(1).max(100).optional().describe("same as article"),
  includeArticle: z.boolean().default(false).describe("also return the article's text"),
  ...pagingInput,
}).refine(hasLocator, { message: "give name (or lawId/mst)" })
  .refine((a) => a.article || a.jo, { message: "give article" });

const output = z.object({
  law: z.string().describe("law name sent as JO"),
  article: z.string(),
  ...pagingOutput,
  rows: z.array(PrecRowSchema),
  articleText: ArticleSchema.optional(),
  meta: MetaSchema,
});

/** The `get_article_precedents` tool. */
export const getArticlePrecedents: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_article_precedents",
  title: "조문별 판례",
  aliases: [
    "search_precedents_by_article",
    { name: "get_article_with_precedents", fixed: { includeArticle: true } },
  ],
  description: "Precedents citing one statute article (e.g. 건축법 제11조), newest first; " +
    "optionally with the article text.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const refs = parseArticleSpecs([(args.article ?? args.jo)!]);
    if (refs.length !== 1) throw new InputError("조문 하나만 지정하세요.");
    const label = formatArticle(refs[0]);
    let lawName = args.name ?? args.lawName;
    let articleText: z.output<typeof ArticleSchema> | undefined;
    if (args.includeArticle || !lawName) {
      const loc = await resolveLaw(ctx, track, { lawId: args.lawId, mst: args.mst, name: lawName });
      const statute = await loadStatute(ctx, track, loc);
      lawName = statute.info.name;
      articleText = selectArticles(statute, [refs[0]]).articles[0];
    }
    const name = resolveLawAlias(lawName!);
    const res = await callDrf(ctx, track, {
      endpoint: "search",
      target: "prec",
      params: { JO: name, query: label, search: 2, display: args.display, page: args.page },
    });
    const page = parsePrecList(res.data);
    const next = nextPage(page.total, page.page, args.display);
    const lines: string[] = [];
    if (args.includeArticle) {
      lines.push(articleText ? renderArticle(articleText) : `※ ${name}에 ${label}가 없습니다.`, "");
    }
    lines.push(
      `${name} ${label} 인용 판례: ${page.total}건 중 ${page.rows.length}건 (${page.page}쪽)`,
    );
    for (const r of page.rows) {
      lines.push(
        `- ${r.court ?? ""} ${(showDate(r.decisionDate) || "?")} ${
          r.caseNumber ?? ""
        } ${r.caseName} [판례ID ${r.id}]`
          .replace(/\s+/g, " "),
      );
    }
    if (page.total === 0) lines.push("이 조문을 인용한 판례를 찾지 못했습니다.");
    const more = moreLine("get_article_precedents", { name, article: label }, next);
    if (more) lines.push(more);
    return {
      structured: {
        law: name,
        article: label,
        total: page.total,
        page: page.page,
        ...(next ? { next } : {}),
        rows: page.rows,
        ...(articleText ? { articleText } : {}),
        meta: track.meta(),
      },
      text: lines.join("\n"),
    };
  },
});
