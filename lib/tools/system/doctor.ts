/**
 * `doctor`: checks, with one real list call per format and one body call, that the key works
 * from this server (key known, IP/domain registered, output formats approved) and names the fix
 * for each failure. Only the body call (lawService.do) proves the key and the IP registration:
 * lawSearch.do answers even a wrong OC or an unregistered IP (lexguard-mcp's health check
 * records this), and from a blocked cloud host it answers Korean-text searches with 0 hits.
 * The key itself is never shown: only where it came from.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, type ToolContext } from "../define.ts";
import type { CallTracker } from "../define.ts";
import { MetaSchema } from "../schemas.ts";
import { InputError } from "../../errors.ts";
import { parseLawSearch } from "../../parse/search.ts";
import { FALSE_ZERO_FIX } from "../zero_probe.ts";
import { BodyCheckSchema, checkBody } from "./doctor_body.ts";
import { failedCheck } from "./doctor_fixes.ts";
import { checkShapes, shapeLines, ShapeResultSchema } from "./doctor_shapes.ts";
import { TARGET_SHAPES } from "./shape_table.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

export { DOCTOR_FIXES } from "./doctor_fixes.ts";

const FORMATS = ["JSON", "XML"] as const;
type Format = typeof FORMATS[number];

const input = z.object({
  formats: z.array(z.enum(FORMATS)).min(1).max(2).default([...FORMATS])
    .describe("which output format approvals to check (default both)"),
  shapes: z.boolean().default(false)
    .describe("also ask each DRF target once and compare its answer with what the reader expects"),
  targets: z.array(z.string().trim().regex(/^[A-Za-z]{2,30}$/)).min(1).max(200).optional()
    .describe("with shapes: only these DRF targets (default every one the tools read)"),
});

const Check = z.object({
  format: z.enum(FORMATS),
  ok: z.boolean(),
  code: z.string().optional().describe("error code when the check failed"),
  ms: z.number().int(),
  message: z.string(),
  fix: z.string().optional(),
});

const output = z.object({
  ok: z.boolean().describe("every check passed"),
  keySource: z.enum(["request", "server", "demo"]).describe(
    "where the key came from (never shown)",
  ),
  upstream: z.string().describe("upstream base URL (no key)"),
  checks: z.array(Check),
  body: BodyCheckSchema.describe(
    "the key and IP registration, proven by one small lawService.do body",
  ),
  shapes: z.array(ShapeResultSchema).optional().describe("per DRF target, with shapes: true"),
  meta: MetaSchema,
});

type CheckResult = z.output<typeof Check>;

async function checkFormat(
  ctx: ToolContext,
  track: CallTracker,
  format: Format,
): Promise<CheckResult> {
  const started = Date.now();
  try {
    // The cheapest real list call: one row; never from cache, so the key is really exercised.
    const res = track.note(
      await ctx.client.call(
        { endpoint: "search", target: "law", params: { query: "건축법", display: 1 }, format },
        { budget: ctx.budget, signal: ctx.signal, oc: ctx.oc, noCache: true },
      ),
    );
    const page = parseLawSearch(res.data);
    const ms = Date.now() - started;
    if (Math.max(page.total, page.rows.length) === 0) {
      // 건축법 always lists 건축법 itself: zero is a block answering like a miss.
      return {
        format,
        ok: false,
        code: "UPSTREAM_BLOCKED",
        ms,
        message:
          `lawSearch.do(target=law, ${format}) '건축법' 검색이 0건입니다: 반드시 답이 있는 ` +
          "검색이라 결과 없음이 아니라 한글 검색 차단일 수 있습니다.",
        fix: FALSE_ZERO_FIX,
      };
    }
    const verdict = ctx.demoNotice ? " (데모 모드: 기록된 응답)" : "";
    return {
      format,
      ok: true,
      ms,
      message: `목록 정상: lawSearch.do(target=law, ${format}) 응답 ${page.total}건${verdict}`,
    };
  } catch (e) {
    const f = failedCheck(e);
    return { format, ok: false, ms: Date.now() - started, ...f };
  }
}

/** The `doctor` tool. */
export const doctor: GeneratedTool<"doctor"> = defineTool({
  name: "doctor",
  title: "연결 진단",
  targets: ["law", "lawjosub"],
  intents: ["키 확인", "api 키", "oc", "연결 확인", "ip 등록", "미신청"],
  description: "Check the law.go.kr key from this server (key, IP registration, JSON/XML " +
    "approval) with the fix per failure; shapes=true also checks each DRF target's answer shape.",
  input,
  output,
  async handler(args, ctx, call) {
    const formats = FORMATS.filter((f) => args.formats.includes(f));
    const checks: CheckResult[] = [];
    for (const f of formats) checks.push(await checkFormat(ctx, call.track, f));
    const body = await checkBody(ctx, call.track, checks);
    const keySource = ctx.oc ? "request" : ctx.demoNotice ? "demo" : "server";
    if (args.targets) {
      const known = new Set<string>(TARGET_SHAPES.map((t) => t.target));
      const unknown = args.targets.filter((t) => !known.has(t));
      if (unknown.length) {
        throw new InputError(`targets: 모르는 DRF target ${unknown.join(", ")}`, "targets");
      }
    }
    const shapes = args.shapes ? await checkShapes(ctx, call.track, args.targets) : undefined;
    const ok = checks.every((c) => c.ok) && body.ok && !shapes?.some((s) => s.status === "drift");
    const lines = [
      `진단: ${ok ? "정상" : "문제 있음"} · 키 출처 ${keySource} · upstream ${ctx.client.baseUrl}`,
      ...checks.map((c) =>
        `- ${c.format}: ${c.ok ? "OK" : `[${c.code}]`} ${c.message} (${c.ms}ms)` +
        (c.fix ? `\n  해결: ${c.fix}` : "")
      ),
      `- 본문: ${body.ok ? "OK" : `[${body.code}]`} ${body.message} (${body.ms}ms)` +
      (body.fix ? `\n  해결: ${body.fix}` : ""),
    ];
    if (shapes) lines.push(...shapeLines(shapes));
    if (keySource === "demo") {
      lines.push("※ 데모 모드: 기록된 응답으로 점검했습니다. 실제 점검은 LAW_OC를 설정하세요.");
    }
    return {
      structured: {
        ok,
        keySource,
        upstream: ctx.client.baseUrl,
        checks,
        body,
        ...(shapes ? { shapes } : {}),
        meta: call.track.meta(),
      },
      text: lines.join("\n"),
    };
  },
});
