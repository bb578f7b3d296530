/**
 * `compare_articles`: two statute articles side by side with a line diff — the same article in
 * two versions (`asOf`), or articles of two laws — computed locally from two statute reads.
 *
 * Each side is a nested locator in the vocabulary's own names, read by the argument reader like
 * top-level arguments (old names, a single string for `articles`, refusals):
 *
 * ```json
 * { "left":  { "lawId": "001823", "articles": ["제4조"], "asOf": "2020-01-01" },
 *   "right": { "name": "건축법", "articles": "제4조" } }
 * ```
 *
 * `lawId|mst|name` name the statute, `articles` exactly one article (항/호/목 allowed), `asOf`
 * the date its text is read at (default: current). korean-law-mcp's `law1`/`law2` with `jo`
 * inside are the same call (alias table).
 *
 * @module
 */

import { z } from "zod";
import { defineTool } from "../define.ts";
import { TruncationSchema } from "../paging.ts";
import { renderArticle } from "../render_statute.ts";
import { MetaSchema, StatuteInfoSchema } from "../schemas.ts";
import { articleMiss, cutRows, lawInput, oneArticle, readArticle } from "./_common.ts";
import { diffLines } from "./_diff.ts";
import { showDate } from "../../vocab/dates.ts";
import { articlesArg, asOfArg, offsetArg } from "../../vocab/params.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const Side = lawInput({
  articles: articlesArg.describe('exactly one article, e.g. ["제10조의2"]'),
  asOf: asOfArg.optional().describe("text in force on this date (default: current)"),
});

const input = z.object({
  left: Side.describe("first article: {lawId|mst|name, articles, asOf}"),
  right: Side.describe("second article: {lawId|mst|name, articles, asOf}"),
  offset: offsetArg,
});

const SideOut = z.object({
  law: StatuteInfoSchema,
  label: z.string(),
  title: z.string().optional(),
  text: z.string(),
});

type SideOut = z.infer<typeof SideOut>;

const DiffLine = z.object({ op: z.enum([" ", "-", "+"]), text: z.string() });

const output = z.object({
  left: SideOut,
  right: SideOut,
  identical: z.boolean(),
  added: z.number().int(),
  removed: z.number().int(),
  diff: z.array(DiffLine).describe("the diff lines this answer shows"),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

/** The `compare_articles` tool. */
export const compareArticles: GeneratedTool<"compare_articles"> = defineTool(
  {
    name: "compare_articles",
    title: "조문 대조",
    targets: ["law", "eflaw"],
    intents: ["조문 비교", "두 조문"],
    description: "Line diff of two statute articles: one article in two versions (asOf) or " +
      "articles of two laws. left/right: {lawId|mst|name, articles: one article, asOf}.",
    input,
    output,
    async handler(args, ctx, call) {
      const read = async (s: z.output<typeof Side>, which: string): Promise<SideOut> => {
        const got = await readArticle(
          ctx,
          call.track,
          s,
          oneArticle(s.articles, `${which}.articles`),
        );
        if (!got.article) throw articleMiss(got, which);
        const a = got.article;
        return { law: got.statute.info, label: a.label, title: a.title, text: renderArticle(a) };
      };
      const left = await read(args.left, "left");
      const right = await read(args.right, "right");
      const diff = diffLines(left.text.split("\n"), right.text.split("\n"));
      const added = diff.filter((d) => d.op === "+").length;
      const removed = diff.filter((d) => d.op === "-").length;
      const identical = added === 0 && removed === 0;
      const head = (s: SideOut, mark: string) =>
        `${mark} ${s.law.name} ${s.label}${s.title ? `(${s.title})` : ""} · 시행 ${
          showDate(s.law.effectiveDate) || "?"
        }${s.law.mst ? ` · MST ${s.law.mst}` : ""}`;
      const cut = cutRows(
        ctx,
        call,
        [
          head(left, "---"),
          head(right, "+++"),
          identical ? "두 조문의 내용이 같습니다." : `변경: -${removed}줄 +${added}줄`,
        ].join("\n"),
        diff,
        (d) => identical ? d.text : `${d.op} ${d.text}`,
        { offset: args.offset, unitName: "줄" },
      );
      return {
        structured: {
          left,
          right,
          identical,
          added,
          removed,
          diff: cut.rows,
          ...(cut.truncated ? { truncated: cut.truncated } : {}),
          meta: call.track.meta(),
        },
        text: cut.text,
      };
    },
  },
);
