import assert from "node:assert/strict";
import { extractReferences } from "../../lib/law/references.ts";

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
