/**
 * System tools: health of the key and the upstream (doctor).
 *
 * @module
 */

import type { ToolDef } from "../define.ts";

/** The tools of this domain, in listing order. */
export const SYSTEM_TOOLS: readonly ToolDef[] = [] as ToolDef[];
