/**
 * The deep vocabulary, part 4 (lib/retrieve/vocab_deep_4*.ts: taxes, business and trade, IP,
 * food, public institutions): its entries are whole enough to match at a word's start (a
 * one-syllable stem only beside a longer word), weigh in (0, 1], are part of the vocabulary the
 * question reader uses, cite every statute of the part's list at least three times, and
 * plain-word questions, two or more per statute, land on the statute and an article the entries
 * were written for. (Provenance, that each cited article exists under its title and writes a
 * legal word, is tests/research/vocab_provenance.test.ts.)
 */

import assert from "node:assert/strict";
import { VOCAB_DEEP_4 } from "../../lib/retrieve/vocab_deep_4.ts";
import { VOCAB } from "../../lib/retrieve/vocab.ts";
import { starterLibraryFile } from "../../lib/library/starter/materialise.ts";
import { openLibrary } from "../../lib/library/mod.ts";
import { libraryIndex } from "../../lib/retrieve/mod.ts";
import { readQuery } from "../../lib/research/mod.ts";
import { REACH_DEEP_4 } from "./_vocab_deep_4_reach.ts";

/** Part 4's statutes (taxes, business and trade, IP, food, public institutions). */
const STATUTES = [
  "소득세법",
  "부가가치세법",
  "법인세법",
  "지방세법",
  "종합부동산세법",
  "국세기본법",
  "조세특례제한법",
  "국세징수법",
  "관세법",
  "증권거래세법",
  "인지세법",
  "지방세기본법",
  "상법",
  "하도급거래 공정화에 관한 법률",
  "가맹사업거래의 공정화에 관한 법률",
  "독점규제 및 공정거래에 관한 법률",
  "부정경쟁방지 및 영업비밀보호에 관한 법률",
  "식품위생법",
  "농수산물의 원산지 표시 등에 관한 법률",
  "청소년 보호법",
  "상표법",
  "특허법",
  "저작권법",
  "디자인보호법",
  "공공기관의 운영에 관한 법률",
];

Deno.test("deep part 4: no one-syllable said word alone, weights in (0, 1], all in VOCAB", () => {
  assert.ok(VOCAB_DEEP_4.length >= 250, `only ${VOCAB_DEEP_4.length} entries`);
  const all = new Set(VOCAB);
  for (const e of VOCAB_DEEP_4) {
    assert.ok(all.has(e), `not in VOCAB: ${e.source}`);
    assert.ok(e.cites?.length, `cites no article: ${e.source}`);
    for (const said of e.said) {
      // A word alone is two syllables or more; a one-syllable stem ("팔") only beside a longer
      // word it must come with.
      const parts = said.split("+").map((p) => [...p.trim()].length);
      assert.ok(parts.every((n) => n >= 1), `"${said}" (${e.source}): an empty part`);
      assert.ok(Math.max(...parts) >= 2, `"${said}" (${e.source}): one syllable alone`);
    }
    assert.ok(e.legal.length && e.legal.every((l) => l.trim().length >= 2), e.source);
    const w = e.weight ?? 1;
    assert.ok(w > 0 && w <= 1, `${e.source}: weight ${w}`);
  }
});

Deno.test("deep part 4: every statute of the list is cited by three entries or more", () => {
  const count = new Map<string, number>();
  for (const e of VOCAB_DEEP_4) {
    for (const law of new Set(e.cites?.map((c) => c.law))) {
      count.set(law, (count.get(law) ?? 0) + 1);
    }
  }
  const thin = STATUTES.filter((s) => (count.get(s) ?? 0) < 3).map((s) =>
    `${s}: ${count.get(s) ?? 0}`
  );
  assert.deepEqual(thin, []);
  const outside = [...count.keys()].filter((s) => !STATUTES.includes(s));
  assert.deepEqual(outside, [], "entries cite only the part's statutes");
});

Deno.test("deep part 4: plain-word questions land on the statute and an article its entries were written for", async () => {
  const library = openLibrary(await starterLibraryFile());
  const index = libraryIndex(library);
  // Two questions or more per statute.
  for (const s of STATUTES) {
    assert.ok(REACH_DEEP_4.filter(([, law]) => law === s).length >= 2, `${s}: fewer than 2`);
  }
  const misses: string[] = [];
  let articles = 0;
  for (const [q, law, arts] of REACH_DEEP_4) {
    const r = readQuery(q, { index });
    const st = r.lawName ?? r.candidates[0]?.name;
    if (st !== law) misses.push(`${q} → ${st ?? "—"} (want ${law})`);
    if (r.picks.some((p) => p.name === law && arts.includes(p.article))) articles++;
  }
  // Without part 4's entries (2026-12-05, VOCAB_DEEP_4 = []): 32/80 statute misses (60%
  // statute), article among three 18/80 (22.5%). With them: 5/80 misses (93.8%), 79/80 (98.8%).
  assert.ok(
    misses.length <= Math.floor(REACH_DEEP_4.length * 0.15),
    `${misses.length}/${REACH_DEEP_4.length} missed:\n${misses.join("\n")}`,
  );
  assert.ok(
    articles >= REACH_DEEP_4.length * 0.75,
    `article among three: ${articles}/${REACH_DEEP_4.length}`,
  );
});
