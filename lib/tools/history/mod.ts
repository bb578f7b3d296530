/**
 * Statute history and search extras: 연혁, change history, English laws, abbreviations, deleted data, 한눈보기, AI search, bulk and advanced search.
 *
 * @module
 */

import type { ToolDef } from "../define.ts";

/** The tools of this domain, in listing order. */
export const HISTORY_TOOLS: readonly ToolDef[] = [] as ToolDef[];
