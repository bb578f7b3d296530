/**
 * Persistent cache tier on Deno KV. Values are split into chunks under a per-write
 * generation id and made visible by a single meta record, so readers never assemble
 * chunks from two different writes. Every failure is swallowed and counted.
 *
 * @module
 */

import { CHUNK_BYTES, deleteChunks, readChunks, splitBytes, writeChunks } from "./kv_chunks.ts";
import { type KvMeta, locateKey, metaKey, parseMeta, sha256Hex } from "./kv_layout.ts";
import { keyLooksSecret } from "./key_guard.ts";
import { defaultKvPath, type OpenKvFn, openKvSafely } from "./kv_open.ts";

/** Options for {@linkcode KvCache.open} and {@linkcode KvCache.fromKv}. */
export interface KvCacheOptions {
  /** Database path; `":memory:"` for tests. Default {@linkcode defaultKvPath}. */
  readonly path?: string;
  /** Clock in epoch ms used for `expiresAt` checks. Default `Date.now`. */
  readonly now?: () => number;
  /** Replaces `Deno.openKv` (tests use it to simulate failures). */
  readonly openKv?: OpenKvFn;
  /** Values larger than this many UTF-8 bytes are not stored. Default 32 MiB. */
  readonly maxValueBytes?: number;
}

/** Counters exposed by {@linkcode KvCache.stats}. */
export interface KvStats {
  /** Whether operations reach KV. */
  readonly enabled: boolean;
  /** Why the tier is off (open failure, no permission, closed). */
  readonly disabledReason?: string;
  /** Reads that returned a verified value. */
  readonly hits: number;
  /** Reads that returned nothing (absent, expired, invalid). */
  readonly misses: number;
  /** Meta present but chunks missing/mismatched (torn or tampered write); also a miss. */
  readonly invalid: number;
  /** Writes that became visible. */
  readonly writes: number;
  /** Writes skipped on purpose (bad TTL, oversized value, key carrying `OC=`). */
  readonly skipped: number;
  /** Writes dropped because a concurrent writer committed first. */
  readonly conflicts: number;
  /** KV failures swallowed so the caller never sees them. */
  readonly errors: number;
  /** Message of the most recent swallowed failure. */
  readonly lastError?: string;
}

/** A value read from KV together with its absolute expiry (epoch ms). */
export interface KvEntry {
  /** The cached string. */
  readonly value: string;
  /** Epoch ms after which the value is no longer served. */
  readonly expiresAt: number;
}

// Chunks outlive their meta record, so an unexpired meta never points at expired chunks.
const CHUNK_GRACE_MS = 60_000;
const DEFAULT_MAX_VALUE_BYTES = 32 * 1024 * 1024;
const encoder = new TextEncoder();

type Counter = "hits" | "misses" | "invalid" | "writes" | "skipped" | "conflicts" | "errors";

/**
 * The persistent tier. Obtain one with {@linkcode KvCache.open}; when KV is unavailable the
 * instance is disabled and every operation is a harmless no-op.
 *
 * @example
 * ```ts
 * const kv = await KvCache.open({ path: ":memory:" });
 * await kv.set("law:body:1", "{…}", 86_400_000);
 * await kv.get("law:body:1"); // "{…}"
 * kv.close();
 * ```
 */
