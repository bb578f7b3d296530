/**
 * The statute tools' view of a library keeps each parsed statute once, whatever names a request
 * gives it: get_law_text asks by 제목, then by 법령ID and 제목 (and a citation by MST). Keyed by
 * the request as it came, seven statutes read in turn outgrew the 16 places and every read
 * parsed its whole law twice (bench:library's rssRatio: the server's heap grew with each read).
 */

import assert from "node:assert/strict";
import { importLibrary } from "../../lib/library/mod.ts";
import { openStatuteLibrary } from "../../lib/tools/library_adapter.ts";
import { BUNDLE_DAY, gitCheckout, tempDir } from "./_fixture.ts";

Deno.test("a statute read by 제목, 법령ID or MST is parsed once and kept once", async () => {
  const out = `${tempDir("adapter-")}/law-library.db`;
  await importLibrary(await gitCheckout(), { out, today: BUNDLE_DAY });
  const lib = openStatuteLibrary(out);
  const byName = lib.getStatute({ name: "근로기준법" }, BUNDLE_DAY);
  assert.ok(byName, "the slice holds 근로기준법");
  const { lawId, mst } = byName.statute.info;
  // The same parse answers every name of the statute.
  assert.equal(lib.getStatute({ lawId, name: "근로기준법" }, BUNDLE_DAY), byName);
  assert.equal(lib.getStatute({ lawId }, BUNDLE_DAY), byName);
  assert.equal(lib.getStatute({ mst }, BUNDLE_DAY), byName);
  assert.equal(lib.getStatute({ lawId, mst, name: "근로기준법" }, BUNDLE_DAY), byName);
  // Statutes read in turn, each by two names, all stay (the slice holds six of these in force).
  const names = [
    "민법",
    "국민연금법",
    "주택임대차보호법",
    "노동위원회법",
    "해상교통안전법",
    "국가를 당사자로 하는 계약에 관한 법률",
    "남녀고용평등과 일ㆍ가정 양립 지원에 관한 법률",
  ];
  const first = new Map<string, unknown>();
  for (let round = 0; round < 2; round++) {
    for (const name of [...names, "근로기준법"]) {
      const a = lib.getStatute({ name }, BUNDLE_DAY);
      if (!a) continue;
      const again = lib.getStatute({ lawId: a.statute.info.lawId, name }, BUNDLE_DAY);
      assert.equal(again, a, `${name}: one parse for both names`);
      if (round === 0) first.set(name, a);
      else assert.equal(a, first.get(name), `${name}: kept between rounds`);
    }
  }
  assert.ok(first.size >= 6, `the slice holds several of them: ${[...first.keys()]}`);
  // Another date is another answer: from 2027-01-01 the newer 근로기준법 is in force.
  const later = lib.getStatute({ name: "근로기준법" }, "2027-01-02");
  assert.ok(later && later !== byName && later.statute.info.mst !== mst);
});
