/**
 * Rule tools: admin rules, local ordinances, school/public-institution rules and their links.
 *
 * @module
 */

import { compareAdminRuleVersions } from "./compare_admin_rule_versions.ts";
import { getAdminRule } from "./get_admin_rule.ts";
import { getInstitutionRule } from "./get_institution_rule.ts";
import { getLawOrdinanceLinks } from "./get_law_ordinance_links.ts";
import { getOrdinance } from "./get_ordinance.ts";
import { listOrdinanceFields } from "./list_ordinance_fields.ts";
import { ordinanceRadar } from "./ordinance_radar.ts";
import { searchAdminRules } from "./search_admin_rules.ts";
import { searchInstitutionRules } from "./search_institution_rules.ts";
import { searchOrdinances } from "./search_ordinances.ts";

/** The tools of this category, in listing order. */
export const RULE_TOOLS = [
  searchAdminRules,
  getAdminRule,
  compareAdminRuleVersions,
  searchOrdinances,
  getOrdinance,
  listOrdinanceFields,
  getLawOrdinanceLinks,
  ordinanceRadar,
  searchInstitutionRules,
  getInstitutionRule,
] as const;
