/**
 * `deno task library sync` on the replay: the CLI as a subprocess with LAW_OC and
 * LAW_API_BASE_URL pointing at the replay of recorded answers. It pages through the list of
 * current statutes (MANIFEST-library.md), fetches each body by MST, and builds a library that
 * answers like one imported from legalize-kr; a second run fetches nothing; a changed list row
 * fetches that law only; a run killed midway resumes without asking twice; the key never shows.
 */

import assert from "node:assert/strict";
import { importLibrary, openLibrary } from "../../lib/library/mod.ts";
import type { Article } from "../../lib/parse/statute_types.ts";
import { LIST_BODIES, LIST_PAGE_SIZE } from "../fixtures/make_library_list.ts";
import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";
import type { ReplayServer } from "../lab/mod.ts";
import { assertNoSecret, childEnv, TEST_OC } from "../_support.ts";
import { BUNDLE_DAY, plainCopy } from "./_fixture.ts";

const CLI = new URL("../../lib/library/cli.ts", import.meta.url).pathname;

function syncArgs(out: string, extra: string[] = []): string[] {
  return [
    "run",
    "-A",
    CLI,
    "sync",
    "--out",
    out,
    "--page-size",
    String(LIST_PAGE_SIZE),
    ...extra,
  ];
}

async function sync(replay: ReplayServer, out: string, extra: string[] = []) {
  const res = await new Deno.Command(Deno.execPath(), {
    args: syncArgs(out, extra),
    env: childEnv({ LAW_OC: TEST_OC, LAW_API_BASE_URL: replay.baseUrl }),
    clearEnv: true,
    stdout: "piped",
    stderr: "piped",
  }).output();
  const stdout = new TextDecoder().decode(res.stdout);
  const stderr = new TextDecoder().decode(res.stderr);
  assertNoSecret(stdout, "stdout");
  assertNoSecret(stderr, "stderr");
  return { code: res.code, stdout, stderr };
}

/** MSTs of the bodies the replay was asked for (each body once per format tried). */
function bodiesAsked(replay: ReplayServer): Set<string> {
  return new Set(
    replay.stats.log.filter((e) => e.endpoint === "service" && e.target === "law")
      .map((e) => e.query.MST),
  );
}

const MSTS = LIST_BODIES.map(([, mst]) => mst).sort();

Deno.test("sync builds the library from the list and bodies, then a rerun fetches nothing", async () => {
  await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
  const dir = await Deno.makeTempDir({ prefix: "sync-" });
  const out = `${dir}/law.db`;
  const first = await sync(replay, out, ["--concurrency", "2"]);
  assert.equal(first.code, 0, first.stderr);
  assert.match(first.stderr, /목록 3\/3쪽/, "progress on stderr, page by page");
  assert.deepEqual([...bodiesAsked(replay)].sort(), MSTS, "every listed body fetched by MST");
  const pages = replay.stats.log.filter((e) => e.endpoint === "search").map((e) => e.query.page);
  assert.deepEqual(pages, ["1", "2", "3"]);
  await assert.rejects(Deno.stat(`${out}.sync`), "the side file goes when the sync is done");

  const lib = openLibrary(out);
  try {
    const meta = lib.meta();
    assert.equal(meta.source, "law.go.kr");
    assert.equal(meta.laws, LIST_BODIES.length);
    const civil = lib.getLaw({ name: "민법" }, { asOf: "2026-06-05" });
    assert.equal(civil?.law.mst, "265307");
    const art = lib.articles({ name: "주택임대차보호법" }, { numbers: ["제3조의3"] })!;
    assert.equal(art.articles[0]?.title, "임차권등기명령");
    assert.match(art.articles[0].paragraphs[0].text, /^① 임대차가 끝난 후 보증금이/);
    const hits = lib.searchBody("임차권등기명령", { limit: 3 });
    assert.equal(hits[0]?.lawName, "주택임대차보호법");
  } finally {
    lib.close();
  }

  replay.reset();
  const again = await sync(replay, out);
  assert.equal(again.code, 0, again.stderr);
  assert.equal(bodiesAsked(replay).size, 0, "nothing new: no body fetched");
  assert.match(again.stdout, /새로 받음 0/);
});

