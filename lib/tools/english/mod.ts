/**
 * English translations of Korean statutes: find one, read it.
 *
 * @module
 */

import { getEnglishLaw } from "./get_english_law.ts";
import { searchEnglishLaws } from "./search_english_laws.ts";

/** The English-translation tools, in listing order. */
export const ENGLISH_TOOLS = [searchEnglishLaws, getEnglishLaw] as const;
