/**
 * Statute history and search extras: 연혁, change history, English laws, abbreviations, deleted data, 한눈보기, AI search, bulk and advanced search.
 *
 * @module
 */

import { aiRelatedLaws } from "./ai_related_laws.ts";
import { aiSearchLaw } from "./ai_search_law.ts";
import { getArticleHistory } from "./get_article_history.ts";
import { getDeletedData } from "./get_deleted_data.ts";
import { getEnglishLaw } from "./get_english_law.ts";
import { getLawAbbreviations } from "./get_law_abbreviations.ts";
import { getLawChangeHistory } from "./get_law_change_history.ts";
import { getLawOneview } from "./get_law_oneview.ts";
import { listLawVersions } from "./list_law_versions.ts";
import { searchEnglishLaws } from "./search_english_laws.ts";
import { getLawStatistics } from "./get_law_statistics.ts";
import { searchLawAdvanced } from "./search_law_advanced.ts";
import { searchLawBulk } from "./search_law_bulk.ts";
import { suggestLawNames } from "./suggest_law_names.ts";

/** The tools of this domain, in listing order. */
export const HISTORY_TOOLS = [
  listLawVersions,
  getLawChangeHistory,
  getLawStatistics,
  getArticleHistory,
  searchLawAdvanced,
  searchLawBulk,
  suggestLawNames,
  aiSearchLaw,
  aiRelatedLaws,
  searchEnglishLaws,
  getEnglishLaw,
  getLawAbbreviations,
  getDeletedData,
  getLawOneview,
] as const;
