/**
 * The deep by-statute vocabulary, part 6 (./vocab_deep.ts): filled statute by statute.
 *
 * @module
 */

import type { VocabEntry } from "./vocab_entry.ts";

/** Part 6's entries. */
export const VOCAB_DEEP_6: readonly VocabEntry[] = [];
