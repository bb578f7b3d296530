/**
 * `deno task record`: one call with the caller's key, the answer saved into the fixtures layout
 * (OC masked), its index row and manifest written, and a replay over that directory answering
 * the request with it — before the synthetic fixture of the same request. Against the replay as
 * law.go.kr (a key set), with the key put into the answer by a fault to prove the masking.
 */

import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";
import { parseRecordArgs, record } from "../fixtures/record.ts";
import { harness, TEST_OC } from "../_support.ts";

const FIXTURES = defaultFixturesDir();

/** A fixtures directory holding only the main index, the 미신청 page and `extra` files. */
async function scratch(extra: string[] = []): Promise<URL> {
  const dir = new URL(`file://${await Deno.makeTempDir({ prefix: "record-" })}/`);
  for (
    const f of [
      "drf/index.json",
      "drf/_errors/html-500_unregistered-access_eflaw-search_type-JSON.html",
      ...extra,
    ]
  ) {
    const to = new URL(f, dir);
    await Deno.mkdir(new URL("./", to), { recursive: true });
    await Deno.copyFile(new URL(f, FIXTURES), to);
  }
  return dir;
}

Deno.test("record: the answer saved masked, indexed, manifested, and served by the replay", async () => {
  await using h = await harness();
  // The upstream echoes the caller's key in every link: make the replay do it too.
  h.replay.setFaults({
    match: { target: "prec" },
    fault: { kind: "rewrite", replace: [["OC=xxxxxxxx&", `OC=${TEST_OC}&`]] },
  });
  const dir = await scratch();
  try {
    const done = await record(
      { target: "prec", params: { query: "임금", display: "5" } },
      { oc: TEST_OC, baseUrl: h.replay.baseUrl, fixturesDir: dir, now: new Date("2026-12-02") },
    );
    const e = done.entry;
    assert.equal(
      e.file,
      "drf/prec/search_type-json_query-7e0cb1e7_recorded-20261202.json".replace(
        "7e0cb1e7",
        createHash("sha256").update("임금").digest("hex").slice(0, 8),
      ),
    );
    assert.deepEqual(
      [e.row, e.endpoint, e.type, e.kind, e.fidelity, e.paramsFrom],
      [1000, "search", "JSON", "list", "exact", "recorded"],
    );
    assert.deepEqual(e.params, { query: "임금" });
    assert.deepEqual(e.recorded, { display: "5" }, "display never identifies a record");
    const saved = await Deno.readTextFile(new URL(e.file, dir));
    assert.ok(!saved.includes(TEST_OC), "the key is masked");
    assert.match(saved, /OC=\*\*\*&amp;target=prec|OC=\*\*\*&target=prec/);
    assert.equal(done.sha256, createHash("sha256").update(saved).digest("hex"));
    assert.deepEqual(done.drift, []);
    const manifest = await Deno.readTextFile(new URL("MANIFEST-recorded.md", dir));
    assert.match(
      manifest,
      new RegExp(`^\\| 1000 \\| \`${e.file.replace(/[.]/g, "\\.")}\` \\|`, "m"),
    );
    assert.ok(manifest.includes(`${done.sha256}  ${e.file}`));

    // The replay over that directory answers the request with the recording.
    await using r = await startReplayServer({ fixturesDir: dir });
    const res = await fetch(
      `${r.baseUrl}/lawSearch.do?OC=x&target=prec&type=JSON&query=${encodeURIComponent("임금")}`,
    );
    await res.body?.cancel();
    assert.equal(res.headers.get("x-replay-fixture"), e.file);
    assert.equal(res.headers.get("x-replay-fidelity"), "exact");

    // A second recording gets the next row; the manifest lists both.
    const again = await record(
      { target: "detc", params: { query: "임금" } },
      { oc: TEST_OC, baseUrl: h.replay.baseUrl, fixturesDir: dir },
    );
    assert.equal(again.entry.row, 1001);
    const index = JSON.parse(await Deno.readTextFile(new URL("drf/index-recorded.json", dir)));
    assert.deepEqual(index.entries.map((x: { row: number }) => x.row), [1000, 1001]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("record: a real recording answers before the synthetic fixture of the same request", async () => {
  await using h = await harness();
  const synthetic = "drf/prec/search_type-json_nb-2021da248190_single-hit_synthetic.json";
  const dir = await scratch(["drf/index-analysis.json", synthetic]);
  try {
    const done = await record(
      { target: "prec", params: { nb: "2021다248190" } },
      { oc: TEST_OC, baseUrl: h.replay.baseUrl, fixturesDir: dir },
    );
    assert.deepEqual(done.supersedes, [`${synthetic} (row 950)`]);
    assert.match(done.entry.note!, /supersedes drf\/prec\/.*_synthetic\.json \(row 950\)/);
    await using r = await startReplayServer({ fixturesDir: dir });
    const res = await fetch(
      `${r.baseUrl}/lawSearch.do?OC=x&target=prec&type=JSON&nb=${
        encodeURIComponent("2021다248190")
      }`,
    );
    await res.body?.cancel();
    assert.equal(res.headers.get("x-replay-fixture"), done.entry.file);
    assert.equal(res.headers.get("x-replay-synthetic"), null);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("record: a miss is kept as a miss; error pages and no key save nothing", async () => {
  await using h = await harness();
  const dir = await scratch();
  try {
    const miss = await record(
      { target: "prec", params: { ID: "1" } },
      { oc: TEST_OC, baseUrl: h.replay.baseUrl, fixturesDir: dir },
    );
    assert.deepEqual([miss.entry.endpoint, miss.entry.kind], ["service", "miss"]);
    h.replay.setFaults({ fault: { kind: "auth-failure" } });
    await assert.rejects(
      record({ target: "law", params: { query: "민법" } }, {
        oc: TEST_OC,
        baseUrl: h.replay.baseUrl,
        fixturesDir: dir,
      }),
      /저장하지 않았습니다 \(KEY_REJECTED\)/,
    );
    h.replay.setFaults(null);
    await assert.rejects(
      record({ target: "law", params: { query: "민법" } }, { oc: "", fixturesDir: dir }),
      /LAW_OC가 없습니다/,
    );
    const index = JSON.parse(await Deno.readTextFile(new URL("drf/index-recorded.json", dir)));
    assert.equal(index.entries.length, 1, "only the miss was saved");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("record: the command line", () => {
  assert.deepEqual(parseRecordArgs(["detc", "ID=22333"]), {
    target: "detc",
    params: { ID: "22333" },
  });
  assert.deepEqual(
    parseRecordArgs(["prec", "nb=2021다248190", "--type", "xml", "--note", "real one"]),
    { target: "prec", params: { nb: "2021다248190" }, type: "XML", note: "real one" },
  );
  assert.throws(() => parseRecordArgs([]), /usage/);
  assert.throws(() => parseRecordArgs(["prec", "OC=abc"]), /OC/);
  assert.throws(() => parseRecordArgs(["prec", "query"]), /key=value/);
});
