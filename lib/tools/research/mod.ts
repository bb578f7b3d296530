/**
 * Research tools: `legal_research` (multi-step chains over the other tools).
 *
 * @module
 */

import { legalResearch } from "./legal_research.ts";

/** The research tools. */
export const RESEARCH_TOOLS = [legalResearch] as const;
