/**
 * Evidence for a statute as a whole, beside its articles' words: a question's word that the
 * statute defines in its 정의 article (./corpus_vocab.ts: "하도급" → 하도급거래 공정화에 관한
 * 법률), or that a word of its name holds ("저작권" → 저작권법, "공개" → 공공기관의 정보공개에
 * 관한 법률). A word many statutes define or carry in their names ("근로자", "처벌") tells them
 * apart less and is shared among them; a defined word most articles of the library hold
 * ("공무원") counts less, and only as far as its hits are that statute's articles.
 *
 * @module
 */

import { DEFINED } from "./corpus_vocab.ts";
import type { QueryTerm } from "./terms.ts";

/** What one defined term is worth to its statute (shared among the statutes defining it). */
const DEFINES = 4;
/** What a word starting a word of a statute's name is worth (shared among such statutes). */
const NAMES = 6;
/** The rarity (log2 of the library's articles per hit, see rank.ts) at which a word counts fully. */
const RARE = 3;
/** Above this many statutes, a word says nothing about which. */
const MAX_LAWS = 4;

const compact = (s: string) => s.replace(/\s+/g, "");
const base = (n: string) => n.replace(/ 시행(?:령|규칙)$/, "");

/** Defined terms (compact) → the statutes (법률 names) that define them. */
const BY_TERM = new Map<string, Set<string>>();
for (const d of DEFINED) {
  const k = compact(d.term);
  let s = BY_TERM.get(k);
  if (!s) BY_TERM.set(k, s = new Set());
  s.add(base(d.law));
}

/** The statutes that define `key` or a term it starts (at most two syllables longer). */
function definers(key: string): Set<string> {
  const out = new Set<string>();
  const n = [...key].length;
  for (const [term, laws] of BY_TERM) {
    if (term === key || (term.startsWith(key) && [...term].length - n <= 2)) {
      for (const l of laws) out.add(l);
    }
  }
  return out;
}

/** The words of a law's name, split at spaces and middle dots. */
const nameWords = (name: string) => name.split(/[\sㆍ·]+/).filter(Boolean);

/**
 * Whether `key` is a name word of three syllables or more with one syllable added, as people name
 * the business or person a statute's word stands for ("대부업체" for 대부업, "가맹점" for 가맹사업
 * does not: only a word the name holds whole).
 */
function suffixed(key: string, word: string): boolean {
  const n = [...word].length;
  return n >= 3 && key.startsWith(word) && [...key].length - n === 1;
}

/** One statute's evidence. */
export interface LawEvidence {
  /** Score to add to the statute's. */
  score: number;
  /** The question's words behind it. */
  words: string[];
}

/**
 * Evidence per statute (법률 names) for a question's words.
 *
 * @example
 * ```ts
 * import { lawEvidence } from "./law_evidence.ts";
 * const ev = lawEvidence([{ term: "하도급", said: "하도급", via: "word" }], []);
 * ev.has("하도급거래 공정화에 관한 법률"); // true
 * ```
 */
export function lawEvidence(
  terms: readonly QueryTerm[],
  lawNames: readonly string[],
  rarity?: ReadonlyMap<string, number>,
  spread?: ReadonlyMap<string, ReadonlyMap<string, number>>,
): Map<string, LawEvidence> {
  const out = new Map<string, LawEvidence>();
  const add = (law: string, score: number, word: string) => {
    const e = out.get(law) ?? { score: 0, words: [] };
    e.score += score;
    if (!e.words.includes(word)) e.words.push(word);
    out.set(law, e);
  };
  const statutes = [...new Set(lawNames.map(base))];
  for (const t of terms) {
    const key = compact(t.term);
    if ([...key].length < 2) continue;
    // A word most articles of the library hold ("공무원", "근로자") is defined for the statute's
    // own use, not as its subject; a statute's name says what it is about, common word or not.
    const rare = rarity ? Math.min(1, (rarity.get(t.term) ?? 0) / RARE) : 1;
    const w = t.via === "vocab" ? t.weight ?? 1 : 1;
    const defs = definers(key);
    if (rare && defs.size && defs.size <= MAX_LAWS) {
      // A term the statute defines for its own use ("괴롭힘" in 장애인차별금지법 beside 근로기준법's
      // 직장 내 괴롭힘) is its subject only as far as the word's hits are its articles.
      const per = spread?.get(t.term);
      const all = per ? [...per.values()].reduce((a, b) => a + b, 0) : 0;
      for (const l of defs) {
        const share = per && all ? (per.get(l) ?? 0) / all : 1;
        add(l, (DEFINES * w * rare * share) / defs.size, t.term);
      }
    }
    const named = statutes.filter((s) =>
      nameWords(s).some((x) => x.includes(key) || suffixed(key, x))
    );
    if (named.length && named.length <= MAX_LAWS) {
      for (const l of named) add(l, (NAMES * w) / named.length, t.term);
    }
  }
  return out;
}

/** What a word whose hits all lie in one statute is worth to it (a statute as one document). */
const BODY = 5;

/**
 * Evidence per statute from its articles' text taken together: a word whose hits gather in one
 * statute (the vocabulary's "반려동물" for "강아지" in 동물보호법, "소년부" in 소년법) names
 * that statute's subject even where no single article of it outranks a general law's. Each word
 * counts by its rarity, by the share of its hits that are the statute's articles, and by how many
 * of its articles hold it (saturating): a statute as one document, scored like a BM25 over
 * statutes instead of articles.
 *
 * @example
 * ```ts
 * import { bodyEvidence } from "./law_evidence.ts";
 * const spread = new Map([["반려동물", new Map([["동물보호법", 30], ["민법", 1]])]]);
 * const ev = bodyEvidence([{ term: "반려동물", said: "강아지", via: "vocab" }], new Map([["반려동물", 4]]), spread);
 * ev.get("동물보호법")!.score > ev.get("민법")!.score; // true
 * ```
 */
export function bodyEvidence(
  terms: readonly QueryTerm[],
  rarity: ReadonlyMap<string, number>,
  spread: ReadonlyMap<string, ReadonlyMap<string, number>>,
): Map<string, LawEvidence> {
  const out = new Map<string, LawEvidence>();
  for (const t of terms) {
    const per = spread.get(t.term);
    const r = rarity.get(t.term);
    if (!per || r === undefined) continue;
    const all = [...per.values()].reduce((a, b) => a + b, 0);
    if (!all) continue;
    const rare = Math.min(1, r / RARE);
    const w = t.via === "vocab" ? t.weight ?? 1 : 0.6;
    const key = compact(t.term);
    for (const [law, n] of per) {
      const share = n / all;
      // A word of the statute's own name is counted once, by lawEvidence's name evidence.
      if (share < 0.2 || compact(law).includes(key)) continue;
      const score = BODY * w * rare * share * (n / (n + 2));
      const e = out.get(law) ?? { score: 0, words: [] };
      e.score += score;
      e.words.push(t.term);
      out.set(law, e);
    }
  }
  return out;
}