Deno.test("a synced law reads as the same version imported from legalize-kr", async () => {
  await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
  const dir = await Deno.makeTempDir({ prefix: "sync-same-" });
  const synced = `${dir}/synced.db`;
  const imported = `${dir}/imported.db`;
  assert.equal((await sync(replay, synced)).code, 0);
  await importLibrary(await plainCopy(), { out: imported, today: BUNDLE_DAY });
  const a = openLibrary(synced);
  const b = openLibrary(imported);
  try {
    // 주택임대차보호법 MST 276291: the replay's real body and the corpus file are one version.
    const x = a.getLaw({ mst: "276291" });
    const y = b.getLaw({ mst: "276291" });
    assert.ok(x && y, "both hold MST 276291");
    const ys: Article[] = y.articles;
    assert.equal(x.articles.length, ys.length);
    const norm = (s: string) => s.normalize("NFC");
    for (const [i, art] of x.articles.entries()) {
      const other: Article = ys[i];
      assert.equal(art.label, other.label);
      assert.equal(art.title, other.title);
      assert.equal(norm(art.text), norm(other.text), art.label);
      assert.deepEqual(
        art.paragraphs.map((p) => norm(p.text)),
        other.paragraphs.map((p) => norm(p.text)),
        art.label,
      );
    }
    assert.equal(x.law.promulgated, y.law.promulgated);
    assert.equal(x.law.effective, y.law.effective);
  } finally {
    a.close();
    b.close();
  }
});

Deno.test("a changed list row fetches that law only", async () => {
  await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
  const dir = await Deno.makeTempDir({ prefix: "sync-inc-" });
  const out = `${dir}/law.db`;
  // The first run sees 건축법 (MST 276925) listed with another 시행일자, as before a correction.
  replay.setFaults({
    match: { endpoint: "search" },
    fault: { kind: "rewrite", replace: [['"시행일자": "20251001"', '"시행일자": "20250101"']] },
  });
  assert.equal((await sync(replay, out)).code, 0);
  replay.setFaults(null);
  replay.reset();
  const second = await sync(replay, out);
  assert.equal(second.code, 0, second.stderr);
  assert.deepEqual([...bodiesAsked(replay)], ["276925"], "only the row that changed");
  assert.match(second.stdout, /그대로 7 · 새로 받음 1/);
  const lib = openLibrary(out);
  try {
    assert.equal(lib.getLaw({ mst: "276925" })?.law.effective, "2025-10-01");
    assert.equal(lib.meta().laws, MSTS.length);
  } finally {
    lib.close();
  }
});

Deno.test("a sync killed midway leaves nothing half-built at the target and resumes without fetching a body twice", async () => {
  await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
  // Four bodies come at once (three of them reach the side file), every later one is held for
  // 10 min: the child is stuck mid-sync when it is killed, however slow the machine is (with a
  // 400 ms latency per body a loaded run could poll late and the child finish first).
  replay.setFaults({
    match: { endpoint: "service", target: "law" },
    after: 4,
    fault: { kind: "latency", ms: 600_000 },
  });
  const dir = await Deno.makeTempDir({ prefix: "sync-kill-" });
  const out = `${dir}/law.db`;
  const child = new Deno.Command(Deno.execPath(), {
    args: syncArgs(out, ["--concurrency", "1"]),
    env: childEnv({ LAW_OC: TEST_OC, LAW_API_BASE_URL: replay.baseUrl }),
    clearEnv: true,
    stdout: "null",
    stderr: "null",
  }).spawn();
  // Wait until a few bodies are in the side file, then kill the process.
  const { DatabaseSync } = await import("node:sqlite");
  let staged = 0;
  for (let i = 0; i < 600 && staged < 3; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      const db = new DatabaseSync(`${out}.sync`, { readOnly: true });
      staged = (db.prepare("SELECT count(*) AS n FROM bodies").get() as { n: number }).n;
      db.close();
    } catch { /* not there yet */ }
  }
  child.kill("SIGKILL");
  await child.status;
  assert.ok(staged >= 3, `bodies staged before the kill: ${staged}`);
  await assert.rejects(Deno.stat(out), "no half-built library at the target");
  const firstAsked = bodiesAsked(replay);
  assert.ok(firstAsked.size < MSTS.length, "killed before the end");

  replay.reset();
  const resumed = await sync(replay, out);
  assert.equal(resumed.code, 0, resumed.stderr);
  assert.match(resumed.stderr, /받아 둔 본문 \d+건/);
  const asked = bodiesAsked(replay);
  const db = openLibrary(out);
  try {
    assert.equal(db.meta().laws, MSTS.length, "every law in the finished library");
  } finally {
    db.close();
  }
  // Staged bodies are not asked again; at most the one in flight at the kill is.
  assert.ok(asked.size <= MSTS.length - staged, `asked again: ${[...asked]}`);
});

Deno.test("sync without LAW_OC says what it needs and touches nothing", async () => {
  const dir = await Deno.makeTempDir({ prefix: "sync-nokey-" });
  const res = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", CLI, "sync", "--out", `${dir}/law.db`],
    env: childEnv({}),
    clearEnv: true,
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(res.code, 2);
  assert.match(new TextDecoder().decode(res.stderr), /\[NO_KEY\] .*LAW_OC/);
  await assert.rejects(Deno.stat(`${dir}/law.db`));
});
