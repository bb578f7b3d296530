/**
 * The golden set's scores with retrieval over a law library (issue 30): the statute a lawyer
 * opens first and the article the answer chooses, on the old golden set (statute only: it names
 * no articles) and the four blind batches (2026-12-04, 2026-12-04b, 2026-12-05, 2026-12-05b).
 *
 * The library: the starter shipped in the package (lib/library/starter), the one a fresh machine
 * with no key reads; it holds every statute the topic table names. It is built once per machine
 * into the per-user cache directory (tens of seconds) and reused by every later test process.
 * `deno run -A tests/research/everyday_report.ts --misses` prints the scores batch by batch with
 * every miss.
 *
 * History. 2026-12-04 (before → after, on a library of the starter's statutes): old set statute
 * 96.2% → 96.2%; blind batch 1 statute 60.7% → 90.2%, article 34.4% → 72.1%; blind batch 2
 * statute 48.0% → 96.0%, article 24.0% → 64.0% (its first, untuned run: 60% / 28%); both were
 * tuned on afterwards, so they are development sets now.
 *
 * 2026-12-05, on the starter library. Blind batch 3 (50 questions, fields the others do not
 * touch) was committed before anything was run or changed; no vocabulary or table row was
 * written for it. Its first run: statute 56.0% (28/50), article 30.0% (15/50), among three 32.0%.
 * Then general changes only (corpus-derived 정의 terms and statute-name words as evidence for a
 * statute; common words counted in the best articles; 정의/목적/벌칙 articles halved unless asked;
 * a near tie goes to the article the statute puts first), each kept only if the batches together
 * did not lose (floors below):
 * - old set statute 96.2% → 96.2% (225/234)
 * - batches 1+2: statute 93.0% → 94.2% (81/86), article 73.3% → 81.4% (70/86), among three
 *   89.5% → 90.7% (78/86)
 * - batch 3: statute 56.0% → 60.0% (30/50), article 30.0% → 32.0% (16/50), among three 32.0% →
 *   36.0% (18/50)
 * - the whole set, statute: 90.8% (336/370); all three blind batches, article 63.2% (86/136):
 *   the issue's 75% holds on batches 1+2 only; batch 3's misses are mostly statutes its words
 *   never name (강아지 → 동물보호법, 미자 → 청소년 보호법), the vocabulary's long tail.
 *
 * 2026-12-05, later. Blind batch 4 (44 questions, 2026-12-05b: fields none of batches 1–3 touch)
 * was written and committed before anything was run; its first run: statute 40.9% (18/44),
 * article 4.5% (2/44), among three 15.9% (7/44). Batch 3 was then the development set: a
 * statute's articles taken together as evidence for it (a word whose hits gather in one statute),
 * everyday vocabulary with provenance (lib/retrieve/vocab_everyday.ts: animals, youth, violence
 * at home, roads, products, finance, work, records), a name word with one syllable added
 * ("대부업체" → 대부업법), a 가지조문 near its base article yielding to it, "…이라" read off a
 * noun ("촉법소년이라"). Batch 4's misses were not looked at or tuned on (only its totals were
 * read); its writer also wrote the vocabulary, from batch 3 and general usage; none of its new
 * entries matches a batch 4 question:
 * - old set statute 96.2% → 96.6% (226/234); batches 1+2 unchanged: statute 94.2% (81/86),
 *   article 81.4% (70/86), among three 90.7% (78/86)
 * - batch 3: statute 60.0% → 94.0% (47/50), article 32.0% → 66.0% (33/50), among three 36.0% →
 *   80.0% (40/50) (development set now)
 * - batch 4 (held out): statute 40.9% → 43.2% (19/44), article 4.5% → 6.8% (3/44), among three
 *   15.9% → 15.9%. The vocabulary reaches the fields it was written for and not yet the others:
 *   the issue's 90% / 75% hold on batches 1–3 (statute 95.7%, 354/370; article 75.7%, 103/136),
 *   with batch 4 the statute just holds and the article does not (statute 90.1%, 373/414;
 *   article 58.9%, 106/180).
 *
 * 2026-12-05, article choice (helper "article"): general causes of a wrong article in a right
 * statute, found on batches 1–3's misses only (batch 4's totals read, never its misses): one
 * question word counted once however many legal terms it brings; a noun before a light verb
 * searched ("송금함", "책임져", "거절당했어요"); a penalty question answered by the offence's
 * article, a 벌칙 list kept halved; a base article before its 가지조문 only when it holds the same
 * words; near ties prefer base articles to 가지조문s and a title that is the question's term; a
 * title wholly the question's term, or the statute's own subject (형의 실효), counts more; a phrase
 * counted only where its words stand together; a two-syllable word a title hit only as a word of
 * the title; of two topics hit the narrower one's article first; a word set aside ("소송 말고")
 * left out; a table statute no word reached searched within, and a table article's title read
 * from the library (tests/research/article_choice.test.ts):
 * - old set statute 96.6% → 96.6% (226/234)
 * - batches 1+2: statute 94.2% → 94.2% (81/86), article 81.4% → 86.0% (74/86), among three
 *   90.7% → 94.2% (81/86)
 * - batch 3: statute 94.0% → 96.0% (48/50), article 66.0% → 76.0% (38/50), among three 80.0% →
 *   86.0% (43/50)
 * - batch 4 (held out, totals only): statute 43.2% → 45.5% (20/44), article 6.8% → 9.1% (4/44)
 * - whole set statute 90.1% → 90.6% (375/414); article 58.9% → 64.4% (116/180). Measured and
 *   left out: a two-syllable word of the question required to start a word of the body (batch 3
 *   statute 96% → 92%), the question's last clause weighing more (batch 3 article −1).
 *
 * The same day, after merging main's vocabularies (lib/retrieve/vocab_fields_a*.ts, _b*.ts) into
 * the article-choice branch: main alone → with the article choice above (one run each, same
 * machine):
 * - old set statute 99.1% → 99.1% (232/234)
 * - batches 1+2: statute 95.3% → 95.3% (82/86), article 87.2% → 89.5% (77/86), among three
 *   94.2% → 96.5% (83/86)
 * - batch 3: statute 96.0% → 98.0% (49/50), article 80.0% → 86.0% (43/50), among three 90.0% →
 *   94.0% (47/50)
 * - batch 4 (held out, totals only): statute 72.7% → 72.7% (32/44), article 29.5% → 34.1%
 *   (15/44), among three 50.0% → 52.3% (23/44)
 * - whole set statute 95.4% (395/414); all four blind batches, article 71.1% → 75.0%
 *   (135/180): the issue's 90% / 75%.
 *
 * The same day (helper "cite"): a vocabulary entry's cited article counts. Its provenance
 * ("corpus: 법령 제N조(제목); 제M조(제목)") names the article a lawyer opens for its legal word;
 * a cited article of a statute already found gains 5 × the entry's weight × the legal word's
 * rarity, rising no further than the first article that holds a word of the question it lacks.
 * Then a said phrase with a space also matches typed together ("안 줘" in "안줘요"). Tuned on
 * batches 1–3 only (batch 4's totals read, never its misses; the bonus 1, 3, 5, 8 tried, 5 best
 * on batches 1–3):
 * - old set statute 99.1% → 99.1% (232/234)
 * - batches 1+2: statute 95.3% → 95.3% (82/86), article 89.5% → 94.2% (81/86), among three
 *   96.5% → 98.8% (85/86)
 * - batch 3: statute 98.0% → 98.0% (49/50), article 86.0% → 94.0% (47/50), among three 94.0% →
 *   96.0% (48/50)
 * - batch 4 (held out, totals only): statute 72.7% → 72.7% (32/44), article 34.1% → 45.5%
 *   (20/44), among three 52.3% → 63.6% (28/44)
 * - all four blind batches, article 75.0% → 82.2% (148/180). Measured and left out: a cited
 *   article keeping its place in the near-tie reorderings (no batch moved). *
 * 2026-12-05, last. Blind batch 5 (tests/research/everyday_blind_2026_12_05c.ts: 60 questions,
 * one for each of 60 statutes drawn from the starter's 151 법률 by a seeded shuffle) was written
 * by a helper that ran nothing and read none of the vocabulary, and committed before any of the
 * session's retrieval changes (by-statute vocabularies, article choice, cited articles) merged.
 * Nobody tuned on it; only its totals were read. First run (main eaa892d): statute 45.0%
 * (27/60), article 18.3% (11/60), among three 26.7% (16/60). After the by-statute vocabularies:
 * 60.0% / 41.7% / 53.3%; after article choice: 63.3% / 46.7% / 55.0%; after cited articles
 * (final): statute 60.0% (36/60), article 46.7% (28/60), among three 53.3% (32/60).
 * The whole golden set with batch 5: statute 90.9% (431/474, the issue's 90% holds); article
 * over the five blind batches 73.3% (176/240): the issue's 75% is not met with batch 5 in (82.2%
 * without it). Of batch 5's 32 article misses, 24 are a wrong statute: words that reach no statute
 * yet. Held out, the article went 18% → 47%, against 94% on the batches tuned on.
 *
 * 2026-12-05 (helper "statute"): the vocabulary chooses statutes (lib/retrieve/cited_laws.ts). A
 * matched entry's cited statute counts toward the statute's score: 6 × the entry's weight × how
 * specific the words it matched are (syllables and words, log scale) × the rarity of its legal
 * words, shared among the statutes it cites, further entries for one statute adding half; an
 * entry another reads more fully ("접도" under "접도구역", "술 마시고" under "술+운전+다치") gives
 * nothing; where the question's readings (vocabulary, table, a statute's name or defined terms)
 * name statutes, the words' evidence for one none names counts 0.6. Batches 4 and 5 were a
 * development set here (their misses read); the weights were chosen among a few (prior 4, 6, 10,
 * 15; unnamed 1, 0.8, 0.6, 0.4) on all batches, 6 and 0.6 losing none:
 * - old set statute 99.1% → 99.1% (232/234)
 * - batch 1: statute 95.1% → 95.1%, article 93.4% → 93.4%; batch 2: statute 96.0% → 100%,
 *   article 96.0% → 100%; batch 3: statute 98.0% → 100%, article 94.0% → 96.0%
 * - batch 4: statute 72.7% → 81.8% (36/44), article 45.5% → 52.3% (23/44)
 * - batch 5: statute 60.0% → 63.3% (38/60), article 46.7% → 48.3% (29/60)
 * - all blind: statute 82.9% → 86.3%, article 73.3% → 75.8%, among three 80.4% → 80.4%.
 * With the deep vocabulary's parts as they stood at 07:00 copied in (about 2,100 entries, not
 * committed), before → after: old set 98.3% → 98.3%; batch 4 statute 77.3% → 84.1%, article
 * 50.0% → 54.5%; batch 5 statute 63.3% → 66.7%, article 51.7% → 53.3%; all blind statute 83.3%
 * → 86.3%, article 73.8% → 75.8%.
 * Then main merged with the deep vocabulary's parts 3 and 4 (541e61b); main alone → with this
 * change: old set statute 98.3% → 98.3% (230/234; the two lost are the new entries', main alone
 * loses them too); batches 1+2 statute 95.3% → 96.5%, article 94.2% → 95.3%; batch 3 statute
 * 98.0% → 100%, article 94.0% → 96.0%; batch 4 statute 75.0% → 81.8% (36/44), article 45.5% →
 * 50.0% (22/44); batch 5 statute 61.7% → 65.0% (39/60), article 55.0% → 56.7% (34/60); all
 * blind statute 83.8% → 86.7%, article 75.4% → 77.5%. Then main with parts 1 and 6 too
 * (5daba5d), main alone → with this change: old set 98.3% → 98.3%; batches 1+2 statute 95.3% →
 * 96.5%, article 94.2% → 95.3%; batch 3 98.0% / 94.0% → 100% / 96.0%; batch 4 statute 75.0% →
 * 81.8% (36/44), article 47.7% → 52.3% (23/44); batch 5 statute 63.3% → 66.7% (40/60), article
 * 56.7% → 58.3% (35/60). Floors: batch 4 81% / 52%, batch 5 66% / 58%.
 *
 * 2026-12-05, later. Blind batch 6 (tests/research/everyday_blind_2026_12_05d.ts: 60 questions,
 * one for each of 60 statutes drawn from the starter's 151 법률 with another seed) was written by
 * a helper that ran nothing and read no vocabulary, retrieval or research source, and committed
 * before any of the session's work merged. Its first run, on main aad12f7: statute 75.0% (45/60),
 * article 53.3% (32/60), among three 61.7% (37/60). Nobody tuned on it: the writers of the deep
 * vocabulary (lib/retrieve/vocab_deep_*.ts: for every starter 법률 the articles people ask about,
 * about 2,300 entries, each from the statute's text and tested on the writers' own plain-word
 * questions) never opened any batch; the ranking change above was tuned on batches 1–5; only
 * batch 6's totals were read. After everything merged (main 56fd760 with this file): old set
 * statute 98.3% (230/234); batch 1 95.1% / 93.4%; batch 2 100% / 100%; batch 3 100% / 98.0%
 * (among three 100%); batch 4 81.8% / 54.5% (among three 68.2%); batch 5 66.7% / 61.7% (among
 * three 71.7%); **batch 6 statute 80.0% (48/60), article 65.0% (39/60), among three 78.3%
 * (47/60)**. The whole golden set: statute 91.2% (487/534); article over the six blind batches
 * 77.0% (231/300) — the issue's 90% and 75%. Held out, batch 6's article went 53.3% → 65.0%;
 * batch 5, held out for the deep vocabulary only, 46.7% → 61.7%.
 */

