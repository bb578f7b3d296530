/**
 * The deep by-statute vocabulary: for every 법률 of the starter library, the articles a private
 * person or a small business asks about, each reached from the several ways people type the
 * thing it governs (./vocab_fields_a.ts and ./vocab_fields_b.ts reach a few articles per
 * statute; these reach most of the ones people ask about). Same form as ./vocab_everyday.ts:
 * every entry cites the article that writes its legal word (checked by
 * tests/research/vocab_provenance.test.ts). Written in six parts, one per group of statutes.
 *
 * These sources are not published: the package carries them packed (./vocab_deep.gen.ts, written
 * by `deno task gen`, read by ./vocab_deep.ts), a third of their size, so that the package stays
 * within JSR's 20 MB.
 *
 * @module
 */

import type { VocabEntry } from "./vocab_entry.ts";
import { VOCAB_DEEP_1 } from "./vocab_deep_1.ts";
import { VOCAB_DEEP_2 } from "./vocab_deep_2.ts";
import { VOCAB_DEEP_3 } from "./vocab_deep_3.ts";
import { VOCAB_DEEP_4 } from "./vocab_deep_4.ts";
import { VOCAB_DEEP_5 } from "./vocab_deep_5.ts";
import { VOCAB_DEEP_6 } from "./vocab_deep_6.ts";

/** The deep entries, part by part, as written. */
export const VOCAB_DEEP_PARTS: readonly VocabEntry[] = [
  ...VOCAB_DEEP_1,
  ...VOCAB_DEEP_2,
  ...VOCAB_DEEP_3,
  ...VOCAB_DEEP_4,
  ...VOCAB_DEEP_5,
  ...VOCAB_DEEP_6,
];
