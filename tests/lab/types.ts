/**
 * Types of the test lab's replay upstream: fault plans, statistics, the benchmark's derive hook
 * and the handler/server surfaces. The recording types are lib/recorded's.
 *
 * @module
 */

import type { FaultPlan, LatencyPlan } from "./fault_types.ts";
import type {
  AnnexDownload,
  DrfFormat,
  FixtureEntry,
  RecordingStore,
  ReplayEndpoint,
} from "../../lib/recorded/mod.ts";

export type {
  AnnexDownload,
  DrfFormat,
  FixtureEntry,
  FixtureFidelity,
  FixtureKind,
  ReplayEndpoint,
} from "../../lib/recorded/mod.ts";
/** The lab's name for a store of recordings (lib/recorded's RecordingStore). */
export type FixtureFiles = RecordingStore;

export type {
  BodyFault,
  Fault,
  FaultMatch,
  FaultPlan,
  FaultRule,
  LatencyFault,
  LatencyPlan,
  TerminalFault,
} from "./fault_types.ts";
/** One request as the replay saw it. */
export interface RequestLogEntry {
  /** 1-based sequence number since the last reset. */
  readonly seq: number;
  /** Arrival time (ms since epoch). */
  readonly time: number;
  /** HTTP method. */
  readonly method: string;
  /** Path as requested. */
  readonly path: string;
  /** Full URL as requested, including OC. */
  readonly url: string;
  /** Endpoint. */
  readonly endpoint: ReplayEndpoint;
  /** DRF target (null when absent). */
  readonly target: string | null;
  /** Every query parameter (first value each), percent-decoded, including OC. */
  readonly query: Readonly<Record<string, string>>;
  /** `User-Agent` header (null when absent). */
  readonly userAgent: string | null;
  /** `Referer` header (null when absent). */
  readonly referer: string | null;
  /** All request headers, lower-cased names. */
  readonly headers: Readonly<Record<string, string>>;
  /** Status sent (0 while pending or when the request was aborted before the headers). */
  status: number;
  /** Why this answer: `recorded`, `miss`, `zero-results`, `unregistered-format`, … */
  reason: string;
  /** Fixture file served (relative path), if any. */
  fixture: string | null;
  /** True when the bytes were generated or altered by the replay. */
  synthetic: boolean;
  /** Fault kind applied, if any. */
  fault: string | null;
}

/** Live request statistics. */
export interface ReplayStats {
  /** Requests since the last reset. */
  readonly total: number;
  /** Requests per endpoint. */
  readonly byEndpoint: Readonly<Record<ReplayEndpoint, number>>;
  /** Requests per DRF target. */
  readonly byTarget: Readonly<Record<string, number>>;
  /** The last N requests, oldest first. */
  readonly log: readonly RequestLogEntry[];
  /** The most recent request. */
  last(): RequestLogEntry | undefined;
}

/** A DRF request no recording answers exactly, as given to a {@link DeriveHook}. */
export interface DeriveRequest {
  /** `search` or `service`. */
  readonly endpoint: "search" | "service";
  /** DRF `target`. */
  readonly target: string;
  /** Requested format (HTML is never derived). */
  readonly type: "XML" | "JSON";
  /** Every query parameter as sent. */
  readonly query: URLSearchParams;
}

/** Read access to the recordings, for a {@link DeriveHook}. */
export interface Recordings {
  /** The recording that answers exactly this request (same matching rules as the replay). */
  find(
    endpoint: "search" | "service",
    target: string,
    type: DrfFormat,
    query: URLSearchParams,
  ): FixtureEntry | undefined;
  /** Every entry of the index. */
  readonly entries: readonly FixtureEntry[];
  /** Bytes of a fixture file. */
  bytes(file: string): Promise<Uint8Array>;
}

/** What a {@link DeriveHook} built: the bytes, why, and the recording they come from. */
export interface DerivedAnswer {
  /** Body in the requested format. */
  readonly body: Uint8Array<ArrayBuffer>;
  /** Reason for the log and `x-replay-reason`; starts with `derived:`. */
  readonly reason: `derived:${string}`;
  /** The recording the body was built from. */
  readonly fixture: string;
}

/**
 * Builds an answer no recording holds from another recording of the same document (the peer
 * benchmark's fair mode, tests/bench/peer/fair). Called after the emulated upstream refusals
 * (missing OC, eflaw by MST without efYd) and before the 미신청 page, miss or zero-hit envelope;
 * its answers are always marked synthetic. Returns null when it cannot answer faithfully.
 */
export type DeriveHook = (
  req: DeriveRequest,
  recordings: Recordings,
) => Promise<DerivedAnswer | null>;

/** Options of {@link createReplayHandler}. */
export interface ReplayHandlerOptions {
  /** Directory holding `drf/index.json` and the files (tests: `defaultFixturesDir()`). */
  readonly fixturesDir?: string | URL;
  /** Any other store of the same layout (the bundled demo set); wins over `fixturesDir`. */
  readonly files?: FixtureFiles;
  /** Initial fault plan. */
  readonly faults?: FaultPlan;
  /** Initial added latency. */
  readonly latency?: LatencyPlan;
  /** Answer like upstream does to a request without a `Referer` (default false). */
  readonly strictHeaders?: boolean;
  /** flSeq → file, merged over the built-in table. */
  readonly downloads?: Readonly<Record<string, AnnexDownload>>;
  /** Length of the request log (default 100). */
  readonly logLimit?: number;
  /**
   * Benchmark-only: answers built from other recordings of the same document (see
   * {@link DeriveHook}). The demo and the test replay never set it.
   */
  readonly derive?: DeriveHook;
}

/** A web-standard replay of the DRF API, usable by `Deno.serve` and as a `fetch` replacement. */
export interface ReplayHandler {
  /** Answers one request; signature-compatible with `fetch`. */
  fetch(input: Request | URL | string, init?: RequestInit): Promise<Response>;
  /** Live statistics. */
  readonly stats: ReplayStats;
  /** Replaces the fault plan (null clears it); rule counters restart. */
  setFaults(plan: FaultPlan | null): void;
  /** Replaces the added latency. */
  setLatency(latency: LatencyPlan): void;
  /** Clears statistics and restores the faults and latency given at creation. */
  reset(): void;
  /** Loads the index; rejects if it is missing or malformed. */
  ready(): Promise<void>;
  /** Ends every delayed or streaming answer in flight (bodies error with `reason`). */
  abortInFlight(reason?: unknown): void;
}

/** Options of {@link startReplayServer}. */
export interface ReplayServerOptions extends ReplayHandlerOptions {
  /** Interface to bind (default 127.0.0.1). */
  readonly hostname?: string;
  /** Port (default 0 = a free port). */
  readonly port?: number;
}

/** A running replay server. */
export interface ReplayServer {
  /** DRF base URL, e.g. `http://127.0.0.1:12345/DRF`. */
  readonly baseUrl: string;
  /** Origin, e.g. `http://127.0.0.1:12345`. */
  readonly origin: string;
  /** Live statistics. */
  readonly stats: ReplayStats;
  /** The handler behind the server. */
  readonly handler: ReplayHandler;
  /** See {@link ReplayHandler.setFaults}. */
  setFaults(plan: FaultPlan | null): void;
  /** See {@link ReplayHandler.setLatency}. */
  setLatency(latency: LatencyPlan): void;
  /** See {@link ReplayHandler.reset}. */
  reset(): void;
  /** Aborts answers in flight and stops the server. */
  close(): Promise<void>;
  /** Same as {@link ReplayServer.close}, for `await using`. */
  [Symbol.asyncDispose](): Promise<void>;
}
