/**
 * A question → the words to look for in statutes: the colloquial vocabulary's legal words
 * (./vocab.ts) and the question's own content words, each matched at the start of a word of the
 * question, never across a word's inside ("보상해주나요" holds no "상해").
 *
 * @module
 */

import { contentWords, stem } from "../korean/mod.ts";
import { VOCAB, type VocabEntry } from "./vocab.ts";
import { citations, type VocabCite } from "./vocab_entry.ts";

/** A word to search, with what the question wrote for it. */
export interface QueryTerm {
  /** The word as statutes write it. */
  term: string;
  /** What the question wrote. */
  said: string;
  /** Where it came from: the vocabulary or the question's own words. */
  via: "vocab" | "word";
  /** How much a vocabulary term counts (1 unless the entry says it is weak). */
  weight?: number;
  /** The vocabulary entry's provenance, for a vocabulary term. */
  source?: string;
  /** The articles that provenance names: where the vocabulary points for this word. */
  cites?: readonly VocabCite[];
}

/** The question's words, lower-cased, without punctuation. */
export function tokens(text: string): string[] {
  return text.normalize("NFC").toLowerCase().split(/[\s,.?!·ㆍ「」()[\]"'~/]+/).filter(Boolean);
}

/**
 * Whether `said` starts a word of the question (a phrase "A B" may span words). A phrase also
 * matches as people type it together ("안 줘" in "안줘요"), at the start of a word.
 */
export function wordStart(toks: readonly string[], said: string): boolean {
  const s = said.toLowerCase();
  if (!s.includes(" ")) return toks.some((t) => t.startsWith(s));
  const joined = " " + toks.join(" ");
  const together = s.replace(/\s+/g, "");
  return joined.includes(" " + s) || toks.some((t) => t.startsWith(together));
}

function entryMatch(toks: readonly string[], e: VocabEntry): string | undefined {
  for (const said of e.said) {
    const parts = said.split("+");
    if (parts.every((p) => wordStart(toks, p))) return said;
  }
  return undefined;
}

/** A vocabulary entry the question matched. */
export interface VocabHit {
  /** The entry. */
  entry: VocabEntry;
  /** What of it the question wrote ("월급+깎": both parts somewhere). */
  said: string;
  /** The question's words (their places among {@link tokens}) the match stands on. */
  cover: ReadonlySet<number>;
}

/** The places of the question's words that a matched part ("월급", "안 줘") stands on. */
function covered(toks: readonly string[], part: string): number[] {
  const p = part.toLowerCase();
  const words = p.split(" ").filter(Boolean);
  const together = words.join("");
  const out: number[] = [];
  toks.forEach((t, i) => {
    if (t.startsWith(together)) out.push(i);
    else if (
      words.length > 1 &&
      words.every((w, j) => j === words.length - 1 ? toks[i + j]?.startsWith(w) : toks[i + j] === w)
    ) out.push(...words.map((_, j) => i + j));
  });
  return out;
}

/**
 * The vocabulary entries a question matches, each with what it wrote for it and the words of the
 * question the match stands on.
 *
 * @example
 * ```ts
 * import { vocabHits } from "./terms.ts";
 * vocabHits("월급 깎였어요").some((h) => h.said === "월급+깎"); // true
 * ```
 */
export function vocabHits(text: string): VocabHit[] {
  const toks = tokens(text);
  const out: VocabHit[] = [];
  for (const entry of VOCAB) {
    const said = entryMatch(toks, entry);
    if (!said) continue;
    out.push({ entry, said, cover: new Set(said.split("+").flatMap((p) => covered(toks, p))) });
  }
  return out;
}

/** Words that set the word before them aside. */
const ASIDE = /^(?:말고|아니고|빼고)$/;

/** Question words that say nothing about the subject. */
const STOP = new Set(
  ("되나 되나요 되는거임 되는 하나 하면 하는 있나 있어요 없나 받을 받을수 받을수있나 받을수있어 할수 " +
    "수있나 가능 가능한가요 어디 어디에 누가 누구 언제 얼마 얼마나 몇년 몇개 이거 그거 이것도 " +
    "어떻게 어떻게해요 어떻게됨 됨 돼요 해줘야 해줘야하나 해야 해야하나 해야하나요 해도 되나요 " +
    "같아요 같은데 그냥 갑자기 자꾸 계속 너무 다시 아닌가요 싶어요 싶은데 당했어요 생김 그리고 " +
    "나도 저도 제가 내가 내꺼 우리 중에 다른 일주일째 몇번 두번 한번 혼자 이상한데 이거")
    .split(" "),
);

/** Endings the shared reader leaves on colloquial words ("음주운전이야", "벌금있나", "고소하고"). */
const TAIL =
  /(?:이라서|이라|이야|이에요|있나|없나|하고|하고싶어|하고싶어요|받을수|된|됨|임|인가|인데|했는데|는데|됐는데|해주나|해줘)$/;

/** Endings of verbs and adjectives as people type them ("가져가서", "보면", "걸림", "밀린"). */
const VERBAL =
  /(?:요|다|가서|아서|어서|해서|니까|으면|하면|되면|나면|보면|리면|지면|가면|오면|함|됨|씀|림|린|던|는데|대요|래요|줌|음|게|냐|니|죠|져)$/;

/** A syllable with ㅆ under it is a past tense ("지났", "밀쳤", "넘겼"). */
const PAST = (c: string): boolean => {
  const x = c.charCodeAt(0) - 0xac00;
  return x >= 0 && x <= 11171 && x % 28 === 20;
};

/**
 * A light verb after a noun ("송금함", "해킹당해서", "유출했어요", "거절당했어요", "책임져"): the
 * noun says what the verb is about, and statutes write the noun.
 */
const LIGHT =
  /(?:당하|당해|당했|당한|당함|시켜|시켰|시키|하|해|했|한|할|함|되|돼|됐|된|될|됨|져|졌|지나|지고)/g;

/** The noun before a light verb in a verbal word, if it has two syllables or more. */
export function lightNoun(word: string): string | undefined {
  for (const m of word.matchAll(LIGHT)) {
    const noun = word.slice(0, m.index);
    // "떨어졌", "없어져": a verb's -아/-어 form before 지다, not a noun.
    if (/[아어여]$/.test(noun) && /^[져졌지]/.test(m[0])) return undefined;
    if ([...noun].length >= 2) return verbal(noun) || PAST_IN(noun) ? undefined : noun;
  }
  return undefined;
}

const PAST_IN = (w: string) => [...w].some(PAST);

/** Whether a word of the question is a verb or an adjective, which no statute's word is. */
function verbal(word: string): boolean {
  return VERBAL.test(word) || [...word].some(PAST);
}

/**
 * The words to search for a question, the vocabulary's first. A caller that also needs the
 * vocabulary's hits themselves (ranking does) passes them in, so the vocabulary is read once.
 *
 * @example
 * ```ts
 * import { queryTerms } from "./terms.ts";
 * queryTerms("집주인이 월세를 올려달래요").map((t) => t.term).slice(0, 2); // ["임대인", "차임"]
 * ```
 */
export function queryTerms(text: string, hits: readonly VocabHit[] = vocabHits(text)): QueryTerm[] {
  const toks = tokens(text);
  const out: QueryTerm[] = [];
  const seen = new Set<string>();
  const add = (t: QueryTerm) => {
    const k = t.term.replace(/\s+/g, "");
    if (seen.has(k)) {
      // A second entry for the same legal word: the articles it names count too.
      const first = out.find((o) => o.term.replace(/\s+/g, "") === k);
      const more = t.cites?.filter((c) =>
        !first?.cites?.some((f) => f.law === c.law && f.article === c.article)
      );
      if (first && more?.length) first.cites = [...first.cites ?? [], ...more];
      return;
    }
    seen.add(k);
    out.push(t);
  };
  for (const { entry: e, said } of hits) {
    const cites = e.cites ?? citations(e.source);
    for (const term of e.legal) {
      add({
        term,
        said: said.replace(/\+/g, " "),
        via: "vocab",
        weight: e.weight ?? 1,
        source: e.source,
        ...(cites.length ? { cites } : {}),
      });
    }
  }
  // "소송 말고 지급명령": the word before 말고 / 아니고 / 빼고 is what the question sets aside.
  const aside = new Set(
    toks.flatMap((t, i) => ASIDE.test(toks[i + 1] ?? "") ? [stem(t)] : []),
  );
  for (const w of contentWords(text)) {
    if (aside.has(w) || ASIDE.test(w)) continue;
    const word = w.toLowerCase().replace(TAIL, "");
    if (STOP.has(word) || /^\d/.test(word) || [...word].length < 2) continue;
    // The reader leaves 당하다's stem on its noun ("거절당했어요" → "거절당").
    const passive = /^(.{2,})당$/.exec(word);
    if (passive && new RegExp(`${word}(?:했|해|하|한)`).test(text)) {
      add({ term: passive[1], said: word, via: "word" });
      continue;
    }
    if (verbal(word)) {
      const noun = lightNoun(word);
      if (noun && !STOP.has(noun)) add({ term: noun, said: word, via: "word" });
      continue;
    }
    add({ term: word, said: word, via: "word" });
  }
  return out;
}
