import assert from "node:assert/strict";
// deno-lint-ignore no-import-prefix -- test-only: kept out of the app's imports (docs/DEMO.md)
import fc from "npm:fast-check@4.11.0";
import {
  articleKey,
  type ArticleRef,
  circledToNumber,
  compareArticles,
  formatArticle,
  fromJoCode,
  isValidArticleRef,
  MAX_RANGE_EXPANSION,
  MOK_SYLLABLES,
  parseArticleRef,
  parseArticleRefs,
  sameArticle,
  toHangCode,
  toHoCode,
  toJoCode,
} from "../../lib/law/article.ts";
import { InputError } from "../../lib/errors.ts";

const a = (article: number, branch = 0, rest: Partial<ArticleRef> = {}): ArticleRef => ({
  article,
  branch,
  ...rest,
});
const item = (n: number, b = 0): Partial<ArticleRef> => ({ item: n, itemBranch: b });

const PARSE_OK: [string, ArticleRef][] = [
  ["제10조의2", a(10, 2)],
  ["10조의2", a(10, 2)],
  ["제10조 의2", a(10, 2)],
  ["제10조의 2", a(10, 2)],
  ["10-2", a(10, 2)],
  ["10 - 2", a(10, 2)],
  ["§10-2", a(10, 2)],
  ["§ 10의2", a(10, 2)],
  ["§10", a(10)],
  ["10", a(10)],
  ["제10", a(10)],
  ["제 10 조", a(10)],
  ["  제10조  ", a(10)],
  ["제2조", a(2)],
  ["제103조", a(103)],
  ["제1032조", a(1032)],
  ["제9999조의99", a(9999, 99)],
  ["제1조", a(1)],
  ["제10조제2항", a(10, 0, { paragraph: 2 })],
  ["제10조 제2항 제3호 가목", a(10, 0, { paragraph: 2, ...item(3), subItem: "가" })],
  ["10조 2항 3호 가목", a(10, 0, { paragraph: 2, ...item(3), subItem: "가" })],
  ["제10조의2 제1항 제3호의2 나목", a(10, 2, { paragraph: 1, ...item(3, 2), subItem: "나" })],
  ["제10조의2제1항제3호의2나목", a(10, 2, { paragraph: 1, ...item(3, 2), subItem: "나" })],
  ["제10조②", a(10, 0, { paragraph: 2 })],
  ["제10조 ⑳", a(10, 0, { paragraph: 20 })],
  ["제10조㉑", a(10, 0, { paragraph: 21 })],
  ["제10조㊿", a(10, 0, { paragraph: 50 })],
  ["제10조② 3.", a(10, 0, { paragraph: 2, ...item(3) })],
  ["제10조 3의2. 가.", a(10, 0, { ...item(3, 2), subItem: "가" })],
  ["제10조제3호", a(10, 0, item(3))],
  ["제10조 제3호 하목", a(10, 0, { ...item(3), subItem: "하" })],
  ["제10조 제999항 제999호의99", a(10, 0, { paragraph: 999, ...item(999, 99) })],
  ["001002", a(10, 2)],
  ["000200", a(2)],
  ["103200", a(1032)],
  ["010300", a(103)],
  ["제１０조의２", a(10, 2)],
  ["１０－２", a(10, 2)],
  ["제10조\u3000제2항", a(10, 0, { paragraph: 2 })],
  ["제2조(정의)", a(2)],
  ["제2조의3 (벌칙) 제1항", a(2, 3, { paragraph: 1 })],
  ["제10–2", a(10, 2)],
  ["제10조\t\n제2항", a(10, 0, { paragraph: 2 })],
  ["제10조의2".normalize("NFD"), a(10, 2)],
];

Deno.test("parseArticleRef accepts every written form", () => {
  for (const [input, expected] of PARSE_OK) {
    assert.deepEqual(parseArticleRef(input), expected, JSON.stringify(input));
  }
});

const PARSE_NULL: string[] = [
  "",
  " ",
  "\u3000\t\n",
  "📜",
  "제10조📜",
  "abc",
  "garbage 제10조",
  "민법 제10조",
  "제조",
  "조10",
  "제0조",
  "제00조",
  "제01조",
  "제10000조",
  "제12345조",
  "제10조의100",
  "제10조의0",
  "제10조의02",
  "제10조의",
  "제10조-2",
  "10조-2",
  "제-1조",
  "제1.5조",
  "제10조 10조",
  "제10조제2항제2항",
  "제10조 가목",
  "제10조 제1호 거목",
  "제10조 제1000항",
  "제10조 제0항",
  "제10조 제3호의100",
  "제10조.",
  "10.",
  "①",
  "제2항",
  "가목",
  "§",
  "§제",
  "000000",
  "00100",
  "1234567",
  "12345",
  "0",
  "001002조",
  "제001002조",
  "10-2-3",
  "제10조·제11조",
  "제3조부터 제5조까지",
  "제10조(정의",
  "제10조)",
];

