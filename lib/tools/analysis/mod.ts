/**
 * Analysis tools: citation checks, precedent standing, the law in force on a date, a
 * provision's reach, and contract/terms review.
 *
 * @module
 */

import { analyzeDocument } from "./analyze_document.ts";
import { legalAnalysis } from "./legal_analysis.ts";

/** The analysis tools. */
export const ANALYSIS_TOOLS = [
  legalAnalysis,
  analyzeDocument,
] as const;
