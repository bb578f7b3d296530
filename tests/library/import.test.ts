/**
 * Import from every kind of source, on real corpus files: a plain directory, a git checkout
 * (history read for the version in force), a .tar.gz streamed, and an http URL served from
 * 127.0.0.1 — the last three through the CLI as a subprocess.
 */

import assert from "node:assert/strict";
import { importLibrary, openLibrary } from "../../lib/library/mod.ts";
import { BUNDLE_DAY, cli, gitCheckout, plainCopy, tarball, tempDir } from "./_fixture.ts";

const LAWS_IN_SLICE = 15;

Deno.test("import from a plain directory holds every law file of the slice", async () => {
  const src = await plainCopy();
  const out = `${tempDir()}/lib.db`;
  const r = await importLibrary(src, { out, today: BUNDLE_DAY });
  assert.deepEqual(r.source, "legalize-kr directory");
  assert.deepEqual(r.files, LAWS_IN_SLICE);
  const lib = openLibrary(out);
  try {
    const m = lib.meta();
    assert.deepEqual(m.source, "legalize-kr directory");
    assert.deepEqual(m.asOf, "2026-05-26");
    assert.ok(m.kinds["법률"] >= 9, JSON.stringify(m.kinds));
    assert.deepEqual(m.kinds["국토교통부령"], 1); // read from 법령구분, not the file name 건설교통부령.md
    const civil = lib.articles({ name: "민법" }, {
      numbers: ["제750조", "제14조의2", "제9999조"],
    })!;
    assert.deepEqual(civil.articles.map((a) => a.label), ["제14조의2", "제750조"]);
    assert.deepEqual(civil.missing, ["제9999조"]);
    assert.match(civil.articles[1].text, /^제750조\(불법행위의 내용\) 고의 또는 과실로/);
    assert.deepEqual(civil.sourceLabel, "로컬 법령 사본 · 2026-05-26 공포분까지");
  } finally {
    lib.close();
  }
});

Deno.test("import from a git checkout keeps the version in force and the newest beside it (CLI)", async () => {
  const src = await gitCheckout();
  const out = `${tempDir()}/lib.db`;
  const r = await cli(["import", src, "--out", out, "--today", BUNDLE_DAY]);
  assert.deepEqual(r.code, 0, r.stderr);
  assert.match(r.stdout, /법령 파일 15개/);
  assert.match(r.stdout, /시행 예정 판 보관 3/);
  const lib = openLibrary(out);
  try {
    assert.deepEqual(lib.meta().source, "legalize-kr git");
    const law = lib.getLaw({ name: "근로기준법" }, { asOf: BUNDLE_DAY })!;
    assert.deepEqual(law.law.mst, "276849");
    assert.deepEqual(law.info.status, "현행");
    assert.deepEqual(law.pending?.mst, "284443");
    assert.deepEqual(law.pending?.label, "시행 예정 (2027-01-01)");
    const undated = lib.getLaw({ lawId: lib.findLaws("재외공관의 분관")[0].lawId }, {
      asOf: BUNDLE_DAY,
    })!;
    assert.deepEqual(undated.info.effectiveDate, "20220222");
    assert.deepEqual(undated.pending?.label, "시행 예정 (시행일 미정)");
  } finally {
    lib.close();
  }
  const status = await cli(["status", "--json", "--file", out]);
  assert.deepEqual(status.code, 0, status.stderr);
  const meta = JSON.parse(status.stdout);
  assert.deepEqual(meta.laws, LAWS_IN_SLICE);
  assert.deepEqual(meta.source, "legalize-kr git");
});

Deno.test("import from a .tar.gz streams the GitHub-style archive (CLI)", async () => {
  const tgz = await tarball(await gitCheckout());
  const out = `${tempDir()}/lib.db`;
  const r = await cli(["import", tgz, "--out", out, "--today", BUNDLE_DAY]);
  assert.deepEqual(r.code, 0, r.stderr);
  const lib = openLibrary(out);
  try {
    assert.deepEqual(lib.meta().source, "legalize-kr archive");
    assert.deepEqual(lib.meta().laws, LAWS_IN_SLICE);
    assert.ok(lib.getLaw({ name: "남녀고용평등과 일·가정 양립 지원에 관한 법률" }));
  } finally {
    lib.close();
  }
});

Deno.test("import from an http URL downloads with a progress report (CLI)", async () => {
  const tgz = await Deno.readFile(await tarball(await gitCheckout()));
  await using server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    (req) =>
      new URL(req.url).pathname === "/legalize-kr-main.tar.gz"
        ? new Response(tgz, { headers: { "content-length": String(tgz.length) } })
        : new Response("no", { status: 404 }),
  );
  const base = `http://127.0.0.1:${server.addr.port}`;
  const out = `${tempDir()}/lib.db`;
  const r = await cli([
    "import",
    `${base}/legalize-kr-main.tar.gz`,
    "--out",
    out,
    "--today",
    BUNDLE_DAY,
  ]);
  assert.deepEqual(r.code, 0, r.stderr);
  assert.match(r.stderr, /내려받는 중/);
  const lib = openLibrary(out);
  try {
    assert.deepEqual(lib.meta().laws, LAWS_IN_SLICE);
  } finally {
    lib.close();
  }
  const missing = await cli(["import", `${base}/nothing.tar.gz`, "--out", out]);
  assert.deepEqual(missing.code, 1);
  assert.match(missing.stderr, /\[LIBRARY_SOURCE\] 내려받기 실패: .*HTTP 404/);
});

Deno.test("a rerun is incremental: unchanged MSTs are kept, a changed file is rewritten", async () => {
  const src = await plainCopy();
  const out = `${tempDir()}/lib.db`;
  await importLibrary(src, { out, today: BUNDLE_DAY });
  const again = await importLibrary(src, { out, today: BUNDLE_DAY });
  assert.deepEqual([again.written, again.unchanged], [0, LAWS_IN_SLICE]);
  await Deno.remove(`${src}/kr/노동위원회법`, { recursive: true });
  const third = await importLibrary(src, { out, today: BUNDLE_DAY });
  assert.deepEqual([third.written, third.removed], [0, 1]);
  const lib = openLibrary(out);
  try {
    assert.deepEqual(lib.findLaws("노동위원회법").length, 0);
    assert.deepEqual(lib.meta().laws, LAWS_IN_SLICE - 1);
  } finally {
    lib.close();
  }
});
