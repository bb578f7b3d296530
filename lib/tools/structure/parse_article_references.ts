/**
 * `parse_article_references`: statute citations inside any text, structured — law as written
 * and resolved ("같은 법", "이 법", "법"/"영"), articles with lists and ranges expanded. Local.
 *
 * @module
 */

import { z } from "zod";
import { parseArticleRef } from "../../law/article.ts";
import { extractReferences } from "../../law/references.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { MetaSchema } from "../schemas.ts";
import {
  CitedLawSchema,
  groupByLaw,
  referenceLines,
  referenceOut,
  ReferenceSchema,
} from "./_refs.ts";
import { InputError } from "../../errors.ts";

const input = z.object({
  text: z.string().min(1).max(50_000).describe("text to scan (an article, a decision, a draft)"),
  lawName: z.string().trim().max(200).optional()
    .describe('statute the text belongs to, for "이 법", "법 제N조", "영 제N조"'),
  article: z.string().trim().max(100).optional()
    .describe('article the text belongs to, for a bare "제2항"'),
});

const output = z.object({
  total: z.number().int(),
  references: z.array(ReferenceSchema),
  laws: z.array(CitedLawSchema).describe("cited laws with their articles"),
  meta: MetaSchema,
});

/** The `parse_article_references` tool. */
export const parseArticleReferences: ToolDef<typeof input, typeof output> = defineTool({
  name: "parse_article_references",
  title: "조문 인용 추출",
  description: "Find statute citations in a text (「법령」 제N조의M 제N항, 같은 법, 이 법, 법·영 " +
    "제N조, lists, ranges) as structured refs. No upstream call.",
  input,
  output,
  annotations: { ...READ_ONLY, openWorldHint: false },
  handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const anchor = args.article ? parseArticleRef(args.article) ?? undefined : undefined;
    if (args.article && !anchor) {
      throw new InputError(`article '${args.article}'을 읽지 못했습니다.`);
    }
    const refs = extractReferences(args.text, { lawName: args.lawName, article: anchor })
      .map(referenceOut);
    const laws = groupByLaw(refs, args.lawName);
    const lines = refs.length
      ? [
        `인용 ${refs.length}건 (${laws.length}개 법령):`,
        ...referenceLines(refs),
      ]
      : ["이 글에서 조문 인용을 찾지 못했습니다 (예: 「건축법」 제11조, 같은 법 시행령 제8조)."];
    return Promise.resolve({
      structured: { total: refs.length, references: refs, laws, meta: track.meta() },
      text: lines.join("\n"),
    });
  },
});
