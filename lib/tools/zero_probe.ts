/**
 * Suspicious zeros. Called from a cloud host without browser-like headers, DRF answers
 * Korean-text searches with a well-formed `totalCnt 0` — a block that looks exactly like a miss.
 * A Korean-text search with no hit is therefore checked once per request with a known-answer
 * probe (`query=민법` on target law, which always lists 민법·난민법 …): when the probe finds
 * nothing either, the zero is reported as a possible upstream block with its fix, never as 0건.
 *
 * @module
 */

import { DrfError } from "../errors.ts";
import { parseLawSearch } from "../parse/search.ts";
import type { ToolContext } from "./define.ts";
import type { CallTracker } from "./define.ts";
import type { DrfTarget } from "../targets/mod.ts";

/** The known-answer search: the upstream must list at least one law for it. */
export const PROBE_QUERY = "민법";

/** What the probe learnt. */
export interface ProbeVerdict {
  /** True when the known-answer search came back empty too: the zero cannot be trusted. */
  blocked: boolean;
  /** Hits of the probe, when it answered. */
  total?: number;
  /** Why the probe could not answer (its error code), when it failed. */
  failedCode?: string;
}

/** What to do about a false zero, in Korean with the English gist. */
export const FALSE_ZERO_FIX =
  "법제처가 한글 검색에 0건으로 답하는 차단일 수 있습니다: 클라우드·해외 호스트에서는 브라우저와 " +
  "같은 헤더(User-Agent, Referer: https://www.law.go.kr/)로 호출하고, open.law.go.kr → OPEN API " +
  "신청 → 수정에서 이 서버의 공인 IP를 등록하세요. 국내 회선에서 다시 시도해 보세요 " +
  "(Korean-text searches answer 0 hits when blocked: send browser headers, register this IP).";

/** True when `query` holds Hangul: the searches a block answers with zero. */
export function isKoreanText(query: unknown): query is string {
  return typeof query === "string" && /[가-힣ㄱ-ㆎ]/.test(query);
}

// One probe per request: every zero of a citation check shares the same answer.
const memo = new WeakMap<object, Promise<ProbeVerdict>>();

/**
 * Asks the known-answer search once per request (keyed on the request's budget) and tells
 * whether zero hits can be trusted. A probe that fails is no evidence of a block.
 *
 * @example
 * ```ts
 * import { probeFalseZero } from "./zero_probe.ts";
 * import type { ToolContext } from "./define.ts";
 * import type { CallTracker } from "./define.ts";
 * async function trusted(ctx: ToolContext, track: CallTracker): Promise<boolean> {
 *   return !(await probeFalseZero(ctx, track)).blocked;
 * }
 * ```
 */
export function probeFalseZero(
  ctx: ToolContext,
  track: CallTracker,
  opts: { noCache?: boolean } = {},
): Promise<ProbeVerdict> {
  const key = opts.noCache ? undefined : ctx.budget;
  const known = key && memo.get(key);
  if (known) return known;
  const run = (async (): Promise<ProbeVerdict> => {
    try {
      const res = track.note(
        await ctx.client.call(
          { endpoint: "search", target: "law", params: { query: PROBE_QUERY, display: 1 } },
          { budget: ctx.budget, signal: ctx.signal, oc: ctx.oc, noCache: opts.noCache },
        ),
      );
      const page = parseLawSearch(res.data);
      const total = Math.max(page.total, page.rows.length);
      return { blocked: total === 0, total };
    } catch (e) {
      return { blocked: false, failedCode: e instanceof DrfError ? e.code : "INTERNAL" };
    }
  })();
  if (key) memo.set(key, run);
  return run;
}

/**
 * The error a Korean-text search with no hit becomes when the probe found nothing either.
 *
 * @example
 * ```ts
 * import { falseZeroError } from "./zero_probe.ts";
 * falseZeroError("주택임대차보호법", "law").code; // "UPSTREAM_BLOCKED"
 * ```
 */
export function falseZeroError(query: string, target?: DrfTarget): DrfError {
  return new DrfError(
    "UPSTREAM_BLOCKED",
    `'${query}' 검색이 0건이지만, 반드시 답이 있는 확인 검색(target=law, query=${PROBE_QUERY})도 ` +
      "0건이었습니다: 결과 없음이 아니라 법제처의 차단일 수 있습니다. " + FALSE_ZERO_FIX,
    target ? { target } : {},
  );
}
