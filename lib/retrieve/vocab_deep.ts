/**
 * The deep by-statute vocabulary as the package carries it: the entries of
 * ./vocab_deep_parts.ts (six parts, one per group of statutes, written and reviewed there),
 * packed by `deno task gen` into ./vocab_deep.gen.ts (gzip, base64) and unpacked here once, at
 * load. Packed, the entries take a third of their source's bytes, which keeps the package within
 * JSR's 20 MB; the sources stay in the repository, out of the package, and
 * tests/publish/gen_fresh.test.ts fails when the pack is older than they are.
 *
 * @module
 */

import { entry, type VocabEntry } from "./vocab_entry.ts";
import { VOCAB_DEEP_PACKED } from "./vocab_deep.gen.ts";

/** One packed entry: said words, legal words (each "|"-joined), provenance, weight. */
export type PackedEntry = [said: string, legal: string, source: string, weight?: number];

/**
 * The entries packed: JSON of {@link PackedEntry} rows, gzipped, in base64.
 *
 * @example
 * ```ts
 * import { pack, unpack } from "./vocab_deep.ts";
 * import { entry } from "./vocab_entry.ts";
 * const e = entry("집주인|건물주", "임대인", "hand: example", 0.5);
 * (await unpack(await pack([e])))[0].said; // ["집주인", "건물주"]
 * ```
 */
export async function pack(entries: readonly VocabEntry[]): Promise<string> {
  const rows: PackedEntry[] = entries.map((e) => {
    const row: PackedEntry = [e.said.join("|"), e.legal.join("|"), e.source];
    if (e.weight !== undefined) row.push(e.weight);
    return row;
  });
  const gz = new Blob([JSON.stringify(rows)]).stream().pipeThrough(new CompressionStream("gzip"));
  const bytes = new Uint8Array(await new Response(gz).arrayBuffer());
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(bin);
}

/**
 * The entries of a pack, each built as its source wrote it (`entry`, so its cited articles are
 * read from its provenance again).
 *
 * @example
 * ```ts
 * import { unpack, VOCAB_DEEP } from "./vocab_deep.ts";
 * import { VOCAB_DEEP_PACKED } from "./vocab_deep.gen.ts";
 * (await unpack(VOCAB_DEEP_PACKED)).length === VOCAB_DEEP.length; // true
 * ```
 */
export async function unpack(packed: string): Promise<VocabEntry[]> {
  const bytes = fromBase64(packed);
  const text = await new Response(
    new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip")),
  ).text();
  return (JSON.parse(text) as PackedEntry[]).map(([said, legal, source, weight]) =>
    entry(said, legal, source, weight)
  );
}

/**
 * Base64 to bytes: the runtime's own decoder where it has one (Deno 2.9 does: a tenth of a
 * millisecond for the pack, where a loop over `atob` took 5–10 ms), else that loop.
 */
function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const native = (Uint8Array as { fromBase64?: (s: string) => Uint8Array<ArrayBuffer> })
    .fromBase64;
  if (native) return native(text);
  const bin = atob(text);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

/** The deep entries, part by part (./vocab_deep_parts.ts). */
export const VOCAB_DEEP: readonly VocabEntry[] = await unpack(VOCAB_DEEP_PACKED);
