/**
 * Repeal detection: a statute the current list (`law`) does not have may be in the version list
 * (`eflaw`) with no 현행 or 시행예정 version — its newest row a 폐지 / 타법폐지. The 폐지 version's
 * body says why (제개정이유) and, for a 타법폐지, which act repealed it (the header of its 부칙,
 * "부칙(국토의 계획 및 이용에 관한 법률)"); a 「name」 the reason says replaces or absorbs it is
 * the successor. The last version in force is read with `asOf` the day before the repeal.
 *
 * @module
 */

import { z } from "zod";
import { DrfError } from "../../errors.ts";
import { normalizeLawName } from "../../law/names.ts";
import type { LawSearchRow } from "../../parse/search.ts";
import { parseStatute } from "../../parse/statute.ts";
import { pointer, PointerSchema, pointerText } from "../../vocab/pointer.ts";
import { showDate } from "../../vocab/dates.ts";
import { shiftDay } from "../common.ts";
import type { ToolContext } from "../define.ts";
import { callDrf } from "../meta.ts";
import type { CallTracker } from "../define.ts";
import { searchLaws } from "../statute_source.ts";

/** What the data says about a statute with no current version. */
export const RepealSchema = z.object({
  lawId: z.string(),
  name: z.string(),
  revisionType: z.string().optional().describe("제개정구분 of the newest row: 폐지, 타법폐지 …"),
  repealDate: z.string().optional().describe("YYYYMMDD the repeal took effect"),
  promulgationDate: z.string().optional(),
  promulgationNumber: z.string().optional(),
  reason: z.string().optional().describe("제개정이유 of the 폐지 version"),
  successor: z.string().optional().describe("the act that replaces it, when the data names one"),
  successorFrom: z.enum(["부칙", "제개정이유"]).optional(),
  lastVersion: z.object({ mst: z.string(), effectiveDate: z.string().optional() }).optional(),
  read: PointerSchema.optional().describe("reads the last version in force"),
  note: z.string().optional().describe("what could not be read"),
});

/** A repeal. */
export type Repeal = z.output<typeof RepealSchema>;

const REPEAL = /^(폐지|타법폐지|일괄폐지)$/;

/**
 * The successor a 폐지 version names: the act whose 부칙 repealed it, else a 「name」 the reason
 * says it is replaced by or merged into.
 *
 * @example
 * ```ts
 * import { successorOf } from "./repeal.ts";
 * successorOf("갑법", ["부칙(을법) <제1호,2002.2.4>\n제2조 갑법은 폐지한다."], undefined);
 * // { name: "을법", from: "부칙" }
 * ```
 */
export function successorOf(
  name: string,
  supplements: readonly string[],
  reason: string | undefined,
): { name: string; from: "부칙" | "제개정이유" } | undefined {
  const last = supplements.at(-1) ?? "";
  const header = /^\s*부칙\s*\(([^)]+)\)/.exec(last);
  if (header && /폐지/.test(last) && normalizeLawName(header[1]) !== normalizeLawName(name)) {
    return { name: header[1].trim(), from: "부칙" };
  }
  for (const m of (reason ?? "").matchAll(/「([^」]+)」/g)) {
    const after = (reason ?? "").slice(m.index! + m[0].length, m.index! + m[0].length + 30);
    if (normalizeLawName(m[1]) === normalizeLawName(name)) continue;
    if (/^\s*(?:으로|로)\s*(?:통합|대체|이관|흡수)|^\s*(?:을|를)\s*제정/.test(after)) {
      return { name: m[1], from: "제개정이유" };
    }
  }
  return undefined;
}

/**
 * Looks a name up in the version list; a statute whose versions are all 연혁 is reported with
 * what the data says, else undefined. One list call, one body call for a 폐지 row.
 *
 * @example
 * ```ts
 * import type { ToolCall, ToolContext } from "../define.ts";
 * import { findRepeal } from "./repeal.ts";
 * // Inside a tool handler, which is given its context and call:
 * async function handler(ctx: ToolContext, call: ToolCall) {
 *   return await findRepeal(ctx, call.track, "국토이용관리법"); // undefined while in force
 * }
 * ```
 */
