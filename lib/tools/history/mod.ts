/**
 * Statute history: the versions of one statute (연혁), the statutes changed in a window and their
 * counts, the versions of one article, and the records deleted from the law database.
 *
 * @module
 */

import { getArticleHistory } from "./get_article_history.ts";
import { getDeletedData } from "./get_deleted_data.ts";
import { getLawChangeHistory } from "./get_law_change_history.ts";
import { getLawStatistics } from "./get_law_statistics.ts";
import { listLawVersions } from "./list_law_versions.ts";

/** The history tools, in listing order. */
export const HISTORY_TOOLS = [
  listLawVersions,
  getLawChangeHistory,
  getLawStatistics,
  getArticleHistory,
  getDeletedData,
] as const;
