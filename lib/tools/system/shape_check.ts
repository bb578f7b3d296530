/**
 * Comparing one answer with the envelope its reader expects (the catalogue's door, checked by
 * lib/targets/check.ts) — and whether the reader itself takes it. The readers are lenient on
 * purpose (a renamed root is read as the body's only object), so an answer can read fine and
 * still have drifted: that is what a key holder wants to know before a reader's fallback stops
 * covering it.
 *
 * @module
 */

import { ShapeError } from "../../errors.ts";
import { checkEnvelope, type EnvelopeVerdict } from "../../targets/mod.ts";
import type { TargetShape } from "./shape_table.ts";

/** How one answer compares. */
export type ShapeVerdict = EnvelopeVerdict;

/**
 * Compares `data` (an answer in the DRF JSON shape) with `shape`, then runs its reader.
 *
 * @example
 * ```ts
 * import { checkShape } from "./shape_check.ts";
 * import { shapeOf } from "./shape_table.ts";
 * checkShape(shapeOf("search", "law")!, { LawSearch: { totalCnt: "0" } }).status; // "empty"
 * ```
 */
export function checkShape(shape: TargetShape, data: Record<string, unknown>): ShapeVerdict {
  const v = checkEnvelope(shape.endpoint, shape.door, data);
  try {
    shape.read(data);
  } catch (e) {
    const why = e instanceof ShapeError
      ? e.message
      : `${(e as Error)?.name}: ${(e as Error)?.message}`;
    v.drift.push(`reader refused it: ${why}`);
  }
  const status = v.drift.length ? "drift" : v.status;
  return { ...v, status };
}
