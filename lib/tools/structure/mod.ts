/**
 * Statute structure and links: 체계도, delegation, 신구법 and 3단 비교, article comparison,
 * citations inside articles, precedents and 한눈보기 contents per article, JO codes.
 *
 * @module
 */

import { compareArticles } from "./compare_articles.ts";
import { compareOldNew } from "./compare_old_new.ts";
import { getArticlePrecedents } from "./get_article_precedents.ts";
import { getArticleWithReferences } from "./get_article_with_references.ts";
import { getDelegatedLaws } from "./get_delegated_laws.ts";
import { getLawOneview } from "./get_law_oneview.ts";
import { getLawSystem } from "./get_law_system.ts";
import { getThreeWayComparison } from "./get_three_way_comparison.ts";
import { parseArticleReferences } from "./parse_article_references.ts";
import { parseJoCode } from "./parse_jo_code.ts";

/** The structure tools, in listing order. */
export const STRUCTURE_TOOLS = [
  getLawSystem,
  getDelegatedLaws,
  getThreeWayComparison,
  compareOldNew,
  compareArticles,
  getArticleWithReferences,
  parseArticleReferences,
  getArticlePrecedents,
  getLawOneview,
  parseJoCode,
] as const;
