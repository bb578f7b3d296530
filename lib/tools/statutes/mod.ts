/**
 * Statute tools: search, text, batch articles.
 *
 * @module
 */

import { getBatchArticles } from "./get_batch_articles.ts";
import { getLawText } from "./get_law_text.ts";
import { listLawArticles } from "./list_law_articles.ts";
import { searchAll } from "./search_all.ts";
import { searchLaw } from "./search_law.ts";

/** The statute tools, in listing order. */
export const STATUTE_TOOLS = [
  searchLaw,
  getLawText,
  listLawArticles,
  getBatchArticles,
  searchAll,
] as const;
