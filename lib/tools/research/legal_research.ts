/**
 * `legal_research`: one question → the several calls it takes (statute text, delegated rules,
 * annexes, decisions, history …) run in parallel under the request's budget and a chain
 * deadline. What finished is the answer; what did not is named with the call that fetches it.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { resolveTool, runToolByName } from "../registry.ts";
import { MetaSchema } from "../schemas.ts";
import {
  CHAIN_DEADLINE_RANGE,
  chainDeadlineMs,
  cutText,
  normalizeTask,
  pickIds,
  planTask,
  progressOf,
  readQuery,
  RESEARCH_TASKS,
  runChain,
  SCENARIO_TASKS,
  SCENARIOS,
  synthesis,
} from "../../research/mod.ts";
import { InputError } from "../../errors.ts";

const DOMAINS = ["tax", "labor", "privacy", "competition", "general"] as const;
const ymd = z.string().regex(/^\d{4}[-.]?\d{2}[-.]?\d{2}$/, "YYYYMMDD");

const input = z.object({
  task: z.preprocess(normalizeTask, z.enum(RESEARCH_TASKS)).default("full_research")
    .describe("chain to run; peer scenario names (penalty, timeline, manual …) are accepted"),
  query: z.string().trim().min(1).max(2000).optional()
    .describe("the question, e.g. 건축법 제11조 허가 취소 처분 기준"),
  scenario: z.enum(SCENARIOS).optional(),
  domain: z.enum(DOMAINS).optional().describe("dispute_prep: where to look besides courts"),
  articles: z.array(z.string().min(1).max(100)).max(20).optional(),
  parentLaw: z.string().trim().min(1).max(200).optional().describe("ordinance_compare: 상위법"),
  lawName: z.string().trim().min(1).max(200).optional(),
  lawId: z.string().regex(/^\d{1,10}$/).optional(),
  mst: z.string().regex(/^\d{1,12}$/).optional(),
  fromDate: ymd.optional(),
  toDate: ymd.optional(),
  includeHistory: z.boolean().optional(),
  text: z.string().min(1).max(50_000).optional().describe("document_review: the text"),
  maxClauses: z.number().int().min(1).max(30).optional(),
  deadlineMs: z.number().int().min(CHAIN_DEADLINE_RANGE.min).max(CHAIN_DEADLINE_RANGE.max)
    .optional().describe("chain deadline (default 45000 or BEOPMANG_CHAIN_DEADLINE_MS)"),
});

const idRecord = z.record(z.string(), z.union([z.string(), z.number()]));
const callSchema = z.object({
  tool: z.string(),
  args: z.record(z.string(), z.unknown()),
  reason: z.string(),
});

const output = z.object({
  task: z.enum(RESEARCH_TASKS),
  query: z.string(),
  scenario: z.string().optional(),
  understood: z.object({
    lawName: z.string().optional(),
    articles: z.array(z.string()),
    caseNumbers: z.array(z.string()),
    domain: z.enum(DOMAINS),
    topic: z.string(),
  }).describe("what the query was read as"),
  branches: z.array(z.object({
    id: z.string(),
    label: z.string(),
    tool: z.string(),
    args: z.record(z.string(), z.unknown()),
    status: z.enum(["ok", "failed", "unfinished", "skipped"]),
    ok: z.boolean(),
    summary: z.string().describe("the tool's text, cut per branch"),
    ids: z.array(idRecord).describe("ids for follow-up calls"),
    total: z.number().int().optional(),
    error: z.object({ code: z.string(), message: z.string(), retryable: z.boolean() }).optional(),
    reason: z.string().optional(),
    ms: z.number().int(),
  })),
  partial: z.boolean().describe("some branch did not finish: see unfinished"),
  unfinished: z.array(callSchema).describe("calls that fetch what is missing"),
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

/** The `legal_research` tool. */
export const legalResearch: ToolDef<typeof input, typeof output> = defineTool({
  name: "legal_research",
  title: "법령 종합 리서치",
  aliases: RESEARCH_TASKS.map((task) => ({ name: `chain_${task}`, fixed: { task } })),
  description:
    "Multi-step research in one call (statute, delegated rules, annexes, decisions, history) under a deadline; returns partial results with follow-up calls.",
  input,
  output,
  annotations: READ_ONLY,
  legacyArgs: (a) => {
    const t = typeof a.task === "string" ? a.task.trim().toLowerCase() : undefined;
    const scenario = a.scenario ?? (t && SCENARIO_TASKS[t] ? t : undefined);
    return { ...a, ...(scenario ? { scenario } : {}), lawName: a.lawName ?? a.law_name };
  },
  async handler(args, ctx) {
    const text = args.query ?? (args.task === "document_review" ? args.text : undefined);
    if (!text) throw new InputError("query가 필요합니다 (document_review는 text).");
    const read = readQuery(
      args.task === "ordinance_compare" && args.parentLaw ? `${args.parentLaw} ${text}` : text,
    );
    const lawName = args.parentLaw ?? args.lawName;
    const q = {
      ...read,
      ...(lawName ? { lawName: readQuery(lawName).lawName ?? lawName } : {}),
      articles: [...new Set([...read.articles, ...(args.articles ?? [])])],
      domain: args.domain ?? read.domain,
    };
    const specs = planTask(args.task, {
      q,
      scenario: args.scenario,
      lawId: args.lawId,
      mst: args.mst,
      text: args.text,
      maxClauses: args.maxClauses,
      hasTool: (n) => resolveTool(n) !== undefined,
    });
    const startCalls = ctx.budget.calls;
    const deadlineMs = chainDeadlineMs(args.deadlineMs);
    const branchChars = Math.max(1_500, Math.floor(ctx.maxChars / Math.max(1, specs.length)));
    const run = await runChain(specs, ctx, {
      run: runToolByName,
      deadlineMs,
      branchChars,
      progress: progressOf(ctx),
    });
    const summaries = new Map<string, string>();
    const branches = run.branches.map((b) => {
      const summary = b.text ? cutText(b.text, branchChars, b.tool, b.args) : b.reason ?? "";
      summaries.set(b.id, summary);
      const total = typeof b.structured?.total === "number" ? b.structured.total : undefined;
      return {
        id: b.id,
        label: b.label,
        tool: b.tool,
        args: b.args,
        status: b.status,
        ok: b.status === "ok",
        summary,
        ids: pickIds(b.structured),
        ...(total !== undefined ? { total } : {}),
        ...(b.error ? { error: b.error } : {}),
        ...(b.reason ? { reason: b.reason } : {}),
        ms: b.ms,
      };
    });
    const unfinished = run.branches.filter((b) => b.status === "unfinished")
      .map((b) => ({ tool: b.tool, args: b.args, reason: b.reason ?? "미완료" }));
    const done = branches.filter((b) => b.ok).length;
    const failed = branches.filter((b) => b.status === "failed");
    const footer = [
      ...(failed.length
        ? [
          `실패한 갈래 ${failed.length}개는 상위 API 오류입니다 (결과 없음이 아님): ` +
          failed.map((b) => `${b.tool} [${b.error?.code}]`).join(", "),
        ]
        : []),
      ...(unfinished.length
        ? [
          `부분 결과: ${unfinished.length}개 갈래가 끝나지 않았습니다. 위 '직접 조회' 호출로 이어서 받으세요.`,
        ]
        : []),
    ];
    const head = `${TASK_TITLES[args.task]} (${args.task}): '${text.slice(0, 80)}'` +
      (q.lawName ? ` · 법령 ${q.lawName}` : "") +
      (q.articles.length ? ` ${q.articles.join("·")}` : "") +
      ` — ${specs.length}개 갈래 중 ${done}개 완료, ${(run.elapsedMs / 1000).toFixed(1)}초`;
    const okMetas = run.branches.filter((b) => b.status === "ok")
      .map((b) => b.structured?.meta as { fromCache?: boolean } | undefined);
    return {
      structured: {
        task: args.task,
        query: text,
        ...(args.scenario ? { scenario: args.scenario } : {}),
        understood: {
          ...(q.lawName ? { lawName: q.lawName } : {}),
          articles: q.articles,
          caseNumbers: q.caseNumbers,
          domain: q.domain,
          topic: q.topic,
        },
        branches,
        partial: run.partial,
        unfinished,
        deadlineMs,
        elapsedMs: run.elapsedMs,
        ...(run.stoppedBy ? { stoppedBy: run.stoppedBy } : {}),
        meta: {
          upstreamCalls: ctx.budget.calls - startCalls,
          fromCache: okMetas.length > 0 && okMetas.every((m) => m?.fromCache === true),
          ...(ctx.demoNotice ? { demo: ctx.demoNotice } : {}),
        },
      },
      text: synthesis(head, run.branches, summaries, footer),
    };
  },
});
