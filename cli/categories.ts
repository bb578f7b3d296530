/**
 * Tool → domain for `beopmang list --category`. The domain lists (lib/tools/<domain>/mod.ts) are
 * not part of lib's public API, so this is a static table in the registry's order; a tool missing
 * here is listed under "etc" rather than hidden. Names are typed by the tool map, so a renamed or
 * misspelt tool fails to type-check here.
 *
 * @module
 */

import type { ToolName } from "../lib/mod.ts";

/** Domain folder → its tools, in registry order. */
export const CATEGORIES: Readonly<Record<string, readonly ToolName[]>> = {
  statutes: ["search_law", "get_law_text", "get_batch_articles", "search_all"],
  structure: [
    "get_law_system",
    "get_delegated_laws",
    "get_three_way_comparison",
    "compare_old_new",
    "compare_articles",
    "get_article_with_references",
    "parse_article_references",
    "get_article_precedents",
    "parse_jo_code",
  ],
  history: [
    "list_law_versions",
    "get_law_change_history",
    "get_law_statistics",
    "get_article_history",
    "search_law_advanced",
    "search_law_bulk",
    "suggest_law_names",
    "ai_search_law",
    "ai_related_laws",
    "search_english_laws",
    "get_english_law",
    "get_law_abbreviations",
    "get_deleted_data",
    "get_law_oneview",
  ],
  annexes: ["get_annexes"],
  rules: [
    "search_admin_rules",
    "get_admin_rule",
    "compare_admin_rule_versions",
    "search_ordinances",
    "get_ordinance",
    "list_ordinance_fields",
    "get_law_ordinance_links",
    "ordinance_radar",
    "search_institution_rules",
    "get_institution_rule",
  ],
  decisions: ["search_decisions", "get_decision_text"],
  terms: [
    "search_legal_terms",
    "get_legal_term",
    "search_legal_terms_ai",
    "search_daily_terms",
    "get_term_relations",
    "get_related_laws",
    "search_treaties",
    "get_treaty",
    "get_external_links",
  ],
  system: ["doctor"],
  analysis: ["legal_analysis", "analyze_document"],
  research: ["legal_research"],
  catalogue: ["discover_tools", "execute_tool"],
};

/** Korean label per domain. */
export const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  statutes: "법령",
  structure: "법령 구조",
  history: "연혁·검색",
  annexes: "별표·서식",
  rules: "행정규칙·자치법규",
  decisions: "판례·결정례",
  terms: "용어·조약",
  system: "시스템",
  analysis: "분석",
  research: "리서치",
  catalogue: "도구 안내",
  etc: "기타",
};

/** The domain a tool belongs to ("etc" when the table does not know it). */
export function categoryOf(tool: string): string {
  for (const [cat, names] of Object.entries(CATEGORIES)) {
    if (names.some((n) => n === tool)) return cat;
  }
  return "etc";
}
