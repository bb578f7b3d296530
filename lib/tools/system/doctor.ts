/**
 * `doctor`: checks, with one real upstream call per format, that the key works from this server
 * (key known, IP/domain registered, output formats approved) and names the fix for each failure.
 * The key itself is never shown: only where it came from.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, type ToolContext, type ToolDef } from "../define.ts";
import type { MetaTracker } from "../meta.ts";
import { MetaSchema } from "../schemas.ts";
import { DrfError, type DrfErrorCode, InputError, ShapeError } from "../../errors.ts";
import { parseLawSearch } from "../../parse/search.ts";
import { checkShapes, shapeLines, ShapeResultSchema } from "./doctor_shapes.ts";
import { TARGET_SHAPES } from "./shape_table.ts";

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
  shapes: z.array(ShapeResultSchema).optional().describe("per DRF target, with shapes: true"),
  meta: MetaSchema,
});

type CheckResult = z.output<typeof Check>;

/** What to do about each failure, in Korean with the English gist. */
export const DOCTOR_FIXES: Readonly<Partial<Record<DrfErrorCode, string>>> = {
  NO_KEY: "키가 없습니다: LAW_OC 환경변수를 설정하거나 HTTP 요청에 X-Law-OC 헤더를 붙이세요. " +
    "키(OC)는 open.law.go.kr → OPEN API 신청에서 무료로 받습니다 (no key: set LAW_OC or send X-Law-OC).",
  KEY_REJECTED:
    "법제처가 호출자를 확인하지 못했습니다: OC 값(가입 ID)이 맞는지, open.law.go.kr → " +
    "OPEN API 신청 → 수정에서 이 서버의 공인 IP/도메인이 등록됐는지 확인하세요 " +
    "(key unknown or this server's IP/domain not registered).",
  NOT_APPROVED: "이 키는 이 출력 형식이 신청되지 않았습니다: OPEN API 신청에서 법령종류 '법령'과 " +
    "출력형태(JSON/XML)를 체크하세요. 한 형식만 있어도 도구는 다른 형식으로 자동 전환합니다 " +
    "(format not approved for this key; the tools fall back to the other format).",
  NETWORK: "law.go.kr에 연결하지 못했습니다: 방화벽·프록시·DNS와 LAW_API_BASE_URL을 확인하세요 " +
    "(cannot reach the upstream).",
  TIMEOUT:
    "응답이 제한 시간 안에 오지 않았습니다: 네트워크를 확인하거나 BEOPMANG_TIMEOUT_MS를 늘리세요. " +
    "법제처 서버 지연일 수도 있습니다 (upstream timed out).",
  UPSTREAM_MAINTENANCE: "법제처가 점검 중입니다: 잠시 후 다시 시도하세요 (upstream maintenance).",
  UPSTREAM_BLOCKED:
    "법제처가 비정상 접근으로 막았습니다: 호출 빈도를 줄이고 IP 등록을 확인하세요 " +
    "(blocked as a bot).",
  UPSTREAM_HTTP: "법제처가 HTTP 오류로 답했습니다: 잠시 후 다시 시도하세요 (upstream HTTP error).",
  UPSTREAM_EMPTY: "법제처가 빈 응답을 보냈습니다: 잠시 후 다시 시도하세요 (empty answer).",
  UPSTREAM_MALFORMED: "알 수 없는 형식의 응답입니다: LAW_API_BASE_URL이 DRF 주소인지 확인하세요 " +
    "(unexpected body: check LAW_API_BASE_URL).",
  BUDGET_EXHAUSTED:
    "요청당 호출 한도를 다 썼습니다: BEOPMANG_MAX_CALLS를 늘리세요 (call budget spent).",
  BODY_TOO_LARGE: "응답이 허용 크기를 넘었습니다 (body too large).",
  ABORTED: "요청이 취소되었습니다 (aborted).",
};

async function checkFormat(
  ctx: ToolContext,
  track: MetaTracker,
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
    const verdict = ctx.demoNotice
      ? "기록된 응답 (데모 모드: 실제 키 점검 아님)"
      : "키와 IP 등록 확인됨";
    return {
      format,
      ok: true,
      ms: Date.now() - started,
      message: `정상: lawSearch.do(target=law, ${format}) 응답 ${page.total}건 — ${verdict}`,
    };
  } catch (e) {
    const ms = Date.now() - started;
    if (e instanceof DrfError) {
      return {
        format,
        ok: false,
        code: e.code,
        ms,
        message: e.message,
        fix: DOCTOR_FIXES[e.code] ?? "잠시 후 다시 시도하세요.",
      };
    }
    const msg = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    // An answer the list reader refuses is the upstream's shape, not our defect.
    const code = e instanceof ShapeError ? "UPSTREAM_MALFORMED" : "INTERNAL";
    return {
      format,
      ok: false,
      code,
      ms,
      message: msg,
      fix: code === "INTERNAL" ? undefined : DOCTOR_FIXES[code],
    };
  }
}

/** The `doctor` tool. */
export const doctor: ToolDef<typeof input, typeof output> = defineTool({
  name: "doctor",
  title: "연결 진단",
  description: "Check the law.go.kr key from this server (key, IP registration, JSON/XML " +
    "approval) with the fix per failure; shapes=true also checks each DRF target's answer shape.",
  input,
  output,
  async handler(args, ctx, call) {
    const formats = FORMATS.filter((f) => args.formats.includes(f));
    const checks: CheckResult[] = [];
    for (const f of formats) checks.push(await checkFormat(ctx, call.track, f));
    const keySource = ctx.oc ? "request" : ctx.demoNotice ? "demo" : "server";
    if (args.targets) {
      const known = new Set(TARGET_SHAPES.map((t) => t.target));
      const unknown = args.targets.filter((t) => !known.has(t));
      if (unknown.length) {
        throw new InputError(`targets: 모르는 DRF target ${unknown.join(", ")}`, "targets");
      }
    }
    const shapes = args.shapes ? await checkShapes(ctx, call.track, args.targets) : undefined;
    const ok = checks.every((c) => c.ok) && !shapes?.some((s) => s.status === "drift");
    const lines = [
      `진단: ${ok ? "정상" : "문제 있음"} · 키 출처 ${keySource} · upstream ${ctx.client.baseUrl}`,
      ...checks.map((c) =>
        `- ${c.format}: ${c.ok ? "OK" : `[${c.code}]`} ${c.message} (${c.ms}ms)` +
        (c.fix ? `\n  해결: ${c.fix}` : "")
      ),
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
        ...(shapes ? { shapes } : {}),
        meta: call.track.meta(),
      },
      text: lines.join("\n"),
    };
  },
});
