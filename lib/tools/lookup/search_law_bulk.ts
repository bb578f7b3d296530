/**
 * `search_law_bulk`: up to 40 statute names → their current 법령ID/MST/dates in one call, with
 * bounded concurrency under the request budget; with `baseline` (법령ID → MST, the `snapshot` of
 * an earlier run) it says which statutes got a new version. One name failing never fails the
 * call. Not a list: every name gets its row in the one answer.
 *
 * @module
 */

import { z } from "zod";
import { DrfError } from "../../errors.ts";
import { matchRank } from "../../law/names.ts";
import { showDate } from "../../vocab/dates.ts";
import { defineTool, type ToolContext } from "../define.ts";
import type { CallTracker } from "../define.ts";
import { MetaSchema } from "../schemas.ts";
import { searchLaws } from "../statute_source.ts";
import { fitLines } from "../common.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const CONCURRENCY = 4;

const input = z.object({
  names: z.array(z.string().trim().min(1).max(200)).min(1).max(40)
    .describe("statute names or 약칭"),
  baseline: z.record(z.string().regex(/^\d{1,10}$/), z.string().regex(/^\d{1,12}$/))
    .optional().describe("법령ID → MST: an earlier answer's snapshot; rows say changed true/false"),
  include: z.array(z.enum(["upcoming"])).default([])
    .describe("upcoming: also list 시행예정 versions (one more upstream call per name)"),
});

