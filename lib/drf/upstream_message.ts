/**
 * Reading the sentence inside a `Law` envelope (`{"Law": "…"}`, `<Law>…</Law>`): a miss only
 * when it is one of the known miss sentences (lib/targets keeps them per target), else an
 * upstream message labelled by kind — maintenance, permission, quota or unknown — which is
 * never a miss and never remembered as one. "…없습니다" alone proves nothing: "서비스를 이용할
 * 수 없습니다" is an outage, "접근 권한이 없습니다" a refused key.
 *
 * @module
 */

import { DrfError, type DrfErrorCode, type UpstreamMessageKind } from "../errors.ts";
import { missSentence, TARGETS } from "../targets/mod.ts";
import { josa } from "../korean/josa.ts";

/** Whitespace as the comparison sees it (the upstream puts two spaces between sentences). */
function squash(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}

/** "일치하는 판례가 없습니다." for every noun a target's miss names. */
const KNOWN_FIRST_SENTENCES: ReadonlySet<string> = new Set(
  TARGETS.map((t) => `일치하는 ${josa(t.miss.noun, "이/가")} 없습니다.`),
);

/**
 * Whether `message` is a miss sentence: the target's own, or the first sentence of any known
 * miss (the second, "…을 확인하여 주십시오.", varies by target and is not needed).
 *
 * @example
 * ```ts
 * import { isMissSentence } from "./upstream_message.ts";
 * isMissSentence("일치하는 판례가 없습니다.  판례명을 확인하여 주십시오.", "prec"); // true
 * isMissSentence("현재 서비스를 이용할 수 없습니다.", "law"); // false
 * ```
 */
export function isMissSentence(message: string, target: string): boolean {
  const msg = squash(message);
  if (msg === squash(missSentence(target))) return true;
  const first = /^일치하는 \S+ 없습니다\./.exec(msg)?.[0];
  if (!first || !KNOWN_FIRST_SENTENCES.has(first)) return false;
  const rest = msg.slice(first.length).trim();
  return rest === "" || /^\S+ 확인하여 주십시오\.?$/.test(rest);
}

/** Markers of each kind, tried in this order (a maintenance notice may also say "요청"). */
const KINDS: readonly (readonly [UpstreamMessageKind, RegExp])[] = [
  ["maintenance", /점검|서비스를 이용할 수 없|이용이 (일시 )?중단|일시적|잠시 후/],
  ["permission", /권한이 없|권한 없|미신청|승인되지|허용되지 않은|등록되지 않은|인증/],
  ["quota", /요청할 수 없|횟수|한도|초과|트래픽/],
];

/**
 * The kind of an upstream message that is not a miss.
 *
 * @example
 * ```ts
 * import { upstreamMessageKind } from "./upstream_message.ts";
 * upstreamMessageKind("해당 API에 대한 접근 권한이 없습니다."); // "permission"
 * ```
 */
export function upstreamMessageKind(message: string): UpstreamMessageKind {
  const msg = squash(message);
  return KINDS.find(([, re]) => re.test(msg))?.[0] ?? "unknown";
}

const CODE: Readonly<Record<UpstreamMessageKind, DrfErrorCode>> = {
  maintenance: "UPSTREAM_MAINTENANCE",
  permission: "UPSTREAM_DENIED",
  quota: "UPSTREAM_QUOTA",
  unknown: "UPSTREAM_MESSAGE",
};

const SAYS: Readonly<Record<UpstreamMessageKind, (msg: string) => string>> = {
  maintenance: (m) =>
    `법제처 서버가 점검 중이라고 답했습니다: «${m}» 자료가 없다는 뜻이 아닙니다. 잠시 후 다시 ` +
    "시도하세요 (upstream maintenance message, not a miss).",
  permission: (m) =>
    `법제처가 이 키의 접근을 거절했습니다: «${m}» open.law.go.kr → OPEN API 신청에서 이 대상과 ` +
    "출력 형식이 신청되었는지, 호출 서버의 IP가 등록되었는지 확인하세요. 자료가 없다는 뜻이 " +
    "아닙니다 (permission denied by the upstream, not a miss).",
  quota: (m) =>
    `법제처가 이 키의 요청 한도를 넘었다고 답했습니다: «${m}» 한도가 풀린 뒤 다시 시도하세요. ` +
    "자료가 없다는 뜻이 아닙니다 (upstream quota spent, not a miss).",
  unknown: (m) =>
    `법제처 서버 메시지: «${m}» 알려진 '없음' 문장이 아니어서 자료가 없다고 볼 수 없습니다 ` +
    "(unknown upstream message, not a miss).",
};

/**
 * The error a `Law` envelope's sentence stands for: `NOT_FOUND` for a known miss sentence,
 * else the code of its kind (`UPSTREAM_MAINTENANCE`, `UPSTREAM_DENIED`, `UPSTREAM_QUOTA`,
 * `UPSTREAM_MESSAGE`) with the sentence and its kind in the details.
 *
 * @example
 * ```ts
 * import { upstreamMessageError } from "./upstream_message.ts";
 * upstreamMessageError("현재 서비스를 이용할 수 없습니다.", "law", "JSON").code;
 * // "UPSTREAM_MAINTENANCE"
 * ```
 */
export function upstreamMessageError(message: string, target: string, format: string): DrfError {
  const msg = squash(message);
  if (isMissSentence(msg, target)) {
    return new DrfError("NOT_FOUND", msg, { target, format, upstreamMessage: msg });
  }
  const kind = upstreamMessageKind(msg);
  return new DrfError(CODE[kind], SAYS[kind](msg), {
    target,
    format,
    upstreamMessage: msg,
    upstreamKind: kind,
  });
}
