/**
 * The topic vocabulary: one table, assembled from the area files. The legal judgement lives in
 * the rows (each with its provenance), never in the matcher.
 *
 * @module
 */

import { ADMIN_TOPICS } from "./table_admin.ts";
import { BUILDING_TOPICS } from "./table_building.ts";
import { CIVIL_TOPICS } from "./table_civil.ts";
import { CONSUMER_TOPICS } from "./table_consumer.ts";
import { CRIMINAL_TOPICS } from "./table_criminal.ts";
import { FAMILY_TOPICS } from "./table_family.ts";
import { HOUSING_TOPICS } from "./table_housing.ts";
import { INSURANCE_TOPICS } from "./table_insurance.ts";
import { LABOUR_TOPICS } from "./table_labour.ts";
import { TAX_TOPICS } from "./table_tax.ts";
import { TRAFFIC_TOPICS } from "./table_traffic.ts";
import type { Topic } from "./types.ts";

/**
 * Every topic, area by area.
 *
 * @example
 * ```ts
 * import { TOPICS } from "./table.ts";
 * TOPICS.find((t) => t.term === "퇴직금")?.laws[0].name; // "근로자퇴직급여 보장법"
 * ```
 */
export const TOPICS: readonly Topic[] = [
  ...LABOUR_TOPICS,
  ...INSURANCE_TOPICS,
  ...HOUSING_TOPICS,
  ...BUILDING_TOPICS,
  ...FAMILY_TOPICS,
  ...TRAFFIC_TOPICS,
  ...CONSUMER_TOPICS,
  ...TAX_TOPICS,
  ...CRIMINAL_TOPICS,
  ...CIVIL_TOPICS,
  ...ADMIN_TOPICS,
];
