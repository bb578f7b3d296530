/**
 * The research tasks as declarative branch lists: which tools a question of each kind needs,
 * with arguments taken from the query. A statute is resolved once (search_law) and the branches
 * that need its ID wait for that one call; everything else starts at once.
 *
 * @module
 */

import { contentWords } from "../korean/mod.ts";
import { DECISION_DOMAINS, type DecisionDomainId } from "../law/decision_domains.ts";
import type { DisputeArea } from "../route/types.ts";
import { lawPart, type LawPartInput } from "./law_part.ts";
import type { ResearchQuery } from "./query.ts";
import {
  awaiting,
  type BranchSpec,
  type BranchTool,
  type FitArgs,
  type ToolArgs,
} from "./types.ts";

/** The research tasks. */
export const RESEARCH_TASKS = [
  "full_research",
  "law_system",
  "action_basis",
  "dispute_prep",
  "amendment_track",
  "ordinance_compare",
  "procedure_detail",
  "document_review",
] as const;

/** One research task. */
export type ResearchTask = typeof RESEARCH_TASKS[number];

/** korean-law-mcp scenarios and their task, so a scenario given as the task still runs. */
export const SCENARIO_TASKS: Readonly<Record<Scenario, ResearchTask>> = {
  penalty: "action_basis",
  delegation: "law_system",
  impact: "law_system",
  timeline: "amendment_track",
  time_travel: "amendment_track",
  compliance: "ordinance_compare",
  customs: "full_research",
  action_plan: "full_research",
  manual: "procedure_detail",
};

/** The peer's scenario names. */
export const SCENARIOS = [
  "penalty",
  "delegation",
  "impact",
  "timeline",
  "time_travel",
  "compliance",
  "customs",
  "action_plan",
  "manual",
] as const;

/** One peer scenario. */
export type Scenario = typeof SCENARIOS[number];

/** A task or a scenario name (a scenario runs its task) → the task and the scenario. */
export function taskOf(
  name: ResearchTask | Scenario,
  scenario?: Scenario,
): { task: ResearchTask; scenario?: Scenario } {
  const asScenario = (SCENARIOS as readonly string[]).includes(name) ? name as Scenario : undefined;
  const task = asScenario ? SCENARIO_TASKS[asScenario] : name as ResearchTask;
  const s = scenario ?? asScenario;
  return { task, ...(s ? { scenario: s } : {}) };
}

/** Decision collection where each area's disputes are heard besides the courts. */
export const DISPUTE_DECISIONS: Readonly<Record<DisputeArea, DecisionDomainId>> = {
  tax: "ttSpecialDecc",
  labor: "nlrc",
  privacy: "ppc",
  competition: "ftc",
  general: "decc",
};

/** What a plan is built from. */
export interface PlanInput extends LawPartInput {
  /** Scenario (peer vocabulary), if any. */
  scenario?: Scenario;
  /** Text to review (document_review). */
  text?: string;
  /** Clauses to review at most. */
  maxClauses?: number;
  /** Period of the decisions searched (YYYYMMDD, inclusive). */
  from?: string;
  /** End of that period. */
  to?: string;
  /** amendment_track: read the cited article's change history (default true). */
  includeHistory?: boolean;
  /** Whether a tool is registered (document_review delegates only when it is). */
  hasTool: (name: BranchTool) => boolean;
  /**
   * A branch's arguments (vocabulary names) under the names its tool takes, so the call that
   * runs and the one printed are what the tool validates. Default: unchanged.
   */
  fit?: FitArgs;
}

const base = (name: string) => name.replace(/\s*(시행령|시행규칙)$/, "");

/** Whether a decision collection's search can be bounded by dates. */
export function datedSearch(domain: DecisionDomainId): boolean {
  return Boolean(DECISION_DOMAINS[domain].dateParam);
}

/** Every branch's own arguments fitted to its tool (derived ones are fitted where derived). */
function fitted(specs: BranchSpec[], fit: PlanInput["fit"]): BranchSpec[] {
  if (!fit) return specs;
  return specs.map((s) => s.args ? { ...s, args: fit(s.tool, s.args) } : s);
}

