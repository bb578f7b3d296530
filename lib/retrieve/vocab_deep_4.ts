/**
 * The deep by-statute vocabulary, part 4 (./vocab_deep.ts): filled statute by statute.
 *
 * @module
 */

import type { VocabEntry } from "./vocab_entry.ts";

/** Part 4's entries. */
export const VOCAB_DEEP_4: readonly VocabEntry[] = [];
