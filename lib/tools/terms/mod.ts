/**
 * Term and treaty tools: legal terms, everyday terms, their links, related laws, treaties.
 *
 * @module
 */

import { getExternalLinks } from "./get_external_links.ts";
import { getLegalTerm } from "./get_legal_term.ts";
import { getRelatedLaws } from "./get_related_laws.ts";
import { getTermRelations } from "./get_term_relations.ts";
import { getTreaty } from "./get_treaty.ts";
import { searchDailyTerms } from "./search_daily_terms.ts";
import { searchLegalTerms } from "./search_legal_terms.ts";
import { searchLegalTermsAi } from "./search_legal_terms_ai.ts";
import { searchTreaties } from "./search_treaties.ts";

/** The tools of this category, in listing order. */
export const TERM_TOOLS = [
  searchLegalTerms,
  getLegalTerm,
  searchLegalTermsAi,
  searchDailyTerms,
  getTermRelations,
  getRelatedLaws,
  searchTreaties,
  getTreaty,
  getExternalLinks,
] as const;
