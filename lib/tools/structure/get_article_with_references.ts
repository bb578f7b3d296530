/**
 * `get_article_with_references` (조문 인용 지도): one article of a statute plus every law and
 * article it cites, read locally from its text.
 *
 * @module
 */

import { z } from "zod";
import { extractReferences } from "../../law/references.ts";
import { defineTool } from "../define.ts";
import { renderArticle, renderStatuteHeader } from "../render_statute.ts";
import { ArticleSchema, MetaSchema, StatuteInfoSchema } from "../schemas.ts";
import { articleMiss, lawInput, oneArticle, readArticle } from "./_common.ts";
import { citationsOf, CitationsSchema } from "./_refs.ts";
import { articlesArg, asOfArg } from "../../vocab/params.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const input = lawInput({
  articles: articlesArg.describe('exactly one article, e.g. ["제4조의3"]'),
  asOf: asOfArg.optional().describe("text in force on this date"),
});

const output = z.object({
  law: StatuteInfoSchema,
  article: ArticleSchema,
  ...CitationsSchema,
  meta: MetaSchema,
});

/** The `get_article_with_references` tool. */
export const getArticleWithReferences: GeneratedTool<"get_article_with_references"> = defineTool({
  name: "get_article_with_references",
  title: "조문 인용 지도",
  targets: ["law"],
  aliases: ["parse_article_links", "get_article_links"],
  description:
    "One statute article with the laws and articles it cites (같은 법, 법·영 resolved). " +
    "Use to follow cross-references.",
  input,
  output,
  async handler(args, ctx, call) {
    const read = await readArticle(ctx, call.track, args, oneArticle(args.articles));
    const a = read.article;
    if (!a) throw articleMiss(read);
    const law = read.statute.info;
    const body = renderArticle(a);
    // The article's own heading ("제4조의3(…)") opens the text; it is not a citation.
    const found = extractReferences(body, { lawName: law.name, article: a })
      .filter((r) => !(r.index === 0 && r.lawKind === "implicit"));
    const cited = citationsOf(found, law.name);
    return {
      structured: { law, article: a, ...cited.structured, meta: call.track.meta() },
      text: [
        renderStatuteHeader(law),
        body,
        "",
        ...cited.lines("이 조문은 다른 조문을 인용하지 않습니다."),
      ].join("\n"),
    };
  },
});
