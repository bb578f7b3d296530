/**
 * How the replay tells that an answer stands in for a request it holds no recording of: the
 * zero-hit envelope of an unrecorded search, a miss body for an unrecorded record, the 미신청 page
 * for an HTML request never recorded. Tests use the replay as law.go.kr, where those answers are
 * the upstream's; the demo (no `LAW_OC`) must not pass them off as facts of law, so the demo
 * client reads this header and answers `NOT_RECORDED` instead ("not among the recordings" is
 * neither a miss nor "0건"). A recorded miss (its own request recorded) carries no such header.
 *
 * @module
 */

/** Response header set to `1` on an answer the replay made up for an unrecorded request. */
export const UNRECORDED_HEADER = "x-replay-unrecorded";

/**
 * Whether a replay response stands in for a request the recordings do not hold.
 *
 * @example
 * ```ts
 * import { isUnrecorded } from "./unrecorded.ts";
 * isUnrecorded(new Headers({ "x-replay-unrecorded": "1" })); // true
 * ```
 */
export function isUnrecorded(headers: Headers): boolean {
  return headers.get(UNRECORDED_HEADER) === "1";
}
