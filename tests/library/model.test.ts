/**
 * The library's articles are the statute model get_law_text renders from DRF: the same law
 * version (근로기준법 시행령, MST 270551) read from the recorded DRF body and from the corpus file
 * gives the same articles, 항, 호, 목 and 별표 list.
 */

import assert from "node:assert/strict";
import { importLibrary, openLibrary } from "../../lib/library/mod.ts";
import { parseStatute } from "../../lib/parse/statute.ts";
import { BUNDLE_DAY, plainCopy, tempDir } from "./_fixture.ts";

const DRF = new URL(
  "../fixtures/drf/law/service_type-json_MST-270551_labor-standards-act-enforcement-decree.json",
  import.meta.url,
);
const squash = (s: string | undefined) => (s ?? "").replace(/\s+/g, "");

Deno.test("articles from the library match the DRF parse of the same version", async () => {
  const drf = parseStatute(JSON.parse(await Deno.readTextFile(DRF)), {
    mst: "270551",
    asOf: "20260605",
  });
  const out = `${tempDir()}/lib.db`;
  await importLibrary(await plainCopy(), { out, today: BUNDLE_DAY });
  const lib = openLibrary(out);
  try {
    const mine = lib.getLaw({ mst: "270551" }, { asOf: BUNDLE_DAY })!;
    assert.equal(mine.info.lawId, drf.info.lawId);
    assert.equal(mine.info.name, drf.info.name);
    assert.equal(mine.info.kind, drf.info.kind);
    assert.equal(mine.info.promulgationDate, drf.info.promulgationDate);
    assert.equal(mine.info.effectiveDate, drf.info.effectiveDate);
    assert.equal(mine.info.status, drf.info.status);
    assert.deepEqual(mine.articles.map((a) => a.label), drf.articles.map((a) => a.label));
    for (const [i, a] of mine.articles.entries()) {
      const d = drf.articles[i];
      const where = `${a.label}`;
      assert.equal(a.title, d.title, where);
      assert.equal(a.deleted, d.deleted, where);
      assert.equal(squash(a.text), squash(d.text), where);
      assert.deepEqual(a.paragraphs.map((p) => p.label), d.paragraphs.map((p) => p.label), where);
      for (const [j, p] of a.paragraphs.entries()) {
        const dp = d.paragraphs[j];
        assert.equal(squash(p.text), squash(dp.text), `${where} ${p.label}`);
        assert.deepEqual(
          p.items.map((x) => x.label),
          dp.items.map((x) => x.label),
          `${where} ${p.label}`,
        );
        for (const [k, it] of p.items.entries()) {
          assert.equal(squash(it.text), squash(dp.items[k].text), `${where} ${it.label}`);
          assert.deepEqual(
            it.subItems.map((s) => squash(s.text)),
            dp.items[k].subItems.map((s) => squash(s.text)),
            `${where} ${it.label}`,
          );
        }
      }
    }
    assert.deepEqual(
      mine.annexes.map((x) => [x.label, x.title]),
      drf.annexes.map((x) => [x.label, x.title]),
    );
    assert.deepEqual(
      mine.supplements.map((
        x,
      ) => [x.promulgationDate, x.promulgationNumber, squash(x.text).slice(0, 60)]),
      drf.supplements.map((
        x,
      ) => [x.promulgationDate, x.promulgationNumber, squash(x.text).slice(0, 60)]),
    );
  } finally {
    lib.close();
  }
});
