/**
 * What `doctor` says to do about each failure, and how a thrown error becomes a check's code,
 * message and fix.
 *
 * @module
 */

import { DrfError, type DrfErrorCode, ShapeError } from "../../errors.ts";

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
  UPSTREAM_DENIED:
    "법제처가 이 키의 접근 권한이 없다고 답했습니다: open.law.go.kr → OPEN API 신청에서 " +
    "법령종류·출력형태가 신청됐는지, 이 서버의 공인 IP가 등록됐는지 확인하세요 " +
    "(permission denied: approve the target/format, register this IP).",
  UPSTREAM_QUOTA:
    "법제처가 이 키의 요청 한도를 넘었다고 답했습니다: 한도가 풀린 뒤 다시 시도하고 " +
    "호출을 줄이세요 (request quota spent).",
  UPSTREAM_MESSAGE:
    "법제처가 알 수 없는 메시지로 답했습니다: 메시지를 확인하고 잠시 후 다시 시도하세요 " +
    "(unknown upstream message).",
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

/**
 * A failed check's code, message and fix, from what the call threw.
 *
 * @example
 * ```ts
 * import { failedCheck } from "./doctor_fixes.ts";
 * import { DrfError } from "../../errors.ts";
 * failedCheck(new DrfError("NO_KEY", "no key")).fix; // "키가 없습니다: LAW_OC …"
 * ```
 */
export function failedCheck(e: unknown): { code: string; message: string; fix?: string } {
  if (e instanceof DrfError) {
    return {
      code: e.code,
      message: e.message,
      fix: DOCTOR_FIXES[e.code] ?? "잠시 후 다시 시도하세요.",
    };
  }
  // An answer the reader refuses is the upstream's shape, not our defect.
  const code = e instanceof ShapeError ? "UPSTREAM_MALFORMED" : "INTERNAL";
  const message = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return { code, message, ...(code === "INTERNAL" ? {} : { fix: DOCTOR_FIXES[code] }) };
}
