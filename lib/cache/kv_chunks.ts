/**
 * Chunked storage of one value generation in Deno KV: splitting, batched writes that fit
 * KV's atomic-commit limits, verified reassembly, and best-effort deletion.
 *
 * @module
 */

import { chunkKey, chunkPrefix, type KvMeta, sha256Hex } from "./kv_layout.ts";

/**
 * Bytes per chunk. Deno KV refuses values over 65,536 serialized bytes; a `Uint8Array` is
 * stored nearly raw, so 60,000 leaves headroom.
 *
 * @example
 * ```ts
 * Math.ceil(3_000_000 / CHUNK_BYTES); // 50 chunks
 * ```
 */
export const CHUNK_BYTES = 60_000;

/**
 * Budget per atomic operation. Deno KV allows 1,000 mutations and 819,200 bytes of keys +
 * values per commit; we stay well below both.
 *
 * @example
 * ```ts
 * BATCH_LIMITS.maxBytes < 819_200; // true
 * ```
 */
export const BATCH_LIMITS: { readonly maxBytes: number; readonly maxMutations: number } = {
  maxBytes: 700_000,
  maxMutations: 500,
};

/**
 * Splits bytes into views of at most `size` bytes (one empty chunk for empty input, so
 * that "value is the empty string" stays distinguishable from "no chunks").
 *
 * @example
 * ```ts
 * splitBytes(new Uint8Array(5), 2).map((c) => c.length); // [2, 2, 1]
 * ```
 */
export function splitBytes(bytes: Uint8Array, size: number = CHUNK_BYTES): Uint8Array[] {
  if (bytes.length === 0) return [new Uint8Array(0)];
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
}

/**
 * Concatenates chunks into one fresh buffer.
 *
 * @example
 * ```ts
 * joinChunks([new Uint8Array([1]), new Uint8Array([2])]); // Uint8Array [1, 2]
 * ```
 */
export function joinChunks(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * Groups item sizes into consecutive batches that each fit one atomic commit.
 * Returns `[start, end)` index ranges.
 *
 * @example
 * ```ts
 * planBatches([400_000, 400_000, 10]); // [[0, 1], [1, 3]]
 * ```
 */
export function planBatches(
  sizes: readonly number[],
  limits: { readonly maxBytes: number; readonly maxMutations: number } = BATCH_LIMITS,
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = 0;
  let bytes = 0;
  for (let i = 0; i < sizes.length; i++) {
    const full = i > start &&
      (bytes + sizes[i] > limits.maxBytes || i - start >= limits.maxMutations);
    if (full) {
      out.push([start, i]);
      start = i;
      bytes = 0;
    }
    bytes += sizes[i];
  }
  if (start < sizes.length) out.push([start, sizes.length]);
  return out;
}

// Per-chunk key overhead (prefix, generation UUID, index) is far below this; counting it
// keeps each commit under KV's 819,200-byte total.
const KEY_OVERHEAD_BYTES = 200;

/**
 * Writes every chunk of generation `gen`, in as few atomic commits as the limits allow.
 * Throws on failure; the caller cleans up with {@linkcode deleteChunks}.
 *
 * @example
 * ```ts
 * const kv = await Deno.openKv(":memory:");
 * const bytes = new TextEncoder().encode("{…}");
 * await writeChunks(kv, crypto.randomUUID(), splitBytes(bytes), 3_600_000);
 * ```
 */
export async function writeChunks(
  kv: Deno.Kv,
  gen: string,
  chunks: readonly Uint8Array[],
  expireIn: number,
): Promise<void> {
  for (const [start, end] of planBatches(chunks.map((c) => c.length + KEY_OVERHEAD_BYTES))) {
    const op = kv.atomic();
    for (let i = start; i < end; i++) op.set(chunkKey(gen, i), chunks[i], { expireIn });
    const res = await op.commit();
    if (!res.ok) throw new Error("chunk commit rejected");
  }
}

/**
 * Reassembles the value described by `meta`, or `undefined` unless every chunk is present,
 * contiguous, and the bytes match the recorded length and SHA-256 (a torn or foreign write
 * must read as a miss, never as garbage). KV errors propagate.
 *
 * @example
 * ```ts
 * import type { KvMeta } from "./kv_layout.ts";
 * const kv = await Deno.openKv(":memory:");
 * const meta: KvMeta = { v: 1, gen: "3f1c…", chunks: 1, bytes: 3, expiresAt: 0, sha256: "…" };
 * const text = await readChunks(kv, meta); // undefined: no chunk of that generation
 * ```
 */
export async function readChunks(kv: Deno.Kv, meta: KvMeta): Promise<string | undefined> {
  const parts: Uint8Array[] = [];
  const batchSize = Math.min(meta.chunks, 500);
  for await (const entry of kv.list({ prefix: chunkPrefix(meta.gen) }, { batchSize })) {
    const index = entry.key[entry.key.length - 1];
    if (index !== parts.length || !(entry.value instanceof Uint8Array)) return undefined;
    parts.push(entry.value);
    if (parts.length > meta.chunks) return undefined;
  }
  if (parts.length !== meta.chunks) return undefined;
  const bytes = joinChunks(parts);
  if (bytes.length !== meta.bytes || (await sha256Hex(bytes)) !== meta.sha256) return undefined;
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Deletes chunks `0..count-1` of generation `gen`, batched under the mutation limit.
 *
 * @example
 * ```ts
 * const kv = await Deno.openKv(":memory:");
 * const gen = crypto.randomUUID();
 * await writeChunks(kv, gen, splitBytes(new Uint8Array(5), 2), 3_600_000);
 * await deleteChunks(kv, gen, 3);
 * ```
 */
export async function deleteChunks(kv: Deno.Kv, gen: string, count: number): Promise<void> {
  for (let start = 0; start < count; start += BATCH_LIMITS.maxMutations) {
    const op = kv.atomic();
    const end = Math.min(count, start + BATCH_LIMITS.maxMutations);
    for (let i = start; i < end; i++) op.delete(chunkKey(gen, i));
    await op.commit();
  }
}

const decoder = new TextDecoder("utf-8", { fatal: true });
