/**
 * The fixture copy and its index: bytes match the manifest's SHA-256 list, every DRF file is
 * indexed exactly once, and the index agrees with the manifest rows.
 */

import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { fixtureBytes, FIXTURES, loadIndex } from "./_helpers.ts";

async function listFiles(dir: URL, prefix = ""): Promise<string[]> {
  const out: string[] = [];
  for await (const e of Deno.readDir(dir)) {
    const rel = prefix + e.name;
    if (e.isDirectory) out.push(...await listFiles(new URL(e.name + "/", dir), rel + "/"));
    else out.push(rel);
  }
  return out.sort();
}

// MANIFEST.md plus the per-domain MANIFEST-<domain>.md files beside it.
const manifestNames = [...Deno.readDirSync(FIXTURES)].map((e) => e.name)
  .filter((n) => /^MANIFEST(-[a-z0-9_-]+)?\.md$/.test(n)).sort();
const manifest = manifestNames.map((n) => Deno.readTextFileSync(new URL(n, FIXTURES))).join("\n");
const isMeta = (f: string) =>
  /^MANIFEST(-[a-z0-9_-]+)?\.md$/.test(f) || /^drf\/index(-[a-z0-9_-]+)?\.json$/.test(f) ||
  /^[a-z_]+\.ts$/.test(f); // make_synthetic.ts, make_unnumbered_annex.ts, record.ts

Deno.test("every fixture file matches the SHA-256 recorded in MANIFEST.md", async () => {
  const sums = new Map<string, string>();
  for (const m of manifest.matchAll(/^([0-9a-f]{64}) {2}(\S+)$/gm)) sums.set(m[2], m[1]);
  const files = (await listFiles(FIXTURES)).filter((f) => !isMeta(f));
  assert.ok(files.length >= 66, "56 DRF responses + 7 annex files + 3 synthetic, at least");
  assert.deepEqual([...sums.keys()].sort(), files, "SHA-256 list covers exactly the files present");
  for (const f of files) {
    const hash = createHash("sha256").update(await fixtureBytes(f)).digest("hex");
    assert.equal(hash, sums.get(f), `checksum of ${f}`);
  }
});

Deno.test("index.json lists every DRF file exactly once, with its manifest row", async () => {
  const index = await loadIndex();
  const drf = (await listFiles(new URL("drf/", FIXTURES), "drf/")).filter((f) => !isMeta(f));
  const indexed = index.entries.map((e) => e.file);
  assert.equal(new Set(indexed).size, indexed.length, "no file indexed twice");
  assert.deepEqual([...indexed].sort(), drf);
  for (const e of index.entries) {
    const row = new RegExp(`^\\| ${e.row} \\| \`${e.file.replace(/[.]/g, "\\.")}\` \\|`, "m");
    assert.match(manifest, row, `manifest row ${e.row} names ${e.file}`);
    // The fixture names encode endpoint and format; the index must agree. (The 미신청 page is
    // an HTML answer to a type=JSON search, so its name cannot follow that scheme.)
    if (e.kind === "unregistered") continue;
    const file = e.file.split("/").pop()!;
    const ext = file.endsWith(".json") ? "JSON" : file.endsWith(".html") ? "HTML" : "XML";
    assert.equal(e.type, ext, e.file);
    assert.equal(e.endpoint, file.startsWith("search") ? "search" : "service", e.file);
  }
});

Deno.test("index kinds agree with the file contents", async () => {
  const index = await loadIndex();
  for (const e of index.entries) {
    const body = new TextDecoder().decode(await fixtureBytes(e.file));
    switch (e.kind) {
      case "miss":
        assert.match(JSON.parse(body).Law, /^일치하는 .+ 없습니다\. {2}/, e.file);
        break;
      case "empty":
        assert.deepEqual(JSON.parse(body), {}, e.file);
        break;
      case "zero": {
        const root = Object.values(JSON.parse(body))[0] as Record<string, unknown>;
        assert.equal(root.totalCnt, "0", e.file);
        assert.ok(Object.values(root).every((v) => typeof v === "string"), `no rows in ${e.file}`);
        break;
      }
      case "unregistered":
        assert.ok(body.includes("미신청된 목록/본문에 대한 접근입니다."), e.file);
        break;
      default:
        assert.ok(!body.includes("미신청된") && !/"Law": "일치하는/.test(body), e.file);
    }
  }
});

Deno.test("index validation rejects malformed entries", async () => {
  const { FixtureIndex } = await import("../lab/mod.ts");
  const good = {
    file: "drf/x.xml",
    endpoint: "search",
    target: "law",
    type: "XML",
    params: {},
    kind: "list",
  };
  assert.doesNotThrow(() => new FixtureIndex({ entries: [good] }));
  assert.throws(() => new FixtureIndex({}), /entries/);
  assert.throws(() => new FixtureIndex({ entries: [{ ...good, type: "CSV" }] }), /type/);
  assert.throws(() => new FixtureIndex({ entries: [{ ...good, params: { OC: "x" } }] }), /OC/);
  assert.throws(() => new FixtureIndex({ entries: [{ ...good, file: "../etc/passwd" }] }), /file/);
});

Deno.test("a SHA-256 written in a manifest row agrees with the checksum list", () => {
  // Rows that carry their own sha256 column (MANIFEST-pass34.md) must not drift from the list
  // the first test checks the bytes against.
  const sums = new Map<string, string>();
  for (const m of manifest.matchAll(/^([0-9a-f]{64}) {2}(\S+)$/gm)) sums.set(m[2], m[1]);
  let seen = 0;
  for (const m of manifest.matchAll(/^\| \d+ \| `(drf\/[^`]+|annex\/[^`]+)` \|(.*)$/gm)) {
    for (const h of m[2].matchAll(/`([0-9a-f]{64})`/g)) {
      assert.equal(h[1], sums.get(m[1]), `sha256 in the row of ${m[1]}`);
      seen++;
    }
  }
  assert.ok(seen >= 22, `rows with a sha256 column: ${seen}`);
});
