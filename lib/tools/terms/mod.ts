/**
 * Term and treaty tools: legal terms, everyday terms, their links, related laws, treaties.
 *
 * @module
 */

import type { ToolDef } from "../define.ts";
import { getLegalTerm } from "./get_legal_term.ts";
import { getTermRelations } from "./get_term_relations.ts";
import { searchDailyTerms } from "./search_daily_terms.ts";
import { searchLegalTerms } from "./search_legal_terms.ts";
import { searchLegalTermsAi } from "./search_legal_terms_ai.ts";

/** The tools of this domain, in listing order. */
export const TERM_TOOLS: readonly ToolDef[] = [
  searchLegalTerms,
  getLegalTerm,
  searchLegalTermsAi,
  searchDailyTerms,
  getTermRelations,
] as ToolDef[];
