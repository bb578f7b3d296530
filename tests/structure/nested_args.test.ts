/**
 * The argument reader on nested locators (compare_articles' left/right): the same rules as at the
 * top level, and a tool-scoped old name applying to the top level only.
 */

import assert from "node:assert/strict";
import { findTool } from "../../lib/mod.ts";
import { argSpec, readArgs } from "../../lib/vocab/mod.ts";
import { InputError } from "../../lib/errors.ts";

const tool = findTool("compare_articles")!;
const spec = argSpec(tool.name, tool.input);

Deno.test("nested sides: old names, loose spellings and the peer's law1/law2 become vocabulary", () => {
  const read = readArgs(spec, {
    law1: { lawName: "건축법", jo: "제2조", hang: "1" },
    right: { MST: "276925", article: "제4조의2", efYd: "20250101" },
    offset: "2",
  });
  assert.deepEqual(read.args, {
    left: { name: "건축법", articles: ["제2조 제1항"] },
    right: { mst: "276925", articles: ["제4조의2"], asOf: "20250101" },
    offset: 2,
  });
  assert.deepEqual(read.notes, []);
});

Deno.test("a name a side does not take is refused naming the side, its names and the closest", () => {
  assert.throws(
    () => readArgs(spec, { left: { lawId: "001823", artcles: ["제4조"] }, right: {} }),
    (e: unknown) =>
      e instanceof InputError &&
      e.message.startsWith("compare_articles: left: 알 수 없는 인자 'artcles'") &&
      e.message.includes("(did you mean 'articles'?)") &&
      e.message.includes("받는 인자: lawId, mst, name, articles, asOf"),
  );
});

Deno.test("the top-level 'jo' of the peer's flat catalogue is noted, while 'jo' inside a side is read", () => {
  const read = readArgs(spec, {
    left: { lawId: "001823", jo: "제4조" },
    right: { lawId: "001823", jo: "제5조" },
    jo: "제4조",
  });
  assert.deepEqual(read.args.left, { lawId: "001823", articles: ["제4조"] });
  assert.equal(read.notes.length, 1);
  assert.match(
    read.notes[0],
    /'jo' 인자는 쓰지 않았습니다: compare_articles는 법령·조문을 left\/right/,
  );
});

Deno.test("a side given twice (left and its old name law1) with different values is refused", () => {
  assert.throws(
    () =>
      readArgs(spec, {
        left: { lawId: "001823", articles: ["제4조"] },
        law1: { lawId: "001823", articles: ["제5조"] },
        right: { lawId: "001823", articles: ["제4조"] },
      }),
    (e: unknown) =>
      e instanceof InputError && /'left'와 'law1'가 같은 인자\(left\)/.test(e.message),
  );
});
