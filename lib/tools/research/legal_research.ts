/**
 * `legal_research`: one question → the several calls it takes (statute text, delegated rules,
 * annexes, decisions, history …) run in parallel under the request's budget and a chain
 * deadline. What finished is the answer; every branch names the call it made, and what did not
 * finish is named with the call that fetches it — each one a pointer that runs as printed.
 *
 * @module
 */

import { z } from "zod";
import { InputError } from "../../errors.ts";
import {
  type ArticlePick,
  branchPointer,
  CHAIN_DEADLINE_RANGE,
  chainDeadlineMs,
  cutText,
  foundName,
  LAW_ROUTES,
  lawNameOf,
  pickIds,
  planTask,
  progressOf,
  ranTool,
  readQuery,
  RESEARCH_TASKS,
  type ResearchCaller,
  ROUTE_NOTES,
  routeOf,
  runChain,
  SCENARIOS,
  synthesis,
  taskOf,
  totalOf,
} from "../../research/mod.ts";
import { loadArticleIndex } from "../../retrieve/source.ts";
import { DISPUTE_AREAS } from "../../route/extract_topics.ts";
import { PointerSchema } from "../../vocab/pointer.ts";
import { dateArg } from "../../vocab/dates.ts";
import { articlesArg, lawLocator } from "../../vocab/params.ts";
import { defineTool, type ToolCaller } from "../define.ts";
import { MetaSchema } from "../schemas.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const AREAS = DISPUTE_AREAS as readonly ["tax", "labor", "privacy", "competition", "general"];

const input = z.object({
  task: z.enum([...RESEARCH_TASKS, ...SCENARIOS]).default("full_research")
    .describe("chain to run; a korean-law-mcp scenario name runs its task with that scenario"),
  query: z.string().trim().min(1).max(2000).optional()
    .describe("the question, e.g. 건축법 제11조 허가 취소 처분 기준"),
  text: z.string().min(1).max(50_000).optional().describe("document_review: the text"),
  scenario: z.enum(SCENARIOS).optional(),
  area: z.enum(AREAS).optional().describe("dispute_prep: where to look besides courts"),
  ...lawLocator,
  articles: articlesArg.optional(),
  from: dateArg.optional().describe("decisions searched: dated from (collections with dates)"),
  to: dateArg.optional().describe("decisions searched: dated to"),
  includeHistory: z.boolean().default(true)
    .describe("amendment_track: the cited article's change history"),
  maxClauses: z.number().int().min(1).max(30).optional(),
  deadlineMs: z.number().int().min(CHAIN_DEADLINE_RANGE.min).max(CHAIN_DEADLINE_RANGE.max)
    .optional().describe("chain deadline (default 45000 or BEOPMANG_CHAIN_DEADLINE_MS)"),
});

const output = z.object({
  task: z.enum(RESEARCH_TASKS),
  query: z.string(),
  scenario: z.enum(SCENARIOS).optional(),
  understood: z.object({
    name: z.string().optional(),
    articles: z.array(z.string()),
    caseNumbers: z.array(z.string()),
    area: z.enum(AREAS),
    topic: z.string().describe("words decisions and rules were searched by"),
    route: z.enum(LAW_ROUTES)
      .describe(
        "how the statute was found: named in the query, given by id, topic table, 지능형 검색, law-name search by noun, or not at all",
      ),
    candidates: z.array(z.object({
      name: z.string(),
      articles: z.array(z.string()),
      topic: z.string().describe(
        "the topic-table word that opened it, else the first word matched",
      ),
      matched: z.array(z.string()).optional().describe("words matched in its articles"),
      via: z.literal("library").optional().describe("found by the library's text alone"),
    })).describe(
      "statutes for a query that names none (library retrieval with the topic table), first first",
    ),
    picks: z.array(z.object({
      name: z.string(),
      article: z.string(),
      title: z.string().optional(),
      matched: z.array(z.string()).describe("the query's words, as the statute writes them"),
      topic: z.string().optional(),
      cited: z.array(z.string()).optional().describe(
        "the query's words whose vocabulary entry names this article",
      ),
    })).describe("the article chosen, then the next two candidates"),
  }).describe("what the query was read as"),
  branches: z.array(z.object({
    id: z.string(),
    label: z.string(),
    call: PointerSchema.optional().describe(
      "the call this branch made or would make (absent: only its parent's call fetches it)",
    ),
    status: z.enum(["ok", "failed", "unfinished", "skipped"]),
    ok: z.boolean(),
    summary: z.string().describe("the tool's text, cut per branch"),
    ids: z.array(z.record(z.string(), z.union([z.string(), z.number()])))
      .describe("ids for follow-up calls"),
    total: z.number().int().optional(),
    error: z.object({ code: z.string(), message: z.string(), retryable: z.boolean() }).optional(),
    reason: z.string().optional(),
    ms: z.number().int(),
  })),
  partial: z.boolean().describe("some branch did not finish: see unfinished"),
  unfinished: z.array(z.object({ call: PointerSchema, reason: z.string() }))
    .describe("calls that fetch what is missing"),
  deadlineMs: z.number().int(),
  elapsedMs: z.number().int(),
  stoppedBy: z.enum(["deadline", "cancelled"]).optional(),
  meta: MetaSchema,
});

