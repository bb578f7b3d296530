/**
 * The deep by-statute vocabulary, part 2 (./vocab_deep.ts): housing, real estate, building,
 * roads, land, fisheries, water and forests, statute by statute, one file per field.
 *
 * @module
 */

import type { VocabEntry } from "./vocab_entry.ts";
import { VOCAB_DEEP_2_LEASE } from "./vocab_deep_2_lease.ts";
import { VOCAB_DEEP_2_HOUSING } from "./vocab_deep_2_housing.ts";
import { VOCAB_DEEP_2_REALTY } from "./vocab_deep_2_realty.ts";
import { VOCAB_DEEP_2_LAND } from "./vocab_deep_2_land.ts";
import { VOCAB_DEEP_2_BUILDING } from "./vocab_deep_2_building.ts";
import { VOCAB_DEEP_2_NATURE } from "./vocab_deep_2_nature.ts";
import { VOCAB_DEEP_2_TAIL } from "./vocab_deep_2_tail.ts";

/** Part 2's entries. */
export const VOCAB_DEEP_2: readonly VocabEntry[] = [
  ...VOCAB_DEEP_2_LEASE,
  ...VOCAB_DEEP_2_HOUSING,
  ...VOCAB_DEEP_2_REALTY,
  ...VOCAB_DEEP_2_LAND,
  ...VOCAB_DEEP_2_BUILDING,
  ...VOCAB_DEEP_2_NATURE,
  ...VOCAB_DEEP_2_TAIL,
];