const RowSchema = z.object({
  query: z.string(),
  status: z.enum(["ok", "not_found", "error", "skipped"]),
  lawId: z.string().optional(),
  mst: z.string().optional(),
  name: z.string().optional(),
  kind: z.string().optional(),
  effectiveDate: z.string().optional(),
  promulgationDate: z.string().optional(),
  lawStatus: z.enum(["현행", "시행예정", "연혁"]).optional(),
  changed: z.boolean().optional().describe("MST differs from baseline[lawId]"),
  previousMst: z.string().optional(),
  upcoming: z.array(z.object({ mst: z.string(), effectiveDate: z.string().optional() }))
    .optional(),
  suggestions: z.array(z.string()).optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
type Row = z.output<typeof RowSchema>;

const output = z.object({
  rows: z.array(RowSchema),
  counts: z.object({
    ok: z.number().int(),
    changed: z.number().int(),
    notFound: z.number().int(),
    failed: z.number().int(),
    skipped: z.number().int(),
  }),
  snapshot: z.record(z.string(), z.string()).describe("법령ID → MST: pass as baseline next time"),
  meta: MetaSchema,
});

async function one(
  ctx: ToolContext,
  track: CallTracker,
  query: string,
  a: { baseline?: Record<string, string>; upcoming: boolean },
): Promise<Row> {
  const { page } = await searchLaws(ctx, track, { query, display: 20 });
  const best = page.rows[0];
  if (!best || matchRank(query, best) > 1) {
    return {
      query,
      status: "not_found",
      suggestions: page.rows.slice(0, 3).map((r) => r.name),
    };
  }
  const prevKey = a.baseline &&
    Object.keys(a.baseline).find((k) => k.replace(/^0+/, "") === best.lawId.replace(/^0+/, ""));
  const previousMst = prevKey ? a.baseline![prevKey] : undefined;
  const row: Row = {
    query,
    status: "ok",
    lawId: best.lawId,
    mst: best.mst,
    name: best.name,
    kind: best.kind,
    effectiveDate: best.effectiveDate,
    promulgationDate: best.promulgationDate,
    lawStatus: best.status,
    ...(previousMst ? { previousMst, changed: previousMst !== best.mst } : {}),
  };
  if (a.upcoming) {
    const up = await searchLaws(ctx, track, { query: best.name, display: 100, target: "eflaw" });
    row.upcoming = up.page.rows.filter((r) => r.lawId === best.lawId && r.status === "시행예정")
      .map((r) => ({ mst: r.mst, effectiveDate: r.effectiveDate }));
  }
  return row;
}

/** The `search_law_bulk` tool. */
export const searchLawBulk: GeneratedTool<"search_law_bulk"> = defineTool({
  name: "search_law_bulk",
  title: "법령 일괄 조회 (변경 감시)",
  targets: ["law", "eflaw"],
  intents: ["여러 법 변경", "법령 감시", "일괄 확인"],
  aliases: ["bulk_search_law"],
  description: "Up to 40 statute names → current 법령ID/MST/시행일 in one call; with baseline " +
    "{법령ID: MST} (an earlier snapshot) it flags which ones changed. For watch lists.",
  input,
  output,
  async handler(a, ctx, call) {
    const { track } = call;
    const queries = [...new Set(a.names)];
    const rows: Row[] = new Array(queries.length);
    const opts = { baseline: a.baseline, upcoming: a.include.includes("upcoming") };
    const perName = opts.upcoming ? 2 : 1;
    let nextIndex = 0;
    const worker = async () => {
      while (nextIndex < queries.length) {
        const i = nextIndex++;
        const q = queries[i];
        // Leave names unstarted rather than failing half-way through their calls.
        if (ctx.budget.limits.maxCalls - ctx.budget.calls < perName) {
          rows[i] = {
            query: q,
            status: "skipped",
            error: { code: "BUDGET_EXHAUSTED", message: "요청 한도 소진: 다시 호출하세요." },
          };
          continue;
        }
        try {
          rows[i] = await one(ctx, track, q, opts);
        } catch (e) {
          const code = e instanceof DrfError ? e.code : "INTERNAL";
          const message = e instanceof Error ? e.message : String(e);
          rows[i] = {
            query: q,
            status: code === "BUDGET_EXHAUSTED" ? "skipped" : "error",
            error: { code, message },
          };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queries.length) }, worker));
    const ok = rows.filter((r) => r.status === "ok");
    const counts = {
      ok: ok.length,
      changed: ok.filter((r) => r.changed).length,
      notFound: rows.filter((r) => r.status === "not_found").length,
      failed: rows.filter((r) => r.status === "error").length,
      skipped: rows.filter((r) => r.status === "skipped").length,
    };
    const snapshot = Object.fromEntries(ok.map((r) => [r.lawId!, r.mst!]));
    const head = [
      `법령 ${queries.length}건 일괄 조회: 확인 ${counts.ok}` +
      (a.baseline ? `, 변경 ${counts.changed}` : "") +
      `, 없음 ${counts.notFound}, 실패 ${counts.failed}, 미처리 ${counts.skipped}`,
    ];
    const lines = rows.map((r) => {
      if (r.status === "ok") {
        const mark = r.changed ? " ★변경" : r.changed === false ? " (변경 없음)" : "";
        const up = r.upcoming?.length
          ? ` · 시행예정 ${r.upcoming.map((u) => showDate(u.effectiveDate)).join(", ")}`
          : "";
        return `- ${r.name}${mark}: 법령ID ${r.lawId} · MST ${r.mst}` +
          (r.previousMst && r.changed ? ` (이전 ${r.previousMst})` : "") +
          ` · 시행 ${showDate(r.effectiveDate)} · 공포 ${showDate(r.promulgationDate)} [${
            r.lawStatus ?? "?"
          }]${up}`;
      }
      if (r.status === "not_found") {
        return `- ${r.query}: 일치하는 법령 없음` +
          (r.suggestions?.length ? ` (비슷한 법령: ${r.suggestions.join(", ")})` : "");
      }
      return `- ${r.query}: [${r.error?.code}] ${r.error?.message ?? ""}`;
    });
    const text = fitLines(head, lines, ctx.maxChars, "structuredContent에 전부 있습니다.");
    return { structured: { rows, counts, snapshot, meta: track.meta() }, text };
  },
});
