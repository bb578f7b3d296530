/**
 * `search_law`: find statutes by name or 약칭.
 *
 * @module
 */

import { z } from "zod";
import { defineListTool } from "../list_tool.ts";
import { searchLaws } from "../statute_source.ts";
import { DEMO_LAWS, orDemo, SearchLawRowSchema } from "../demo_kinds.ts";
import { showDate } from "../../vocab/dates.ts";
import { pointer } from "../../vocab/pointer.ts";
import { queryArg } from "../../vocab/params.ts";
import { normalizeLawName } from "../../law/names.ts";
import { DrfError } from "../../errors.ts";
import { findRepeal, type Repeal, repealLines, RepealSchema } from "./repeal.ts";

/** A query that names one statute (not a topic word): worth a look in the version list. */
const LAW_NAME = /(법|법률|령|규칙)$/;

/** The `search_law` tool. */
export const searchLaw = defineListTool({
  name: "search_law",
  title: "법령 검색",
  targets: ["law", "eflaw"],
  intents: ["법령 검색", "법 찾", "법률 찾", "법령명", "무슨 법"],
  description: "Find statutes (법률·시행령·시행규칙) by name or 약칭, exact names first; " +
    "gives 법령ID for get_law_text.",
  args: { query: queryArg.describe("법령명 또는 약칭 (예: 건축법, 화관법)") },
  row: SearchLawRowSchema,
  extra: {
    resolvedQuery: z.string().describe("query after 약칭 expansion"),
    repealed: RepealSchema.optional().describe(
      "no current statute of this name: what the data says",
    ),
  },
  fetch: (a, ctx, call) =>
    // Demo mode: a name the recordings hold no search of answers from their statutes' titles.
    orDemo(ctx, a, DEMO_LAWS, async () => {
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
    }, { resolvedQuery: a.query }),
  heading: (_a, extra) =>
    [...(extra?.repealed ? repealLines(extra.repealed) : []), `'${extra?.resolvedQuery}' 법령 검색`]
      .join("\n"),
  line: (r) =>
    // A partial demo row knows only its name and ids: it prints no "[?, ?] 시행 ".
    `- ${r.name}${r.abbreviation ? ` (${r.abbreviation})` : ""}${
      r.kind || r.status || r.effectiveDate
        ? ` [${r.kind ?? "?"}, ${r.status ?? "?"}] 시행 ${showDate(r.effectiveDate)}`
        : ""
    } · 법령ID ${r.lawId}${r.mst ? ` · MST ${r.mst}` : ""}`,
  empty: "현행 법령 중 일치하는 법령이 없습니다. 약칭·띄어쓰기를 바꿔 보세요.",
  open: (r) => ({ label: "본문", call: pointer("get_law_text", { lawId: r.lawId }) }),
});
