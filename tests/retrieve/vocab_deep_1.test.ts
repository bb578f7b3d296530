/**
 * The deep vocabulary, part 1 (lib/retrieve/vocab_deep_1*.ts: labour, welfare and education):
 * its entries are whole enough to match at a word's start (a one-syllable stem only beside a
 * longer word), weigh in (0, 1], are part of the vocabulary the question reader uses, reach every
 * statute of the group with three entries or more, and plain-word questions land on the statute
 * and an article the entries were written for. (Provenance — that each cited article exists under
 * its title and writes the entry's legal word — is checked for every part by
 * tests/research/vocab_provenance.test.ts.)
 */

import assert from "node:assert/strict";
import { VOCAB_DEEP_1 } from "../../lib/retrieve/vocab_deep_1.ts";
import { VOCAB } from "../../lib/retrieve/vocab.ts";
import { starterLibraryFile } from "../../lib/library/starter/materialise.ts";
import { openLibrary } from "../../lib/library/mod.ts";
import { libraryIndex } from "../../lib/retrieve/mod.ts";
import { readQuery } from "../../lib/research/mod.ts";
import { REACH } from "./_vocab_deep_1_reach.ts";

const library = openLibrary(await starterLibraryFile());

/** The group's statutes (labour, welfare and education), as the starter catalogue names them. */
const GROUP = [
  "근로자퇴직급여 보장법",
  "근로기준법",
  "최저임금법",
  "남녀고용평등과 일ㆍ가정 양립 지원에 관한 법률",
  "파견근로자 보호 등에 관한 법률",
  "기간제 및 단시간근로자 보호 등에 관한 법률",
  "노동조합 및 노동관계조정법",
  "외국인근로자의 고용 등에 관한 법률",
  "채용절차의 공정화에 관한 법률",
  "고용보험법",
  "산업재해보상보험법",
  "산업안전보건법",
  "중대재해 처벌 등에 관한 법률",
  "임금채권보장법",
  "국민연금법",
  "국민건강보험법",
  "국민기초생활 보장법",
  "장애인차별금지 및 권리구제 등에 관한 법률",
  "교원의 지위 향상 및 교육활동 보호를 위한 특별법",
  "인공지능 발전과 신뢰 기반 조성 등에 관한 기본법",
  "영유아보육법",
  "유아교육법",
  "고등교육법",
  "초ㆍ중등교육법",
];

Deno.test("deep part 1: no one-syllable said word alone, weights in (0, 1], all in VOCAB", () => {
  assert.ok(VOCAB_DEEP_1.length >= 250, `only ${VOCAB_DEEP_1.length} entries`);
  const all = new Set(VOCAB);
  for (const e of VOCAB_DEEP_1) {
    assert.ok(all.has(e), `not in VOCAB: ${e.source}`);
    assert.ok(e.said.length >= 1, e.source);
    for (const said of e.said) {
      // A word alone is two syllables or more; a stem of one ("맞", "밀") only beside a longer
      // word it must come with ("사장님한테+맞").
      const parts = said.split("+").map((p) => [...p.trim()].length);
      assert.ok(parts.every((n) => n >= 1), `"${said}" (${e.source}): an empty part`);
      assert.ok(Math.max(...parts) >= 2, `"${said}" (${e.source}): one syllable alone`);
    }
    assert.ok(e.legal.length && e.legal.every((l) => l.trim().length >= 2), e.source);
    const w = e.weight ?? 1;
    assert.ok(w > 0 && w <= 1, `${e.source}: weight ${w}`);
  }
});

Deno.test("deep part 1: every statute of the group is cited by three entries or more", () => {
  const count = new Map(GROUP.map((g) => [g, 0]));
  for (const e of VOCAB_DEEP_1) {
    const law = e.cites?.[0]?.law;
    assert.ok(law && count.has(law), `${e.source}: cites no statute of the group`);
    count.set(law, count.get(law)! + 1);
  }
  const thin = [...count].filter(([, n]) => n < 3).map(([g, n]) => `${g}: ${n}`);
  assert.deepEqual(thin, []);
});

Deno.test("deep part 1: plain-word questions land on the statute and an article their entries were written for", () => {
  const statutes = new Set(REACH.map(([, law]) => law));
  for (const g of GROUP) {
    assert.ok(
      REACH.filter(([, law]) => law === g).length >= 2,
      `fewer than two questions for ${g}`,
    );
  }
  assert.equal(statutes.size, GROUP.length);
  const index = libraryIndex(library);
  const misses: string[] = [];
  let articles = 0;
  for (const [q, law, arts] of REACH) {
    const r = readQuery(q, { index });
    const st = r.lawName ?? r.candidates[0]?.name;
    if (st !== law) misses.push(`${q} → ${st ?? "—"} (want ${law})`);
    if (r.picks.some((p) => p.name === law && arts.includes(p.article))) articles++;
  }
  // Without part 1's entries (VOCAB_DEEP_1 empty, 2026-12-05): statute 101/136 (35 misses, 26%),
  // article among three 62/136 (46%) — both below the bar. With them: 135/136 and 136/136.
  assert.ok(
    misses.length <= Math.floor(REACH.length * 0.15),
    `${misses.length}/${REACH.length} missed:\n${misses.join("\n")}`,
  );
  assert.ok(articles >= REACH.length * 0.75, `article among three: ${articles}/${REACH.length}`);
});