export async function findRepeal(
  ctx: ToolContext,
  track: CallTracker,
  name: string,
): Promise<Repeal | undefined> {
  const { page } = await searchLaws(ctx, track, { query: name, display: 100, target: "eflaw" });
  const want = normalizeLawName(name);
  const mine = page.rows.filter((r) => normalizeLawName(r.name) === want);
  if (!mine.length || mine.some((r) => r.status === "현행" || r.status === "시행예정")) {
    return undefined;
  }
  const key = (r: LawSearchRow) => `${r.effectiveDate ?? ""}${r.promulgationDate ?? ""}`;
  const newest = [...mine].sort((a, b) => (key(b) > key(a) ? 1 : -1));
  const repeal = REPEAL.test(newest[0].revisionType ?? "") ? newest[0] : undefined;
  const last = newest.find((r) => r !== repeal && r.effectiveDate);
  const out: Repeal = {
    lawId: newest[0].lawId,
    name: newest[0].name,
    revisionType: newest[0].revisionType,
    ...(last ? { lastVersion: { mst: last.mst, effectiveDate: last.effectiveDate } } : {}),
  };
  if (!repeal) {
    out.note = "현행 판이 없고 연혁에만 있으나 폐지 행은 목록에 없습니다.";
    if (last?.effectiveDate) out.read = pointer("get_law_text", { name, asOf: last.effectiveDate });
    return out;
  }
  out.repealDate = repeal.effectiveDate;
  out.promulgationDate = repeal.promulgationDate;
  out.promulgationNumber = repeal.promulgationNumber?.replace(/^0+(?=\d)/, "");
  if (repeal.effectiveDate) {
    out.read = pointer("get_law_text", { name, asOf: shiftDay(repeal.effectiveDate, -1) });
  }
  try {
    const res = await callDrf(ctx, track, {
      endpoint: "service",
      target: "eflaw",
      params: { MST: repeal.mst, efYd: repeal.effectiveDate },
    });
    const body = parseStatute(res.data, { mst: repeal.mst, historical: true });
    if (body.revisionReason) out.reason = body.revisionReason.replace(/\s+/g, " ").trim();
    const next = successorOf(name, body.supplements.map((s) => s.text), body.revisionReason);
    if (next) [out.successor, out.successorFrom] = [next.name, next.from];
  } catch (e) {
    if (!(e instanceof DrfError) || e.code === "BUDGET_EXHAUSTED") throw e;
    out.note = `폐지 판 본문을 읽지 못해 사유·후속 법령은 모릅니다 (${e.code}).`;
  }
  return out;
}

/**
 * The lines that tell a repeal.
 *
 * @example
 * ```ts
 * import { repealLines } from "./repeal.ts";
 * repealLines({ lawId: "1", name: "갑법", revisionType: "폐지", repealDate: "20030101" })[0];
 * // "※ 갑법 (법령ID 1)은 2003-01-01 폐지된 법령입니다 (폐지)."
 * ```
 */
export function repealLines(r: Repeal): string[] {
  const day = (d?: string) => (d ? showDate(d) : "?");
  const lines = [
    r.repealDate
      ? `※ ${r.name} (법령ID ${r.lawId})은 ${
        day(r.repealDate)
      } 폐지된 법령입니다 (${r.revisionType}).`
      : `※ ${r.name} (법령ID ${r.lawId})은 현행 판이 없습니다 (연혁만).`,
  ];
  if (r.successor) {
    lines.push(`후속 법령: ${r.successor} (${r.successorFrom}에 따름)`);
  } else if (r.repealDate && !r.note) lines.push("후속 법령: 데이터에 명시 없음");
  if (r.reason) {
    lines.push(`사유: ${r.reason.length > 300 ? `${r.reason.slice(0, 300)}…` : r.reason}`);
  }
  if (r.note) lines.push(`※ ${r.note}`);
  if (r.read) lines.push(`마지막 판: ${pointerText(r.read)}`);
  return lines;
}
