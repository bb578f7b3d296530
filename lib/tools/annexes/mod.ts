/**
 * Annex tools: find and open 별표·서식.
 *
 * @module
 */

import type { ToolDef } from "../define.ts";

/** The tools of this domain, in listing order. */
export const ANNEX_TOOLS: readonly ToolDef[] = [] as ToolDef[];
