/**
 * `get_article_with_references` (조문 인용 지도): one article of a statute plus every law and
 * article it cites, read locally from its text.
 *
 * @module
 */

import { z } from "zod";
import { DrfError, InputError } from "../../errors.ts";
import { extractReferences } from "../../law/references.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { renderArticle, renderStatuteHeader } from "../render_statute.ts";
import { ArticleSchema, MetaSchema, StatuteInfoSchema } from "../schemas.ts";
import { parseArticleSpecs, selectArticles } from "../select_articles.ts";
import { loadStatute, resolveLaw } from "../statute_source.ts";
import { hasLocator, locatorInput, locatorOf } from "./_common.ts";
import {
  CitedLawSchema,
  groupByLaw,
  referenceLines,
  referenceOut,
  ReferenceSchema,
} from "./_refs.ts";

const date = z.string().trim().regex(/^\d{4}-?\d{2}-?\d{2}$/, "YYYY-MM-DD or YYYYMMDD")
  .transform((s) => s.replaceAll("-", ""));

const input = z.object({
  ...locatorInput,
  article: z.string().trim().min(1).max(100).optional().describe("e.g. 제4조의3"),
  jo: z.string().trim().min(1).max(100).optional().describe("same as article"),
  asOf: date.optional().describe("text in force on this date"),
  efYd: date.optional().describe("same as asOf"),
}).refine(hasLocator, { message: "give lawId, mst or name" })
  .refine((a) => a.article || a.jo, { message: "give article" });

const output = z.object({
  law: StatuteInfoSchema,
  article: ArticleSchema,
  references: z.array(ReferenceSchema),
  laws: z.array(CitedLawSchema),
  meta: MetaSchema,
});

/** The `get_article_with_references` tool. */
export const getArticleWithReferences: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_article_with_references",
  title: "조문 인용 지도",
  aliases: ["parse_article_links", "get_article_links"],
  description:
    "One statute article with the laws and articles it cites (같은 법, 법·영 resolved). " +
    "Use to follow cross-references.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const refs = parseArticleSpecs([(args.article ?? args.jo)!]);
    if (refs.length !== 1) throw new InputError("조문 하나만 지정하세요.");
    const asOf = args.asOf ?? args.efYd;
    const loc = asOf ? locatorOf(args) : await resolveLaw(ctx, track, locatorOf(args));
    const statute = await loadStatute(ctx, track, { ...loc, asOf });
    const sel = selectArticles(statute, [{ article: refs[0].article, branch: refs[0].branch }]);
    const a = sel.articles[0];
    if (!a) {
      const m = sel.missing[0];
      throw new DrfError(
        "NOT_FOUND",
        `${statute.info.name}에 ${m.requested}가 없습니다. 가까운 조문: ${m.nearest.join(", ")}`,
        { target: "law" },
      );
    }
    const body = renderArticle(a);
    // The article's own heading ("제4조의3(…)") opens the text; it is not a citation.
    const found = extractReferences(body, { lawName: statute.info.name, article: a })
      .filter((r) => !(r.index === 0 && r.lawKind === "implicit"))
      .map(referenceOut);
    const laws = groupByLaw(found, statute.info.name);
    const lines = [renderStatuteHeader(statute.info), body, ""];
    lines.push(
      found.length ? `인용 ${found.length}건:` : "이 조문은 다른 조문을 인용하지 않습니다.",
      ...referenceLines(found),
    );
    if (laws.length) {
      lines.push("인용 법령:", ...laws.map((l) => `- ${l.law}: ${l.articles.join(", ")}`));
    }
    return {
      structured: { law: statute.info, article: a, references: found, laws, meta: track.meta() },
      text: lines.join("\n"),
    };
  },
});
