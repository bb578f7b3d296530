/**
 * `list_law_articles`: a statute's table of contents — each article's number and title under its
 * 편·장·절 heading, without the text — so a reader can pick the articles to read with
 * get_law_text instead of reading the whole law. One body read (the one get_law_text reads).
 *
 * @module
 */

import { z } from "zod";
import { pointer, pointerText } from "../../vocab/pointer.ts";
import { showDate } from "../../vocab/dates.ts";
import { asOfArg, hasLawLocator, lawLocator, NEED_LAW, sourceArg } from "../../vocab/params.ts";
import { defineListTool } from "../list_tool.ts";
import { pageOf } from "../paging.ts";
import { loadStatute, resolveLaw } from "../statute_source.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const EntrySchema = z.object({
  label: z.string().describe("제4조의2"),
  title: z.string().optional().describe("조문제목"),
  heading: z.string().optional().describe("the innermost 편·장·절 heading it sits under"),
  deleted: z.boolean().describe("the article reads 삭제"),
});

type Entry = z.output<typeof EntrySchema>;

/** The `list_law_articles` tool. */
export const listLawArticles: GeneratedTool<"list_law_articles"> = defineListTool({
  name: "list_law_articles",
  title: "법령 조문 목차",
  targets: ["law", "eflaw"],
  intents: ["목차", "조문 목록", "몇 조까지", "어떤 조문"],
  description: "A statute's table of contents: each article's number and title under its " +
    "편·장·절 heading, current or asOf; pick the articles to read with get_law_text.",
  args: {
    ...lawLocator,
    asOf: asOfArg.optional().describe("contents in force on this date"),
    source: sourceArg,
  },
  require: { check: hasLawLocator, message: NEED_LAW },
  display: 100,
  row: EntrySchema,
  extra: {
    law: z.object({
      lawId: z.string(),
      mst: z.string().optional(),
      name: z.string(),
      effectiveDate: z.string().optional(),
    }),
  },
  async fetch(a, ctx, call) {
    const loc = a.asOf ? a : await resolveLaw(ctx, call.track, a);
    const statute = await loadStatute(ctx, call.track, { ...loc, asOf: a.asOf });
    const entries = statute.articles.map((x): Entry => ({
      label: x.label,
      ...(x.title ? { title: x.title } : {}),
      ...(x.headingPath.length ? { heading: x.headingPath[x.headingPath.length - 1] } : {}),
      deleted: x.deleted,
    }));
    const { lawId, mst, name, effectiveDate } = statute.info;
    return {
      ...pageOf(entries, a.page, a.display),
      extra: {
        law: { lawId, ...(mst ? { mst } : {}), name, ...(effectiveDate ? { effectiveDate } : {}) },
      },
    };
  },
  heading: (a, x) =>
    `${x?.law.name ?? a.name ?? a.lawId ?? a.mst} 조문 목차` +
    (x?.law.effectiveDate ? ` (시행 ${showDate(x.law.effectiveDate)})` : ""),
  line: (e) =>
    `- ${e.label}${e.title ? `(${e.title})` : ""}${e.deleted ? " 삭제" : ""}` +
    (e.heading ? ` · ${e.heading}` : ""),
  empty: "조문이 없는 법령입니다.",
  follow: (rows, a) => {
    const first = rows.find((r) => !r.deleted);
    if (!first) return undefined;
    const law = a.lawId ? { lawId: a.lawId } : a.mst ? { mst: a.mst } : { name: a.name };
    const at = a.asOf ? { asOf: a.asOf } : {};
    return `본문: ${
      pointerText(pointer("get_law_text", { ...law, articles: [first.label], ...at }))
    }`;
  },
});
