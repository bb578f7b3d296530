/**
 * The chain engine: runs a task's branches in parallel under the request's shared budget and a
 * chain deadline, and returns what finished plus, for every branch that did not, the tool and
 * arguments that fetch it. Partial results are answers: a deadline or a cancelled request never
 * turns finished branches into an error, and a failed branch keeps its labelled error.
 *
 * @module
 */

import { josa } from "../korean/mod.ts";
import type { ToolContext, ToolOutcome } from "../tools/define.ts";
import type {
  Await,
  BranchOutput,
  BranchResult,
  BranchResultOf,
  BranchSpec,
  BranchTool,
  ChainOptions,
  ChainRun,
  ProgressHook,
  ResearchCaller,
  ResearchToolMap,
  ToolArgs,
} from "./types.ts";

/** Default chain deadline: shorter than the 60 s many MCP clients wait for one call. */
export const DEFAULT_CHAIN_DEADLINE_MS = 45_000;

/** Bounds a configured deadline may take. */
export const CHAIN_DEADLINE_RANGE: { min: number; max: number } = { min: 1_000, max: 300_000 };

/**
 * The deadline to use: the argument, else `BEOPMANG_CHAIN_DEADLINE_MS`, else 45 s, clamped to
 * {@link CHAIN_DEADLINE_RANGE}.
 */
export function chainDeadlineMs(arg?: number): number {
  let env: string | undefined;
  try {
    env = Deno.env.get("BEOPMANG_CHAIN_DEADLINE_MS");
  } catch { /* no env permission: use the default */ }
  const fromEnv = env && /^\d+$/.test(env) ? Number(env) : undefined;
  const ms = arg ?? fromEnv ?? DEFAULT_CHAIN_DEADLINE_MS;
  return Math.min(CHAIN_DEADLINE_RANGE.max, Math.max(CHAIN_DEADLINE_RANGE.min, ms));
}

/** The progress hook a caller put on the tool context (the MCP server does; others need not). */
export function progressOf(ctx: ToolContext): ProgressHook | undefined {
  return ctx.progress;
}

/** A context carrying a progress hook. */
export function withProgress(ctx: ToolContext, progress: ProgressHook): ToolContext {
  return { ...ctx, progress };
}

/**
 * Runs branch tool `tool`. Its arguments are vocabulary names fitted by the caller's `fit`,
 * which reads them with the tool's own argument reader (and the tool validates them again), so
 * only the answer is typed by the map here.
 */
function call<N extends BranchTool>(
  tools: ResearchCaller,
  tool: N,
  args: ToolArgs,
): Promise<ToolOutcome<BranchOutput<N>>> {
  return tools.run(tool, args as ResearchToolMap[N]["input"]);
}

/** A finished call as a result: `structured` is what `tool` answered, so the pair matches. */
function resultOf<N extends BranchTool>(r: BranchResultOf<N>): BranchResult {
  return r as BranchResult;
}

/** The awaited branch's answer handed to the waiting branch's `derive`. */
function deriveFrom(after: Await, parent: BranchResult): ToolArgs | string {
  if (parent.tool !== after.tool) {
    throw new Error(`branch awaits '${after.id}' as ${after.tool}, but it ran ${parent.tool}`);
  }
  // The tools match (checked above), which TypeScript cannot correlate across two unions.
  return (after.derive as (s: unknown) => ToolArgs | string)(parent.structured);
}

function fmtSeconds(ms: number): string {
  return `${Math.round(ms / 100) / 10}초`;
}

/**
 * Runs `specs` (a branch with `after` must follow the branch it awaits) and returns every
 * branch's result in spec order.
 *
 * @example
 * ```ts
 * // const run = await runChain(specs, ctx, { tools: call.tools, deadlineMs: 45_000, branchChars: 4_000 });
 * ```
 */
