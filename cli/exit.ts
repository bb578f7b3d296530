/**
 * Exit codes scripts can rely on, one per failure class.
 *
 * @module
 */

import type { ToolErrorCode } from "../lib/mod.ts";

/**
 * Exit code per failure class: 0 found, 2 bad input, 3 not found, 4 upstream, 5 budget/timeout,
 * 6 not among the demo recordings (demo mode only: neither "not found" nor an outage, so a script
 * must not read it as either).
 */
export function exitCode(code: ToolErrorCode | undefined): number {
  if (code === undefined) return 0;
  if (code === "BAD_INPUT" || code === "UNKNOWN_TOOL") return 2;
  if (code === "NOT_FOUND") return 3;
  if (code === "NOT_RECORDED") return 6;
  if (code === "BUDGET_EXHAUSTED" || code === "TIMEOUT" || code === "BODY_TOO_LARGE") return 5;
  return 4;
}

/** The exit-code table as `--help` and the README state it. */
export const EXIT_CODES_TEXT: string = `exit codes:
  0  찾음 (found)
  2  잘못된 입력·알 수 없는 도구 (BAD_INPUT, UNKNOWN_TOOL)
  3  없음 (NOT_FOUND)
  4  상위 서버 장애 (그 밖의 모든 상위 오류: UPSTREAM_*, AUTH, INTERNAL …)
  5  예산·시간 초과 (BUDGET_EXHAUSTED, TIMEOUT, BODY_TOO_LARGE)
  6  데모 자료에 없음 (NOT_RECORDED: LAW_OC 없이 기록된 응답으로 답할 때만)`;
