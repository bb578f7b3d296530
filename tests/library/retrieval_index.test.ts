/**
 * Everyday retrieval's view of the library (lib/retrieve/library_index.ts) on the fixture slice's
 * two-commit git checkout, judged on the bundle's day: its full-text index holds, beside the
 * articles in force, each 시행 예정 version's articles (남녀고용평등과 일ㆍ가정 양립 지원에 관한
 * 법률, 시행 2026-09-18; 근로기준법, 2027-01-01). Those rows have no article to name here and
 * must not take the places of the articles in force: a search for `limit` hits gets `limit`
 * of them when the library holds that many.
 */

import assert from "node:assert/strict";
import { importLibrary, openLibrary } from "../../lib/library/mod.ts";
import { libraryIndex } from "../../lib/retrieve/mod.ts";
import { BUNDLE_DAY, gitCheckout, tempDir } from "./_fixture.ts";

Deno.test("retrieval's index fills its limit with articles in force, not 시행 예정 rows", async () => {
  const out = `${tempDir("retrieval-")}/law-library.db`;
  const report = await importLibrary(await gitCheckout(), { out, today: BUNDLE_DAY });
  assert.ok(report.pending >= 1, "the slice holds a pending version");
  const lib = openLibrary(out);
  try {
    const index = libraryIndex(lib);
    for (const query of ["육아휴직", "직장 내 성희롱", "임금", "근로시간"]) {
      const all = index.searchBody(query, { limit: 500 });
      assert.ok(all.length > 5, `${query}: ${all.length} hits in the slice`);
      const five = index.searchBody(query, { limit: 5 });
      // Today's code gave 3 of 5 for 육아휴직 and 직장 내 성희롱: the pending text's copies of the
      // same articles ranked among them and were dropped after the LIMIT.
      assert.equal(five.length, 5, `${query}: ${five.map((h) => h.article).join(", ")}`);
      assert.deepEqual(
        five.map((h) => `${h.lawName} ${h.article}`),
        all.slice(0, 5).map((h) => `${h.lawName} ${h.article}`),
      );
      const keys = all.map((h) => `${h.lawName} ${h.article}`);
      assert.equal(new Set(keys).size, keys.length, "one hit per article");
    }
    // `within` reads article rows the same way.
    const [first] = index.searchBody("육아휴직", { limit: 1 });
    assert.deepEqual([...index.within!("육아휴직", [first.row!, 1])].includes(first.row!), true);
  } finally {
    lib.close();
  }
});