Deno.test("parseArticleRef returns null on garbage and out-of-range numbers", () => {
  for (const input of PARSE_NULL) assert.equal(parseArticleRef(input), null, JSON.stringify(input));
  assert.equal(parseArticleRef(undefined as unknown as string), null);
});

Deno.test("제103조 and 제1032조 never meet", () => {
  const r103 = parseArticleRef("제103조");
  const r1032 = parseArticleRef("제1032조");
  assert.ok(r103 && r1032);
  assert.equal(toJoCode(r103), "010300");
  assert.equal(toJoCode(r1032), "103200");
  assert.notEqual(toJoCode(r103), toJoCode(r1032));
  assert.equal(sameArticle(r103, r1032), false);
  assert.notEqual(articleKey(r103), articleKey(r1032));
  assert.equal(sameArticle(r103, fromJoCode("010300")), true);
  assert.equal(sameArticle({ article: 10, branch: 2 }, { article: 10 }), false);
  assert.equal(sameArticle({ article: 10 }, { article: 10, branch: 0 }), true);
});

Deno.test("DRF codes", () => {
  assert.equal(toJoCode({ article: 2 }), "000200");
  assert.equal(toJoCode({ article: 10, branch: 2 }), "001002");
  assert.equal(toJoCode(a(1032, 0, { paragraph: 3 })), "103200");
  assert.deepEqual(fromJoCode("001002"), a(10, 2));
  assert.deepEqual(fromJoCode("999999"), a(9999, 99));
  assert.equal(toHangCode(2), "000200");
  assert.equal(toHangCode(999), "099900");
  assert.equal(toHoCode(3), "000300");
  assert.equal(toHoCode(3, 2), "000302");
  for (const bad of ["", "1002", "0010020", " 001002", "00100a", "１２３４５６", "001002\n"]) {
    assert.throws(() => fromJoCode(bad), InputError, JSON.stringify(bad));
  }
  assert.throws(() => fromJoCode(1002 as unknown as string), InputError);
  assert.throws(() => fromJoCode("000002"), InputError);
  for (
    const bad of [{ article: 0 }, { article: 10000 }, { article: 1.5 }, { article: 1, branch: 100 }]
  ) {
    assert.throws(() => toJoCode(bad), InputError, JSON.stringify(bad));
  }
  for (const n of [0, 1000, 2.5, NaN]) assert.throws(() => toHangCode(n), InputError);
  assert.throws(() => toHoCode(0), InputError);
  assert.throws(() => toHoCode(3, 100), InputError);
});

Deno.test("formatArticle, articleKey, compareArticles", () => {
  const full = a(10, 2, { paragraph: 1, ...item(3, 2), subItem: "나" });
  assert.equal(formatArticle(full), "제10조의2");
  assert.equal(formatArticle(full, { withParts: true }), "제10조의2 제1항 제3호의2 나목");
  assert.equal(formatArticle(a(5, 0, item(1)), { withParts: true }), "제5조 제1호");
  assert.equal(formatArticle(a(5), { withParts: true }), "제5조");
  assert.throws(() => formatArticle(a(0)), InputError);
  assert.throws(() => formatArticle(a(5, 0, { subItem: "가" })), InputError);
  assert.throws(() => formatArticle(a(5, 0, { ...item(1), subItem: "거" })), InputError);
  assert.equal(articleKey(a(10, 2)), "10-2");
  assert.equal(articleKey(a(10)), "10");
  const sorted = [
    a(10, 2),
    a(2),
    a(10, 0, { paragraph: 1 }),
    a(10),
    a(103),
    a(10, 0, { paragraph: 1, ...item(2) }),
  ]
    .sort(compareArticles).map((r) => formatArticle(r, { withParts: true }));
  assert.deepEqual(sorted, [
    "제2조",
    "제10조",
    "제10조 제1항",
    "제10조 제1항 제2호",
    "제10조의2",
    "제103조",
  ]);
  assert.ok(
    compareArticles(
      a(1, 0, { ...item(1), subItem: "나" }),
      a(1, 0, { ...item(1), subItem: "다" }),
    ) < 0,
  );
  assert.equal(compareArticles(a(7, 3), a(7, 3)), 0);
});

