/**
 * `search_law` with `scope: "body" | "both"`: articles of every statute found by their words, from
 * the local law library (milliseconds, no upstream call). Each hit names the law and the article
 * and marks the matched words «…». Without a library the answer says what body search needs,
 * never "0건".
 *
 * @module
 */

import { z } from "zod";
import { InputError } from "../../errors.ts";
import type { ToolContext } from "../define.ts";
import { libraryLabel } from "../library_access.ts";
import { libraryOf } from "../library_source.ts";
import type { ListPageData } from "../list_tool.ts";
import type { DemoLawRow } from "../demo_kinds.ts";
import { LawRowSchema } from "../schemas.ts";

/** A search_law row: a statute, and for a body hit the article that matched. */
export type LawHitRow = DemoLawRow & {
  article?: string;
  articleTitle?: string;
  snippet?: string;
};

/** Schema of {@link LawHitRow}. */
export const LawHitRowSchema: z.ZodType<LawHitRow> = LawRowSchema.extend({
  mst: z.string().optional().describe("absent only in a partial demo answer"),
  article: z.string().optional().describe("scope body/both: the article matched (제750조)"),
  articleTitle: z.string().optional(),
  snippet: z.string().optional().describe("the matched words marked «…»"),
});

/** How to get a library, for the answers that need one. */
export const GET_A_LIBRARY = "법령 본문 검색(scope body·both)은 로컬 법령 사본이 있어야 합니다: " +
  "`deno task library import <legalize-kr 경로·.tar.gz·URL>` 또는 LAW_OC와 함께 " +
  "`deno task library sync` (파일은 BEOPMANG_LIBRARY, 기본은 캐시 디렉터리의 law-library.db). " +
  '법령명 검색은 scope "name"으로 지금 됩니다.';

/** Characters of a hit's snippet: the matched words with a little context, not the article. */
const SNIPPET_CHARS = 120;

function clip(snippet: string): string {
  if (snippet.length <= SNIPPET_CHARS) return snippet;
  // Never cut inside a «mark».
  let end = SNIPPET_CHARS;
  const open = snippet.lastIndexOf("«", end);
  if (open > snippet.lastIndexOf("»", end)) end = snippet.indexOf("»", end) + 1 || end;
  return `${snippet.slice(0, end).trimEnd()}…`;
}

/** Most article hits one body search ranks. */
const MAX_HITS = 200;

/**
 * One page of article hits for `query` (scope body) or of law-name rows then article hits
 * (scope both, `names` being the name search's rows).
 */
export async function bodySearchPage(
  ctx: ToolContext,
  a: { query: string; page: number; display: number; scope: "body" | "both" },
  names: LawHitRow[] = [],
): Promise<ListPageData<LawHitRow>> {
  const lib = await libraryOf(ctx);
  if (!lib) throw new InputError(GET_A_LIBRARY, "scope");
  // Ranked whole (milliseconds), so the total is the count of hits up to the cap; only the
  // articles up to the end of this page are read for their snippets.
  const start = (a.page - 1) * a.display;
  const snippets = Math.max(0, start + a.display - names.length);
  const hits = lib.searchBody(a.query, { limit: MAX_HITS, scope: "both", snippets });
  const articleRows = hits.map((h): LawHitRow => ({
    lawId: h.lawId,
    ...(h.mst ? { mst: h.mst } : {}),
    name: h.lawName,
    ...(h.kind ? { kind: h.kind } : {}),
    article: h.article,
    ...(h.articleTitle ? { articleTitle: h.articleTitle } : {}),
    snippet: clip(h.snippet),
  }));
  const all = [...names, ...articleRows];
  const top = articleRows[0];
  ctx.library?.reads.push({
    kind: "library",
    label: libraryLabel(lib.facts()),
    ...(top ? { lawId: top.lawId, name: top.name, article: top.article } : {}),
  });
  return {
    total: all.length,
    page: a.page,
    rows: all.slice(start, start + a.display),
    local: true,
  };
}

/** One hit as a line: `- 민법 제750조(불법행위의 내용): «고의» 또는 과실로…`. */
export function hitLine(r: LawHitRow): string {
  // A law with no articles is a hit by its own text: no article to name.
  return `- ${r.name}${r.article ? ` ${r.article}` : ""}${
    r.articleTitle ? `(${r.articleTitle})` : ""
  }: ${r.snippet ?? ""}`;
}
