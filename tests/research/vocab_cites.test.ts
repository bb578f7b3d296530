/**
 * A vocabulary entry's cited article counts (issue 30, "Everyday questions find their article"):
 * an entry's provenance "corpus: 법령 제N조(제목)[; 제M조(제목)…]" names the article a lawyer
 * opens for its legal word, and among the articles of the found statute that share that word
 * (제51조 사업주의 작업중지 beside 제52조 근로자의 작업중지) the cited one comes first, the answer
 * saying the vocabulary points there. It never carries an article past one holding a word of the
 * question it lacks. Through lib/research's reader on the starter library and `legal_research`
 * on an MCP server reading it; the article tests fail on the code before cites counted (checked on
 * e8ce55b: 제51조, 항공안전법 제124조, 형의 실효 등에 관한 법률 제3조).
 */

import assert from "node:assert/strict";
import { readQuery } from "../../lib/research/mod.ts";
import { starterLibraryFile } from "../../lib/library/starter/materialise.ts";
import { openLibrary } from "../../lib/library/mod.ts";
import { libraryIndex, useArticleIndex } from "../../lib/retrieve/mod.ts";
import { citations, entry } from "../../lib/retrieve/vocab_entry.ts";
import { queryTerms, tokens, wordStart } from "../../lib/retrieve/terms.ts";
import { mcpHarness } from "../_mcp.ts";

const index = libraryIndex(openLibrary(await starterLibraryFile()));
const read = (q: string) => readQuery(q, { index });

Deno.test("provenance: several articles, 가지조문, a second statute, titles with commas, words after a dash", () => {
  assert.deepEqual(
    citations("corpus: 근로자퇴직급여 보장법 제8조(퇴직금제도의 설정 등); 제9조(퇴직금의 지급 등)"),
    [
      { law: "근로자퇴직급여 보장법", article: "제8조" },
      { law: "근로자퇴직급여 보장법", article: "제9조" },
    ],
  );
  assert.deepEqual(
    citations("corpus: 민법 제839조의2(재산분할청구권), 국민연금법 제64조(분할연금 수급권자 등)"),
    [{ law: "민법", article: "제839조의2" }, { law: "국민연금법", article: "제64조" }],
  );
  assert.deepEqual(
    citations("corpus: 민법 제1019조(승인, 포기의 기간), 제1028조(한정승인의 효과)"),
    [{ law: "민법", article: "제1019조" }, { law: "민법", article: "제1028조" }],
  );
  // 항 and 호 are no articles; free words after a dash name none, an article after them does.
  assert.deepEqual(citations("corpus: 도로교통법 제2조(정의) 제19호의2 — 개인형 이동장치"), [
    { law: "도로교통법", article: "제2조" },
  ]);
  assert.deepEqual(
    citations("corpus: 동물보호법 제2조(정의) — 반려동물; 제16조(등록대상동물의 관리 등)"),
    [
      { law: "동물보호법", article: "제2조" },
      { law: "동물보호법", article: "제16조" },
    ],
  );
  // A statute's name with spaces, ending in 법률; an article without its title.
  assert.deepEqual(citations("corpus: 특정범죄 가중처벌 등에 관한 법률 제5조의13"), [
    { law: "특정범죄 가중처벌 등에 관한 법률", article: "제5조의13" },
  ]);
});

Deno.test("provenance: a 'hand:' reason names no article, even one it mentions", () => {
  assert.deepEqual(
    citations("hand: 사람의 죽음이 묻는 것은 대개 상속(민법 제997조 상속개시의 원인)"),
    [],
  );
  assert.equal(entry("돌아가", "상속", "hand: 민법 제997조 때문").cites, undefined);
  const e = entry("퇴직금", "퇴직금", "corpus: 근로자퇴직급여 보장법 제9조(퇴직금의 지급 등)");
  assert.deepEqual(e.cites, [{ law: "근로자퇴직급여 보장법", article: "제9조" }]);
});

Deno.test("a matched vocabulary word carries the articles its entry cites", () => {
  const t = queryTerms("드론 날리려면 허가 받아야하나요").find((x) => x.term === "초경량비행장치");
  assert.deepEqual(t?.cites, [{ law: "항공안전법", article: "제127조" }]);
});

const CITED: readonly [string, string, string, string][] = [
  // 작업중지 is in 제51조 사업주의 작업중지 as much as in 제52조 근로자의 작업중지.
  [
    "공장 설비가 위험해 보이는데 작업 멈추고 나가도 되나요",
    "산업안전보건법",
    "제52조",
    "위험 멈추",
  ],
  // 초경량비행장치 is in every title of 항공안전법 제122조…제131조.
  ["드론 날리려면 허가 받아야하나요", "항공안전법", "제127조", "드론"],
  // 형의 실효 and 수형인명부 are in 제3조 수형인명부 too.
  ["벌금 전과 몇년 지나면 기록 없어져요", "형의 실효 등에 관한 법률", "제7조", "전과"],
];

for (const [q, law, article, said] of CITED) {
  Deno.test(`'${q}': the article the vocabulary cites, ${law} ${article}, before its siblings`, () => {
    const first = read(q).picks[0];
    assert.equal(`${first?.name} ${first?.article}`, `${law} ${article}`, JSON.stringify(first));
    assert.ok(first.cited?.includes(said), JSON.stringify(first));
  });
}

Deno.test("a cited article does not pass one holding a word of the question it lacks", () => {
  // 내부고발 → 공익신고 cites 제6조 (공익신고); 불이익 is the question's, in 제15조's title.
  const first = read("회사 비리 내부고발하면 불이익 당할까봐 무서워요").picks[0];
  assert.equal(`${first?.name} ${first?.article}`, "공익신고자 보호법 제15조");
});

Deno.test("legal_research says the vocabulary points to the article it chose", async () => {
  useArticleIndex(index);
  await using m = await mcpHarness();
  const r = await m.call("legal_research", { query: "드론 날리려면 허가 받아야하나요" });
  assert.ok(!r.isError, r.text);
  assert.match(
    r.text,
    /고른 조문: 항공안전법 제127조\([^)]*\) — 맞은 말: [^\n]*어휘표가 '드론'에 이 조문을 가리킴/,
  );
  const s = r.structuredContent as { understood: { picks: { cited?: string[] }[] } };
  assert.deepEqual(s.understood.picks[0].cited, ["드론"]);
});

Deno.test("a said phrase with a space also matches as typed together, at a word's start only", () => {
  // Before: "안 줘" matched "안 줘요" but not "안줘요".
  assert.ok(wordStart(tokens("알바비 안줘요"), "안 줘"));
  assert.ok(wordStart(tokens("알바비 안 줘요"), "안 줘"));
  assert.ok(!wordStart(tokens("보안줘요"), "안 줘"));
});
