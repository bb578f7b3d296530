/**
 * The deep by-statute vocabulary, part 6 (./vocab_deep.ts): civil procedure and enforcement,
 * 민법, medical, animals, administration, elections, military service, passports and local
 * autonomy, statute by statute in its topic files.
 *
 * @module
 */

import type { VocabEntry } from "./vocab_entry.ts";
import { VOCAB_DEEP_6_PROCEDURE } from "./vocab_deep_6_procedure.ts";
import { VOCAB_DEEP_6_CIVIL_CODE } from "./vocab_deep_6_civil_code.ts";
import { VOCAB_DEEP_6_FAMILY } from "./vocab_deep_6_family.ts";
import { VOCAB_DEEP_6_CARE } from "./vocab_deep_6_care.ts";
import { VOCAB_DEEP_6_ADMIN } from "./vocab_deep_6_admin.ts";
import { VOCAB_DEEP_6_CIVIC } from "./vocab_deep_6_civic.ts";
import { VOCAB_DEEP_6_SERVICE } from "./vocab_deep_6_service.ts";
import { VOCAB_DEEP_6_ELECTIONS } from "./vocab_deep_6_elections.ts";

/** Part 6's entries. */
export const VOCAB_DEEP_6: readonly VocabEntry[] = [
  ...VOCAB_DEEP_6_PROCEDURE,
  ...VOCAB_DEEP_6_CIVIL_CODE,
  ...VOCAB_DEEP_6_FAMILY,
  ...VOCAB_DEEP_6_CARE,
  ...VOCAB_DEEP_6_ADMIN,
  ...VOCAB_DEEP_6_SERVICE,
  ...VOCAB_DEEP_6_CIVIC,
  ...VOCAB_DEEP_6_ELECTIONS,
];
