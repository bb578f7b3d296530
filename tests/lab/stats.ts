/**
 * Request statistics and the request log. The log keeps the full query including OC and the
 * User-Agent/Referer headers, because tests assert that every upstream call carried the right
 * key and browser-like headers; it lives in memory only and is bounded.
 *
 * @module
 */

import type { ReplayEndpoint, ReplayStats, RequestLogEntry } from "./types.ts";

/** Input of {@link StatsRecorder.record}: a log entry without its sequence number. */
export type NewLogEntry = Omit<RequestLogEntry, "seq">;

/** Mutable implementation of {@link ReplayStats}. */
export class StatsRecorder implements ReplayStats {
  #total = 0;
  #byEndpoint: Record<ReplayEndpoint, number> = { search: 0, service: 0, download: 0, other: 0 };
  #byTarget: Record<string, number> = {};
  #log: RequestLogEntry[] = [];
  readonly #limit: number;

  /** Keeps at most `limit` log entries (at least 1). */
  constructor(limit = 100) {
    this.#limit = Math.max(1, Math.floor(limit));
  }

  /** Requests since the last reset. */
  get total(): number {
    return this.#total;
  }

  /** Requests per endpoint (a copy). */
  get byEndpoint(): Readonly<Record<ReplayEndpoint, number>> {
    return { ...this.#byEndpoint };
  }

  /** Requests per target (a copy). */
  get byTarget(): Readonly<Record<string, number>> {
    return { ...this.#byTarget };
  }

  /** The last N entries, oldest first (a copy of the list; entries are live). */
  get log(): readonly RequestLogEntry[] {
    return [...this.#log];
  }

  /** The most recent entry. */
  last(): RequestLogEntry | undefined {
    return this.#log.at(-1);
  }

  /** Counts a request and appends it to the log; the returned entry is updated as it completes. */
  record(entry: NewLogEntry): RequestLogEntry {
    const full: RequestLogEntry = { seq: ++this.#total, ...entry };
    this.#byEndpoint[entry.endpoint]++;
    if (entry.target) this.#byTarget[entry.target] = (this.#byTarget[entry.target] ?? 0) + 1;
    this.#log.push(full);
    if (this.#log.length > this.#limit) this.#log.splice(0, this.#log.length - this.#limit);
    return full;
  }

  /** Forgets everything. */
  reset(): void {
    this.#total = 0;
    this.#byEndpoint = { search: 0, service: 0, download: 0, other: 0 };
    this.#byTarget = {};
    this.#log = [];
  }
}
