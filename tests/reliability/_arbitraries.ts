/**
 * Adversarial inputs for fuzzing: strings built from the vocabulary the parsers look for (so
 * runs reach deep branches), control characters, lone surrogates, bidi overrides, mixed scripts,
 * huge repetitions, and deep JSON.
 */

import fc from "fast-check";

/** Pieces of legal notation and of hostile text, glued together at random. */
const PIECES: readonly string[] = [
  "제",
  "조",
  "의",
  "항",
  "호",
  "목",
  "별표",
  "서식",
  "별지",
  "제1호서식",
  "부칙",
  "단서",
  "전단",
  "제10조의2",
  "제2조제1항제11호",
  "제309조·제310조",
  "제1조부터 제3조까지",
  "같은 법",
  "이 법",
  "「민법」",
  "「",
  "」",
  "『",
  "』",
  "법률",
  "시행령",
  "시행규칙",
  "2023다12345",
  "2019헌가1",
  "조심2020서1234",
  "헌마",
  "도",
  "누",
  "가합",
  "①",
  "⑳",
  "㉑",
  "가.",
  "하.",
  "1.",
  "0",
  "9",
  "99999999999999999999",
  "-1",
  "1e9",
  "NaN",
  " ",
  "\u3000",
  "\t",
  "\n",
  "\r\n",
  "\u0000",
  "\u0007",
  "\u001b[31m",
  "\u200b",
  "\u200d",
  "\u202e",
  "\ufeff",
  "\ud800",
  "\udfff",
  "😀",
  "第",
  "条",
  "項",
  "Article",
  "§",
  "<",
  ">",
  "&",
  "&amp;",
  "&#0;",
  "&#xFFFFFF;",
  "]]>",
  "<![CDATA[",
  "<!--",
  "<?xml",
  "<!DOCTYPE",
  '"',
  "'",
  "\\",
  "/",
  "%",
  "%00",
  "${x}",
  "OC=",
  "및",
  "또는",
  "·",
  "~",
  "∼",
  "∙",
  ",",
  "，",
  "、",
  "(",
  ")",
  "（",
  "）",
  "[",
  "]",
];

/** Random concatenations of {@link PIECES} (1–40 pieces). */
export const legalish: fc.Arbitrary<string> = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 40 })
  .map((a) => a.join(""));

/** Any UTF-16 string, lone surrogates included. */
export const binaryString: fc.Arbitrary<string> = fc.string({ unit: "binary", maxLength: 300 });

/** Control characters only. */
export const controlString: fc.Arbitrary<string> = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
  maxLength: 100,
});

/** Very long inputs: a piece repeated tens of thousands of times. */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...PIECES, "가", "제1조", "<a>", "1"),
    fc.integer({ min: 10_000, max: 60_000 }),
  )
  .map(([p, n]) => p.repeat(n));

/** Every kind of hostile string. */
export const adversarialString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: legalish, weight: 5 },
  { arbitrary: binaryString, weight: 3 },
  { arbitrary: controlString, weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

/** JSON nested `depth` levels deep, as arrays or objects. */
export function deepJson(depth: number, asObject: boolean): unknown {
  let v: unknown = "x";
  for (let i = 0; i < depth; i++) v = asObject ? { a: v } : [v];
  return v;
}

/** Arbitrary JSON-ish values, hostile strings and deep nesting included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: adversarialString, weight: 4 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      -1,
      0,
      1,
      2 ** 31,
      2 ** 53 + 1,
      -0,
      1.5,
      1e308,
      Number.MAX_SAFE_INTEGER,
      true,
      false,
      null,
      "",
      [],
      {},
      "1",
      "001823",
      "20240101",
      "99999999",
      "0000-00-00",
    ),
    weight: 2,
  },
  {
    arbitrary: fc.tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean()).map(([d, o]) =>
      deepJson(d, o)
    ),
    weight: 1,
  },
);
