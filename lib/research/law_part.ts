/**
 * The statute part of a research plan: one search_law resolves the law named in the query, and
 * branches that need its ID wait for that single call instead of each looking the name up.
 *
 * @module
 */

import { matchRank, rankByName } from "../law/names.ts";
import type { PlanInput } from "./tasks.ts";
import type { BranchSpec, ToolArgs } from "./types.ts";

/** A resolve branch (unless the law was given by ID) and a maker of branches that need the law. */
export interface LawPart {
  /** The resolve branch, if any. */
  specs: BranchSpec[];
  /** Builds a branch that needs the law; `byName` tools get the found name instead of the ID. */
  dep: (id: string, label: string, tool: string, extra: ToolArgs, byName?: boolean) => BranchSpec;
  /** The law's name as read from the query. */
  name?: string;
}

/** The law part of a plan. */
export function lawPart(p: PlanInput): LawPart {
  const name = p.q.lawName;
  if (p.lawId || p.mst) {
    // The most precise locator each tool takes (version lists look a law up by name first).
    const given: [string, string | undefined][] = [
      ["lawId", p.lawId],
      ["mst", p.mst],
      ["name", name],
    ];
    const takes = p.takes ?? (() => true);
    return {
      specs: [],
      name,
      dep: (id, label, tool, extra, byName) => {
        const order = byName ? [given[2], given[0], given[1]] : given;
        const loc = order.find(([k, v]) => v && takes(tool, k));
        if (loc) return { id, label, tool, args: { [loc[0]]: loc[1], ...extra } };
        const have = given.filter(([, v]) => v).map(([k]) => k).join(", ");
        return {
          id,
          label,
          tool,
          pending:
            `${tool}은(는) 주어진 법령 지정(${have})으로 찾지 않습니다: name이나 lawId를 주세요`,
        };
      },
    };
  }
  const wanted = name ?? (p.q.topic || p.q.text).slice(0, 200);
  const resolve: BranchSpec = {
    id: "law",
    label: "법령 확인",
    tool: "search_law",
    args: { query: wanted, display: 10 },
  };
  const pick = (s: Record<string, unknown>): ToolArgs | string => {
    const rows = (s.rows ?? []) as { lawId: string; name: string; abbreviation?: string }[];
    const best = rankByName(wanted, rows)[0];
    if (!best || matchRank(wanted, best) > 3) {
      const near = rows.slice(0, 3).map((r) => r.name).join(", ");
      return `'${wanted}'에 맞는 법령을 특정하지 못했습니다${near ? ` (후보: ${near})` : ""}`;
    }
    return { lawId: best.lawId, name: best.name };
  };
  return {
    specs: [resolve],
    name,
    // byName: tools that look a law up by its exact name (version lists) get the found name.
    dep: (id, label, tool, extra, byName) => ({
      id,
      label,
      tool,
      args: { name: wanted, ...extra },
      after: "law",
      derive: (s) => {
        const loc = pick(s);
        if (typeof loc === "string") return loc;
        return { ...(byName ? { name: loc.name } : { lawId: loc.lawId }), ...extra };
      },
    }),
  };
}