const TASK_TITLES: Record<typeof RESEARCH_TASKS[number], string> = {
  full_research: "종합 리서치",
  law_system: "법령 체계",
  action_basis: "처분 근거",
  dispute_prep: "불복 준비",
  amendment_track: "개정 추적",
  ordinance_compare: "조례 비교",
  procedure_detail: "절차 상세",
  document_review: "문서 검토",
};

/**
 * The caller this tool's handler is handed, typed by the research map: the registry that makes
 * it holds every base tool and analyze_document (lib/tools/toolset.ts), and
 * tests/research/typed.test.ts checks that the registry's caller is one of that map.
 */
function researchCaller(tools: ToolCaller): ResearchCaller {
  return tools as unknown as ResearchCaller;
}

/** "민법 제1000조(상속의 순위)" */
const pickName = (p: ArticlePick): string =>
  `${p.name} ${p.article}${p.title ? `(${p.title})` : ""}`;

/**
 * The line that says which article the answer chose and why, and the next two candidates.
 */
function picksLine(picks: readonly ArticlePick[]): string {
  const [first, ...next] = picks;
  if (!first) return "";
  const why =
    (first.matched.length
      ? `맞은 말: ${first.matched.slice(0, 4).join(", ")}`
      : `주제표 '${first.topic ?? ""}'`) +
    (first.cited?.length ? ` (어휘표가 '${first.cited.join("', '")}'에 이 조문을 가리킴)` : "");
  return `\n고른 조문: ${pickName(first)} — ${why}` +
    (next.length ? ` · 다음 후보: ${next.map(pickName).join(", ")}` : "");
}

