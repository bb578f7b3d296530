/**
 * `suggest_law_names`: completes a partial statute name from one `law` search plus the 약칭
 * table, ranked exact → 약칭 → prefix → contains.
 *
 * @module
 */

import { z } from "zod";
import { LAW_ABBREVIATIONS, normalizeLawName, resolveLawAlias } from "../../law/names.ts";
import { parseLawSearch } from "../../parse/search.ts";
import { defineListTool } from "../list_tool.ts";
import { pageOf } from "../paging.ts";
import { drf } from "../common.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const MATCHES = ["exact", "alias", "prefix", "contains"] as const;
type Match = typeof MATCHES[number];

const SuggestionSchema = z.object({
  name: z.string(),
  match: z.enum(MATCHES),
  alias: z.string().optional().describe("the 약칭 that matched"),
  lawId: z.string().optional(),
  mst: z.string().optional(),
  kind: z.string().optional(),
});
type Suggestion = z.output<typeof SuggestionSchema>;

const RANK: Record<Match, number> = { exact: 0, alias: 1, prefix: 2, contains: 3 };

/** The `suggest_law_names` tool. */
export const suggestLawNames: GeneratedTool<"suggest_law_names"> = defineListTool({
  name: "suggest_law_names",
  title: "법령명 자동완성",
  targets: ["law"],
  aliases: ["autocomplete_law_name"],
  description: "Complete a partial statute name or 약칭 (건축 → 건축법, 화관 → 화학물질관리법); " +
    "exact, 약칭 and prefix matches first.",
  args: { query: z.string().trim().min(1).max(100).describe("start of a name or 약칭") },
  display: 10,
  row: SuggestionSchema,
  async fetch(a, ctx, call) {
    const p = normalizeLawName(a.query);
    const out = new Map<string, Suggestion>();
    const add = (s: Suggestion) => {
      const prev = out.get(s.name);
      if (!prev || RANK[s.match] < RANK[prev.match]) out.set(s.name, { ...prev, ...s });
      else if (!prev.lawId && s.lawId) {
        out.set(s.name, { ...s, match: prev.match, alias: prev.alias });
      }
    };
    for (const [alias, name] of Object.entries(LAW_ABBREVIATIONS)) {
      const n = normalizeLawName(alias);
      if (n === p || n.startsWith(p)) add({ name, match: "alias", alias });
    }
    const res = await drf(ctx, call.track, "search", "law", {
      query: resolveLawAlias(a.query),
      display: 100,
    });
    const target = normalizeLawName(resolveLawAlias(a.query));
    for (const r of parseLawSearch(res.data).rows) {
      const n = normalizeLawName(r.name);
      const match: Match = n === target
        ? "exact"
        : r.abbreviation && normalizeLawName(r.abbreviation).startsWith(p)
        ? "alias"
        : n.startsWith(target)
        ? "prefix"
        : "contains";
      add({
        name: r.name,
        match,
        ...(match === "alias" ? { alias: r.abbreviation } : {}),
        lawId: r.lawId,
        mst: r.mst,
        kind: r.kind,
      });
    }
    const ranked = [...out.values()]
      .sort((x, y) => RANK[x.match] - RANK[y.match] || x.name.length - y.name.length);
    return pageOf(ranked, a.page, a.display);
  },
  heading: (a) => `'${a.query}' 법령명 후보`,
  line: (s) =>
    `- ${s.name} (${s.match}${s.alias ? `: ${s.alias}` : ""})` +
    (s.lawId ? ` · 법령ID ${s.lawId}` : ""),
  empty: "후보가 없습니다. 더 짧게 또는 다른 단어로 입력해 보세요.",
});
