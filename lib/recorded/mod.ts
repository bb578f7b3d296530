/**
 * # The recorded upstream (demo mode)
 *
 * Without `LAW_OC` the runtime talks to this instead of law.go.kr: it answers `lawSearch.do` /
 * `lawService.do` / `flDownload.do` with real recorded responses from a store laid out like
 * `tests/fixtures/` (the bundled demo set, `lib/demo`). In order:
 * 1. No `OC` → the "사용자 정보 검증에 실패하였습니다." XML (**synthetic**; never recorded).
 * 2. No `target`, or a `type` other than XML/JSON/HTML → the real 미신청 page.
 * 3. `target=eflaw` body by `MST` without `efYd` → the real 미신청 page (upstream since 2026-08-27).
 * 4. A recording for target + type (XML when absent) + identifying parameters → its bytes.
 * 5. The same record recorded in another format → the real 미신청 page, as upstream does for a
 *    key not approved for that format.
 * 6. `type=HTML` otherwise → the 미신청 page.
 * 7. Unknown search → a zero-hit envelope shaped like that target's recordings (**synthetic**).
 * 8. Unknown body → the target's recorded miss in that format if recorded, else a `Law` envelope
 *    with the target's sentence (**synthetic**).
 * 9. flDownload with a flSeq from the downloads table → the file (stand-ins, see `annex.ts`);
 *    otherwise 404.
 *
 * Answers of steps 6–9 carry `x-replay-unrecorded: 1` (no recording of this request): the demo
 * client reports them as `NOT_RECORDED`. Other headers: `x-replay-reason`, `x-replay-fixture`,
 * `x-replay-fidelity`, `x-replay-synthetic: 1` when the bytes were generated. Fault injection,
 * latency, the request log and a port server are the test lab's (tests/lab), not the package's.
 *
 * @module
 */

export type {
  AnnexDownload,
  DrfFormat,
  FixtureEntry,
  FixtureFidelity,
  FixtureKind,
  ReplayEndpoint,
} from "./types.ts";
export type { RecordingStore } from "./store.ts";
export { createRecordedUpstream, lazyResolver, type RecordedUpstream } from "./handler.ts";
export {
  FixtureIndex,
  type IndexLookup,
  NON_IDENTIFYING,
  normalizeValue,
  requestKey,
} from "./fixture_index.ts";
export { type Answer, CONTENT_TYPES, Resolver } from "./resolve.ts";
export { answerFrom, endpointOf, formatOf, plainAnswer } from "./route.ts";
export { answerHeaders } from "./respond.ts";
export { ANNEX_DOWNLOADS } from "./annex.ts";
export { isUnrecorded, UNRECORDED_HEADER } from "./unrecorded.ts";