import assert from "node:assert/strict";
import { type GoldenRow, scoreRows } from "./_everyday_score.ts";
import type { ArticleIndex } from "../../lib/retrieve/mod.ts";
import { EVERYDAY } from "./everyday_golden.ts";
import { BLIND_2026_12_04, type BlindRow } from "./everyday_blind_2026_12_04.ts";
import { BLIND_2026_12_04B } from "./everyday_blind_2026_12_04b.ts";
import { BLIND_2026_12_05 } from "./everyday_blind_2026_12_05.ts";
import { BLIND_2026_12_05B } from "./everyday_blind_2026_12_05b.ts";
import { BLIND_2026_12_05C } from "./everyday_blind_2026_12_05c.ts";
import { BLIND_2026_12_05D } from "./everyday_blind_2026_12_05d.ts";

/**
 * The starter library shipped in the package, the default on a fresh machine with no key: built
 * into the cache directory once (the per-user one, else a temporary one) and reused after, by
 * this process and the next.
 */
async function library(): Promise<ArticleIndex> {
  const { starterLibraryFile } = await import("../../lib/library/starter/materialise.ts");
  const { openLibrary } = await import("../../lib/library/mod.ts");
  const { libraryIndex } = await import("../../lib/retrieve/mod.ts");
  return libraryIndex(openLibrary(await starterLibraryFile()));
}

