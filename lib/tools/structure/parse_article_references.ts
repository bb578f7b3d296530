/**
 * `parse_article_references`: statute citations inside any text, structured — law as written
 * and resolved ("같은 법", "이 법", "법"/"영"), articles with lists and ranges expanded. Local.
 *
 * The text's own place is `name` (the statute) and `contextArticle` (the article): they resolve
 * "이 법", "법 제N조" and a bare "제2항". `contextArticle` is not `articles`, which selects
 * articles to read; nothing is read here.
 *
 * @module
 */

import { z } from "zod";
import { parseArticleRef } from "../../law/article.ts";
import { extractReferences } from "../../law/references.ts";
import { defineTool } from "../define.ts";
import { LOCAL } from "./_common.ts";
import { MetaSchema } from "../schemas.ts";
import { citationsOf, CitationsSchema } from "./_refs.ts";
import { InputError } from "../../errors.ts";
import { nameArg } from "../../vocab/params.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const input = z.object({
  text: z.string().min(1).max(50_000).describe("text to scan (an article, a decision, a draft)"),
  name: nameArg.optional()
    .describe('statute the text belongs to, for "이 법", "법 제N조", "영 제N조"'),
  contextArticle: z.string().trim().min(1).max(100).optional()
    .describe('article the text belongs to, for a bare "제2항", e.g. "제14조"'),
});

const output = z.object({
  total: z.number().int(),
  ...CitationsSchema,
  meta: MetaSchema,
});

/** The `parse_article_references` tool. */
export const parseArticleReferences: GeneratedTool<"parse_article_references"> = defineTool({
  name: "parse_article_references",
  title: "조문 인용 추출",
  intents: ["인용", "참조조문 분석", "다른 법 인용"],
  description: "Find statute citations in a text (「법령」 제N조의M 제N항, 같은 법, 이 법, 법·영 " +
    "제N조, lists, ranges) as structured refs. No upstream call.",
  input,
  output,
  annotations: LOCAL,
  handler(args, _ctx, call) {
    const anchor = args.contextArticle ? parseArticleRef(args.contextArticle) : undefined;
    if (anchor === null) {
      throw new InputError(
        `contextArticle '${args.contextArticle}'을 읽지 못했습니다 (예: "제14조").`,
        "contextArticle",
      );
    }
    const cited = citationsOf(
      extractReferences(args.text, { lawName: args.name, article: anchor }),
      args.name,
    );
    return Promise.resolve({
      structured: {
        total: cited.structured.references.length,
        ...cited.structured,
        meta: call.track.meta(),
      },
      text: cited.lines(
        "이 글에서 조문 인용을 찾지 못했습니다 (예: 「건축법」 제11조, 같은 법 시행령 제8조).",
      ).join("\n"),
    });
  },
});
