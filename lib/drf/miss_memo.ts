/**
 * The memo of confirmed misses ("no such statute", asked twice and believed): for a minute the
 * same request is answered from here instead of the upstream. In one process a bounded map;
 * when hosted, in Deno KV with expiry, so that every isolate and region shares it.
 *
 * @module
 */

import { DrfError, type DrfErrorCode, type DrfErrorDetails } from "../errors.ts";
import { isMissSentence } from "./upstream_message.ts";

/** A remembered miss, as stored (the error's parts; keys never carry the OC). */
export interface MissRecord {
  /** Error code: NOT_FOUND (anything else is refused, see {@link isConfirmedMiss}). */
  code: DrfErrorCode;
  /** The message shown. */
  message: string;
  /** Its details. */
  details: DrfErrorDetails;
}

/** Where misses are remembered. */
export interface MissMemo {
  /** The miss remembered for `key`, if still fresh. */
  get(key: string): Promise<MissRecord | undefined>;
  /** Remembers a miss for `ttlMs`. */
  set(key: string, miss: MissRecord, ttlMs: number): Promise<void>;
}

/** The error a remembered miss is answered with. */
export function missError(m: MissRecord): DrfError {
  return new DrfError(m.code, m.message, m.details, false);
}

/**
 * Whether a record is a confirmed miss worth remembering: `NOT_FOUND` whose upstream sentence,
 * when there is one, is a known miss sentence. An outage never is — and a record an older
 * version stored for "…서비스를 이용할 수 없습니다" is not believed when read back.
 *
 * @example
 * ```ts
 * import { isConfirmedMiss } from "./miss_memo.ts";
 * isConfirmedMiss({ code: "NOT_FOUND", message: "…", details: { target: "prec",
 *   upstreamMessage: "일치하는 판례가 없습니다. 판례명을 확인하여 주십시오." } }); // true
 * isConfirmedMiss({ code: "NOT_FOUND", message: "…", details: { target: "law",
 *   upstreamMessage: "현재 서비스를 이용할 수 없습니다." } }); // false
 * ```
 */
export function isConfirmedMiss(m: MissRecord): boolean {
  if (m.code !== "NOT_FOUND") return false;
  const said = m.details?.upstreamMessage;
  return said === undefined || isMissSentence(said, m.details?.target ?? "");
}

/** An in-process memo, bounded (oldest first out). */
export class MemoryMissMemo implements MissMemo {
  readonly #map = new Map<string, { until: number; miss: MissRecord }>();
  readonly #limit: number;

  /** Keeps at most `limit` misses. */
  constructor(limit = 2_000) {
    this.#limit = limit;
  }

  /** See {@link MissMemo.get}. */
  get(key: string): Promise<MissRecord | undefined> {
    const hit = this.#map.get(key);
    return Promise.resolve(hit && hit.until > Date.now() ? hit.miss : undefined);
  }

  /** See {@link MissMemo.set}. */
  set(key: string, miss: MissRecord, ttlMs: number): Promise<void> {
    if (!isConfirmedMiss(miss)) return Promise.resolve();
    this.#map.delete(key);
    this.#map.set(key, { until: Date.now() + ttlMs, miss });
    if (this.#map.size > this.#limit) this.#map.delete(this.#map.keys().next().value!);
    return Promise.resolve();
  }
}

/** A memo in Deno KV: entries expire by themselves; keys are hashed (KV key size limit). */
export class KvMissMemo implements MissMemo {
  readonly #kv: Deno.Kv;

  /** Uses `kv` (not closed here). */
  constructor(kv: Deno.Kv) {
    this.#kv = kv;
  }

  async #key(key: string): Promise<Deno.KvKey> {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key));
    return ["beopmang", "miss", new Uint8Array(digest)];
  }

  /** See {@link MissMemo.get}. */
  async get(key: string): Promise<MissRecord | undefined> {
    try {
      const hit = await this.#kv.get<MissRecord & { until: number }>(await this.#key(key));
      // expireIn is a lower bound on deletion: check the time as well.
      const fresh = hit.value && hit.value.until > Date.now() ? hit.value : undefined;
      return fresh && isConfirmedMiss(fresh) ? fresh : undefined;
    } catch {
      return undefined; // a memo that cannot be read is a memo that is empty
    }
  }

  /** See {@link MissMemo.set}. */
  async set(key: string, miss: MissRecord, ttlMs: number): Promise<void> {
    if (!isConfirmedMiss(miss)) return;
    try {
      await this.#kv.set(await this.#key(key), { ...miss, until: Date.now() + ttlMs }, {
        expireIn: ttlMs,
      });
    } catch { /* best effort */ }
  }
}
