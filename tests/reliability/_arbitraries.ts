/**
 * Adversarial inputs for fuzzing: strings built from the vocabulary the parsers look for (so
 * runs reach deep branches), control characters, lone surrogates, bidi overrides, mixed scripts,
 * huge repetitions, and deep JSON.
 */

// deno-lint-ignore no-import-prefix -- test-only: kept out of the app's imports (docs/DEMO.md)
import fc from "npm:fast-check@4.11.0";

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

/** Characters that break headers, URLs and paths: controls, DEL, C1, separators, non-ASCII. */
const HOSTILE_CHARS: readonly string[] = [
  "\u0001",
  "\u0008",
  "\u000b",
  "\u001f",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u00ff",
  "\u2028",
  "\ud800",
  "\ufeff",
  " ",
  "\t",
  "\\",
  "/",
  "//",
  "?",
  "#",
  "%",
  "%00",
  "%01",
  "%0d%0a",
  "%2F",
  "%5C",
  "@",
  ":",
  "[",
  "]",
  "<",
  ">",
  '"',
  "'",
  ",",
  ";",
  "=",
  "민법",
  "제750조",
  "😀",
  "..",
  ".",
  "evil.example",
  "127.0.0.1",
  "localhost",
  "http:",
  "javascript:",
];

/** Pieces glued into a hostile string of at most `max` pieces. */
const glued = (max: number) =>
  fc.array(
    fc.oneof(fc.constantFrom(...HOSTILE_CHARS), fc.string({ maxLength: 8 })),
    { minLength: 0, maxLength: max },
  ).map((a) => a.join(""));

/**
 * `next` values for `/signin`: paths, protocol-relative and absolute URLs, backslashes, dot
 * segments, encoded and raw control characters, non-ASCII and lone surrogates.
 */
export const nextValue: fc.Arbitrary<string> = fc.oneof(
  glued(12).map((s) => `/${s}`),
  glued(12),
  fc.constantFrom("//", "/\\", "/./", "/.//", "http://", "\\\\").chain((p) =>
    glued(6).map((s) => p + s)
  ),
  fc.string({ unit: "binary", maxLength: 60 }).map((s) => `/${s}`),
);

/** Values for a request header: printable noise, separators, controls, non-ASCII, long runs. */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  glued(16),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.tuple(fc.constantFrom("a", "1.1.1.1, ", "Bearer ", "%"), fc.integer({ min: 1, max: 3_000 }))
    .map(([p, n]) => p.repeat(n)),
);

/** Host header values: names, addresses, ports, brackets, userinfo, controls and junk. */
export const hostValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "<script>",
    "",
    " ",
    "[::1",
    "[::1]:",
    "::1",
    "127.0.0.1:99999",
    "127.0.0.1:-1",
    "localhost.",
    "user@127.0.0.1",
    "evil.example",
    "127.0.0.1.evil.example",
    "%31%32%37.0.0.1",
    "0x7f.1",
    "xn--",
    "a..b",
  ),
  glued(8),
  fc.tuple(glued(4), fc.integer({ min: 0, max: 70_000 })).map(([h, p]) => `${h}:${p}`),
);
