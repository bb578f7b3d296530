/**
 * Finding topics in a question: every word of the table is looked for with the spaces of both
 * removed (so "퇴직금계산" and "퇴직 금" read like "퇴직금"), longest first, each stretch of the
 * question used by one word only; a content word of three syllables or more that no word
 * matched may differ from a table word by one syllable (a typo: "퇴직굼").
 *
 * @module
 */

import { contentWords } from "../korean/reader.ts";
import { TOPICS } from "./table.ts";
import type { Topic, TopicLaw } from "./types.ts";

/** A topic found in a question. */
export interface TopicHit {
  /** The topic. */
  topic: Topic;
  /** The table word that matched. */
  word: string;
  /** What the question wrote for it (the typo, for a near match). */
  written: string;
  /** Where in the question, without spaces. */
  index: number;
  /** A near match (one syllable off). */
  near?: boolean;
}

/** A span of the question not to search (a statute's name, say). */
export interface SkipSpan {
  /** Start in the question. */
  index: number;
  /** Text as written. */
  text: string;
}

interface Key {
  topic: Topic;
  word: string;
  parts: string[];
  length: number;
  order: number;
}

const compact = (s: string): string => s.normalize("NFC").replace(/\s+/g, "").toLowerCase();

const KEYS: readonly Key[] = TOPICS.flatMap((topic) => topic.words.map((word) => ({ topic, word })))
  .map(({ topic, word }, order) => {
    const parts = word.split("+").map(compact).filter(Boolean);
    return { topic, word, parts, length: parts.join("").length, order };
  })
  .sort((a, b) => b.length - a.length || a.order - b.order);

const BY_LENGTH: ReadonlyMap<number, readonly Key[]> = (() => {
  const m = new Map<number, Key[]>();
  for (const k of KEYS) {
    if (k.parts.length !== 1 || k.length < 3) continue;
    m.set(k.length, [...(m.get(k.length) ?? []), k]);
  }
  return m;
})();

function masked(text: string, skip: readonly SkipSpan[]): string {
  let t = text.normalize("NFC");
  for (const s of skip) {
    if (s.index < 0 || s.index + s.text.length > t.length) continue;
    t = t.slice(0, s.index) + " ".repeat(s.text.length) + t.slice(s.index + s.text.length);
  }
  return t;
}

/** For each character of the question without spaces, whether it starts a word. */
function wordStarts(spaced: string): boolean[] {
  const out: boolean[] = [];
  let gap = true;
  for (const c of spaced.normalize("NFC").toLowerCase()) {
    if (/\s/.test(c)) {
      gap = true;
      continue;
    }
    // Punctuation starts a word after it too ("(보증금", "'월세'").
    out.push(gap);
    gap = /[^\p{L}\p{N}]/u.test(c);
  }
  return out;
}

/** How many of two syllables' initial, vowel and final differ (3 when either is no syllable). */
function jamoDiff(a: string, b: string): number {
  const x = a.charCodeAt(0) - 0xac00;
  const y = b.charCodeAt(0) - 0xac00;
  if (x < 0 || y < 0 || x > 11171 || y > 11171) return 3;
  const parts = (c: number) => [Math.floor(c / 588), Math.floor((c % 588) / 28), c % 28];
  const [p, q] = [parts(x), parts(y)];
  return p.filter((v, i) => v !== q[i]).length;
}

/** A typo: one syllable off by one letter (퇴직굼 → 퇴직금), the first syllable kept. */
function oneOff(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (x.length !== y.length || x[0] !== y[0]) return false;
  const diff = x.flatMap((c, i) => (c === y[i] ? [] : [jamoDiff(c, y[i])]));
  return diff.length === 1 && diff[0] === 1;
}

/**
 * The topics a question mentions, most specific first: those naming an article, then by the
 * length of the word that matched.
 *
 * @example
 * ```ts
 * import { matchTopics } from "./match.ts";
 * matchTopics("퇴직금은 어떻게 계산하나요")[0].topic.laws[0].name; // "근로자퇴직급여 보장법"
 * matchTopics("연차수당 계산")[0].topic.laws[0].articles; // ["제60조", "제61조"]
 * ```
 */
export function matchTopics(text: string, skip: readonly SkipSpan[] = []): TopicHit[] {
  const spaced = masked(typeof text === "string" ? text : "", skip);
  let rest = compact(spaced);
  const starts = wordStarts(spaced);
  // A short word must start a word of the question: "보상해주나요" holds no "상해".
  const find = (p: string): number => {
    if ([...p].length > 2) return rest.indexOf(p);
    for (let i = rest.indexOf(p); i >= 0; i = rest.indexOf(p, i + 1)) if (starts[i]) return i;
    return -1;
  };
  const hits: TopicHit[] = [];
  const seen = new Set<Topic>();
  const consume = (at: number, len: number) => {
    rest = rest.slice(0, at) + "#".repeat(len) + rest.slice(at + len);
  };
  for (const k of KEYS) {
    const at = k.parts.map(find);
    if (at.some((i) => i < 0)) continue;
    k.parts.forEach((p, i) => consume(at[i], p.length));
    if (seen.has(k.topic)) continue;
    seen.add(k.topic);
    hits.push({ topic: k.topic, word: k.word, written: k.word, index: Math.min(...at) });
  }
  for (const w of contentWords(spaced)) {
    const len = [...w].length;
    // Only words no table word used, each as written between spaces.
    if (len < 3 || !rest.includes(compact(w))) continue;
    const near = (BY_LENGTH.get(len) ?? []).filter((k) => oneOff(w, k.parts[0]));
    const topics = new Set(near.map((k) => k.topic));
    if (topics.size !== 1 || seen.has(near[0].topic)) continue;
    seen.add(near[0].topic);
    hits.push({
      topic: near[0].topic,
      word: near[0].word,
      written: w,
      index: rest.indexOf(compact(w)),
      near: true,
    });
  }
  // A topic that names its article is more specific than one that opens a whole statute.
  const specific = (h: TopicHit) => (h.topic.laws[0].articles.length ? 0 : 1);
  return hits.map((h, i) => ({ h, i })).sort((a, b) => specific(a.h) - specific(b.h) || a.i - b.i)
    .map((x) => x.h);
}

/**
 * The statutes the hits open, each once: every hit's first statute in hit order, then the
 * others; a statute's articles gathered from every hit that names it.
 *
 * @example
 * ```ts
 * import { matchTopics, topicLaws } from "./match.ts";
 * topicLaws(matchTopics("전세 보증금 대항력")).map((l) => l.name)[0]; // "주택임대차보호법"
 * ```
 */
export function topicLaws(hits: readonly TopicHit[]): TopicLaw[] {
  const out = new Map<string, string[]>();
  const add = (l: TopicLaw) => {
    const arts = out.get(l.name) ?? [];
    for (const a of l.articles) if (!arts.includes(a)) arts.push(a);
    out.set(l.name, arts);
  };
  for (const h of hits) add(h.topic.laws[0]);
  for (const h of hits) h.topic.laws.slice(1).forEach(add);
  return [...out].map(([name, articles]) => ({ name, articles }));
}
