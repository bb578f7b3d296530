/**
 * # The test lab: a replay upstream for the law.go.kr DRF Open API
 *
 * law.go.kr is not reachable from tests or benchmarks, so they talk to this replay instead: the
 * recorded upstream the package ships for demo mode (lib/recorded), over real recorded responses
 * from `tests/fixtures/drf/` (listed in `tests/fixtures/drf/index*.json`), plus what stays home —
 * fault injection, latency, a request log, a port server and the benchmark's derive hook. Nothing
 * reachable from the published entries imports this folder (tests/publish/module_graph.test.ts).
 *
 * ```ts
 * import { defaultFixturesDir, startReplayServer } from "./tests/lab/mod.ts";
 * await using server = await startReplayServer({ fixturesDir: defaultFixturesDir() });
 * const res = await fetch(`${server.baseUrl}/lawSearch.do?OC=demo&target=law&query=민법`);
 * ```
 *
 * Or without a socket, as a `fetch` replacement:
 * `createReplayHandler({ fixturesDir: defaultFixturesDir() }).fetch`.
 *
 * ## What is answered
 * Paths `/DRF/lawSearch.do`, `/DRF/lawService.do` (also without `/DRF`), `/LSW/flDownload.do`
 * and `/flDownload.do`. In order:
 * 1. No `OC` (or, with `strictHeaders`, no `Referer`) → the "사용자 정보 검증에 실패하였습니다."
 *    XML upstream sends to callers it cannot verify. **Synthetic** (shape quoted in
 *    chrisryugj/korean-law-mcp PR #45; never recorded).
 * 2. No `target`, or a `type` other than XML/JSON/HTML → the real 미신청 page.
 * 3. `target=eflaw` body by `MST` without `efYd` → the real 미신청 page (upstream since 2026-08-27).
 * 4. A recording for target + type (XML when absent) + identifying parameters → its bytes.
 * 5. The same record recorded in another format → HTTP 200 + the real "미신청된 목록/본문에 대한
 *    접근입니다." page, as upstream does for a key not approved for that format.
 * 6. `type=HTML` otherwise → the 미신청 page (the simulated key has no other HTML approval).
 * 7. Unknown search → a zero-hit envelope shaped like that target's recordings (totalCnt 0, no
 *    row key). **Synthetic**.
 * 8. Unknown body → the target's recorded miss (`Law` sentence, or `{}` for ftc) in that format if
 *    recorded, else a `Law` envelope with the target's sentence (**synthetic**).
 * (Benchmark mode only: with the `derive` option, a request no recording answers exactly may be
 * answered, between 4 and 5, by a conversion of another recording of the same document; such
 * answers carry reason `derived:…` and are synthetic. The tests' replay never sets it.)
 * 9. flDownload with a flSeq from the downloads table → the file; otherwise 404, marked
 *    unrecorded. (Built-in table empty: no annex fixture is a real law.go.kr download.)
 *
 * ## Faults
 * `setFaults(plan)` takes one {@link FaultRule} or a list; the first rule whose `match`
 * (endpoint / target / type) fits fires, `after` skips the first matches, `times` limits how often
 * it fires (so retries recover). Kinds: `latency`; `status` (500/502/503/404…, synthetic HTML,
 * optional Retry-After); `empty` 200; `maintenance` and `antibot` HTML (synthetic); `unregistered`
 * (real page); `auth-failure`; `message` (a `Law` envelope holding any sentence); `truncate` (first half of the real body); `oversize` (real body +
 * trailing whitespace up to `totalBytes`, streamed); `trickle`; `stall` (headers, then nothing until
 * the request is aborted or the server closes); `reset` (body errors mid-stream); `rewrite` (the
 * real body with strings replaced: shape drift, e.g. a renamed root). Latency per
 * endpoint: `latency` option / `setLatency` (benchmarks use search ≈ 450 ms, service ≈ 1000 ms).
 *
 * Response headers: `x-replay-reason`, `x-replay-fixture` (file served), `x-replay-fidelity`
 * (exact | reserialized | indexed | trimmed), `x-replay-fault`, and `x-replay-synthetic: 1` whenever the
 * bytes were generated or altered by the replay (envelopes, fault pages, truncated/padded/stalled
 * bodies), and `x-replay-unrecorded: 1` on answers of steps 6–9 (no recording of this request:
 * the demo client reports them as `NOT_RECORDED`, see `unrecorded.ts`). Fixture bytes are served
 * as recorded, so link fields carry the recorders' masked OCs, not the caller's.
 *
 * @module
 */

export type {
  AnnexDownload,
  BodyFault,
  DerivedAnswer,
  DeriveHook,
  DeriveRequest,
  DrfFormat,
  Fault,
  FaultMatch,
  FaultPlan,
  FaultRule,
  FixtureEntry,
  FixtureFidelity,
  FixtureFiles,
  FixtureKind,
  LatencyFault,
  LatencyPlan,
  Recordings,
  ReplayEndpoint,
  ReplayHandler,
  ReplayHandlerOptions,
  ReplayServer,
  ReplayServerOptions,
  ReplayStats,
  RequestLogEntry,
  TerminalFault,
} from "./types.ts";
export { createReplayHandler } from "./handler.ts";
export { startReplayServer } from "./server.ts";
export { defaultFixturesDir } from "./paths.ts";
export { demoWithSynthetic, directoryFiles } from "./files.ts";
export { demoRuntime } from "./runtime.ts";
export {
  ANNEX_DOWNLOADS,
  CONTENT_TYPES,
  FixtureIndex,
  type IndexLookup,
  isUnrecorded,
  NON_IDENTIFYING,
  normalizeValue,
  requestKey,
  UNRECORDED_HEADER,
} from "../../lib/recorded/mod.ts";