Deno.test("MOK_SYLLABLES and circledToNumber", () => {
  assert.deepEqual([...MOK_SYLLABLES], [..."가나다라마바사아자차카타파하"]);
  assert.ok(Object.isFrozen(MOK_SYLLABLES));
  assert.equal(circledToNumber("①"), 1);
  assert.equal(circledToNumber("⑳"), 20);
  assert.equal(circledToNumber("㉑"), 21);
  assert.equal(circledToNumber("㉟"), 35);
  assert.equal(circledToNumber("㊱"), 36);
  assert.equal(circledToNumber("㊿"), 50);
  for (const bad of ["1", "", "①②", "⓪", "⑴", "가"]) assert.equal(circledToNumber(bad), null, bad);
});

const LIST: [string, string[]][] = [
  ["제309조·제310조", ["309", "310"]],
  ["제309조ㆍ제310조", ["309", "310"]],
  ["제309조･제310조", ["309", "310"]],
  ["제309조・제310조", ["309", "310"]],
  ["제309조, 제310조", ["309", "310"]],
  ["제309조，제310조", ["309", "310"]],
  ["제309조 및 제310조", ["309", "310"]],
  ["제309조와 제310조", ["309", "310"]],
  ["제3조과 제5조", ["3", "5"]],
  ["제3조 또는 제5조", ["3", "5"]],
  ["제3조, 제5조 및 제7조", ["3", "5", "7"]],
  ["제7조, 제3조, 제7조", ["7", "3"]],
  ["제10조", ["10"]],
  ["10-2", ["10-2"]],
  ["§10-2, §11", ["10-2", "11"]],
  ["제3조부터 제5조까지", ["3", "4", "5"]],
  ["제3조 부터 제5조 까지", ["3", "4", "5"]],
  ["제3조부터 제5조", ["3", "4", "5"]],
  ["제3조 내지 제5조", ["3", "4", "5"]],
  ["제3조~제5조", ["3", "4", "5"]],
  ["제3조～제5조", ["3", "4", "5"]],
  ["3~5", ["3", "4", "5"]],
  ["제3조-제5조", ["3", "4", "5"]],
  ["제3조–제5조", ["3", "4", "5"]],
  ["3조-5조", ["3", "4", "5"]],
  ["제10조의2부터 제10조의4까지", ["10-2", "10-3", "10-4"]],
  ["제10조의2-제10조의4", ["10-2", "10-3", "10-4"]],
  ["10-2~10-4", ["10-2", "10-3", "10-4"]],
  ["제10조부터 제10조의3까지", ["10", "10-2", "10-3"]],
  ["제3조의2부터 제5조의2까지", ["3-2", "4", "5", "5-2"]],
  ["제3조부터 제3조까지", ["3"]],
  ["제1조부터 제3조까지 및 제2조", ["1", "2", "3"]],
  ["제2조(정의)·제3조(목적과 범위)", ["2", "3"]],
  ["", []],
  ["   ", []],
  ["garbage", []],
  ["제3조 및", []],
  ["제3조,,제5조", []],
  ["제5조부터 제3조까지", []],
  ["제5조까지", []],
  ["제3조부터 제5조부터 제7조까지", []],
  ["제3조~제5조~제7조", []],
  ["10-2-10-4", []],
  ["제10조-2", []],
  ["제3조 및 garbage", []],
  ["제3조제2항부터 제5조까지", []],
  ["제2항 및 제3조", []],
];

Deno.test("parseArticleRefs: lists and ranges at article level", () => {
  for (const [input, keys] of LIST) {
    const refs = parseArticleRefs(input);
    assert.deepEqual(refs.map(articleKey), keys, JSON.stringify(input));
    for (const r of refs) assert.equal(r.paragraph, undefined, JSON.stringify(input));
  }
});

