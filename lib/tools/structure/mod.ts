/**
 * Statute structure, links and history: 체계도, delegation, comparisons, 연혁, English laws, AI search.
 *
 * @module
 */

import type { ToolDef } from "../define.ts";

/** The tools of this domain, in listing order. */
export const STRUCTURE_TOOLS: readonly ToolDef[] = [] as ToolDef[];
