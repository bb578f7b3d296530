import assert from "node:assert/strict";
import { definedLawTerms, extractReferences } from "../../lib/law/references.ts";
import { scanCaseNumbers } from "../../lib/law/case_numbers.ts";

type Row = [
  text: string,
  ctx: { lawName?: string; article?: { article: number; branch: number } },
  expected: [law: string | undefined, resolved: string | undefined, articles: string][],
];

const fmt = (
  a: { article: number; branch: number; paragraph?: number; item?: number; subItem?: string },
) =>
  `${a.article}${a.branch ? `의${a.branch}` : ""}${a.paragraph ? `.${a.paragraph}` : ""}${
    a.item ? `.${a.item}` : ""
  }${a.subItem ?? ""}`;

const TABLE: Row[] = [
  ["「관세법」 제309조·제310조", {}, [["관세법", "관세법", "309,310"]]],
  ["「관세법」 제309조ㆍ제310조", {}, [["관세법", "관세법", "309,310"]]],
  ["제3조부터 제5조까지의 규정", { lawName: "건축법" }, [[undefined, "건축법", "3,4,5"]]],
  ["제10조의2제1항제3호가목", {}, [[undefined, undefined, "10의2.1.3가"]]],
  [
    "「건축법」 제11조 및 같은 법 시행규칙 제6조제1항",
    {},
    [["건축법", "건축법", "11"], ["같은 법 시행규칙", "건축법 시행규칙", "6.1"]],
  ],
  [
    "「관세법 시행령」 제5조, 같은 법 제7조와 같은 법 시행규칙 제2조",
    {},
    [["관세법 시행령", "관세법 시행령", "5"], ["같은 법", "관세법 시행령", "7"], [
      "같은 법 시행규칙",
      "관세법 시행규칙",
      "2",
    ]],
  ],
  [
    "법 제2조제1항 및 영 제5조",
    { lawName: "관세법 시행규칙" },
    [["법", "관세법", "2.1"], ["영", "관세법 시행령", "5"]],
  ],
  ["이 법 제3조에 따른", { lawName: "근로기준법" }, [["이 법", "근로기준법", "3"]]],
  ["「화관법」 제2조", {}, [["화관법", "화학물질관리법", "2"]]],
  ["민법 제750조, 같은 법 제751조", {}, [["민법", "민법", "750"], ["같은 법", "민법", "751"]]],
  [
    "제1항에 따른 신고는 같은 조 제3항을 준용한다",
    { lawName: "건축법", article: { article: 14, branch: 0 } },
    [[undefined, "건축법", "14.1"], [undefined, "건축법", "14.3"]],
  ],
  ["제2조제1항 및 제3항", {}, [[undefined, undefined, "2.1,2.3"]]],
  ["다른 방법 제3조", {}, [[undefined, undefined, "3"]]],
  ["이 조문은 인용이 없다.", {}, []],
];

Deno.test("extractReferences: table of citation forms", () => {
  for (const [text, ctx, expected] of TABLE) {
    const got = extractReferences(text, ctx).map((r) => [
      r.law,
      r.resolvedLaw,
      r.articles.map(fmt).join(","),
    ]);
    assert.deepEqual(got, expected, text);
  }
});

Deno.test("extractReferences: offsets point at the citation, 제10조 never reads as 제10조의2", () => {
  const text = "이 법은 「건축법」 제10조 및 제10조의2를 따른다.";
  const [r] = extractReferences(text);
  assert.equal(text.slice(r.index, r.index + r.text.length), r.text);
  assert.equal(r.text, "「건축법」 제10조 및 제10조의2");
  assert.deepEqual(r.articles.map((a) => [a.article, a.branch]), [[10, 0], [10, 2]]);
});

Deno.test("extractReferences: an absurd range is not expanded", () => {
  assert.deepEqual(extractReferences("제1조부터 제9999조까지"), []);
});

