/**
 * `search_english_laws`: official English translations of statutes (`elaw` list).
 *
 * @module
 */

import { z } from "zod";
import { parseEnglishLawList } from "../../parse/elaw.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { moreLine, nextPage, pagingInput, pagingOutput } from "../paging.ts";
import { LawRowSchema, MetaSchema } from "../schemas.ts";
import { drf, fitLines, given, ymd } from "./common.ts";

const input = z.object({
  query: z.string().trim().min(1).max(200).describe("English or Korean title words"),
  scope: z.enum(["name", "body"]).default("name"),
  sort: z.enum(["lasc", "ldes", "dasc", "ddes"]).optional().describe("name/공포일 asc/desc"),
  ...pagingInput,
});

const output = z.object({
  query: z.string(),
  ...pagingOutput,
  rows: z.array(LawRowSchema.extend({ nameEnglish: z.string().optional() })),
  meta: MetaSchema,
});

/** The `search_english_laws` tool. */
export const searchEnglishLaws: ToolDef<typeof input, typeof output> = defineTool({
  name: "search_english_laws",
  title: "영문 법령 검색",
  aliases: ["search_english_law"],
  description: "Find English translations of Korean statutes by title (English or Korean); " +
    "gives 법령ID/MST for get_english_law.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(a, ctx) {
    const track = new MetaTracker(ctx);
    const res = await drf(ctx, track, "search", "elaw", {
      query: a.query,
      search: a.scope === "body" ? 2 : undefined,
      sort: a.sort,
      display: a.display,
      page: a.page,
    });
    const page = parseEnglishLawList(res.data);
    const next = nextPage(page.total, a.page, a.display);
    const head = [`'${a.query}' 영문 법령: ${page.total}건 중 ${page.rows.length}건`];
    if (page.total === 0) head.push("영문 번역이 있는 법령 중 일치하는 것이 없습니다.");
    const lines = page.rows.map((r) =>
      `- ${r.nameEnglish ?? "?"} / ${r.name} [${r.kind ?? "?"}, ${r.status ?? "?"}] ` +
      `시행 ${ymd(r.effectiveDate)} · 법령ID ${r.lawId} · MST ${r.mst}`
    );
    const more = moreLine("search_english_laws", given(a), next);
    const { text } = fitLines(head, lines, more ? [more] : [], ctx.maxChars, "display를 줄이세요.");
    return {
      structured: {
        query: a.query,
        total: page.total,
        page: page.page,
        next,
        rows: page.rows,
        meta: track.meta(),
      },
      text,
    };
  },
});
