/**
 * The deep by-statute vocabulary, part 1 (./vocab_deep.ts): labour, welfare and education — the
 * 24 statutes of that group, each entry reached from the ways people type a situation and
 * citing the article that answers it.
 *
 * @module
 */

import type { VocabEntry } from "./vocab_entry.ts";
import { VOCAB_DEEP_1_LABOUR } from "./vocab_deep_1_labour.ts";
import { VOCAB_DEEP_1_WORK } from "./vocab_deep_1_work.ts";
import { VOCAB_DEEP_1_SAFETY } from "./vocab_deep_1_safety.ts";
import { VOCAB_DEEP_1_WELFARE } from "./vocab_deep_1_welfare.ts";
import { VOCAB_DEEP_1_EDUCATION } from "./vocab_deep_1_education.ts";
import { VOCAB_DEEP_1_TAIL } from "./vocab_deep_1_tail.ts";

/** Part 1's entries. */
export const VOCAB_DEEP_1: readonly VocabEntry[] = [
  ...VOCAB_DEEP_1_LABOUR,
  ...VOCAB_DEEP_1_WORK,
  ...VOCAB_DEEP_1_SAFETY,
  ...VOCAB_DEEP_1_WELFARE,
  ...VOCAB_DEEP_1_EDUCATION,
  ...VOCAB_DEEP_1_TAIL,
];
