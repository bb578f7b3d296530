/**
 * `get_law_oneview`: 한눈보기 — law.go.kr's per-article explanatory contents. Without `mst`
 * it lists statutes that have them (`oneview` list); with `mst` it reads one (`oneview` body).
 *
 * @module
 */

import { z } from "zod";
import { resolveLawAlias } from "../../law/names.ts";
import { parseOneview, parseOneviewList } from "../../parse/oneview.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { moreLine, nextPage, pagingInput, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { drf, fitLines, given, ymd } from "./common.ts";

const input = z.object({
  query: z.string().trim().min(1).max(200).optional().describe("법령명 (list mode)"),
  mst: z.string().trim().regex(/^\d{1,12}$/, "digits").optional()
    .describe("법령일련번호 from the list: read its 한눈보기"),
  ...pagingInput,
});

const output = z.object({
  mode: z.enum(["list", "body"]),
  ...pagingOutput,
  laws: z.array(z.object({
    lawId: z.string().optional(),
    mst: z.string(),
    name: z.string(),
    promulgationDate: z.string().optional(),
    promulgationNumber: z.string().optional(),
    effectiveDate: z.string().optional(),
    contentCount: z.number().int().optional(),
    providedDate: z.string().optional(),
  })),
  oneview: z.object({
    mst: z.string().optional(),
    name: z.string().optional(),
    promulgationDate: z.string().optional(),
    promulgationNumber: z.string().optional(),
    items: z.array(z.object({
      article: z.string().optional(),
      articleTitle: z.string().optional(),
      effectiveDate: z.string().optional(),
      firstProvided: z.string().optional(),
      patternSerial: z.string().optional(),
      contentTitle: z.string().optional(),
      linkText: z.string().optional(),
      linkUrl: z.string().optional(),
    })),
  }).optional(),
  meta: MetaSchema,
});

/** The `get_law_oneview` tool. */
export const getLawOneview: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_law_oneview",
  title: "법령 한눈보기",
  aliases: ["search_law_oneview"],
  description: "한눈보기 (explanatory per-article contents): list statutes that have them by " +
    "name, or read one by mst.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(a, ctx) {
    const track = new MetaTracker(ctx);
    if (a.mst) {
      const res = await drf(ctx, track, "service", "oneview", { MST: a.mst });
      const ov = parseOneview(res.data);
      const head = [`${ov.name ?? `MST ${a.mst}`} 한눈보기: ${ov.items.length}건`];
      if (!ov.items.length) head.push("이 판에는 한눈보기 콘텐츠가 없습니다.");
      const lines = ov.items.map((i) =>
        `- ${i.article ? `조 ${i.article}` : ""}${i.articleTitle ? `(${i.articleTitle})` : ""} ` +
        `${i.contentTitle ?? i.linkText ?? ""}${i.linkUrl ? ` <${i.linkUrl}>` : ""}`
      );
      const { text } = fitLines(
        head,
        lines,
        [],
        ctx.maxChars,
        "structuredContent에 전부 있습니다.",
      );
      return {
        structured: {
          mode: "body" as const,
          total: ov.items.length,
          page: 1,
          laws: [],
          oneview: ov,
          meta: track.meta(),
        },
        text,
      };
    }
    const query = a.query ? resolveLawAlias(a.query) : undefined;
    const res = await drf(ctx, track, "search", "oneview", {
      query,
      display: a.display,
      page: a.page,
    });
    const page = parseOneviewList(res.data);
    const next = nextPage(page.total, a.page, a.display);
    const head = [
      `한눈보기 제공 법령${query ? ` '${query}'` : ""}: ${page.total}건 중 ${page.rows.length}건`,
    ];
    if (page.total === 0) head.push("한눈보기가 제공되는 법령 중 일치하는 것이 없습니다.");
    const lines = page.rows.map((r) =>
      `- ${r.name} 시행 ${ymd(r.effectiveDate)} · 콘텐츠 ${
        r.contentCount ?? "?"
      }건 · MST ${r.mst}` +
      ` → get_law_oneview {"mst":"${r.mst}"}`
    );
    const more = moreLine("get_law_oneview", given(a), next);
    const { text } = fitLines(head, lines, more ? [more] : [], ctx.maxChars, "display를 줄이세요.");
    return {
      structured: {
        mode: "list" as const,
        total: page.total,
        page: page.page,
        next,
        laws: page.rows,
        meta: track.meta(),
      },
      text,
    };
  },
});
