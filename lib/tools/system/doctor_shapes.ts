/**
 * `doctor {shapes: true}`: each DRF target asked once with its probe (shape_table.ts) and the
 * answer compared with what its reader expects. Per target: ok, empty (answered, nothing to
 * check), not approved for this key, drift (shown), failed (another upstream error) or
 * unchecked (the request's call budget ran out first, or — in demo mode — no recording of it).
 *
 * @module
 */

import { z } from "zod";
import { DrfError } from "../../errors.ts";
import type { ToolContext } from "../define.ts";
import type { CallTracker } from "../define.ts";
import { checkShape } from "./shape_check.ts";
import { TARGET_SHAPES, type TargetShape } from "./shape_table.ts";

/** One target's result. */
export const ShapeResultSchema = z.object({
  target: z.string(),
  endpoint: z.enum(["search", "service"]),
  probe: z.record(z.string(), z.string()).describe("the request asked (OC, type left out)"),
  status: z.enum(["ok", "empty", "not_approved", "drift", "failed", "unchecked"]),
  rows: z.number().int().optional(),
  format: z.string().optional().describe("the format that answered"),
  drift: z.array(z.string()).optional().describe("what differs from what the reader expects"),
  code: z.string().optional().describe("upstream error code (failed, not_approved)"),
  message: z.string().optional(),
});

/** One target's result. */
export type ShapeResult = z.output<typeof ShapeResultSchema>;

/** Probes run at once: a few, so that a slow upstream is not flooded. */
const PARALLEL = 4;

async function probeOne(
  ctx: ToolContext,
  track: CallTracker,
  shape: TargetShape,
): Promise<ShapeResult> {
  const base = { target: shape.target, endpoint: shape.endpoint, probe: { ...shape.probe } };
  try {
    const res = track.note(
      await ctx.client.call(
        { endpoint: shape.endpoint, target: shape.target, params: shape.probe },
        { budget: ctx.budget, signal: ctx.signal, oc: ctx.oc, noCache: true },
      ),
    );
    const v = checkShape(shape, res.data);
    return {
      ...base,
      status: v.status,
      format: res.format,
      ...(v.rows !== undefined ? { rows: v.rows } : {}),
      ...(v.drift.length ? { drift: v.drift } : {}),
    };
  } catch (e) {
    if (!(e instanceof DrfError)) throw e;
    const status = e.code === "NOT_APPROVED"
      ? "not_approved"
      : e.code === "BUDGET_EXHAUSTED" || e.code === "NOT_RECORDED" || e.code === "ABORTED"
      ? "unchecked"
      : e.code === "NOT_FOUND"
      ? "empty" // the probe's record is gone: nothing to compare
      : "failed";
    return { ...base, status, code: e.code, message: e.message };
  }
}

/** Asks the probes of `targets` (all when absent), a few at a time, in table order. */
export async function checkShapes(
  ctx: ToolContext,
  track: CallTracker,
  targets?: readonly string[],
): Promise<ShapeResult[]> {
  const want = targets?.length ? new Set(targets) : undefined;
  const shapes = TARGET_SHAPES.filter((s) => !want || want.has(s.target));
  const out: ShapeResult[] = new Array(shapes.length);
  let next = 0;
  const worker = async () => {
    while (next < shapes.length) {
      const i = next++;
      out[i] = await probeOne(ctx, track, shapes[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, shapes.length) }, worker));
  return out;
}

const MARK: Record<ShapeResult["status"], string> = {
  ok: "ok",
  empty: "응답에 행 없음 (확인할 것 없음)",
  not_approved: "미신청 (이 키로 쓸 수 없음)",
  drift: "DRIFT",
  failed: "실패",
  unchecked: "확인 못 함",
};

/** The text lines of the shape check: a count per status, then one line per target. */
export function shapeLines(results: readonly ShapeResult[]): string[] {
  const count = (s: ShapeResult["status"]) => results.filter((r) => r.status === s).length;
  const head =
    `응답 형태 점검: 대상 ${results.length}개 — ok ${count("ok")}, drift ${
      count("drift")
    }, 미신청 ${count("not_approved")}, 행 없음 ${count("empty")}, 실패 ${count("failed")}` +
    (count("unchecked") ? `, 확인 못 함 ${count("unchecked")}` : "");
  const lines = results.map((r) => {
    const ask = Object.entries(r.probe).map(([k, v]) => `${k}=${v}`).join("&");
    const door = r.endpoint === "search" ? "lawSearch" : "lawService";
    const rows = r.rows !== undefined && r.status === "ok" ? ` (${r.rows}행)` : "";
    const why = r.drift?.length
      ? `\n    ${r.drift.join("\n    ")}`
      : r.code && r.status !== "not_approved" && r.status !== "empty"
      ? ` [${r.code}] ${r.message ?? ""}`
      : "";
    return `- ${r.target} (${door} ${ask}): ${MARK[r.status]}${rows}${why}`;
  });
  const spent = results.filter((r) => r.code === "BUDGET_EXHAUSTED").map((r) => r.target);
  const hint = spent.length
    ? [
      `※ 요청당 호출 한도로 ${spent.length}개를 묻지 못했습니다: targets로 나누어 부르거나 ` +
      "BEOPMANG_MAX_CALLS를 늘리세요 (beopmang doctor --shapes는 한도를 넓혀 씁니다).",
    ]
    : [];
  return [head, ...hint, ...lines];
}
