/**
 * Decision tools: precedents, Constitutional Court, interpretations, tribunals, committees.
 *
 * @module
 */

import { getDecisionText } from "./get_decision_text.ts";
import { searchDecisionsTool } from "./search_decisions.ts";

/** The tools of this category, in listing order. */
export const DECISION_TOOLS = [
  searchDecisionsTool,
  getDecisionText,
] as const;
