/**
 * The deep by-statute vocabulary, part 1 (./vocab_deep.ts): filled statute by statute.
 *
 * @module
 */

import type { VocabEntry } from "./vocab_entry.ts";

/** Part 1's entries. */
export const VOCAB_DEEP_1: readonly VocabEntry[] = [];
