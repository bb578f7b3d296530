/**
 * `get_article_precedents` (조문별 판례): precedents that cite one statute article — a `prec`
 * search with the law NAME in `JO` (drf-api.md Q10) and the article in a body-text query —
 * optionally with the article's own text (`include: ["article"]`, or a date to read it at).
 *
 * @module
 */

import { z } from "zod";
import { formatArticle } from "../../law/article.ts";
import { resolveLawAlias } from "../../law/names.ts";
import { defineListTool } from "../list_tool.ts";
import { callDrf } from "../meta.ts";
import { renderArticle } from "../render_statute.ts";
import { ArticleSchema } from "../schemas.ts";
import { oneArticle, readArticle } from "./_common.ts";
import { parsePrecList, PrecRowSchema } from "./_prec_rows.ts";
import { showDate } from "../../vocab/dates.ts";
import { articlesArg, asOfArg, hasLawLocator, lawLocator, NEED_LAW } from "../../vocab/params.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** The `get_article_precedents` tool. */
export const getArticlePrecedents: GeneratedTool<"get_article_precedents"> = defineListTool({
  name: "get_article_precedents",
  title: "조문별 판례",
  targets: ["law", "prec"],
  aliases: [
    "search_precedents_by_article",
    { name: "get_article_with_precedents", fixed: { include: ["article"] } },
  ],
  description: "Precedents citing one statute article (e.g. 건축법 제11조), newest first; " +
    'with include: ["article"] also the article text (as of asOf).',
  args: {
    ...lawLocator,
    articles: articlesArg.describe('exactly one article, e.g. ["제11조"]'),
    include: z.array(z.enum(["article"])).default([])
      .describe('["article"]: also the article\'s text'),
    asOf: asOfArg.optional().describe("read the article's text as of this date (implies it)"),
  },
  require: { check: hasLawLocator, message: NEED_LAW },
  row: PrecRowSchema,
  extra: {
    law: z.string().describe("law name sent as JO"),
    article: z.string(),
    articleText: ArticleSchema.optional(),
  },
  async fetch(a, ctx, call) {
    const ref = oneArticle(a.articles);
    const label = formatArticle(ref);
    const withText = a.include.includes("article") || a.asOf !== undefined;
    let name = a.name;
    let articleText: z.output<typeof ArticleSchema> | undefined;
    if (withText || !name) {
      // The JO filter takes the law's name: an ID or MST is read once to learn it.
      const read = await readArticle(ctx, call.track, a, ref);
      name = read.statute.info.name;
      articleText = read.article;
    }
    const law = resolveLawAlias(name!);
    const res = await callDrf(ctx, call.track, {
      endpoint: "search",
      target: "prec",
      params: { JO: law, query: label, search: 2, display: a.display, page: a.page },
    });
    const page = parsePrecList(res.data);
    return {
      ...page,
      extra: { law, article: label, ...(articleText ? { articleText } : {}) },
    };
  },
  heading: (a, extra) => {
    const head = `${extra?.law} ${extra?.article} 인용 판례`;
    if (!a.include.includes("article") && a.asOf === undefined) return head;
    const text = extra?.articleText
      ? renderArticle(extra.articleText)
      : `※ ${extra?.law}에 ${extra?.article}가 없습니다.`;
    return `${text}\n\n${head}`;
  },
  line: (r) =>
    [`-`, r.court, showDate(r.decisionDate) || "?", r.caseNumber, r.caseName, `[판례ID ${r.id}]`]
      .filter(Boolean).join(" "),
  empty: "이 조문을 인용한 판례를 찾지 못했습니다.",
});
