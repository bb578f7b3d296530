/**
 * Decision tools: precedents, Constitutional Court, interpretations, tribunals, committees.
 *
 * @module
 */

import type { ToolDef } from "../define.ts";

/** The tools of this domain, in listing order. */
export const DECISION_TOOLS: readonly ToolDef[] = [] as ToolDef[];