/**
 * The branches of a task.
 *
 * @example
 * ```ts
 * import { readQuery } from "./query.ts";
 * import { planTask } from "./tasks.ts";
 * planTask("law_system", { q: readQuery("건축법"), hasTool: () => true }).map((b) => b.tool);
 * // ["search_law", "get_law_system", "get_delegated_laws", "get_three_way_comparison"]
 * ```
 */
export function planTask(task: ResearchTask, p: PlanInput): BranchSpec[] {
  return fitted(branches(task, p), p.fit);
}

function branches(task: ResearchTask, p: PlanInput): BranchSpec[] {
  const { q } = p;
  const fit = p.fit ?? ((_tool, args) => args);
  const law = lawPart(p);
  // The articles cited, else those the topic table opens for its statute.
  const cited = q.articles.length ? q.articles : law.articles;
  const arts = (_q: ResearchQuery): ToolArgs => (cited.length ? { articles: cited } : {});
  const lawBase = law.name ? base(law.name) : undefined;
  // Decisions and rules are searched by words, never by the sentence as written.
  const topic = q.topic || lawBase || contentWords(q.text).slice(0, 2).join(" ") ||
    q.text.slice(0, 100);
  const period = { ...(p.from ? { from: p.from } : {}), ...(p.to ? { to: p.to } : {}) };
  // The period bounds the collections whose search takes dates (not the committees).
  const decisions = (
    id: string,
    label: string,
    domain: DecisionDomainId,
    query: string,
  ): BranchSpec => ({
    id,
    label,
    tool: "search_decisions",
    args: { domain, query, display: 5, ...(datedSearch(domain) ? period : {}) },
  });
  /**
   * The groundwork of a statute question: the article, what it delegates, the statute's 별표
   * or 서식 (`kind`, shown as `what`) and — when the query named the 법률 itself — those of its
   * 시행령 or 시행규칙 (`tier`).
   */
  const groundwork = (
    textLabel: string,
    kind: string,
    what: string,
    ids: [string, string],
    tier: string,
  ): BranchSpec[] => [
    ...law.specs,
    law.dep("text", textLabel, "get_law_text", arts(q)),
    law.dep("delegated", "위임 법령", "get_delegated_laws", arts(q)),
    law.dep(ids[0], what, "get_annexes", { kind }),
    ...(lawBase && law.name === lawBase
      ? [
        {
          id: ids[1],
          label: `${tier} ${what}`,
          tool: "get_annexes",
          args: { name: `${lawBase} ${tier}`, kind },
        } satisfies BranchSpec,
      ]
      : []),
  ];
  const adminRules: BranchSpec = {
    id: "admrul",
    label: "행정규칙",
    tool: "search_admin_rules",
    args: { query: lawBase ?? topic, display: 5 },
  };
  switch (task) {
    case "full_research": {
      const out = [
        ...law.specs,
        law.dep("text", "조문", "get_law_text", arts(q)),
        decisions("prec", "판례", "prec", topic),
        decisions("expc", "법령해석례", "expc", topic),
        adminRules,
      ];
      // The law part already ran 지능형 검색 when it had to find the law; with a topic's law
      // and articles in hand it would only repeat them.
      if (!q.articles.length && (law.route === "named" || law.route === "given")) {
        out.splice(law.specs.length + 1, 0, {
          id: "ai",
          label: "관련 조문 (지능형 검색)",
          tool: "ai_search_law",
          args: { query: q.text.slice(0, 500), display: 5 },
        });
      }
      if (p.scenario === "customs") {
        out.push(decisions("customs", "관세청 해석", "kcsCgmExpc", topic));
        out.push(decisions("tax", "조세심판", "ttSpecialDecc", topic));
      }
      if (p.scenario === "action_plan") out.push(law.dep("annex", "별표·서식", "get_annexes", {}));
      return out;
    }
    case "law_system": {
      const out = [
        ...law.specs,
        law.dep("system", "법령 체계도", "get_law_system", {}),
        law.dep("delegated", "위임 법령", "get_delegated_laws", arts(q)),
        law.dep("threeway", "3단 비교 (위임조문)", "get_three_way_comparison", arts(q)),
      ];
      if ((p.scenario === "delegation" || p.scenario === "impact") && lawBase) {
        out.push({
          id: "ordinLinks",
          label: "연계 자치법규",
          tool: "get_law_ordinance_links",
          args: { target: "lnkLs", query: lawBase },
        });
      }
      return out;
    }
    case "action_basis": {
      const out = [
        ...groundwork("근거 조문", "별표", "별표 (처분기준)", ["annex", "decreeAnnex"], "시행령"),
        adminRules,
        decisions("expc", "법령해석례", "expc", topic),
      ];
      if (p.scenario === "penalty") out.push(decisions("decc", "행정심판 재결", "decc", topic));
      return out;
    }
    case "dispute_prep": {
      const target = DISPUTE_DECISIONS[q.area];
      const out: BranchSpec[] = [
        {
          id: "appealPeriod",
          label: "행정심판 청구기간 (행정심판법 제27조)",
          tool: "get_law_text",
          args: { name: "행정심판법", articles: ["제27조"] },
        },
        {
          id: "suitPeriod",
          label: "취소소송 제소기간 (행정소송법 제20조)",
          tool: "get_law_text",
          args: { name: "행정소송법", articles: ["제20조"] },
        },
        decisions(
          "domain",
          `${q.area === "general" ? "행정심판" : "전문 심판·위원회"} 결정`,
          target,
          topic,
        ),
      ];
      if (target !== "decc") out.push(decisions("decc", "행정심판 재결", "decc", topic));
      out.push(decisions("prec", "판례", "prec", topic));
      if (q.caseNumbers.length) {
        out.push({
          id: "case",
          label: `인용 사건 ${q.caseNumbers[0]}`,
          tool: "search_decisions",
          args: { caseNumber: q.caseNumbers[0] },
        });
      }
      return out;
    }
    case "amendment_track": {
      const out = [
        ...law.specs,
        law.dep("versions", "연혁 (시행일별 판)", "list_law_versions", {}, true),
        law.dep("oldNew", "신구법 대비", "compare_old_new", {}),
      ];
      if (q.articles.length && p.includeHistory !== false) {
        out.push(
          law.dep("history", `${q.articles[0]} 변경 이력`, "get_article_history", {
            articles: [q.articles[0]],
          }),
        );
      }
      return out;
    }
    case "ordinance_compare": {
      const out = [
        ...law.specs,
        law.dep("radar", "위임 조례 현황", "ordinance_radar", { display: 20 }),
        q.articles.length
          ? law.dep("parent", "상위법 조문", "get_law_text", arts(q))
          : law.dep("parent", "상위법의 자치법규 위임", "get_delegated_laws", {
            kinds: ["자치법규"],
          }),
      ];
      if (q.topic) {
        const search = { id: "ordinSearch", tool: "search_ordinances" } as const;
        out.push({ ...search, label: "자치법규 검색", args: { query: q.topic, display: 5 } });
        out.push({
          id: "ordinance",
          label: "자치법규 본문 (검색 1순위)",
          tool: "get_ordinance",
          after: awaiting(search, (s) => {
            const row = s.rows[0];
            return row
              ? fit("get_ordinance", { mst: row.serial })
              : `'${q.topic}' 자치법규가 검색되지 않았습니다`;
          }),
        });
      }
      return out;
    }
    case "procedure_detail":
      return groundwork("절차 조문", "서식", "서식", ["forms", "ruleForms"], "시행규칙");
    case "document_review": {
      const args = {
        text: p.text ?? q.text,
        ...(p.maxClauses ? { maxClauses: p.maxClauses } : {}),
      };
      return [{
        id: "review",
        label: "문서 조항 검토",
        tool: "analyze_document",
        args,
        ...(p.hasTool("analyze_document") ? {} : {
          pending:
            "analyze_document(계약·약관 조항 검토)가 아직 이 서버에 없습니다: parse_article_references로 인용만 확인할 수 있습니다",
        }),
      }];
    }
  }
}
