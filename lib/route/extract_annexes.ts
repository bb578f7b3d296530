/**
 * Annex notation in a query ("별표 1의2", "[별표 3]", "별표1-2", "서식 3", "별지 제2호의2서식",
 * and a law's one unnumbered "[별표]"),
 * read by lib/law/annex.ts so 별표 1의2 is never taken for 별표 1.
 *
 * @module
 */

import { formatAnnexRef, parseAnnexRef } from "../law/annex.ts";
import type { AnnexMention, LawMention } from "./types.ts";

const ANNEX = new RegExp(
  String
    .raw`[[【〔]?\s?(?:(?:별지)\s?제?\s?\d{1,4}\s?호?(?:\s?의\s?\d{1,2})?\s?(?:호\s?)?(?:서식)?` +
    String.raw`|(?:별표|서식|별도|부록|별첨)\s?제?\s?\d{1,4}\s?호?(?:\s?(?:의|-)\s?\d{1,2})?` +
    String.raw`|제\s?\d{1,4}\s?호(?:\s?의\s?\d{1,2})?\s?서식)\s?[\]】〕]?` +
    // A law's one unnumbered annex, only in brackets ("[별표]"): the bare word is just a word.
    String.raw`|[[【〔]\s?(?:별표|서식|별지\s?서식)\s?[\]】〕]`,
  "g",
);

/**
 * Every annex notation in `text`, with the law named last before it.
 *
 * @example
 * ```ts
 * import { extractAnnexes } from "./extract_annexes.ts";
 * extractAnnexes("건축법 시행령 별표 1의2", [])[0].label; // "별표 1의2"
 * ```
 */
export function extractAnnexes(text: string, laws: readonly LawMention[]): AnnexMention[] {
  const out: AnnexMention[] = [];
  for (const m of text.matchAll(ANNEX)) {
    const written = m[0].trim();
    const ref = parseAnnexRef(written);
    if (!ref) continue;
    const index = m.index! + m[0].indexOf(written);
    const law = laws.filter((l) => l.index + l.text.length <= index).at(-1)?.name;
    out.push({ text: written, index, label: formatAnnexRef(ref), ref, ...(law ? { law } : {}) });
  }
  return out;
}