Deno.test("extractReferences: 전조/전N조/동조/같은 조, 본법/동법, defined terms, ambiguous names", () => {
  const order = [1, 2, 3, 4, 5].map((article) => ({ article, branch: 0 }))
    .concat([{ article: 5, branch: 2 }, { article: 6, branch: 0 }]);
  const at = (article: number, branch = 0) => ({ article: { article, branch }, order });
  const read = (text: string, ctx: Parameters<typeof extractReferences>[1]) =>
    extractReferences(text, ctx).map((
      r,
    ) => [r.resolvedLaw, r.articles.map(fmt).join(","), r.relative ?? "", r.ambiguous ?? false]);
  // 전조 is the article before in the document's order (제6조 → 제5조의2), never n-1 blindly.
  assert.deepEqual(read("전조의 규정에 의하여", { lawName: "민법", ...at(6) }), [
    ["민법", "5의2", "전조", false],
  ]);
  assert.deepEqual(read("전2조의 경우에", { lawName: "민법", ...at(6) }), [
    ["민법", "5,5의2", "전2조", false],
  ]);
  assert.deepEqual(read("전조제1항의 죄를 범한 자", { lawName: "형법", ...at(4) }), [
    ["형법", "3.1", "전조", false],
  ]);
  // Without the document's order, 전조 cannot be read: nothing is made up.
  assert.deepEqual(read("전조의 규정에 의하여", { lawName: "민법" }), []);
  assert.deepEqual(read("제140조 내지 전조의 미수범", { lawName: "형법", ...at(3) }), [
    ["형법", "140", "", false],
    ["형법", "2", "전조", false],
  ]);
  assert.deepEqual(read("제1001조의 경우에 동조의 규정에 의한 상속인", { lawName: "민법" }), [
    ["민법", "1001", "", false],
    ["민법", "1001", "동조", false],
  ]);
  // "같은 조" with nothing cited before it is not guessed to be the article itself.
  assert.deepEqual(read("같은 조 제2항", { lawName: "민법", article: { article: 4, branch: 0 } }), [
    ["민법", "4.2", "같은 조", true],
  ]);
  assert.deepEqual(read("본법 제3조 및 동법 제4조", { lawName: "민법" }), [
    ["민법", "3", "", false],
    ["민법", "4", "", false],
  ]);
  assert.deepEqual(read("전조등을 켜고 동조하여 동조자", { lawName: "도로교통법", ...at(4) }), []);
  // A document's own definitions: 「지방공무원법」(이하 "법"이라 한다); in a rule, "영" is no 시행령.
  const terms = definedLawTerms("「지방공무원 복무규정」(이하 “영”이라 한다)");
  assert.deepEqual(terms, { 영: "지방공무원 복무규정" });
  assert.deepEqual(
    read("「지방공무원법」(이하 “법”이라 한다) 제47조에 따라, 영 제3조, 규칙 제2조", {
      lawName: "서울특별시 광진구의회 지방공무원 복무 조례",
      terms,
      family: false,
    }),
    [["지방공무원법", "47", "", false], ["지방공무원 복무규정", "3", "", false], [
      undefined,
      "2",
      "",
      false,
    ]],
  );
  // An unquoted name after a word that may belong to it, or a law qualified by a parenthesis.
  assert.deepEqual(read("상가건물 임대차보호법 제9조 제2항, 피고는 민법 제750조", {}), [
    ["임대차보호법", "9.2", "", true],
    ["민법", "750", "", false],
  ]);
  assert.deepEqual(
    read(
      "구 근로기준법(2024. 10. 22. 법률 제20520호로 개정되기 전의 것) 제37조, 근로기준법 제34조",
      {
        lawName: "근로기준법",
      },
    ),
    [["근로기준법", "37", "", true], ["근로기준법", "34", "", false]],
  );
});

Deno.test("scanCaseNumbers: each number with its offset", () => {
  const text = "대법원 1988. 2. 9. 선고 87다432 판결, 대법원 2021. 1. 1. 선고 2021다248190 판결";
  const found = scanCaseNumbers(text);
  assert.deepEqual(found.map((f) => [f.text, text.slice(f.index, f.index + f.text.length)]), [
    ["87다432", "87다432"],
    ["2021다248190", "2021다248190"],
  ]);
  assert.equal(found[0].number.year, 1987);
});

Deno.test("extractReferences: 같은 조 after a list is the last article cited", () => {
  const refs = extractReferences(
    "「민사집행법」 제280조제1항, 제281조, 제288조제1항, 같은 조 제2항 본문",
  );
  assert.deepEqual(refs.map((r) => [r.resolvedLaw, r.articles.map(fmt).join(",")]), [
    ["민사집행법", "280.1,281,288.1"],
    ["민사집행법", "288.2"],
  ]);
});

Deno.test("같은 법 after a 시행규칙 is flagged; a masked case number is none", () => {
  const refs = extractReferences(
    "같은 법 시행규칙 제4조, 같은 규칙 제5조 및 같은 법 제16조제2항",
    {},
  );
  assert.ok(refs.every((r) => r.resolvedLaw === undefined), "nothing named before: no law");
  const named = extractReferences(
    "「상속세 및 증여세법」 제1조, 같은 법 시행규칙 제4조, 같은 법 제16조",
  );
  assert.deepEqual(named.map((r) => [r.resolvedLaw, r.ambiguous ?? false]), [
    ["상속세 및 증여세법", false],
    ["상속세 및 증여세법 시행규칙", false],
    ["상속세 및 증여세법 시행규칙", true],
  ]);
  assert.deepEqual(scanCaseNumbers("서울고법 2020나0000 판결, 2021다248190").map((f) => f.text), [
    "2021다248190",
  ]);
});

Deno.test("a short name a decision defines after an unquoted law is not read as a law", () => {
  const text = "할부거래에 관한 법률(이하 '할부거래법'이라 한다) 제12조 제2항, 할부거래법 제13조";
  const terms = definedLawTerms(text);
  assert.deepEqual(terms, { 할부거래법: "" });
  const refs = extractReferences(text, { terms, family: false });
  assert.ok(refs.every((r) => r.resolvedLaw === undefined), JSON.stringify(refs));
});