export class KvCache {
  #kv: Deno.Kv | undefined;
  #reason: string | undefined;
  readonly #owned: boolean;
  readonly #now: () => number;
  readonly #maxValueBytes: number;
  readonly #count: Record<Counter, number> = {
    hits: 0,
    misses: 0,
    invalid: 0,
    writes: 0,
    skipped: 0,
    conflicts: 0,
    errors: 0,
  };
  #lastError: string | undefined;

  private constructor(
    kv: Deno.Kv | undefined,
    owned: boolean,
    reason?: string,
    o: KvCacheOptions = {},
  ) {
    this.#kv = kv;
    this.#owned = owned;
    this.#reason = reason;
    this.#now = o.now ?? Date.now;
    this.#maxValueBytes = o.maxValueBytes ?? DEFAULT_MAX_VALUE_BYTES;
  }

  /**
   * Opens the tier; never throws. On failure the returned instance is disabled.
   *
   * @example
   * ```ts
   * const kv = await KvCache.open(); // $BEOPMANG_CACHE_DIR, else the per-user cache directory
   * if (!kv.enabled) console.warn(kv.stats().disabledReason);
   * ```
   */
  static async open(options: KvCacheOptions = {}): Promise<KvCache> {
    const path = options.path ?? defaultKvPath();
    if (path === null) {
      return new KvCache(
        undefined,
        false,
        "no per-user cache directory is known (HOME, XDG_CACHE_HOME or LOCALAPPDATA unset or " +
          "unreadable); set BEOPMANG_CACHE_DIR",
        options,
      );
    }
    const r = await openKvSafely(path, options.openKv);
    return r.ok
      ? new KvCache(r.kv, true, undefined, options)
      : new KvCache(undefined, false, r.reason, options);
  }

  /**
   * Wraps a handle the caller owns (e.g. the app's shared KV on Deno Deploy);
   * {@linkcode KvCache.close} will not close it.
   *
   * @example
   * ```ts
   * const cache = KvCache.fromKv(await Deno.openKv());
   * ```
   */
  static fromKv(kv: Deno.Kv, options: KvCacheOptions = {}): KvCache {
    return new KvCache(kv, false, undefined, options);
  }

  /**
   * A tier that is off from the start.
   *
   * @example
   * ```ts
   * KvCache.disabled("configured off").enabled; // false
   * ```
   */
  static disabled(reason: string): KvCache {
    return new KvCache(undefined, false, reason);
  }

  /**
   * Whether operations reach KV.
   *
   * @example
   * ```ts
   * (await KvCache.open({ path: ":memory:" })).enabled; // true under --unstable-kv
   * ```
   */
  get enabled(): boolean {
    return this.#kv !== undefined;
  }

  /**
   * Reads a value; `undefined` on miss, expiry, torn write, disabled tier or error.
   *
   * @example
   * ```ts
   * const kv = await KvCache.open({ path: ":memory:" });
   * await kv.get("law:body:1"); // the value; undefined on a miss or once expired
   * ```
   */
  async get(key: string): Promise<string | undefined> {
    return (await this.getEntry(key))?.value;
  }

  /**
   * Like {@linkcode KvCache.get} but also returns the absolute expiry, so an upper tier can
   * keep the remaining TTL when promoting.
   *
   * @example
   * ```ts
   * const kv = await KvCache.open({ path: ":memory:" });
   * const e = await kv.getEntry("law:body:1"); // { value, expiresAt } | undefined
   * ```
   */
  async getEntry(key: string): Promise<KvEntry | undefined> {
    const kv = this.#kv;
    if (kv === undefined) return undefined;
    try {
      const loc = await locateKey(key);
      const meta = parseMeta((await kv.get(metaKey(loc))).value);
      if (meta === undefined || meta.expiresAt <= this.#now() || (loc.hashed && meta.key !== key)) {
        return this.#tally("misses", undefined);
      }
      const value = await readChunks(kv, meta);
      if (value === undefined) return this.#tally("invalid", this.#tally("misses", undefined));
      return this.#tally("hits", { value, expiresAt: meta.expiresAt });
    } catch (err) {
      return this.#fail(err, undefined);
    }
  }

  /**
   * Stores `value` for `ttlMs` (finite, > 0). Resolves `true` if this write became visible;
   * `false` if disabled, skipped, beaten by a concurrent writer, or failed.
   *
   * @example
   * ```ts
   * const kv = await KvCache.open({ path: ":memory:" });
   * await kv.set("law:body:1", JSON.stringify({ 법령명: "민법" }), 24 * 3_600_000); // true
   * ```
   */
  async set(key: string, value: string, ttlMs: number): Promise<boolean> {
    const kv = this.#kv;
    if (kv === undefined) return false;
    const bytes = encoder.encode(value);
    // A key carrying OC= would write the API key to disk; refuse quietly (this tier never
    // throws; TieredCache throws for it before we get here).
    const refused = keyLooksSecret(key) || bytes.length > this.#maxValueBytes;
    if (refused || !(ttlMs > 0) || !Number.isFinite(ttlMs)) {
      return this.#tally("skipped", false);
    }
    const gen = crypto.randomUUID();
    const chunks = splitBytes(bytes, CHUNK_BYTES);
    try {
      const loc = await locateKey(key);
      const mk = metaKey(loc);
      const previous = await kv.get(mk);
      const meta: KvMeta = {
        v: 1,
        gen,
        chunks: chunks.length,
        bytes: bytes.length,
        expiresAt: this.#now() + ttlMs,
        sha256: await sha256Hex(bytes),
        ...(loc.hashed ? { key } : {}),
      };
      const expireIn = Math.ceil(ttlMs);
      try {
        await writeChunks(kv, gen, chunks, expireIn + CHUNK_GRACE_MS);
      } catch (err) {
        await this.#dropGeneration(kv, gen, chunks.length);
        throw err;
      }
      // Meta last, in one atomic commit: until it lands nobody can see the new chunks.
      const res = await kv.atomic().check(previous).set(mk, meta, { expireIn }).commit();
      if (!res.ok) {
        await this.#dropGeneration(kv, gen, chunks.length);
        return this.#tally("conflicts", false);
      }
      const old = parseMeta(previous.value);
      if (old !== undefined) await this.#dropGeneration(kv, old.gen, old.chunks);
      return this.#tally("writes", true);
    } catch (err) {
      return this.#fail(err, false);
    }
  }

  /**
   * Removes a value; `true` if a meta record was deleted.
   *
   * @example
   * ```ts
   * const kv = await KvCache.open({ path: ":memory:" });
   * await kv.delete("law:body:1");
   * ```
   */
  async delete(key: string): Promise<boolean> {
    const kv = this.#kv;
    if (kv === undefined) return false;
    try {
      const mk = metaKey(await locateKey(key));
      const current = await kv.get(mk);
      if (current.versionstamp === null) return false;
      await kv.delete(mk);
      const meta = parseMeta(current.value);
      if (meta !== undefined) await this.#dropGeneration(kv, meta.gen, meta.chunks);
      return true;
    } catch (err) {
      return this.#fail(err, false);
    }
  }

  /**
   * Snapshot of counters, plus whether the tier is enabled and why not.
   *
   * @example
   * ```ts
   * const kv = await KvCache.open({ path: ":memory:" });
   * const { hits, errors, enabled } = kv.stats();
   * ```
   */
  stats(): KvStats {
    return {
      enabled: this.enabled,
      ...(this.#reason === undefined ? {} : { disabledReason: this.#reason }),
      ...this.#count,
      ...(this.#lastError === undefined ? {} : { lastError: this.#lastError }),
    };
  }

  /**
   * Disables the tier and closes the handle if this instance opened it. Idempotent.
   *
   * @example
   * ```ts
   * const kv = await KvCache.open({ path: ":memory:" });
   * kv.close();
   * ```
   */
  close(): void {
    const kv = this.#kv;
    this.#kv = undefined;
    this.#reason ??= "closed";
    if (kv !== undefined && this.#owned) {
      try {
        kv.close();
      } catch (err) {
        this.#fail(err, undefined);
      }
    }
  }

  // Best effort: leftovers still disappear through expireIn, so failures are only counted.
  async #dropGeneration(kv: Deno.Kv, gen: string, count: number): Promise<void> {
    try {
      await deleteChunks(kv, gen, count);
    } catch (err) {
      this.#fail(err, undefined);
    }
  }

  #tally<T>(counter: Counter, result: T): T {
    this.#count[counter]++;
    return result;
  }

  #fail<T>(err: unknown, result: T): T {
    this.#lastError = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    return this.#tally("errors", result);
  }
}