/** The `legal_research` tool. */
export const legalResearch: GeneratedTool<"legal_research"> = defineTool({
  name: "legal_research",
  title: "법령 종합 리서치",
  aliases: RESEARCH_TASKS.map((task) => ({ name: `chain_${task}`, fixed: { task } })),
  description:
    "Multi-step research in one call (statute, delegated rules, annexes, decisions, history) under a deadline; returns partial results with follow-up calls.",
  input,
  output,
  async handler(args, ctx, call) {
    const { task, scenario } = taskOf(args.task, args.scenario);
    const text = args.query ?? (task === "document_review" ? args.text : undefined);
    if (!text) throw new InputError("query가 필요합니다 (document_review는 text).", "query");
    // The library the statute tools read (the starter too): its text ranks the articles.
    const read = readQuery(text, { index: await loadArticleIndex(ctx.library) });
    const lawName = args.name ? lawNameOf(args.name) : read.lawName;
    const q = {
      ...read,
      ...(lawName ? { lawName } : {}),
      articles: [...new Set([...read.articles, ...(args.articles ?? [])])],
      area: args.area ?? read.area,
    };
    const specs = planTask(task, {
      q,
      scenario,
      lawId: args.lawId,
      mst: args.mst,
      text: args.text,
      maxClauses: args.maxClauses,
      from: args.from,
      to: args.to,
      includeHistory: args.includeHistory,
      hasTool: (n) => call.tools.resolve(n) !== undefined,
      fit: (tool, a) => call.tools.fit(tool, a).arguments,
      takes: call.tools.takes,
    });
    const deadlineMs = chainDeadlineMs(args.deadlineMs);
    const branchChars = Math.max(1_500, Math.floor(ctx.maxChars / Math.max(1, specs.length)));
    const run = await runChain(specs, ctx, {
      tools: researchCaller(call.tools),
      deadlineMs,
      branchChars,
      progress: progressOf(ctx),
    });
    const summaries = new Map<string, string>();
    const branches = run.branches.map((b) => {
      const at = branchPointer(b);
      const summary = b.text ? cutText(b.text, branchChars, at) : b.reason ?? "";
      summaries.set(b.id, summary);
      const total = totalOf(b);
      return {
        id: b.id,
        label: b.label,
        ...(at ? { call: at } : {}),
        status: b.status,
        ok: b.status === "ok",
        summary,
        ids: pickIds(b),
        ...(total !== undefined ? { total } : {}),
        ...(b.error ? { error: b.error } : {}),
        ...(b.reason ? { reason: b.reason } : {}),
        ms: b.ms,
      };
    });
    const unfinished = branches.flatMap((b) =>
      b.status === "unfinished" && b.call ? [{ call: b.call, reason: b.reason ?? "미완료" }] : []
    );
    const done = branches.filter((b) => b.ok).length;
    const failed = branches.filter((b) =>
      b.status === "failed" && b.error?.code !== "NOT_RECORDED"
    );
    const unrecorded = branches.filter((b) => b.error?.code === "NOT_RECORDED");
    const undated = args.from || args.to
      ? run.branches.flatMap((b) => {
        const a = ranTool(b, "search_decisions") ? branchPointer(b)?.arguments : undefined;
        return a && !("from" in a) && !("to" in a) && typeof a.domain === "string"
          ? [a.domain]
          : [];
      })
      : [];
    const footer = [
      ...(undated.length
        ? [
          `기간(from/to)은 날짜로 찾을 수 없는 결정례에는 걸지 않았습니다: ${
            [...new Set(undated)].join(", ")
          } (판례·헌재·해석례·행정심판·특별심판만 날짜 검색).`,
        ]
        : []),
      ...(failed.length
        ? [
          `실패한 갈래 ${failed.length}개는 상위 API 오류입니다 (결과 없음이 아님): ` +
          failed.map((b) => `${b.call?.tool} [${b.error?.code}]`).join(", "),
        ]
        : []),
      ...(unrecorded.length
        ? [
          `데모 자료에 없는 갈래 ${unrecorded.length}개 (결과 없음이 아님 — LAW_OC를 설정하면 ` +
          `law.go.kr에서 찾습니다): ${unrecorded.map((b) => b.call?.tool).join(", ")}`,
        ]
        : []),
      ...(unfinished.length
        ? [
          `부분 결과: ${unfinished.length}개 갈래가 끝나지 않았습니다. 위 '직접 조회' 호출로 이어서 받으세요.`,
        ]
        : []),
    ];
    const route = routeOf(
      Boolean(q.lawName),
      Boolean(args.lawId || args.mst),
      q.candidates[0]?.via ?? q.candidates.length > 0,
      run.branches,
    );
    const found = route === "ai" || route === "name_search"
      ? foundName(run.branches)
      : q.lawName ?? q.candidates[0]?.name;
    const head = `${TASK_TITLES[task]} (${task}): '${text.slice(0, 80)}'` +
      (found ? ` · 법령 ${found}${ROUTE_NOTES[route](q.candidates[0]?.topic)}` : "") +
      (q.articles.length ? ` ${q.articles.join("·")}` : "") +
      ` — ${specs.length}개 갈래 중 ${done}개 완료, ${(run.elapsedMs / 1000).toFixed(1)}초` +
      (q.articles.length ? "" : picksLine(q.picks));
    const okMetas = run.branches.filter((b) => b.status === "ok").map((b) => b.structured?.meta);
    const meta = call.track.meta();
    return {
      structured: {
        task,
        query: text,
        ...(scenario ? { scenario } : {}),
        understood: {
          ...(q.lawName ? { name: q.lawName } : {}),
          articles: q.articles,
          caseNumbers: q.caseNumbers,
          area: q.area,
          topic: q.topic,
          route,
          candidates: q.candidates,
          picks: q.articles.length ? [] : q.picks,
        },
        branches,
        partial: run.partial,
        unfinished,
        deadlineMs,
        elapsedMs: run.elapsedMs,
        ...(run.stoppedBy ? { stoppedBy: run.stoppedBy } : {}),
        meta: {
          ...meta,
          fromCache: okMetas.length > 0 && okMetas.every((m) => m?.fromCache === true),
        },
      },
      text: synthesis(head, run.branches, summaries, footer),
    };
  },
});
