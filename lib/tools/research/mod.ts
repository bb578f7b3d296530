/**
 * Research tools: `legal_research` (multi-step chains over the other tools).
 *
 * @module
 */

import type { ToolDef } from "../define.ts";
import { legalResearch } from "./legal_research.ts";

/** The research tools. */
export const RESEARCH_TOOLS: readonly ToolDef[] = [legalResearch] as ToolDef[];