const PARTS: [string, string[]][] = [
  ["제2조제1항 및 제3항", ["제2조 제1항", "제2조 제3항"]],
  ["제2조①·②", ["제2조 제1항", "제2조 제2항"]],
  ["제2조제1항부터 제3항까지", ["제2조 제1항", "제2조 제2항", "제2조 제3항"]],
  ["제2조제1항-제3항", ["제2조 제1항", "제2조 제2항", "제2조 제3항"]],
  ["제2조 제1호부터 제3호까지", ["제2조 제1호", "제2조 제2호", "제2조 제3호"]],
  ["제2조제1항제2호·제3호", ["제2조 제1항 제2호", "제2조 제1항 제3호"]],
  ["제2조제1항제2호 및 제2항", ["제2조 제1항 제2호", "제2조 제2항"]],
  ["제2조 제3호의2부터 제3호의3까지", ["제2조 제3호의2", "제2조 제3호의3"]],
  ["제2조 제1호 가목~다목", ["제2조 제1호 가목", "제2조 제1호 나목", "제2조 제1호 다목"]],
  ["제2조 제1호 가목·라목", ["제2조 제1호 가목", "제2조 제1호 라목"]],
  ["제2조제1항 및 제5조제2항", ["제2조 제1항", "제5조 제2항"]],
  ["제2조제1항, 제3항 및 제4조", ["제2조 제1항", "제2조 제3항", "제4조"]],
];

Deno.test("parseArticleRefs: parts inherit the article and expand within it", () => {
  for (const [input, expected] of PARTS) {
    const got = parseArticleRefs(input).map((r) => formatArticle(r, { withParts: true }));
    assert.deepEqual(got, expected, JSON.stringify(input));
  }
  assert.deepEqual(parseArticleRefs("제2조 가목"), []);
  assert.deepEqual(parseArticleRefs("제2조 및 가목"), []);
});

Deno.test("parseArticleRefs caps range expansion with an InputError", () => {
  assert.equal(parseArticleRefs("제1조부터 제500조까지").length, 500);
  assert.equal(parseArticleRefs("제1조부터 제499조의2까지").length, MAX_RANGE_EXPANSION);
  for (const input of ["제1조부터 제501조까지", "1~9999", "제2조제1항부터 제999항까지"]) {
    assert.throws(() => parseArticleRefs(input), (e: unknown) => {
      assert.ok(e instanceof InputError);
      assert.match(e.message, /limit of 500/);
      return true;
    });
  }
});

Deno.test("10 KB and 100 KB inputs do not backtrack catastrophically", () => {
  const inputs = [
    "제".repeat(10_240),
    "1".repeat(10_240),
    "제1조 ".repeat(2_000),
    "조(".repeat(5_000),
    "제1조의".repeat(2_000) + "2",
    "제1조·".repeat(20_000) + "제1조",
    "📜".repeat(50_000),
    "제10조 " + " ".repeat(100_000) + "제2항",
  ];
  const started = performance.now();
  for (const s of inputs) {
    assert.deepEqual(
      parseArticleRef(s),
      s.startsWith("제10조 ") ? a(10, 0, { paragraph: 2 }) : null,
    );
    parseArticleRefs(s);
  }
  assert.deepEqual(parseArticleRefs(inputs[5]).map(articleKey), ["1"]);
  // Not a performance claim (those are benchmarks): catastrophic backtracking on these inputs takes
  // minutes, so a bound far above any loaded machine's time still catches it without flaking.
  const ms = performance.now() - started;
  assert.ok(ms < 20_000, `took ${ms} ms`);
});

const refArb: fc.Arbitrary<ArticleRef> = fc.record({
  article: fc.integer({ min: 1, max: 9999 }),
  branch: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 99 })),
  paragraph: fc.option(fc.integer({ min: 1, max: 999 }), { nil: undefined }),
  item: fc.option(fc.tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 99 })), {
    nil: undefined,
  }),
  mok: fc.option(fc.constantFrom(...MOK_SYLLABLES), { nil: undefined }),
}).map(({ article, branch, paragraph, item: it, mok }) => {
  const r: ArticleRef = { article, branch };
  if (paragraph !== undefined) r.paragraph = paragraph;
  if (it !== undefined) {
    [r.item, r.itemBranch] = it;
    if (mok !== undefined) r.subItem = mok;
  }
  return r;
});

Deno.test("property: parse(format(ref, withParts)) === ref", () => {
  fc.assert(
    fc.property(refArb, (ref) => {
      assert.deepEqual(parseArticleRef(formatArticle(ref, { withParts: true })), ref);
      assert.deepEqual(parseArticleRefs(formatArticle(ref, { withParts: true })), [ref]);
    }),
    { numRuns: 2_000 },
  );
});

