/**
 * Finding a statute when its exact name is not at hand: filtered and bulk search, name
 * completion, official abbreviations, and 법제처's plain-language (AI) search.
 *
 * @module
 */

import { aiRelatedLaws } from "./ai_related_laws.ts";
import { aiSearchLaw } from "./ai_search_law.ts";
import { getLawAbbreviations } from "./get_law_abbreviations.ts";
import { searchLawAdvanced } from "./search_law_advanced.ts";
import { searchLawBulk } from "./search_law_bulk.ts";
import { suggestLawNames } from "./suggest_law_names.ts";

/** The lookup tools, in listing order. */
export const LOOKUP_TOOLS = [
  searchLawAdvanced,
  searchLawBulk,
  suggestLawNames,
  aiSearchLaw,
  aiRelatedLaws,
  getLawAbbreviations,
] as const;
