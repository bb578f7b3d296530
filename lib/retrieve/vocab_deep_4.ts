/**
 * The deep by-statute vocabulary, part 4 (./vocab_deep.ts): taxes, business and trade,
 * intellectual property, food and youth, public institutions — filled statute by statute.
 *
 * @module
 */

import type { VocabEntry } from "./vocab_entry.ts";
import { VOCAB_DEEP_4_INCOME } from "./vocab_deep_4_income.ts";
import { VOCAB_DEEP_4_TAXADMIN } from "./vocab_deep_4_taxadmin.ts";
import { VOCAB_DEEP_4_COMMERCE } from "./vocab_deep_4_commerce.ts";
import { VOCAB_DEEP_4_TRADE } from "./vocab_deep_4_trade.ts";
import { VOCAB_DEEP_4_IP } from "./vocab_deep_4_ip.ts";
import { VOCAB_DEEP_4_FOOD } from "./vocab_deep_4_food.ts";

/** Part 4's entries. */
export const VOCAB_DEEP_4: readonly VocabEntry[] = [
  ...VOCAB_DEEP_4_INCOME,
  ...VOCAB_DEEP_4_TAXADMIN,
  ...VOCAB_DEEP_4_COMMERCE,
  ...VOCAB_DEEP_4_TRADE,
  ...VOCAB_DEEP_4_IP,
  ...VOCAB_DEEP_4_FOOD,
];
