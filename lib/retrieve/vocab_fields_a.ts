/**
 * The by-statute vocabulary, first half of the starter library's fields (주택·부동산, 노동, 형사,
 * 기업·거래, 민사, 교통, 건축): for every 법률 of those groups, the everyday words for the things
 * and acts its most-asked articles govern → the word those articles write, so that a question in
 * plain words reaches the statute and the article even where no question of the golden set was
 * written. Same form as ./vocab_everyday.ts; each entry cites the article of the starter library
 * that writes its legal word (checked by tests/research/vocab_provenance.test.ts).
 *
 * @module
 */

import type { VocabEntry } from "./vocab_entry.ts";
import { VOCAB_FIELDS_A_HOUSING } from "./vocab_fields_a_housing.ts";
import { VOCAB_FIELDS_A_LABOUR } from "./vocab_fields_a_labour.ts";
import { VOCAB_FIELDS_A_INSURANCE } from "./vocab_fields_a_insurance.ts";
import { VOCAB_FIELDS_A_CRIMINAL } from "./vocab_fields_a_criminal.ts";
import { VOCAB_FIELDS_A_BUSINESS } from "./vocab_fields_a_business.ts";
import { VOCAB_FIELDS_A_CIVIL } from "./vocab_fields_a_civil.ts";
import { VOCAB_FIELDS_A_CIVIL_CODE } from "./vocab_fields_a_civil_code.ts";
import { VOCAB_FIELDS_A_TRANSPORT } from "./vocab_fields_a_transport.ts";

/** The by-statute entries of the first half of the fields. */
export const VOCAB_FIELDS_A: readonly VocabEntry[] = [
  ...VOCAB_FIELDS_A_HOUSING,
  ...VOCAB_FIELDS_A_LABOUR,
  ...VOCAB_FIELDS_A_INSURANCE,
  ...VOCAB_FIELDS_A_CRIMINAL,
  ...VOCAB_FIELDS_A_BUSINESS,
  ...VOCAB_FIELDS_A_CIVIL,
  ...VOCAB_FIELDS_A_CIVIL_CODE,
  ...VOCAB_FIELDS_A_TRANSPORT,
];
