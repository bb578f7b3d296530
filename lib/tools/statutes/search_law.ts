/**
 * `search_law`: find statutes by name or 약칭.
 *
 * @module
 */

import { z } from "zod";
import { defineListTool } from "../list_tool.ts";
import { searchLaws } from "../statute_source.ts";
import { DEMO_LAWS, orDemo } from "../demo_kinds.ts";
import { showDate } from "../../vocab/dates.ts";
import { pointer } from "../../vocab/pointer.ts";
import { queryArg } from "../../vocab/params.ts";
import { normalizeLawName, rankByName, resolveLawAlias } from "../../law/names.ts";
import { libraryOf, librarySearch } from "../library_source.ts";
import { DrfError } from "../../errors.ts";
import { findRepeal, type Repeal, repealLines, RepealSchema } from "./repeal.ts";
import { bodySearchPage, hitLine, LawHitRowSchema } from "./body_search.ts";
import { sourceArg } from "../../vocab/params.ts";
import { z as zod } from "zod";
import type { GeneratedTool } from "../tool_types.gen.ts";

/** A query that names one statute (not a topic word): worth a look in the version list. */
const LAW_NAME = /(법|법률|령|규칙)$/;

/** The `search_law` tool. */
export const searchLaw: GeneratedTool<"search_law"> = defineListTool({
  name: "search_law",
  title: "법령 검색",
  targets: ["law", "eflaw"],
  intents: ["법령 검색", "법 찾", "법률 찾", "법령명", "무슨 법"],
  description: "Statutes by name or 약칭, exact first (scope body: articles by their words); " +
    "gives 법령ID for get_law_text.",
  args: {
    query: queryArg,
    scope: zod.enum(["name", "body", "both"]).default("name"),
    source: sourceArg,
  },
  row: LawHitRowSchema,
  extra: {
    resolvedQuery: z.string().describe("query after 약칭 expansion"),
    repealed: RepealSchema.optional().describe(
      "no current statute of this name: what the data says",
    ),
  },
  fetch: async (a, ctx, call) => {
    if (a.scope !== "name") {
      // both: the names the library lists (law.go.kr's only when a key finds the library old).
      const names = a.scope === "both" ? await bothNames(ctx, call.track, a.query) : [];
      const page = await bodySearchPage(ctx, { ...a, scope: a.scope }, names);
      return { ...page, extra: { resolvedQuery: a.query } };
    }
    return await nameSearch(a, ctx, call);
  },
  heading: (a, extra) =>
    [
      ...(extra?.repealed ? repealLines(extra.repealed) : []),
      `'${extra?.resolvedQuery}' ${a.scope === "name" ? "법령" : "법령·조문"} 검색`,
    ].join("\n"),
  line: (r) =>
    r.article || r.snippet
      ? hitLine(r) // A partial demo row knows only its name and ids: it prints no "[?, ?] 시행 ".
      : `- ${r.name}${r.abbreviation ? ` (${r.abbreviation})` : ""}${
        r.kind || r.status || r.effectiveDate
          ? ` [${r.kind ?? "?"}, ${r.status ?? "?"}] 시행 ${showDate(r.effectiveDate)}`
          : ""
      } · 법령ID ${r.lawId}${r.mst ? ` · MST ${r.mst}` : ""}`,
  empty: (a) =>
    a.scope === "name"
      ? "현행 법령 중 일치하는 법령이 없습니다. 약칭·띄어쓰기를 바꿔 보세요."
      : "이 낱말이 든 조문이 로컬 법령 사본에 없습니다. 다른 낱말(법률 용어)로 찾아 보세요.",
  open: (r) => ({
    label: "본문",
    call: pointer(
      "get_law_text",
      r.article ? { lawId: r.lawId, articles: [r.article] } : { lawId: r.lawId },
    ),
  }),
});

async function bothNames(
  ctx: Parameters<typeof searchLaws>[0],
  track: Parameters<typeof searchLaws>[1],
  query: string,
) {
  const local = await librarySearch(ctx, { query: resolveLawAlias(query), display: 100 });
  if (local) return rankByName(resolveLawAlias(query), local.rows);
  if (!(await libraryOf(ctx))) return []; // body search answers that it needs a library
  return (await searchLaws(ctx, track, { query, display: 100 })).page.rows;
}

/** The name search (today's search_law): the library's or law.go.kr's list of statutes. */
function nameSearch(
  a: { query: string; page: number; display: number },
  ctx: Parameters<typeof searchLaws>[0],
  call: { track: Parameters<typeof searchLaws>[1] },
) {
  // Demo mode: a name the recordings hold no search of answers from their statutes' titles.
  return orDemo(ctx, a, DEMO_LAWS, async () => {
    const { resolvedQuery, page } = await searchLaws(ctx, call.track, a);
    const want = normalizeLawName(resolvedQuery);
    const exact = page.rows.some((r) =>
      normalizeLawName(r.name) === want ||
      (!!r.abbreviation && normalizeLawName(r.abbreviation) === want)
    );
    if (exact || a.page > 1 || !LAW_NAME.test(resolvedQuery)) {
      return { ...page, extra: { resolvedQuery } };
    }
    let repealed: Repeal | undefined;
    try {
      repealed = await findRepeal(ctx, call.track, resolvedQuery);
    } catch (e) {
      // The version list is a second look; its failure leaves the current list as the answer.
      if (!(e instanceof DrfError) || e.code === "BUDGET_EXHAUSTED") throw e;
    }
    return { ...page, extra: { resolvedQuery, ...(repealed ? { repealed } : {}) } };
  }, { resolvedQuery: a.query });
}
