/**
 * The deep by-statute vocabulary, part 2 (./vocab_deep.ts): filled statute by statute.
 *
 * @module
 */

import type { VocabEntry } from "./vocab_entry.ts";

/** Part 2's entries. */
export const VOCAB_DEEP_2: readonly VocabEntry[] = [];
