/**
 * Article chains in a query, every form lib/law/article.ts parses: 제750조, 750조, 제10조의2
 * 제1항 제3호 가목, 제10조②, §10-2, lists (제309조·제310조, 제309조ㆍ310조, 및, 또는) and ranges
 * (부터 … 까지, 내지, ~). This module only finds where a chain starts and ends; the article
 * module reads it, so a list never loses its second article.
 *
 * @module
 */

import { formatArticle, parseArticleRefs } from "../law/article.ts";
import type { ArticleMention, LawMention } from "./types.ts";

const MOK = "[가나다라마바사아자차카타파하]";
const ART = String.raw`(?:제\s?)?\d{1,4}\s?조(?:\s?의\s?\d{1,2})?(?:\s?\([^()]{1,30}\))?`;
const SEC = String.raw`§\s?\d{1,4}(?:\s?(?:-|의)\s?\d{1,2})?`;
const PARA = String.raw`(?:(?:제\s?)?\d{1,3}\s?항|[①-⑳㉑-㉟㊱-㊿])`;
const ITEM = String.raw`(?:제\s?)?\d{1,3}\s?호(?:\s?의\s?\d{1,2})?`;
const PARTS = String.raw`(?:\s?${PARA})?(?:\s?${ITEM})?(?:\s?${MOK}\s?목)?`;
const HEAD = String.raw`(?:${ART}|${SEC})${PARTS}`;
const TAIL = String
  .raw`(?:${HEAD}|${PARA}(?:\s?${ITEM})?(?:\s?${MOK}\s?목)?|${ITEM}(?:\s?${MOK}\s?목)?|${MOK}\s?목)`;
const SEP = String.raw`(?:\s?(?:[,·ㆍ･・~]|및|또는|내지)\s?|와\s|과\s|\s?부터\s?|-)`;
const CHAIN = new RegExp(
  String.raw`(?<![\d가-힣])${HEAD}(?:${SEP}${TAIL}(?:\s?까지)?)*(?:\s?까지)?`,
  "g",
);

/** Text between a law name and its chain that still ties them ("민법상 제750조", "민법의 750조"). */
const TIE = /^[\s」]*(?:상|의|상의|에서|에서의|중)?\s*$/;

function parseChain(chain: string): ReturnType<typeof parseArticleRefs> {
  // Trailing separators belong to the sentence, not the chain ("제3조와 ").
  for (
    let s = chain.trim();
    s;
    s = s.replace(/(?:\s?(?:[,·ㆍ･・~-]|및|또는|와|과|부터|까지))$/, "")
  ) {
    try {
      const refs = parseArticleRefs(s);
      if (refs.length) return refs;
    } catch {
      // A range too long to expand is not a citation we can list.
      return [];
    }
    const cut = s.replace(/(?:\s?(?:[,·ㆍ･・~-]|및|또는|와|과|부터|까지))$/, "");
    if (cut === s) {
      // Drop the last list item and try again: "제3조 및 별표" keeps 제3조.
      const m = /^(.*?)(?:\s?(?:[,·ㆍ･・~]|및|또는|와|과|내지)\s?)[^,·ㆍ･・~]*$/.exec(s);
      if (!m) return [];
      s = m[1] + ",";
    }
  }
  return [];
}

/**
 * Every article chain in `text`, with the law it belongs to: the law named right before it, else
 * the law named last before it (a query is one thought), else none.
 *
 * @example
 * ```ts
 * import { extractArticles } from "./extract_articles.ts";
 * extractArticles("형법 제309조·제310조", [])[0].articles; // ["제309조", "제310조"]
 * ```
 */
export function extractArticles(text: string, laws: readonly LawMention[]): ArticleMention[] {
  const out: ArticleMention[] = [];
  for (const m of text.matchAll(CHAIN)) {
    const chain = m[0].replace(/\s+$/, "");
    const refs = parseChain(chain);
    if (refs.length === 0) continue;
    const index = m.index!;
    const before = laws.filter((l) => l.index + l.text.length <= index);
    const adjacent = before.filter((l) => TIE.test(text.slice(l.index + l.text.length, index)));
    const law = (adjacent.at(-1) ?? before.at(-1))?.name;
    out.push({
      text: chain,
      index,
      ...(law ? { law } : {}),
      articles: refs.map((r) => formatArticle(r, { withParts: true })),
      refs,
    });
  }
  return out;
}