// Other spellings of the same reference: no 제, spaces, circled paragraphs, "3." items.
const variantArb: fc.Arbitrary<[ArticleRef, string]> = fc.tuple(
  refArb,
  fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
).map(([r, f]) => {
  const sp = f[0] ? " " : "";
  let s = `${f[1] ? "제" : ""}${sp}${r.article}${sp}조${r.branch ? `${sp}의${sp}${r.branch}` : ""}`;
  if (r.paragraph !== undefined) {
    s += r.paragraph <= 50 && f[2]
      ? sp +
        String.fromCharCode(
          r.paragraph <= 20
            ? 0x245f + r.paragraph
            : r.paragraph <= 35
            ? 0x323c + r.paragraph
            : 0x328d + r.paragraph,
        )
      : `${f[3] ? `${sp}제` : " "}${r.paragraph}항`;
  }
  if (r.item !== undefined) {
    const b = r.itemBranch ? `의${r.itemBranch}` : "";
    s += f[4] ? ` ${r.item}${b}.` : `${f[5] ? `${sp}제` : " "}${r.item}호${b}`;
  }
  if (r.subItem !== undefined) s += f[6] ? ` ${r.subItem}.` : `${sp}${r.subItem}목`;
  return [r, f[7] ? s.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))) : s];
});

Deno.test("property: alternative spellings parse to the same ref", () => {
  fc.assert(
    fc.property(variantArb, ([ref, text]) => {
      assert.deepEqual(parseArticleRef(text), ref, text);
    }),
    { numRuns: 2_000 },
  );
});

Deno.test("property: JO codes and keys round-trip", () => {
  fc.assert(
    fc.property(refArb, (ref) => {
      const id = { article: ref.article, branch: ref.branch };
      assert.deepEqual(fromJoCode(toJoCode(ref)), id);
      assert.deepEqual(parseArticleRef(toJoCode(ref)), id);
      assert.deepEqual(parseArticleRef(articleKey(ref)), id);
      assert.equal(sameArticle(ref, fromJoCode(toJoCode(ref))), true);
    }),
    { numRuns: 1_000 },
  );
});

Deno.test("property: distinct refs joined by a list separator come back in order", () => {
  const sep = fc.constantFrom("·", "ㆍ", ", ", " 및 ", "・");
  fc.assert(
    fc.property(
      fc.uniqueArray(refArb, { selector: (r) => JSON.stringify(r), maxLength: 8 }),
      sep,
      (refs, s) => {
        const text = refs.map((r) => formatArticle(r, { withParts: true })).join(s);
        assert.deepEqual(parseArticleRefs(text), refs);
      },
    ),
  );
});

Deno.test("property: sort order agrees with JO codes at article level", () => {
  fc.assert(fc.property(refArb, refArb, (x, y) => {
    const byCode = toJoCode(x).localeCompare(toJoCode(y));
    if (byCode !== 0) assert.equal(Math.sign(compareArticles(x, y)), byCode);
    assert.equal(Math.sign(compareArticles(x, y)), -Math.sign(compareArticles(y, x)));
  }));
});

// Fragments that steer random strings into the scanner's deeper branches.
const tokenString = fc.array(
  fc.constantFrom(
    ..."제 조 의 항 호 목 가 나 하 거 1 0 9 12 103 2 . - ~ · , 및 부터 까지 내지 § ② ㊿ ( ) １ 　"
      .split(" "),
  ),
  { maxLength: 30 },
).map((t) => t.join(""));

const noThrow = (s: string): void => {
  const one = parseArticleRef(s);
  assert.ok(one === null || isValidArticleRef(one), JSON.stringify(s));
  try {
    for (const r of parseArticleRefs(s)) assert.ok(isValidArticleRef(r), JSON.stringify(s));
  } catch (e) {
    assert.ok(e instanceof InputError, `${JSON.stringify(s)}: ${e}`);
  }
};

Deno.test("property: parsing never throws and yields only valid refs", () => {
  fc.assert(fc.property(fc.string(), noThrow), { numRuns: 1_000 });
  fc.assert(fc.property(fc.string({ unit: "binary" }), noThrow), { numRuns: 1_000 });
  fc.assert(fc.property(fc.string({ unit: "grapheme" }), noThrow), { numRuns: 1_000 });
  fc.assert(fc.property(tokenString, noThrow), { numRuns: 5_000 });
  fc.assert(
    fc.property(fc.string({ unit: "binary", minLength: 5_000, maxLength: 20_000 }), noThrow),
    {
      numRuns: 20,
    },
  );
  for (const s of ["\ud800", "제10조\udfff", "\u0000제1조"]) noThrow(s);
});
