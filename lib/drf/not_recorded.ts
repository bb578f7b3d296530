/**
 * The demo's answer to a request its recordings do not hold. In demo mode (no `LAW_OC`) the
 * client talks to the bundled replay of recorded law.go.kr answers; a request nobody recorded
 * gets there what upstream sends for a miss (zero hits, "일치하는 … 없습니다"), which would read as
 * a statement of law — "민법 has no 제750조", "음주운전: 0건". The replay marks such answers, and
 * the client turns them into this error, labelled `[NOT_RECORDED]` everywhere.
 *
 * @module
 */

import { DrfError } from "../errors.ts";
import { type DrfEndpoint, type DrfTarget, ENDPOINT_FILES, FILE_TARGET } from "../targets/ids.ts";

/** The sentence every face shows for a request the demo recordings cannot answer. */
export const NOT_RECORDED_MESSAGE =
  "데모 자료에 없는 요청입니다 — LAW_OC를 설정하면 law.go.kr에서 찾습니다";

/**
 * The error for an unrecorded request: the sentence, then what was asked (never the key).
 *
 * @example
 * ```ts
 * import { notRecorded } from "./not_recorded.ts";
 * notRecorded({ endpoint: "search", target: "law", params: { query: "음주운전" } }).message;
 * // "데모 자료에 없는 요청입니다 — … (not among the demo recordings: lawSearch.do target=law query=음주운전)"
 * ```
 */
export function notRecorded(
  req: { endpoint: DrfEndpoint; target: DrfTarget; params?: Record<string, unknown> },
  format?: string,
): DrfError {
  const params = Object.entries(req.params ?? {})
    .filter(([k, v]) => v !== undefined && v !== "" && k.toUpperCase() !== "OC")
    .map(([k, v]) => `${k}=${v}`);
  return new DrfError(
    "NOT_RECORDED",
    `${NOT_RECORDED_MESSAGE} (not among the demo recordings: ${
      [ENDPOINT_FILES[req.endpoint], `target=${req.target}`, ...params].join(" ")
    })`,
    { target: req.target, format },
    false,
  );
}

/** The error for a file (an annex download) the demo recordings do not hold. */
export function notRecordedFile(link: string): DrfError {
  return new DrfError(
    "NOT_RECORDED",
    `${NOT_RECORDED_MESSAGE} (not among the demo recordings: file ${
      link.replace(/OC=[^&]*/g, "OC=***")
    })`,
    { target: FILE_TARGET },
    false,
  );
}
