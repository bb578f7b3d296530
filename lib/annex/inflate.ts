/**
 * Bounded raw-deflate inflation for zip entries and HWP 5 streams.
 *
 * Why `node:zlib` and not `DecompressionStream`: under Deno the web stream hands back a 50 MB
 * bomb as one 50 MB chunk (no chance to count before it is in memory) and silently accepts a
 * truncated stream; `inflateRawSync` with `maxOutputLength` stops at the limit and reports
 * truncation.
 *
 * @module
 */

import { inflateRawSync } from "node:zlib";
import { AnnexError } from "./errors.ts";
import type { AnnexBudget } from "./limits.ts";

/**
 * Inflates `data` (raw deflate, no zlib header), charging the output to `budget`.
 *
 * @throws {AnnexError} TOO_LARGE past the inflate budget, CORRUPT for damaged data.
 * @example
 * ```ts
 * import { deflateRawSync } from "node:zlib";
 * import { inflateBounded } from "./inflate.ts";
 * import { AnnexBudget } from "./limits.ts";
 * const out = inflateBounded(deflateRawSync(new Uint8Array(10)), AnnexBudget.start(), "demo");
 * console.log(out.length); // 10
 * ```
 */
export function inflateBounded(data: Uint8Array, budget: AnnexBudget, what: string): Uint8Array {
  budget.check();
  const allowed = budget.remainingUncompressed;
  let out: Uint8Array;
  try {
    out = inflateRawSync(data, { maxOutputLength: Math.max(1, allowed) });
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (e instanceof RangeError || code === "ERR_BUFFER_TOO_LARGE") {
      const max = budget.limits.maxUncompressedBytes;
      throw new AnnexError("TOO_LARGE", `${what} inflates past maxUncompressedBytes ${max}`, {
        limit: "maxUncompressedBytes",
        max,
      });
    }
    throw new AnnexError("CORRUPT", `${what}: compressed data is damaged or truncated`, {
      cause: e instanceof Error ? e.message.slice(0, 200) : String(e),
    });
  }
  budget.takeUncompressed(out.byteLength, what);
  return out;
}
