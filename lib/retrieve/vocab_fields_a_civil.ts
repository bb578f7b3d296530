import { type VocabEntry } from "./vocab_entry.ts";

export const VOCAB_FIELDS_A_CIVIL: readonly VocabEntry[] = [];
