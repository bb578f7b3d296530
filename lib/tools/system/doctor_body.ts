/**
 * doctor's body check: one small lawService.do answer (건축법 제1조) is the only proof that the
 * key and this server's IP registration work; lawSearch.do answers either way.
 *
 * @module
 */

import { z } from "zod";
import type { ToolContext } from "../define.ts";
import type { CallTracker } from "../define.ts";
import { ShapeError } from "../../errors.ts";
import { parseStatute } from "../../parse/statute.ts";
import { failedCheck } from "./doctor_fixes.ts";

const FORMATS = ["JSON", "XML"] as const;

/** The result of the body check. */
export const BodyCheckSchema = z.object({
  ok: z.boolean().describe("a lawService.do body came back: key and IP registration confirmed"),
  code: z.string().optional().describe("error code when the check failed"),
  format: z.enum(FORMATS).optional().describe("format the body was asked in"),
  ms: z.number().int(),
  message: z.string(),
  fix: z.string().optional(),
});

type BodyResult = z.output<typeof BodyCheckSchema>;

/** A list check's outcome, as far as the body check needs it. */
export interface ListOutcome {
  /** Format checked. */
  format: "JSON" | "XML";
  /** Whether the list answered. */
  ok: boolean;
  /** Error code when it did not. */
  code?: string;
}

/** The cheapest real body: 건축법 제1조 (목적), one article of lawService.do. */
const BODY_PROBE = {
  endpoint: "service",
  target: "lawjosub",
  params: { ID: "001823", JO: "000100" },
};

/** Asks for the small body and says whether the key and IP registration are confirmed. */
export async function checkBody(
  ctx: ToolContext,
  track: CallTracker,
  lists: readonly ListOutcome[],
): Promise<BodyResult> {
  const started = Date.now();
  // XML when the list saw it answer; else the client's own choice, which falls back to the
  // other format when one is not approved (a body target's approval may differ from a list's).
  const format = lists.some((c) => c.format === "XML" && c.ok) ? "XML" : undefined;
  const listed = lists.some((c) => c.ok);
  try {
    const res = track.note(
      await ctx.client.call(
        { ...BODY_PROBE, ...(format ? { format } : {}) } as Parameters<typeof ctx.client.call>[0],
        { budget: ctx.budget, signal: ctx.signal, oc: ctx.oc, noCache: true },
      ),
    );
    const body = parseStatute(res.data);
    if (!body.articles.length) throw new ShapeError("statute", "조문 없는 본문 응답");
    const verdict = ctx.demoNotice
      ? "기록된 응답 (데모 모드: 실제 키 점검 아님)"
      : "키와 IP 등록 확인됨";
    return {
      ok: true,
      format: res.format === "JSON" ? "JSON" : "XML",
      ms: Date.now() - started,
      message: `정상: lawService.do(target=lawjosub, ${res.format}) 본문 응답 ` +
        `(${body.info.name} ${body.articles[0].label}) — ${verdict}`,
    };
  } catch (e) {
    const f = failedCheck(e);
    const refused = listed && (f.code === "KEY_REJECTED" || f.code === "NOT_APPROVED");
    return {
      ok: false,
      ...(format ? { format } : {}),
      code: f.code,
      ms: Date.now() - started,
      message: refused
        ? `목록(lawSearch.do)은 답하지만 본문(lawService.do)은 거부됩니다 — 목록 응답은 키·IP를 ` +
          `확인하지 않습니다. ${f.message}`
        : f.message,
      ...(f.fix ? { fix: f.fix } : {}),
    };
  }
}
