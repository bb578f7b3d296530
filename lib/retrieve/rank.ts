/**
 * Ranking candidate statutes and articles for an everyday question: retrieval over the
 * library's article titles and bodies (a title weighs more than a body, a 법률 comes before its
 * 시행령, a rare word more than a common one) together with the topic table, which adds a
 * lawyer's judgement (the statute and articles to open first for a topic word).
 *
 * @module
 */

import type { TopicHit } from "../topics/mod.ts";
import { bodyEvidence, lawEvidence } from "./law_evidence.ts";
import { type QueryTerm, queryTerms, vocabHits } from "./terms.ts";
import { askedAbout, citedLaws, EVERYDAY_LAWS, heldBy } from "./cited_laws.ts";
import { withinLaw } from "./within_law.ts";
import { articleWeight, generic, titled } from "./article_weight.ts";
import { cover, said } from "./coverage.ts";
import { earliestFirst } from "./article_order.ts";
import { CITE, cite, citedFirst } from "./cited.ts";
import type { ArticleCandidate, ArticleIndex, LawCandidate, LibraryHit } from "./types.ts";

/** How many hits one word may bring (the library answers at most 200); a word with this many is common. */
const DEPTH = 200;

const KIND_FACTOR = (kind: string): number =>
  kind === "법률" ? 1 : /시행령|대통령령/.test(kind) ? 0.55 : 0.4;

/** What the topic table's naming a statute is worth, against the words' evidence. */
const TOPIC_LAW = 10;

const compact = (s: string) => s.replace(/\s+/g, "");

/** What the words' evidence for a statute outside EVERYDAY_LAWS (./cited_laws.ts) is worth. */
const OUTSIDE = 0.7;

/** What a narrower topic's article gains beside a broader one's, as a share of its prior. */
const NARROW = 1;

/** What the topic table's naming an article is worth, against the words' evidence. */
const TOPIC_ARTICLE = 4;

/** How much the library's order within one word's hits counts (its first hit over its last). */
const TF = 0.3;

/** How specific a topic hit is: a longer word, written as the table has it, says more. */
function specificity(h: TopicHit): number {
  const len = [...compact(h.word).replace(/\+/g, "")].length;
  return (len >= 4 ? 1.4 : len === 3 ? 1.2 : 1) * (h.near ? 0.6 : 1);
}

