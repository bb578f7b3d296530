/**
 * Input handling for `readAnnex`: bytes in memory as they are, a stream read only up to the byte
 * limit (a 100 MB download never sits in memory just to be refused).
 *
 * @module
 */

import { type AnnexBudget, tooLarge } from "./limits.ts";

/** What `readAnnex` accepts: bytes in memory, or a stream read only up to `maxBytes`. */
export type AnnexInput = Uint8Array | ArrayBuffer | ReadableStream<Uint8Array>;

/**
 * The input as bytes, refusing more than `maxBytes` (TOO_LARGE).
 *
 * @example
 * ```ts
 * import { inputBytes } from "./input.ts";
 * import { AnnexBudget } from "./limits.ts";
 * const bytes = await inputBytes((await fetch("https://example.org/a.hwpx")).body!, AnnexBudget.start());
 * ```
 */
export async function inputBytes(input: AnnexInput, budget: AnnexBudget): Promise<Uint8Array> {
  const bytes = input instanceof Uint8Array
    ? input
    : input instanceof ArrayBuffer
    ? new Uint8Array(input)
    : await collectBounded(input, budget);
  if (bytes.length > budget.limits.maxBytes) {
    throw tooLarge("maxBytes", budget.limits.maxBytes, bytes.length, "input");
  }
  return bytes;
}

/**
 * Reads a byte stream into memory, stopping with TOO_LARGE at `maxBytes` rather than after the
 * whole stream has arrived (a 100 MB download never sits in memory just to be refused).
 *
 * @example
 * ```ts
 * import { collectBounded } from "./input.ts";
 * import { AnnexBudget } from "./limits.ts";
 * const res = await fetch("https://example.org/annex.hwpx");
 * const bytes = await collectBounded(res.body!, AnnexBudget.start({ maxBytes: 10_000_000 }));
 * ```
 */
export async function collectBounded(
  stream: ReadableStream<Uint8Array>,
  budget: AnnexBudget,
): Promise<Uint8Array> {
  const max = budget.limits.maxBytes;
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  try {
    while (true) {
      const { done, value } = await budget.race(reader.read(), () => reader.cancel());
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        await reader.cancel().catch(() => {});
        throw tooLarge("maxBytes", max, total, "input (stopped reading)");
      }
      parts.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}
