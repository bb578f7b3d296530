/**
 * The vocabulary chooses statutes (issue 30, "Everyday questions find their article"): a matched
 * entry's provenance names the statute that writes its legal word, and that counts toward the
 * statute's score, by the entry's weight, how specific the words it matched are and how rare its
 * legal words are; of two entries reading the same words, the fuller one counts; where the
 * question's readings name statutes, one nobody named counts less. Through lib/research's reader
 * on the starter library; the reader tests failed on the code before (checked on aad12f7: 건축법,
 * 도로교통법, 도로교통법 first; 부정청탁 및 금품등 수수의 금지에 관한 법률 and 가족관계의 등록
 * 등에 관한 법률 first).
 */

import assert from "node:assert/strict";
import { readQuery } from "../../lib/research/mod.ts";
import { starterLibraryFile } from "../../lib/library/starter/materialise.ts";
import { openLibrary } from "../../lib/library/mod.ts";
import { libraryIndex, rankCandidates } from "../../lib/retrieve/mod.ts";
import { citedLaws } from "../../lib/retrieve/cited_laws.ts";
import { type VocabHit, vocabHits } from "../../lib/retrieve/terms.ts";
import { entry } from "../../lib/retrieve/vocab_entry.ts";

const index = libraryIndex(openLibrary(await starterLibraryFile()));
const first = (q: string) => {
  const p = readQuery(q, { index }).picks[0];
  return p ? `${p.name} ${p.article}` : "—";
};

const CHOSEN: readonly [string, string, string][] = [
  // "접도" (→ 건축법's 건축선) and "접도구역" (→ 도로법) read the same word: the longer says more.
  ["우리 밭이 접도구역에 들어갔다는데 창고도 못 짓나요", "도로법 제40조", "접도구역"],
  // "인도+테이블" (→ 도로법) says more than "가게" (→ 상가건물 임대차보호법) or a body word.
  ["식당 앞 인도에 테이블 몇개 깔면 걸리나요", "도로법 제61조", "인도 테이블"],
  // "술+운전+다치" (→ 특정범죄가중법 위험운전치사상) reads "술 먹고" (→ 도로교통법) more fully.
  [
    "술 먹고 운전하다 사람 다치게 했어요",
    "특정범죄 가중처벌 등에 관한 법률 제5조의11",
    "술 운전 다치",
  ],
];

for (const [q, want, said] of CHOSEN) {
  Deno.test(`'${q}': the statute the vocabulary's fullest reading cites, ${want}`, () => {
    assert.equal(first(q), want);
    const law = want.replace(/ 제\d+조(?:의\d+)?$/, "");
    const c = rankCandidates(q, index, []).find((l) => l.name === law);
    assert.ok(c?.matched.includes(said), JSON.stringify(c?.matched));
  });
}

Deno.test("an entry read more fully by another names no statute: 접도 gives 건축법 nothing beside 접도구역", () => {
  // Entries of their own (the vocabulary's 접도 now asks for 접도의무 or 접도 요건), on the
  // question's word 0 ("접도구역에").
  const short = {
    entry: entry("접도", "대지와 도로의 관계", "corpus: 건축법 제44조(대지와 도로의 관계)"),
    said: "접도",
    cover: new Set([0]),
  };
  const full = {
    entry: entry("접도구역", "접도구역", "corpus: 도로법 제40조(접도구역의 지정 및 관리)"),
    said: "접도구역",
    cover: new Set([0]),
  };
  const laws = citedLaws([short, full], new Map());
  assert.ok(laws.has("도로법"));
  assert.ok(!laws.has("건축법"), JSON.stringify([...laws]));
  // Alone, 접도 names 건축법.
  assert.ok(citedLaws([short], new Map()).has("건축법"));
  // And the vocabulary itself reads 접도구역 as 도로법's, never 건축법's.
  const real = citedLaws(vocabHits("접도구역에 땅이 들어갔어요"), new Map());
  assert.ok(real.has("도로법") && !real.has("건축법"), JSON.stringify([...real]));
});

Deno.test("two entries naming one statute count more than either alone, less than both in full", () => {
  // Entries of their own, so that a larger vocabulary matching these words changes nothing.
  const law = "주택임대차보호법";
  const source = `corpus: ${law} 제3조(대항력 등)`;
  const landlord = {
    entry: entry("집주인", "임대인", source),
    said: "집주인",
    cover: new Set([0]),
  };
  const moveIn = {
    entry: entry("전입신고", "전입신고", source),
    said: "전입신고",
    cover: new Set([1]),
  };
  const of = (hits: VocabHit[]) => citedLaws(hits, new Map()).get(law)?.score ?? 0;
  const [one, other, both] = [of([landlord]), of([moveIn]), of([landlord, moveIn])];
  assert.ok(one > 0 && other > 0, `${one}, ${other}`);
  assert.ok(both > Math.max(one, other), `${both} > ${one}, ${other}`);
  assert.ok(both < one + other, `${both} < ${one} + ${other}`);
});

Deno.test("a rarer legal word says more: the entry's worth follows the library's rarity of its words", () => {
  const hits = vocabHits("접도구역에 땅이 들어갔어요");
  const rare = citedLaws(hits, new Map([["접도구역", 6]])).get("도로법")!.score;
  const common = citedLaws(hits, new Map([["접도구역", 1]])).get("도로법")!.score;
  assert.ok(rare > 2 * common, `${rare} > 2 × ${common}`);
});

const UNASKED: readonly [string, string, string][] = [
  // 청탁금지법's 외부강의 사례금 holds the word; the vocabulary's 사례금 → 보상금 names 유실물법.
  ["길에서 지갑 주워서 주인 찾아줬는데 사례금 달라고 해도 되나요", "유실물법", "부정청탁"],
  // 가족관계등록법's 성과 본의 창설 신고 holds the words; the vocabulary's 새아빠 성 names 민법.
  ["재혼했는데 애 성을 새아빠 성으로 바꿀 수 있나요", "민법", "가족관계"],
];

for (const [q, want, not] of UNASKED) {
  Deno.test(`'${q}': a statute no reading of the question names loses to ${want}, which one does`, () => {
    const r = readQuery(q, { index });
    assert.equal(r.candidates[0]?.name, want);
    assert.ok(r.candidates.some((c) => c.name.startsWith(not)), "the other is still offered");
  });
}