const index = await library();

const score = (rows: readonly GoldenRow[]) => scoreRows(rows, index);

const pct = (a: number, b: number) => `${(100 * a / b).toFixed(1)}% (${a}/${b})`;

Deno.test({
  name:
    "golden set with the blind batches on the starter library: whole set statute ≥ 90% (with batch 4 too); batches 1+2 statute ≥ 95%, article ≥ 94%, among three ≥ 98%; batch 3 statute ≥ 98%, article ≥ 98%, among three ≥ 98%; batch 4 statute ≥ 81%, article ≥ 54%; all blind article ≥ 82% (batches 1–4); batch 5 statute ≥ 66%, article ≥ 61%; batch 6 statute ≥ 80%, article ≥ 65%; whole set with batches 5 and 6 statute ≥ 90%, six batches article ≥ 75%",
  fn() {
    const old = score(EVERYDAY);
    const dev = score([...BLIND_2026_12_04, ...BLIND_2026_12_04B] as BlindRow[]);
    const held = score(BLIND_2026_12_05);
    const fourth = score(BLIND_2026_12_05B);
    const fifth = score(BLIND_2026_12_05C);
    const sixth = score(BLIND_2026_12_05D);
    console.log(`old set: statute ${pct(old.statute, old.n)}`);
    for (
      const [name, b] of [
        ["batches 1+2", dev],
        ["batch 3", held],
        ["batch 4", fourth],
        ["batch 5", fifth],
        ["batch 6", sixth],
      ] as const
    ) {
      console.log(
        `${name}: statute ${pct(b.statute, b.n)}, article ${
          pct(b.article, b.labelled)
        }, among three ${pct(b.offered, b.labelled)}`,
      );
      for (const m of b.misses) console.log(`  ${m}`);
    }
    const all = old.statute + dev.statute + held.statute;
    assert.ok(all / (old.n + dev.n + held.n) >= 0.9, "whole set statute below 90%");
    assert.ok(
      (all + fourth.statute) / (old.n + dev.n + held.n + fourth.n) >= 0.9,
      "whole set with batch 4, statute below 90%",
    );
    assert.ok(dev.statute / dev.n >= 0.95, "batches 1+2 statute below 95%");
    assert.ok(dev.article / dev.labelled >= 0.94, "batches 1+2 article below 94%");
    assert.ok(dev.offered / dev.labelled >= 0.98, "batches 1+2 among three below 98%");
    assert.ok(held.statute / held.n >= 0.98, "batch 3 statute below 98%");
    assert.ok(held.article / held.labelled >= 0.98, "batch 3 article below 98%");
    assert.ok(held.offered / held.labelled >= 0.98, "batch 3 among three below 98%");
    assert.ok(fourth.statute / fourth.n >= 0.81, "batch 4 statute below 81%");
    assert.ok(fourth.article / fourth.labelled >= 0.54, "batch 4 article below 54%");
    const blind = [dev, held, fourth];
    const art = blind.reduce((n, b) => n + b.article, 0);
    const lab = blind.reduce((n, b) => n + b.labelled, 0);
    assert.ok(art / lab >= 0.82, "all blind batches, article below 82%");
    assert.ok(fifth.statute / fifth.n >= 0.66, "batch 5 statute below 66%");
    assert.ok(fifth.article / fifth.labelled >= 0.61, "batch 5 article below 61%");
    assert.ok(
      (all + fourth.statute + fifth.statute) / (old.n + dev.n + held.n + fourth.n + fifth.n) >=
        0.9,
      "whole set with batch 5, statute below 90%",
    );
    assert.ok(
      (art + fifth.article) / (lab + fifth.labelled) >= 0.73,
      "five blind batches, article below 73%",
    );
    // Batch 6, held out from every change of its session (its totals read, never its misses).
    assert.ok(sixth.statute / sixth.n >= 0.8, "batch 6 statute below 80%");
    assert.ok(sixth.article / sixth.labelled >= 0.65, "batch 6 article below 65%");
    const statutes = all + fourth.statute + fifth.statute + sixth.statute;
    const rows = old.n + dev.n + held.n + fourth.n + fifth.n + sixth.n;
    assert.ok(statutes / rows >= 0.9, "whole set with batch 6, statute below 90% (the issue's)");
    assert.ok(
      (art + fifth.article + sixth.article) / (lab + fifth.labelled + sixth.labelled) >= 0.75,
      "six blind batches, article below 75% (the issue's)",
    );
  },
});
