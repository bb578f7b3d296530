/**
 * `search_law`: find statutes by name or 약칭.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { formatDate } from "../render_statute.ts";
import { LawRowSchema, MetaSchema } from "../schemas.ts";
import { searchLaws } from "../statute_source.ts";
import { MetaTracker } from "../meta.ts";

const input = z.object({
  query: z.string().trim().min(1).max(200).describe("법령명 또는 약칭 (예: 건축법, 화관법)"),
  page: z.number().int().min(1).max(1000).default(1),
  display: z.number().int().min(1).max(100).default(20).describe("rows per page"),
});

const output = z.object({
  query: z.string(),
  resolvedQuery: z.string().describe("query after 약칭 expansion"),
  total: z.number().int(),
  page: z.number().int(),
  rows: z.array(LawRowSchema),
  next: z.object({ page: z.number().int() }).optional().describe("present when more pages exist"),
  meta: MetaSchema,
});

/** The `search_law` tool. */
export const searchLaw: ToolDef<typeof input, typeof output> = defineTool({
  name: "search_law",
  title: "법령 검색",
  legacyArgs: (a) => {
    const { apiKey: _k, ...rest } = a;
    return rest;
  },
  description: "Find statutes (법률·시행령·시행규칙) by name or 약칭, exact names first; " +
    "gives 법령ID for get_law_text.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const { resolvedQuery, page } = await searchLaws(ctx, track, args);
    const shownSoFar = (page.page - 1) * args.display + page.rows.length;
    const next = shownSoFar < page.total ? { page: page.page + 1 } : undefined;
    const structured = {
      query: args.query,
      resolvedQuery,
      total: page.total,
      page: page.page,
      rows: page.rows,
      next,
      meta: track.meta(),
    };
    const lines = [
      `'${resolvedQuery}' 법령 검색: ${page.total}건 중 ${page.rows.length}건 (${page.page}쪽)`,
      ...page.rows.map((r) =>
        `- ${r.name}${r.abbreviation ? ` (${r.abbreviation})` : ""} [${r.kind ?? "?"}, ${
          r.status ?? "?"
        }] 시행 ${formatDate(r.effectiveDate)} · 법령ID ${r.lawId} · MST ${r.mst}`
      ),
    ];
    if (page.total === 0) lines.push("일치하는 법령이 없습니다. 약칭·띄어쓰기를 바꿔 보세요.");
    if (next) lines.push(`더 보기: search_law {query: "${args.query}", page: ${next.page}}`);
    return { structured, text: lines.join("\n") };
  },
});
