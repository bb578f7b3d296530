/**
 * System tools: health of the key and the upstream (doctor), and the table of what each DRF
 * target answers (probe and expected envelope) that doctor's shape check and the recorder use.
 *
 * @module
 */

import { doctor } from "./doctor.ts";

/** The tools of this category, in listing order. */
export const SYSTEM_TOOLS = [doctor] as const;
export { checkShape, type ShapeVerdict } from "./shape_check.ts";
export { shapeOf, TARGET_SHAPES, type TargetShape } from "./shape_table.ts";
