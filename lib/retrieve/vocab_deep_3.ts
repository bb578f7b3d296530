/**
 * The deep by-statute vocabulary, part 3 (./vocab_deep.ts): filled statute by statute.
 *
 * @module
 */

import type { VocabEntry } from "./vocab_entry.ts";

/** Part 3's entries. */
export const VOCAB_DEEP_3: readonly VocabEntry[] = [];
