/**
 * Annex tools: find and open 별표·서식.
 *
 * @module
 */

import { getAnnexes } from "./get_annexes.ts";

/** The tools of this category, in listing order. */
export const ANNEX_TOOLS = [getAnnexes] as const;
