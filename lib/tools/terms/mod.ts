/**
 * Term and treaty tools: legal terms, everyday terms, their links, related laws, treaties.
 *
 * @module
 */

import type { ToolDef } from "../define.ts";

/** The tools of this domain, in listing order. */
export const TERM_TOOLS: readonly ToolDef[] = [] as ToolDef[];
