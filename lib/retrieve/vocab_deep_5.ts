/**
 * The deep by-statute vocabulary, part 5 (./vocab_deep.ts): criminal law and procedure, children
 * and youth protection, traffic, family registration and inheritance tax, statute by statute.
 *
 * @module
 */

import type { VocabEntry } from "./vocab_entry.ts";
import { VOCAB_DEEP_5_CRIMINAL } from "./vocab_deep_5_criminal.ts";
import { VOCAB_DEEP_5_FAMILY } from "./vocab_deep_5_family.ts";
import { VOCAB_DEEP_5_PROCEDURE } from "./vocab_deep_5_procedure.ts";
import { VOCAB_DEEP_5_TAX } from "./vocab_deep_5_tax.ts";
import { VOCAB_DEEP_5_TRAFFIC } from "./vocab_deep_5_traffic.ts";
import { VOCAB_DEEP_5_YOUTH } from "./vocab_deep_5_youth.ts";

/** Part 5's entries. */
export const VOCAB_DEEP_5: readonly VocabEntry[] = [
  ...VOCAB_DEEP_5_FAMILY,
  ...VOCAB_DEEP_5_TAX,
  ...VOCAB_DEEP_5_CRIMINAL,
  ...VOCAB_DEEP_5_PROCEDURE,
  ...VOCAB_DEEP_5_TRAFFIC,
  ...VOCAB_DEEP_5_YOUTH,
];
