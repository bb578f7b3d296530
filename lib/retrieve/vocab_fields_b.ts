/**
 * The colloquial → legal vocabulary by statute (./vocab.ts, same form), for the starter
 * library's consumer and finance, administration, tax, most-cited, privacy and
 * communications, welfare and education, and family groups: each statute's most-asked articles
 * reached from the words a layperson types, so that a question that never names its law lands
 * on that statute and that article. Every entry cites the article that uses its legal word.
 *
 * @module
 */

import type { VocabEntry } from "./vocab_entry.ts";
import { VOCAB_ADMIN } from "./vocab_fields_b_admin.ts";
import { VOCAB_CITED } from "./vocab_fields_b_cited.ts";
import { VOCAB_CONSUMER } from "./vocab_fields_b_consumer.ts";
import { VOCAB_FAMILY } from "./vocab_fields_b_family.ts";
import { VOCAB_INFO } from "./vocab_fields_b_info.ts";
import { VOCAB_TAX } from "./vocab_fields_b_tax.ts";

/** The entries, group by group. */
export const VOCAB_FIELDS_B: readonly VocabEntry[] = [
  ...VOCAB_CONSUMER,
  ...VOCAB_ADMIN,
  ...VOCAB_TAX,
  ...VOCAB_INFO,
  ...VOCAB_FAMILY,
  ...VOCAB_CITED,
];
