/**
 * The deep by-statute vocabulary, part 5 (./vocab_deep.ts): filled statute by statute.
 *
 * @module
 */

import type { VocabEntry } from "./vocab_entry.ts";

/** Part 5's entries. */
export const VOCAB_DEEP_5: readonly VocabEntry[] = [];
