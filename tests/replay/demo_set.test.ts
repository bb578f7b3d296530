/**
 * The demo set shipped under lib/demo is generated from tests/fixtures (one source per file):
 * this fails when they drift — a recording added or changed, index entries changed — without
 * `deno run -A tests/fixtures/make_demo.ts`, when a synthetic recording ships, when a real one is
 * left out, and when the set outgrows its size budget. The recorded upstream over the bundled set
 * answers the README examples' requests from real recordings.
 */

import assert from "node:assert/strict";
import {
  DEMO_BUDGET_BYTES,
  demoCatalogueJson,
  demoSources,
  moduleName,
  sha256,
} from "../fixtures/make_demo.ts";
import { DEMO_FILES, demoFiles } from "../../lib/demo/mod.ts";
import { createRecordedUpstream } from "../../lib/recorded/mod.ts";
import { defaultFixturesDir, directoryFiles, FixtureIndex } from "../lab/mod.ts";

const REGENERATE = "regenerate with `deno run -A tests/fixtures/make_demo.ts`";

Deno.test("lib/demo holds every real recording, byte for byte, within budget", async () => {
  const sources = await demoSources();
  assert.deepEqual(Object.keys(DEMO_FILES).sort(), [...sources.keys()].sort(), REGENERATE);
  const store = demoFiles();
  for (const [path, bytes] of sources) {
    assert.equal(DEMO_FILES[path].sha256, sha256(bytes), `${path} drifted: ${REGENERATE}`);
    assert.equal(sha256(await store.read(path)), sha256(bytes), `${path} decodes to its source`);
  }
  const dir = new URL("../../lib/demo/data/", import.meta.url);
  const names = [...Deno.readDirSync(dir)].map((e) => e.name).sort();
  assert.deepEqual(names, [...sources.keys()].map(moduleName).sort(), "no stray data files");
  const size = names.reduce((n, f) => n + Deno.statSync(new URL(f, dir)).size, 0);
  assert.ok(
    size <= DEMO_BUDGET_BYTES,
    `lib/demo/data is ${size} bytes (budget ${DEMO_BUDGET_BYTES})`,
  );
  const catalogue = await Deno.readTextFile(
    new URL("../../lib/demo/catalogue.json", import.meta.url),
  );
  assert.deepEqual(
    JSON.parse(catalogue),
    JSON.parse(await demoCatalogueJson()),
    `catalogue.json drifted: ${REGENERATE}`,
  );
});

Deno.test("the demo index is every non-synthetic entry of the fixtures, and no synthetic file ships", async () => {
  const all = await FixtureIndex.loadFrom(directoryFiles(defaultFixturesDir()));
  const shipped = await FixtureIndex.loadFrom(demoFiles());
  const real = all.entries.filter((e) => e.fidelity !== "synthetic").map((e) => e.file).sort();
  assert.deepEqual(shipped.entries.map((e) => e.file).sort(), real);
  assert.ok(real.length >= 180, `${real.length} real recordings`);
  for (const path of Object.keys(DEMO_FILES)) {
    assert.doesNotMatch(path, /synthetic/i, `${path} must not ship`);
  }
  assert.ok(shipped.entries.every((e) => e.fidelity !== "synthetic"));
});

Deno.test("the recorded upstream over the bundled set answers the README examples' requests", async () => {
  const upstream = createRecordedUpstream(demoFiles());
  const get = async (endpoint: string, q: Record<string, string>) => {
    const res = await upstream.fetch(
      `http://replay.invalid/DRF/${endpoint}?${new URLSearchParams({ OC: "demo", ...q })}`,
    );
    return {
      reason: res.headers.get("x-replay-reason"),
      fixture: res.headers.get("x-replay-fixture"),
      synthetic: res.headers.get("x-replay-synthetic"),
      text: await res.text(),
    };
  };
  const civil = await get("lawService.do", { target: "law", type: "JSON", ID: "001706" });
  assert.equal(civil.fixture, "drf/law/service_type-json_ID-001706_civil-act_20250131.json");
  assert.match(civil.text, /불법행위의 내용/);
  const search = await get("lawSearch.do", { target: "law", type: "XML", query: "민법" });
  assert.equal(search.fixture, "drf/law/search_query-minbeop_display5.xml");
  // 건축법 is held in XML (law) and JSON (eflaw, 시행 2026-02-27): both real.
  const building = await get("lawService.do", { target: "law", type: "XML", ID: "001823" });
  assert.equal(building.fixture, "drf/law/service_ID-001823_building-act_full.xml");
  assert.match(building.text, /건축위원회의 건축 심의 등/);
  assert.equal(building.synthetic, null);
  const prec = await get("lawService.do", { target: "prec", type: "XML", ID: "622257" });
  assert.equal(prec.reason, "recorded");
  assert.equal(prec.synthetic, null);
});
