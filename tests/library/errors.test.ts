/**
 * A file that is no library gets a LibraryError saying which: missing, corrupt, foreign, or a
 * newer schema; the CLI prints it labelled and exits 1.
 */

import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import {
  importLibrary,
  LIBRARY_SCHEMA_VERSION,
  LibraryError,
  openLibrary,
} from "../../lib/library/mod.ts";
import { BUNDLE_DAY, cli, plainCopy, tempDir } from "./_fixture.ts";

function kindOf(path: string): string {
  try {
    openLibrary(path).close();
    return "opened";
  } catch (e) {
    assert.ok(e instanceof LibraryError, `not a LibraryError: ${e}`);
    assert.ok(e.message.includes(path), "the message names the file");
    return e.kind;
  }
}

Deno.test("missing, corrupt, foreign and newer-schema files are told apart", async () => {
  const dir = tempDir();
  assert.equal(kindOf(`${dir}/none.db`), "missing");
  assert.equal(kindOf(dir), "missing");

  await Deno.writeFile(`${dir}/noise.db`, crypto.getRandomValues(new Uint8Array(8192)));
  assert.equal(kindOf(`${dir}/noise.db`), "corrupt");
  await Deno.writeTextFile(`${dir}/text.db`, "---\n제목: 민법\n---\n");
  assert.equal(kindOf(`${dir}/text.db`), "corrupt");

  const foreign = new DatabaseSync(`${dir}/foreign.db`);
  foreign.exec("CREATE TABLE laws (x); INSERT INTO laws VALUES (1)");
  foreign.close();
  assert.equal(kindOf(`${dir}/foreign.db`), "foreign");

  const out = `${dir}/lib.db`;
  await importLibrary(await plainCopy(), { out, today: BUNDLE_DAY });
  assert.equal(kindOf(out), "opened");
  const db = new DatabaseSync(out);
  db.exec(`PRAGMA user_version = ${LIBRARY_SCHEMA_VERSION + 1}`);
  db.close();
  assert.equal(kindOf(out), "schema");

  const status = await cli(["status", "--file", `${dir}/noise.db`]);
  assert.equal(status.code, 1);
  assert.match(status.stderr, /\[LIBRARY_CORRUPT\] 법령 사본 파일이 손상되었/);
  const old = await cli(["status", "--file", out]);
  assert.equal(old.code, 1);
  assert.match(old.stderr, /\[LIBRARY_SCHEMA\] .*beopmang을 업데이트하거나/);
});

Deno.test("an import refuses a foreign file at --out instead of writing into it", async () => {
  const dir = tempDir();
  const foreign = new DatabaseSync(`${dir}/mine.db`);
  foreign.exec("CREATE TABLE notes (x)");
  foreign.close();
  const before = await Deno.readFile(`${dir}/mine.db`);
  const r = await cli(["import", await plainCopy(), "--out", `${dir}/mine.db`]);
  assert.equal(r.code, 1);
  assert.match(
    r.stderr,
    /\[LIBRARY_FOREIGN\] .*mine\.db 은\(는\) 법령 사본이 아닙니다: 덮어쓰지 않습니다/,
  );
  assert.deepEqual(await Deno.readFile(`${dir}/mine.db`), before);
  const bad = await cli(["import", `${dir}/nothing-here`, "--out", `${dir}/x.db`]);
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /\[LIBRARY_SOURCE\] 가져올 곳이 없습니다/);
  const noKr = await cli(["import", dir, "--out", `${dir}/x.db`]);
  assert.match(noKr.stderr, /kr\/ 폴더가 없습니다/);
});
