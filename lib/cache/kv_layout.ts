/**
 * Key layout, chunking and integrity helpers for the Deno KV tier.
 *
 * Layout (all under {@linkcode KV_PREFIX}):
 * - `[...KV_PREFIX, "m", "k", key]` or `[...KV_PREFIX, "m", "h", sha256(key)]`: meta record
 * - `[...KV_PREFIX, "c", generation, index]`: the value's UTF-8 bytes, one chunk per index
 *
 * @module
 */

/**
 * Root of every key the KV tier writes. The version is part of the key so that a layout
 * change simply stops reading old records (they age out through `expireIn`).
 *
 * @example
 * ```ts
 * const kv = await Deno.openKv(":memory:");
 * const all = kv.list({ prefix: [...KV_PREFIX] });
 * ```
 */
export const KV_PREFIX: readonly ["beopmang-cache", "v1"] = ["beopmang-cache", "v1"];

/**
 * Keys longer than this many UTF-8 bytes are stored under their SHA-256 instead: KV keys
 * are limited to 2,048 bytes for writes (2,049 for reads) including the prefix.
 *
 * @example
 * ```ts
 * new TextEncoder().encode("law:body:1").length <= INLINE_KEY_BYTES; // true
 * ```
 */
export const INLINE_KEY_BYTES = 1_000;

/**
 * The record that makes a set of chunks visible. It is committed only after all chunks
 * of its generation exist, and readers verify chunk count, byte length and hash.
 *
 * @example
 * ```ts
 * const meta: KvMeta = { v: 1, gen: "uuid", chunks: 1, bytes: 3, expiresAt: 0, sha256: "…" };
 * ```
 */
export interface KvMeta {
  readonly v: 1;
  /** Unique per write; chunk keys include it, so two writes never share chunks. */
  readonly gen: string;
  readonly chunks: number;
  readonly bytes: number;
  /** Epoch ms; checked on read because local KV deletes `expireIn` records only lazily. */
  readonly expiresAt: number;
  readonly sha256: string;
  /** Full key, present only when the KV key holds its hash (to rule out collisions). */
  readonly key?: string;
}

/**
 * Where a cache key lives in KV: inline, or hashed when too long.
 *
 * @example
 * ```ts
 * const loc = await locateKey("law:body:1"); // { part: ["k", "law:body:1"], hashed: false }
 * ```
 */
export interface KeyLocation {
  readonly part: readonly ["k" | "h", string];
  readonly hashed: boolean;
}

const encoder = new TextEncoder();

/**
 * Lower-case hex SHA-256 of `data`.
 *
 * @example
 * ```ts
 * await sha256Hex(new TextEncoder().encode("abc")); // "ba7816bf…"
 * ```
 */
export async function sha256Hex(data: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Maps a cache key to its KV key part, hashing keys too long to inline.
 *
 * @example
 * ```ts
 * (await locateKey("x".repeat(5_000))).hashed; // true
 * ```
 */
export async function locateKey(key: string): Promise<KeyLocation> {
  const bytes = encoder.encode(key);
  if (bytes.length <= INLINE_KEY_BYTES) return { part: ["k", key], hashed: false };
  return { part: ["h", await sha256Hex(bytes)], hashed: true };
}

/**
 * KV key of the meta record for a located cache key.
 *
 * @example
 * ```ts
 * metaKey(await locateKey("law:body:1"));
 * ```
 */
export function metaKey(loc: KeyLocation): Deno.KvKey {
  return [...KV_PREFIX, "m", ...loc.part];
}

/**
 * KV key of chunk `index` of generation `gen`.
 *
 * @example
 * ```ts
 * chunkKey("3f1c…", 0); // ["beopmang-cache", "v1", "c", "3f1c…", 0]
 * ```
 */
export function chunkKey(gen: string, index: number): Deno.KvKey {
  return [...KV_PREFIX, "c", gen, index];
}

/**
 * Prefix covering every chunk of generation `gen`, in index order when listed.
 *
 * @example
 * ```ts
 * const kv = await Deno.openKv(":memory:");
 * const chunks = kv.list({ prefix: chunkPrefix("3f1c…") });
 * ```
 */
export function chunkPrefix(gen: string): Deno.KvKey {
  return [...KV_PREFIX, "c", gen];
}

/**
 * Validates an untrusted KV value as a {@linkcode KvMeta}; anything else reads as absent.
 *
 * @example
 * ```ts
 * parseMeta({ v: 2 }); // undefined
 * ```
 */
export function parseMeta(value: unknown): KvMeta | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const m = value as Record<string, unknown>;
  const ok = m.v === 1 && typeof m.gen === "string" && Number.isSafeInteger(m.chunks) &&
    (m.chunks as number) > 0 && Number.isSafeInteger(m.bytes) && (m.bytes as number) >= 0 &&
    typeof m.expiresAt === "number" && typeof m.sha256 === "string" &&
    (m.key === undefined || typeof m.key === "string");
  return ok ? m as unknown as KvMeta : undefined;
}