export async function runChain(
  specs: readonly BranchSpec[],
  ctx: ToolContext,
  opts: ChainOptions,
): Promise<ChainRun> {
  const start = Date.now();
  const deadlineMs = Math.max(0, Math.min(opts.deadlineMs, ctx.budget.remainingMs()));
  const ctl = new AbortController();
  const tools = opts.tools.with({ signal: ctl.signal, maxChars: opts.branchChars });
  const results = new Map<string, BranchResult>();
  const started = new Map<string, ToolArgs>();
  const running = new Map<string, Promise<BranchResult | undefined>>();
  let stopped = false;
  const total = specs.length;
  const notify = (done: number, msg: string) => {
    try {
      opts.progress?.(done, total, msg);
    } catch { /* a progress sink must never break the chain */ }
  };
  const progress = (msg: string) => notify(results.size, msg);
  const settle = (r: BranchResult): BranchResult | undefined => {
    if (stopped) return undefined;
    results.set(r.id, r);
    progress(`${r.label} (${r.tool}): ${r.status === "ok" ? "완료" : r.status}`);
    return r;
  };

  const runOne = async (spec: BranchSpec): Promise<BranchResult | undefined> => {
    const base = { id: spec.id, label: spec.label, tool: spec.tool };
    let args = spec.args;
    if (spec.pending) {
      const status = args ? "unfinished" : "skipped";
      return settle({ ...base, args, status, reason: spec.pending, ms: 0 });
    }
    if (spec.after) {
      const parent = await running.get(spec.after.id);
      if (!parent) return undefined; // the chain stopped first
      if (parent.status !== "ok" || !parent.structured) {
        // Without a call of its own, the branch waits for its parent's call to be made again.
        return settle({
          ...base,
          args,
          status: args ? "unfinished" : "skipped",
          reason: parent.error?.code === "NOT_RECORDED"
            ? `선행 단계 ${parent.tool}의 요청이 데모 자료에 없어 실행하지 않았습니다 (NOT_RECORDED)`
            : `선행 단계 ${josa(parent.tool, "이/가")} 실패해 실행하지 않았습니다` +
              (parent.error ? ` (${parent.error.code})` : ""),
          ms: Date.now() - start,
        });
      }
      const derived = deriveFrom(spec.after, parent);
      if (typeof derived === "string") {
        return settle({
          ...base,
          args,
          status: "skipped",
          reason: derived,
          ms: Date.now() - start,
        });
      }
      args = derived;
    }
    if (stopped) return undefined;
    const given = args ?? {};
    started.set(spec.id, given);
    const out = await call(tools, spec.tool, given);
    const ms = Date.now() - start;
    return out.ok
      ? settle(resultOf({
        ...base,
        args: given,
        status: "ok",
        text: out.text,
        structured: out.structured,
        ms,
      }))
      : settle({ ...base, args: given, status: "failed", text: out.text, error: out.error, ms });
  };

  progress(`${total}개 갈래 시작`);
  for (const spec of specs) running.set(spec.id, runOne(spec));

  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<"deadline" | "cancelled">((resolve) => {
    timer = setTimeout(() => resolve("deadline"), deadlineMs);
    if (ctx.signal?.aborted) resolve("cancelled");
    onAbort = () => resolve("cancelled");
    ctx.signal?.addEventListener("abort", onAbort, { once: true });
  });
  const all = Promise.all(running.values()).then(() => "done" as const);
  const how = await Promise.race([all, stop]);
  clearTimeout(timer);
  if (onAbort) ctx.signal?.removeEventListener("abort", onAbort);
  const stoppedBy = how === "done" ? undefined : how;
  if (stoppedBy) {
    stopped = true;
    ctl.abort(new DOMException(`chain ${stoppedBy}`, "AbortError"));
  }
  const end = Date.now() - start;
  const reason = stoppedBy === "cancelled"
    ? "요청이 취소되어 중단했습니다"
    : `체인 시한 ${fmtSeconds(deadlineMs)} 안에 끝나지 않았습니다`;
  const branches = specs.map((s): BranchResult => {
    const done = results.get(s.id);
    if (done) return done;
    const args = started.get(s.id) ?? s.args;
    return {
      id: s.id,
      label: s.label,
      tool: s.tool,
      ...(args ? { args } : {}),
      // A branch with no call of its own did not start: its parent's call is the one to make.
      status: args ? "unfinished" : "skipped",
      reason: started.has(s.id)
        ? reason
        : args
        ? `${reason} (시작 전)`
        : `${reason} (선행 단계를 기다리던 중)`,
      ms: end,
    };
  });
  if (!stoppedBy) progress("완료");
  else notify(total, stoppedBy === "deadline" ? "시한 도달: 부분 결과" : "취소됨");
  return {
    branches,
    partial: branches.some((b) => b.status === "unfinished"),
    elapsedMs: end,
    ...(stoppedBy ? { stoppedBy } : {}),
  };
}
