/**
 * What the DRF client is asked and answers: one logical request, per-call options, a successful
 * answer, a downloaded file, the cache it writes through, and its configuration.
 *
 * @module
 */

import type { RequestBudget } from "./budget.ts";
import type { DrfFormat } from "./classify.ts";
import type { MissMemo } from "./miss_memo.ts";
import type { DrfEndpoint, DrfTarget } from "../targets/ids.ts";

/** Query parameters; `undefined` and `""` are left out. Never put `OC` or `type` here. */
export type DrfParams = Record<string, string | number | undefined>;

/** One logical request. */
export interface DrfRequest {
  /** `search` or `service`. */
  endpoint: DrfEndpoint;
  /** DRF `target` (law, eflaw, lawjosub, prec, …): one of the catalogue's (lib/targets). */
  target: DrfTarget;
  /** Other query parameters. */
  params?: DrfParams;
  /** Force a format; default: the key's known-good format, else the client's preference. */
  format?: DrfFormat;
}

/** Per-call options. */
export interface DrfCallOptions {
  /** Abort the call (and its retries). */
  signal?: AbortSignal;
  /** The shared per-request budget; a fresh default budget when omitted. */
  budget?: RequestBudget;
  /** A per-call key (HTTP mode: the user's own OC); falls back to the client's. */
  oc?: string;
  /** Skip the cache for this call. */
  noCache?: boolean;
}

/** A successful answer. */
export interface DrfResult {
  /** The body in the DRF JSON shape (XML is converted to the same shape). */
  data: Record<string, unknown>;
  /** Raw HTML, for `type=HTML` targets. */
  html?: string;
  /** The format that was actually served. */
  format: DrfFormat;
  /** The request URL with the key masked, for "source" links in output. */
  url: string;
  /** Whether the answer came from a cache. */
  fromCache: boolean;
  /** Set when the preferred format was not approved and the other one was used. */
  fellBackFrom?: DrfFormat;
}

/** A downloaded file (an annex). */
export interface DrfDownload {
  /** The file's bytes. */
  bytes: Uint8Array;
  /** Content-Type as sent (often wrong: sniff the bytes). */
  contentType?: string;
  /** File name from Content-Disposition, when sent. */
  fileName?: string;
  /** The absolute URL, key masked. */
  url: string;
}

/** The cache the client writes through. Values are JSON strings. */
export interface DrfCache {
  /** Returns a cached value, if fresh. */
  get(key: string): Promise<string | undefined>;
  /** Stores a value for `ttlMs`. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
}

/** Client configuration. */
export interface DrfClientOptions {
  /** Prefix that `/lawSearch.do` and `/lawService.do` are appended to. */
  baseUrl?: string;
  /** Default key (`LAW_OC`). */
  oc?: string;
  /** `fetch` implementation; the replay handler in demo mode and tests. */
  fetch?: typeof fetch;
  /** Per-attempt timeout, ms. Default 15 000. */
  timeoutMs?: number;
  /** Retries after the first attempt for transient failures. Default 2. */
  retries?: number;
  /** Base backoff, ms; doubles per retry, with full jitter. Default 300. */
  backoffMs?: number;
  /** Preferred format when the key's approvals are unknown. Default JSON (cheapest to parse). */
  preferredFormat?: "JSON" | "XML";
  /** Extra or replacement headers. */
  headers?: Record<string, string>;
  /** Cache tier. */
  cache?: DrfCache;
  /** Where confirmed misses are remembered (hosted: Deno KV, shared). Default: in process. */
  missMemo?: MissMemo;
  /** TTLs, ms. Defaults: search 1 h, service 24 h, miss 60 s. */
  ttl?: { search?: number; service?: number; miss?: number };
  /**
   * Demo mode: tells, from a response's headers, that the recorded replay answered a request it
   * holds no recording of. Such an answer becomes `NOT_RECORDED`, never a miss or "0건".
   */
  unrecorded?: (headers: Headers) => boolean;
  /**
   * With a cache, the most characters of JSON whose decoded answers are kept in memory (at most
   * 32 answers, ten minutes each). Default: the client's share of 64 MB (`cacheMemoryShares`).
   */
  hotChars?: number;
}
