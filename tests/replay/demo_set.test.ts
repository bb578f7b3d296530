/**
 * The demo set shipped under lib/demo is generated from tests/fixtures (one source per file):
 * this fails when they drift — a listed recording changed, the index entries changed, or the
 * list changed without `deno run -A tests/fixtures/make_demo.ts` — and when the set outgrows its
 * size budget. The replay over the bundled set answers the README examples' requests.
 */

import assert from "node:assert/strict";
import {
  DEMO_BUDGET_BYTES,
  DEMO_LIST,
  demoSources,
  moduleName,
  sha256,
} from "../fixtures/make_demo.ts";
import { DEMO_FILES, demoFiles } from "../../lib/demo/mod.ts";
import { createReplayHandler } from "../../lib/replay/mod.ts";

const REGENERATE = "regenerate with `deno run -A tests/fixtures/make_demo.ts`";

Deno.test("lib/demo holds exactly the listed recordings, byte for byte, within budget", async () => {
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
});

Deno.test("the replay over the bundled set answers the README examples' requests", async () => {
  const replay = createReplayHandler({ files: demoFiles() });
  const get = async (endpoint: string, q: Record<string, string>) => {
    const res = await replay.fetch(
      `http://replay.invalid/DRF/${endpoint}?${new URLSearchParams({ OC: "demo", ...q })}`,
    );
    return {
      reason: res.headers.get("x-replay-reason"),
      fixture: res.headers.get("x-replay-fixture"),
      text: await res.text(),
    };
  };
  const civil = await get("lawService.do", { target: "law", type: "JSON", ID: "001706" });
  assert.equal(civil.fixture, "drf/law/service_type-json_ID-001706_civil-act_20250131.json");
  assert.match(civil.text, /불법행위의 내용/);
  const search = await get("lawSearch.do", { target: "law", type: "XML", query: "민법" });
  assert.equal(search.fixture, "drf/law/search_query-minbeop_display5.xml");
  const building = await get("lawService.do", { target: "law", type: "JSON", ID: "001823" });
  assert.match(building.text, /건축위원회의 건축 심의 등/);
  // Every listed file is reachable through the index.
  const served = new Set<string>();
  for (
    const e of (JSON.parse(new TextDecoder().decode(await demoFiles().read("drf/index.json")))
      .entries as { file: string }[])
  ) served.add(e.file);
  for (const d of DEMO_LIST) assert.ok(served.has(d.file), `${d.file} is indexed`);
});
