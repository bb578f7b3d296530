/**
 * The statute part of a research plan: one search_law resolves the law, and branches that need
 * its ID wait for that single call instead of each looking the name up. A question that names
 * no law is resolved first by retrieval over the library with the topic table (./query.ts),
 * else by 지능형 검색 (the law of its first hit) — never by searching a sentence or one of its
 * words as a law name.
 *
 * @module
 */

import { josa } from "../korean/mod.ts";
import { matchRank, rankByName } from "../law/names.ts";
import type { ResearchQuery } from "./query.ts";
import {
  awaiting,
  type BranchOutput,
  type BranchSpec,
  type BranchTool,
  type FitArgs,
  type ToolArgs,
} from "./types.ts";

/** What the law part is built from (a part of the plan's input, ./tasks.ts `PlanInput`). */
export interface LawPartInput {
  /** The read query. */
  q: ResearchQuery;
  /** Statute given by ID (skips resolution). */
  lawId?: string;
  /** Statute given by MST (skips resolution). */
  mst?: string;
  /** Derived arguments under the names each tool takes. Default: unchanged. */
  fit?: FitArgs;
  /** Whether `tool` takes the vocabulary name `arg` (which statute locator to give it). */
  takes?: (tool: BranchTool, arg: string) => boolean;
}

/** How the plan found its statute. */
export type LawRoute = "named" | "given" | "topic" | "ai_or_name";

/** A resolve branch (unless the law was given by ID) and a maker of branches that need the law. */
export interface LawPart {
  /** The resolve branch(es), if any. */
  specs: BranchSpec[];
  /** Builds a branch that needs the law; `byName` tools get the found name instead of the ID. */
  dep: (
    id: string,
    label: string,
    tool: BranchTool,
    extra: ToolArgs,
    byName?: boolean,
  ) => BranchSpec;
  /** The law's name: as read from the query, or the topic table's first candidate. */
  name?: string;
  /** Articles to open when the query cites none (the topic table's, for its candidate). */
  articles: string[];
  /** How the statute is found. */
  route: LawRoute;
}

function given(p: LawPartInput, name: string | undefined): LawPart {
  // The most precise locator each tool takes (version lists look a law up by name first).
  const locs: [string, string | undefined][] = [
    ["lawId", p.lawId],
    ["mst", p.mst],
    ["name", name],
  ];
  const takes = p.takes ?? (() => true);
  return {
    specs: [],
    name,
    articles: [],
    route: "given",
    dep: (id, label, tool, extra, byName) => {
      const order = byName ? [locs[2], locs[0], locs[1]] : locs;
      const loc = order.find(([k, v]) => v && takes(tool, k));
      if (loc) return { id, label, tool, args: { [loc[0]]: loc[1], ...extra } };
      const have = locs.filter(([, v]) => v).map(([k]) => k).join(", ");
      return {
        id,
        label,
        tool,
        pending: `${
          josa(tool, "은/는")
        } 주어진 법령 지정(${have})으로 찾지 않습니다: name이나 lawId를 주세요`,
      };
    },
  };
}

/** The best search row for `wanted` (or the search's own resolved query), or why none fits. */
function pick(
  wanted: string | undefined,
  s: BranchOutput<"search_law">,
): { lawId: string; name: string } | string {
  const rows = s.rows;
  const q = wanted ?? s.resolvedQuery;
  const best = rankByName(q, rows)[0];
  if (!best || matchRank(q, best) > 3) {
    const near = rows.slice(0, 3).map((r) => r.name).join(", ");
    return `'${q}'에 맞는 법령을 특정하지 못했습니다${near ? ` (후보: ${near})` : ""}`;
  }
  return { lawId: best.lawId, name: best.name };
}

/**
 * The law part of a plan.
 *
 * @example
 * ```ts
 * import { readQuery } from "./query.ts";
 * import { lawPart } from "./law_part.ts";
 * const part = lawPart({ q: readQuery("퇴직금은 어떻게 계산하나요") });
 * part.route; // "topic"
 * part.specs[0].args; // { query: "근로자퇴직급여 보장법", display: 10 }
 * ```
 */
export function lawPart(p: LawPartInput): LawPart {
  const named = p.q.lawName;
  if (p.lawId || p.mst) return given(p, named);
  const candidate = named ? undefined : p.q.candidates[0];
  const wanted = named ?? candidate?.name;
  const fit = p.fit ?? ((_tool, args) => args);
  const specs: BranchSpec[] = [];
  const law = { id: "law", tool: "search_law" } as const;
  if (wanted) {
    specs.push({
      ...law,
      label: candidate ? `법령 확인 (주제어 '${candidate.topic}')` : "법령 확인",
      args: { query: wanted, display: 10 },
    });
  } else {
    // No law named, none in the topic table or the library: 지능형 검색 reads the question, and
    // the law search looks up the law of its first hit. A word of the question is never searched
    // as a law's name ("옆집", "애가", "검찰이라" are no statutes).
    const ai = { id: "ai", tool: "ai_search_law" } as const;
    specs.push({
      ...ai,
      label: "관련 조문 (지능형 검색)",
      args: { query: p.q.text.slice(0, 500), display: 5 },
    }, {
      ...law,
      label: "법령 확인 (지능형 검색이 찾은 법령)",
      after: awaiting(ai, (s) => {
        const found = s.rows.find((r) => r.name && r.family !== "행정규칙")?.name;
        if (found) return fit(law.tool, { query: found, display: 10 });
        return "지능형 검색이 법령을 찾지 못했습니다: 질문의 낱말을 법령명으로 찾지 않습니다";
      }),
    });
  }
  return {
    specs,
    name: wanted,
    articles: candidate?.articles ?? [],
    route: named ? "named" : candidate ? "topic" : "ai_or_name",
    // byName: tools that look a law up by its exact name (version lists) get the found name.
    dep: (id, label, tool, extra, byName) => ({
      id,
      label,
      tool,
      ...(wanted ? { args: { name: wanted, ...extra } } : {}),
      after: awaiting(law, (s) => {
        const loc = pick(wanted, s);
        if (typeof loc === "string") return loc;
        return fit(tool, { ...(byName ? { name: loc.name } : { lawId: loc.lawId }), ...extra });
      }),
    }),
  };
}
