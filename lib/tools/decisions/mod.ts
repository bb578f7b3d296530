/**
 * Decision tools: precedents, Constitutional Court, interpretations, tribunals, committees.
 *
 * @module
 */

import type { ToolDef } from "../define.ts";
import { getDecisionText } from "./get_decision_text.ts";
import { searchDecisionsTool } from "./search_decisions.ts";

/** The tools of this domain, in listing order. */
export const DECISION_TOOLS: readonly ToolDef[] = [
  searchDecisionsTool,
  getDecisionText,
] as ToolDef[];
