/**
 * A file at BEOPMANG_LIBRARY that is not a law library this release reads (corrupt bytes, a
 * SQLite file of something else, a library of a newer schema) is said once on stderr at start,
 * and the server keeps serving from the live upstream (here the replay) — and without a
 * library, body search says what it needs.
 */

import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { LIBRARY_APPLICATION_ID, LIBRARY_SCHEMA_VERSION } from "../../lib/library/mod.ts";
import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";
import { TEST_OC } from "../_support.ts";
import { spawnStdio } from "./_stdio.ts";

const OFF_LINE = "법령 사본 꺼짐";

function count(hay: string, needle: string): number {
  return hay.split(needle).length - 1;
}

const WHY = { corrupt: /corrupt/, foreign: /foreign/, newer: /schema newer/ };

for (const kind of ["corrupt", "foreign", "newer"] as const) {
  Deno.test({
    name: `library: a ${kind} file at BEOPMANG_LIBRARY is said once at start; the server serves`,
    sanitizeResources: false,
    sanitizeOps: false,
    async fn() {
      const dir = await Deno.makeTempDir();
      const file = `${dir}/library.sqlite`;
      if (kind === "corrupt") {
        await Deno.writeFile(file, crypto.getRandomValues(new Uint8Array(8192)));
      } else {
        const db = new DatabaseSync(file);
        db.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)");
        // A library of a later release: ours by its application id, a schema this one lacks.
        if (kind === "newer") {
          db.exec(`PRAGMA application_id = ${LIBRARY_APPLICATION_ID}`);
          db.exec(`PRAGMA user_version = ${LIBRARY_SCHEMA_VERSION + 1}`);
        }
        db.close();
      }
      await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
      await using s = await spawnStdio({
        LAW_OC: TEST_OC,
        LAW_API_BASE_URL: replay.baseUrl,
        BEOPMANG_LIBRARY: file,
      });
      const r = await s.call("get_law_text", { name: "민법", articles: ["제750조"] });
      assert.ok(!r.isError, r.text);
      assert.match(r.text, /제750조/);
      assert.doesNotMatch(r.text, /로컬 법령 사본/);
      const again = await s.call("search_law", { query: "민법" });
      assert.ok(!again.isError, again.text);
      assert.ok(replay.stats.total > 0, "served by the upstream");
      const err = s.stderr();
      assert.equal(count(err, OFF_LINE), 1, `one start-up line, got:\n${err}`);
      assert.ok(err.includes(file), "names the file");
      assert.match(err, WHY[kind]);
      await Deno.remove(dir, { recursive: true });
    },
  });
}

Deno.test({
  name: "library: without one, search_law scope body says body search needs it (not 0건)",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using s = await spawnStdio({ BEOPMANG_LIBRARY: "off" });
    const r = await s.call("search_law", { query: "손해를 배상할 책임", scope: "body" });
    assert.ok(r.isError, r.text);
    assert.match(r.text, /로컬 법령 사본이 있어야/);
    assert.match(r.text, /deno task library import/);
    assert.doesNotMatch(r.text, /0건/);
    // The name search is today's, and answers (demo).
    const name = await s.call("search_law", { query: "민법", scope: "title" });
    assert.ok(!name.isError, name.text);
  },
});