interface Acc {
  row?: number;
  law: string;
  kind: string;
  article: string;
  title?: string;
  terms: Map<string, number>;
  prior: number;
  topic?: string;
  /** The term of the statute's name that is this article's whole title. */
  core?: string;
  /** What a narrower topic's naming it adds to its place among the statute's articles. */
  narrow?: number;
  /** What the vocabulary's naming it is worth ({@link cite}). */
  cite?: number;
  /** The question's words whose vocabulary entry names it. */
  cited?: string[];
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Hits that hold `term` as written: the index matches syllable pairs anywhere, so a phrase's words
 * may lie apart ("자의 성과 본" in an article on 사업자의 … 투명성과 … 기본). A phrase must stand
 * in order, a particle or two and spaces between its words ("1세대 1주택" in "1세대가 1주택을",
 * "청약의 철회" in "청약철회"). (Requiring a question's two-syllable word to start a word of the
 * body as well lost on the golden set: 2026-12-05, batch 3 statute 96% → 92%; only titles check
 * it, see {@link bounded}.)
 */
function lookup(index: ArticleIndex, term: string): LibraryHit[] {
  const hits = index.searchBody(term, { limit: DEPTH, scope: "both" });
  const parts = term.split(" ").filter(Boolean);
  if (parts.length < 2 || !index.holding || !hits.length) return hits;
  const phrase = new RegExp(parts.map(esc).join("[가-힣]{0,2}\\s*"));
  const rows = hits.flatMap((h) => h.row === undefined ? [] : [h.row]);
  const ok = index.holding(rows, (t) => phrase.test(t));
  return hits.filter((h) => h.row === undefined || ok.has(h.row));
}

function search(index: ArticleIndex, t: QueryTerm): { hits: LibraryHit[]; weight: number }[] {
  const hits = lookup(index, t.term);
  if (hits.length || t.via === "vocab" || [...compact(t.term)].length < 4) {
    return [{ hits, weight: t.via === "vocab" ? t.weight ?? 1 : 0.6 }];
  }
  // A compound the statutes split ("상속포기" → "상속", "포기"): its halves, each weaker.
  const s = [...compact(t.term)];
  const cut = s.length === 4 ? 2 : Math.ceil(s.length / 2);
  return [s.slice(0, cut).join(""), s.slice(cut).join("")].map((h) => ({
    hits: lookup(index, h),
    weight: 0.5,
  }));
}

/**
 * Candidate statutes for a question, best first, each with its articles best first.
 *
 * @example
 * ```ts
 * import { rankCandidates } from "./rank.ts";
 * const none = { searchBody: () => [] };
 * rankCandidates("아무 말", none, []).length; // 0
 * ```
 */
export function rankCandidates(
  text: string,
  index: ArticleIndex,
  topics: readonly TopicHit[],
): LawCandidate[] {
  const arts = new Map<string, Acc>();
  const acc = (law: string, kind: string, article: string, title?: string): Acc => {
    const k = `${law}|${article}`;
    let a = arts.get(k);
    if (!a) arts.set(k, a = { law, kind, article, title, terms: new Map(), prior: 0 });
    if (title && !a.title) a.title = title;
    return a;
  };
  const lawPrior = new Map<string, { score: number; topic?: string }>();
  const nameBoost = new Map<string, number>();
  const vocab = vocabHits(text);
  const terms = queryTerms(text, vocab);
  /** Vocabulary words that only set the scene (weight < 1: "돌아가셨는데" → 사망). */
  const weak = new Set(
    terms.filter((t) => t.via === "vocab" && (t.weight ?? 1) < 1).map((t) => t.term),
  );
  const rarity = new Map<string, number>();
  /** Per word, its hits per statute (a 시행령's counted with its 법률). */
  const spread = new Map<string, Map<string, number>>();
  for (const t of terms) {
    for (const { hits, weight } of search(index, t)) {
      if (!hits.length) continue;
      const idf = Math.log2(1 + DEPTH / (hits.length + 3));
      rarity.set(t.term, Math.max(rarity.get(t.term) ?? 0, idf));
      let per = spread.get(t.term);
      if (!per) spread.set(t.term, per = new Map());
      for (const h of hits) {
        const b = h.lawName.replace(/ 시행(?:령|규칙)$/, "");
        per.set(b, (per.get(b) ?? 0) + 1);
      }
      for (const [rank, h] of hits.entries()) {
        const key = compact(t.term);
        // The library's own order (BM25: the word's weight in a short article) breaks ties.
        const tf = 1 + TF * (1 - rank / hits.length);
        // A word in the law's own name tells none of its articles apart ("상가건물" in
        // 상가건물 임대차보호법's every committee title): there it counts as body text.
        const own = compact(h.lawName).includes(key);
        const inTitle = !own && h.articleTitle !== undefined &&
          (t.via === "word" && [...key].length === 2
            ? bounded(h.articleTitle, key)
            : compact(h.articleTitle).includes(key));
        const a = acc(h.lawName, h.kind, h.article, h.articleTitle);
        a.row ??= h.row;
        // The article a statute is named after ("형의 실효" 제7조 in 형의 실효 등에 관한 법률):
        // its own name's word, and the whole of the title.
        if (own && h.articleTitle && compact(h.articleTitle).replace(/등$/, "") === key) {
          a.core = t.term;
        }
        const v = idf * weight * (inTitle ? 3 : 1) * tf;
        a.terms.set(t.term, Math.max(a.terms.get(t.term) ?? 0, v));
        // A word that is a law's own name ("국민연금" → 국민연금법) names that law.
        const name = compact(h.lawName);
        const len = [...key].length;
        if (t.via === "word" && len >= 3 && name.startsWith(key) && name.length - key.length <= 1) {
          nameBoost.set(h.lawName, len >= 4 ? 8 : 3);
        }
      }
    }
  }
  for (const h of topics) {
    const spec = specificity(h);
    // A topic narrower than another the question hit ("자진퇴사 실업급여" beside "실업급여"): its
    // articles answer the case the question puts, the broader topic's its background.
    const key = compact(h.topic.term);
    const narrower = topics.some((o) =>
      o.topic.term !== h.topic.term && key.includes(compact(o.topic.term))
    );
    h.topic.laws.forEach((l, j) => {
      const p = lawPrior.get(l.name) ?? { score: 0 };
      p.score += (j === 0 ? TOPIC_LAW : TOPIC_LAW / 3) * spec;
      p.topic ??= h.topic.term;
      lawPrior.set(l.name, p);
      l.articles.forEach((art, i) => {
        const known = [...arts.values()].find((a) => a.law === l.name && a.article === art);
        // The table names an article the words did not reach: its title from the library.
        const a = known ??
          acc(l.name, /시행령/.test(l.name) ? "시행령" : "법률", art, index.titleOf?.(l.name, art));
        const prior = (j === 0 ? TOPIC_ARTICLE : TOPIC_ARTICLE / 2) * spec * (i === 0 ? 1 : 0.8);
        a.prior += prior;
        if (narrower) a.narrow = (a.narrow ?? 0) + NARROW * prior;
        a.topic ??= h.topic.term;
      });
    });
  }
  cover(index, terms, rarity, arts);
  const vocabLaws = citedLaws(vocab, rarity, heldBy(index));
  const found = new Set([
    ...[...arts.values()].map((a) => a.law),
    ...lawPrior.keys(),
    ...vocabLaws.keys(),
  ]);
  cite(
    terms,
    rarity,
    found,
    (law, kind, art) => arts.get(`${law}|${art}`) ?? acc(law, kind, art, index.titleOf?.(law, art)),
  );
  const evidence = lawEvidence(terms, index.lawNames?.() ?? [], rarity, spread);
  const body = bodyEvidence(terms, rarity, spread);
  const byLaw = new Map<string, ArticleCandidate[]>();
  const lawWeight = new Map<ArticleCandidate, number>();
  /** What the vocabulary's naming an article adds ({@link cite}). */
  const cited = new Map<ArticleCandidate, number>();
  /** Which of the question's words an article holds. */
  const wordsOf = new Map<ArticleCandidate, ReadonlySet<string>>();
  /** Which of the question's words each term stands for ("위자료" → 손해배상, 정신상 고통, 위자료). */
  const saidOf = new Map(terms.map((t) => [t.term, t.said]));
  for (const a of arts.values()) {
    // The statute's weight counts every term (as it always has); the article's order counts
    // each of the question's words once.
    const all = [...a.terms.values()];
    const weight = all.reduce((s, x) => s + x, 0) * KIND_FACTOR(a.kind) *
        (1 + 0.3 * Math.max(0, all.length - 1)) * generic(a.title, text) + a.prior;
    const { sum, words, held } = said(a, saidOf);
    const score = sum * KIND_FACTOR(a.kind) * (1 + 0.3 * Math.max(0, words - 1)) *
        articleWeight(a.title, text) * titled(a) + a.prior + (a.narrow ?? 0);
    const c: ArticleCandidate = {
      law: a.law,
      article: a.article,
      ...(a.title ? { title: a.title } : {}),
      score,
      matched: [...a.terms.keys()],
      ...(a.topic ? { topic: a.topic } : {}),
      ...(a.cited ? { cited: a.cited } : {}),
    };
    lawWeight.set(c, weight);
    // A cited article writes its entry's legal word (the provenance says so), found or not.
    wordsOf.set(c, new Set([...held, ...a.cited ?? []]));
    if (a.cite) cited.set(c, CITE * a.cite * generic(a.title, text));
    byLaw.set(a.law, [...(byLaw.get(a.law) ?? []), c]);
  }
  // A statute the table opens without naming an article, which none of the words' first hits
  // reached: retrieval within it chooses (its articles weigh nothing for the statute itself).
  for (const name of lawPrior.keys()) {
    if (!byLaw.has(name)) byLaw.set(name, withinLaw(index, name, terms));
  }
  const asked = askedAbout([vocabLaws, lawPrior, evidence, nameBoost]);
  const laws: LawCandidate[] = [...byLaw].map(([name, list]) => {
    citedFirst(list, cited, wordsOf);
    list.sort((x, y) => y.score - x.score);
    const [a = 0, b = 0, c = 0] = list.map((x) => lawWeight.get(x) ?? 0).sort((x, y) => y - x);
    earliestFirst(list, weak);
    const prior = lawPrior.get(name);
    const base = name.replace(/ 시행(?:령|규칙)$/, "");
    const outside = (EVERYDAY_LAWS.has(base) ? 1 : OUTSIDE) * asked(base);
    const ev = evidence.get(name);
    const bev = body.get(name);
    return {
      name,
      score: (prior?.score ?? 0) + (vocabLaws.get(name)?.score ?? 0) +
        (nameBoost.get(name) ?? 0) + (ev?.score ?? 0) +
        outside * (bev?.score ?? 0) +
        outside * (a + 0.25 * b + 0.1 * c),
      articles: list,
      ...(prior?.topic ? { topic: prior.topic } : {}),
      matched: [
        ...new Set([
          ...list.slice(0, 3).flatMap((x) => x.matched),
          ...ev?.words ?? [],
          ...bev?.words ?? [],
          ...vocabLaws.get(name)?.words ?? [],
        ]),
      ],
    };
  });
  return laws.sort((x, y) => y.score - x.score);
}

/**
 * Whether a question's two-syllable word stands in a title as a word of it: at a word's start,
 * or as a compound's last part ("연금" in 분할연금), never inside (the title "개시후기타채권"
 * holds no "후기").
 */
function bounded(title: string, key: string): boolean {
  const k = esc(key);
  return new RegExp(`(?:^|[^가-힣])${k}|${k}(?:[가-힣](?![가-힣]))?(?![가-힣])`).test(title);
}
