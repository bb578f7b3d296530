/**
 * Analysis tools: citation checks, precedent standing, the law in force on a date, a
 * provision's reach, and contract/terms review.
 *
 * @module
 */

import type { ToolDef } from "../define.ts";
import { analyzeDocument } from "./analyze_document.ts";
import { legalAnalysis } from "./legal_analysis.ts";

/** The analysis tools. */
export const ANALYSIS_TOOLS: readonly ToolDef[] = [
  legalAnalysis,
  analyzeDocument,
] as ToolDef[];
