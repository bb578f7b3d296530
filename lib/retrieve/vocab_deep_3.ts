/**
 * The deep by-statute vocabulary, part 3 (./vocab_deep.ts): consumers, finance, privacy and
 * communications — 25 statutes, each reached at the articles people ask about. Written in topic
 * files, spread here.
 *
 * @module
 */

import type { VocabEntry } from "./vocab_entry.ts";
import { DEEP_3_SALES } from "./vocab_deep_3_commerce.ts";
import { DEEP_3_CONSUMER } from "./vocab_deep_3_consumer.ts";
import { DEEP_3_FINANCE } from "./vocab_deep_3_finance.ts";
import { DEEP_3_PAYMENTS } from "./vocab_deep_3_payments.ts";
import { DEEP_3_MARKETS } from "./vocab_deep_3_markets.ts";
import { DEEP_3_PRIVACY } from "./vocab_deep_3_privacy.ts";
import { DEEP_3_NETWORK } from "./vocab_deep_3_network.ts";

/** Part 3's entries. */
export const VOCAB_DEEP_3: readonly VocabEntry[] = [
  ...DEEP_3_SALES,
  ...DEEP_3_CONSUMER,
  ...DEEP_3_FINANCE,
  ...DEEP_3_PAYMENTS,
  ...DEEP_3_MARKETS,
  ...DEEP_3_PRIVACY,
  ...DEEP_3_NETWORK,
];
