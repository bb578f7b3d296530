/**
 * The vocabulary's judgement of which statute a question is about. Each entry's provenance names
 * the article that writes its legal word ("corpus: 도로법 제61조(도로의 점용 허가)"), so an entry
 * the question matches is a lawyer's pointer to that statute, as the topic table's naming one is:
 * it counts toward the statute's score even where no word of the question reached it, by how much
 * the entry says — its weight, how specific the words it matched are (a "A+B" combination or a
 * long word says more than a two-syllable one), and how rare its legal words are in the library.
 * Where the question's readings name statutes, the words' evidence for one nobody named counts
 * less ({@link askedAbout}).
 *
 * @module
 */

import { TOPICS } from "../topics/mod.ts";
import { VOCAB } from "./vocab.ts";
import type { VocabHit } from "./terms.ts";
import type { ArticleIndex } from "./types.ts";
import { citations } from "./vocab_entry.ts";
import { fuller, specificity } from "./readings.ts";

/** What a matched entry's naming a statute is worth at full weight, specificity and rarity. */
export const CITED_LAW = 6;

/** What each further entry naming the same statute adds, as a share of its own worth. */
const FURTHER = 0.5;

/** The rarity (log2 of the library's articles per hit, see rank.ts) at which a word counts fully. */
const RARE = 4;

/** What the words' evidence for a statute the question's readings do not name is worth. */
const UNASKED = 0.6;

/** How much an entry whose legal words the library never matched counts for rarity. */
const UNSEEN = 0.5;

const compact = (s: string) => s.replace(/\s+/g, "");
const base = (n: string) => n.replace(/ 시행(?:령|규칙)$/, "");

/**
 * The statutes lawyers open for everyday questions: those the topic table names and those the
 * vocabulary cites. Against a library of every statute, the words' evidence for any other
 * (선원법, 별정우체국법) counts less.
 *
 * @example
 * ```ts
 * import { EVERYDAY_LAWS } from "./cited_laws.ts";
 * EVERYDAY_LAWS.has("민법"); // true
 * ```
 */
export const EVERYDAY_LAWS: ReadonlySet<string> = new Set([
  ...TOPICS.flatMap((t) => t.laws.map((l) => base(l.name))),
  ...VOCAB.flatMap((e) => (e.cites ?? citations(e.source)).map((c) => base(c.law))),
]);

/** One statute's worth from the vocabulary. */
export interface CitedLaw {
  /** Score to add to the statute's. */
  score: number;
  /** What the question wrote for the entries that name it. */
  words: string[];
}

/**
 * Per statute the matched entries cite, what their naming it is worth: each entry gives
 * {@link CITED_LAW} × its weight × its specificity × its legal words' rarity, shared among the
 * statutes it cites; of several entries naming one statute the best counts whole and each other
 * {@link FURTHER}. An entry another reads more fully ({@link fuller}) gives nothing.
 *
 * @example
 * ```ts
 * import { citedLaws } from "./cited_laws.ts";
 * import { vocabHits } from "./terms.ts";
 * const laws = citedLaws(vocabHits("가게 앞 인도에 테이블 내놓고 장사하면 불법?"), new Map());
 * laws.get("도로법")!.score > (laws.get("상가건물 임대차보호법")?.score ?? 0); // true
 * ```
 */
export function citedLaws(
  hits: readonly VocabHit[],
  rarity: ReadonlyMap<string, number>,
  held: (law: string) => boolean = () => true,
): Map<string, CitedLaw> {
  const rare = new Map([...rarity].map(([t, r]) => [compact(t), Math.min(1, r / RARE)]));
  const worth = new Map<string, { values: number[]; words: string[] }>();
  for (const h of hits) {
    const cites = h.entry.cites ?? citations(h.entry.source);
    const laws = [...new Set(cites.map((c) => c.law))].filter(held);
    if (!laws.length || hits.some((o) => fuller(h, o))) continue;
    const seen = h.entry.legal.flatMap((l) => rare.has(compact(l)) ? [rare.get(compact(l))!] : []);
    const r = seen.length ? Math.max(...seen) : UNSEEN;
    const v = CITED_LAW * (h.entry.weight ?? 1) * specificity(h.said) * r / laws.length;
    for (const law of laws) {
      const w = worth.get(law) ?? { values: [], words: [] };
      w.values.push(v);
      const said = h.said.replace(/\+/g, " ");
      if (!w.words.includes(said)) w.words.push(said);
      worth.set(law, w);
    }
  }
  const out = new Map<string, CitedLaw>();
  for (const [law, { values, words }] of worth) {
    const [best, ...rest] = values.sort((x, y) => y - x);
    out.set(law, { score: best + FURTHER * rest.reduce((s, x) => s + x, 0), words });
  }
  return out;
}

/**
 * What the words' evidence for a statute is worth, given the statutes the question's readings
 * name (each map's keys: the vocabulary's, the topic table's, a statute's own name or defined
 * terms): where any names one, a statute none names is one nobody asked about, whose words only
 * happen to stand in its articles (공직선거법 제157조 for "초등학생 … 부모"), and its words count
 * {@link UNASKED}; a 시행령 goes with its 법률.
 *
 * @example
 * ```ts
 * import { askedAbout } from "./cited_laws.ts";
 * const asked = askedAbout([new Map([["도로법", 1]])]);
 * [asked("도로법 시행령"), asked("공직선거법")]; // [1, 0.6]
 * askedAbout([new Map()])("공직선거법"); // 1
 * ```
 */
export function askedAbout(
  named: readonly ReadonlyMap<string, unknown>[],
): (law: string) => number {
  const laws = new Set(named.flatMap((m) => [...m.keys()].map(base)));
  return (law) => !laws.size || laws.has(base(law)) ? 1 : UNASKED;
}

/** The library's names as a set, once per list the library gives. */
const NAME_SETS = new WeakMap<readonly string[], ReadonlySet<string>>();

/**
 * Whether the library holds a statute by its exact name: the vocabulary's statutes count only
 * where the answer can open them. A library that cannot list its names holds none.
 *
 * @example
 * ```ts
 * import { heldBy } from "./cited_laws.ts";
 * const held = heldBy({ searchBody: () => [], lawNames: () => ["민법"] });
 * [held("민법"), held("도로법")]; // [true, false]
 * ```
 */
export function heldBy(index: ArticleIndex): (law: string) => boolean {
  const list = index.lawNames?.();
  if (!list) return () => false;
  let set = NAME_SETS.get(list);
  if (!set) NAME_SETS.set(list, set = new Set(list));
  return (law) => set.has(law);
}
