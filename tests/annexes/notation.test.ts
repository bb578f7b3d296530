/**
 * lib/law/annex.ts: every notation the laws print reads to one identity, formats back, and
 * matches exactly (별표 1의2 is never 별표 1).
 */

import assert from "node:assert/strict";
// deno-lint-ignore no-import-prefix -- test-only: kept out of the app's imports (docs/DEMO.md)
import fc from "npm:fast-check@4.11.0";
import {
  annexCode,
  delegatingArticles,
  formatAnnexRef,
  parseAnnexCode,
  parseAnnexRef,
  sameAnnex,
  splitAnnexTitle,
} from "../../lib/law/annex.ts";

Deno.test("notation: every printed form reads to one identity", () => {
  const table: [string, string, number, number][] = [
    ["별표 1", "별표", 1, 0],
    ["별표1", "별표", 1, 0],
    ["[별표 3]", "별표", 3, 0],
    ["별표3", "별표", 3, 0],
    ["별표 1의2", "별표", 1, 2],
    ["별표1의2", "별표", 1, 2],
    ["별표1-2", "별표", 1, 2],
    ["별표 1 - 2", "별표", 1, 2],
    ["[별표 12의3]", "별표", 12, 3],
    ["서식 2", "서식", 2, 0],
    ["별지 제1호서식", "별지", 1, 0],
    ["[별지 제1호서식]", "별지", 1, 0],
    ["별지 제1호의2서식", "별지", 1, 2],
    ["별지 제1호 서식", "별지", 1, 0],
    ["제2호서식", "서식", 2, 0],
    ["별지1", "별지", 1, 0],
    ["부록 2", "부록", 2, 0],
    ["별표 제4호", "별표", 4, 0],
  ];
  for (const [text, kind, number, branch] of table) {
    assert.deepEqual(parseAnnexRef(text), { kind, number, branch }, text);
  }
  // The bare word is the unnumbered annex ("[별표]", tests/annexes/unnumbered.test.ts).
  for (
    const bad of ["", "별표 0", "별표 10000", "별책 1", "제3조", "별표 1의100", "1", "별표 0의1"]
  ) {
    assert.equal(parseAnnexRef(bad), undefined, bad);
  }
});

Deno.test("notation: formatting and the 6-digit code", () => {
  assert.equal(formatAnnexRef({ kind: "별표", number: 1, branch: 2 }), "별표 1의2");
  assert.equal(formatAnnexRef({ kind: "서식", number: 2, branch: 0 }), "서식 2");
  assert.equal(formatAnnexRef({ kind: "별지", number: 1, branch: 2 }), "별지 제1호의2서식");
  assert.equal(annexCode({ number: 1, branch: 2 }), "000102");
  assert.equal(annexCode({ number: 12, branch: 0 }), "001200");
  // The real 별표키 of 최저임금법 시행규칙 (MST 282351): kind letter E = 별표, F = 서식.
  assert.deepEqual(parseAnnexCode("000100E"), { number: 1, branch: 0, kind: "별표" });
  assert.deepEqual(parseAnnexCode("000200F"), { number: 2, branch: 0, kind: "서식" });
  assert.deepEqual(parseAnnexCode("000102"), { number: 1, branch: 2 });
  // 000000 is the unnumbered annex (별표키 000000E); it has no branches.
  assert.deepEqual(parseAnnexCode("000000"), { number: 0, branch: 0 });
  assert.equal(parseAnnexCode("000001"), undefined);
  assert.equal(parseAnnexCode("20728129"), undefined, "an ordinance 별표키 is not a code");
});

Deno.test("notation: exact matching and families", () => {
  const b1 = parseAnnexRef("별표 1")!;
  assert.equal(sameAnnex(parseAnnexRef("별표 1의2")!, b1), false);
  assert.equal(sameAnnex(parseAnnexRef("별표 10")!, b1), false);
  assert.equal(sameAnnex(parseAnnexRef("서식 1")!, b1), false);
  assert.equal(sameAnnex(parseAnnexRef("별지 제1호서식")!, parseAnnexRef("서식 1")!), true);
  assert.equal(sameAnnex(parseAnnexRef("[별표 1]")!, b1), true);
});

Deno.test("notation: titles and delegating articles", () => {
  assert.deepEqual(splitAnnexTitle("[별표 1] 선서문"), {
    ref: { kind: "별표", number: 1, branch: 0 },
    rest: "선서문",
  });
  assert.deepEqual(splitAnnexTitle("수입징수관"), { rest: "수입징수관" });
  assert.deepEqual(delegatingArticles("최저임금 적용 제외의 인가 기준(제3조제1항 관련)"), [
    "제3조제1항",
  ]);
  assert.deepEqual(delegatingArticles("과태료의 부과기준(제4조 및 제10조의2 관련)"), [
    "제4조",
    "제10조의2",
  ]);
  assert.deepEqual(delegatingArticles("선서문"), []);
});

const kinds = fc.constantFrom("별표", "서식", "별지", "별도", "부록", "별첨" as const);
const refs = fc.record({
  kind: kinds,
  number: fc.integer({ min: 1, max: 9999 }),
  branch: fc.integer({ min: 0, max: 99 }),
});

Deno.test("notation (property): format → parse is the identity; code → parse keeps number", () => {
  fc.assert(fc.property(refs, (r) => {
    const ref = { ...r };
    assert.deepEqual(parseAnnexRef(formatAnnexRef(ref)), ref);
    assert.deepEqual(parseAnnexRef(`[${formatAnnexRef(ref)}]`), ref);
    const code = parseAnnexCode(annexCode(ref))!;
    assert.deepEqual([code.number, code.branch], [ref.number, ref.branch]);
  }));
});

Deno.test("notation (property): distinct numbers or branches never match", () => {
  fc.assert(fc.property(refs, refs, (a, b) => {
    const same = sameAnnex(a, b);
    const expected = a.number === b.number && a.branch === b.branch &&
      (a.kind === b.kind || [a.kind, b.kind].every((k) => k === "서식" || k === "별지"));
    assert.equal(same, expected);
  }));
});
