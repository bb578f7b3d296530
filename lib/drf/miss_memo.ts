/**
 * The memo of confirmed misses ("no such statute", asked twice and believed): for a minute the
 * same request is answered from here instead of the upstream. In one process a bounded map;
 * when hosted, in Deno KV with expiry, so that every isolate and region shares it.
 *
 * @module
 */

import { DrfError, type DrfErrorCode, type DrfErrorDetails } from "../errors.ts";

/** A remembered miss, as stored (the error's parts; keys never carry the OC). */
export interface MissRecord {
  /** Error code (always NOT_FOUND today). */
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
      return hit.value && hit.value.until > Date.now() ? hit.value : undefined;
    } catch {
      return undefined; // a memo that cannot be read is a memo that is empty
    }
  }

  /** See {@link MissMemo.set}. */
  async set(key: string, miss: MissRecord, ttlMs: number): Promise<void> {
    try {
      await this.#kv.set(await this.#key(key), { ...miss, until: Date.now() + ttlMs }, {
        expireIn: ttlMs,
      });
    } catch { /* best effort */ }
  }
}
