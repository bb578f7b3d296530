/**
 * Rule tools: admin rules, local ordinances, school/public-institution rules and their links.
 *
 * @module
 */

import type { ToolDef } from "../define.ts";

/** The tools of this domain, in listing order. */
export const RULE_TOOLS: readonly ToolDef[] = [] as ToolDef[];
