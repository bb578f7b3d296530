/**
 * Pieces shared by the history tools: date arguments, the request helper, and fitting a list
 * rendering into the answer budget with an explicit notice.
 *
 * @module
 */

import { showDate } from "../../vocab/dates.ts";
import { z } from "zod";
import type { DrfParams, DrfResult } from "../../drf/client.ts";
import type { ToolContext } from "../define.ts";
import { callDrf, type MetaTracker } from "../meta.ts";

/**
 * A date argument: `YYYYMMDD`, `YYYY-MM-DD` or `YYYY.MM.DD`, normalised to `YYYYMMDD`.
 *
 * @example
 * ```ts
 * import { ymdArg } from "./common.ts";
 * ymdArg.parse("2025-04-01"); // "20250401"
 * ```
 */
export const ymdArg: z.ZodType<string, string> = z.string().trim()
  .regex(/^\d{4}[-.]?\d{2}[-.]?\d{2}$/, "YYYYMMDD").transform((s) => s.replace(/[-.]/g, ""));

/** 소관부처코드 (7 digits, e.g. 1613000 국토교통부). */
export const orgArg: z.ZodType<string, string> = z.string().trim()
  .regex(/^\d{7}$/, "소관부처코드 7 digits");

/** A search (lawSearch.do) or body (lawService.do) call through the request's budget. */
export function drf(
  ctx: ToolContext,
  track: MetaTracker,
  endpoint: "search" | "service",
  target: string,
  params: DrfParams,
): Promise<DrfResult> {
  return callDrf(ctx, track, { endpoint, target, params });
}

/** `20250401` → `2025-04-01`; other values as they are. */
export function ymd(s: string | undefined): string {
  return showDate(s);
}

/**
 * Joins `head` and `lines` within `maxChars`; when lines must be dropped, says how many were
 * shown and how to see the rest (`rest`).
 */
export function fitLines(
  head: string[],
  lines: string[],
  tail: string[],
  maxChars: number,
  rest: string,
): { text: string; shown: number } {
  const out = [...head];
  let used = out.join("\n").length + tail.join("\n").length;
  let shown = 0;
  for (const l of lines) {
    if (shown > 0 && used + l.length + 1 > maxChars) break;
    out.push(l);
    used += l.length + 1;
    shown++;
  }
  if (shown < lines.length) {
    out.push(`[응답 길이 제한으로 ${lines.length}건 중 ${shown}건만 보였습니다. ${rest}]`);
  }
  return { text: [...out, ...tail].join("\n"), shown };
}

/** Cuts one long text to `n` characters with an ellipsis. */
export function clip(s: string | undefined, n: number): string {
  const t = (s ?? "").replace(/\s+/g, " ").trim();
  return t.length > n ? `${t.slice(0, n)}…` : t;
}

/** Drops undefined values so `moreLine` prints only the arguments given. */
export function given(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(args).filter(([k, v]) => v !== undefined && k !== "page"),
  );
}
