/**
 * XML → DRF JSON shape: every candidate parser on the largest XML fixtures, with JSON.parse as the
 * baseline (on the same data re-serialised as JSON, and on the largest recorded JSON bodies).
 *
 * Run: `deno bench -A tests/bench/parse_xml_bench.ts`. Peak memory: tests/bench/parse_memory.ts.
 *
 * @module
 */

import { CANDIDATES } from "./xml_candidates.ts";
import { LARGE_JSON, LARGE_XML, readFixture } from "./fixtures.ts";
import { xmlToDrfObject } from "../../lib/parse/xml.ts";

function short(path: string): string {
  return path.replace(/^drf\//, "").replace(/\.(xml|json)$/, "");
}

for (const path of LARGE_XML) {
  const xml = readFixture(path);
  const kb = Math.round(new TextEncoder().encode(xml).length / 1024);
  const group = `${short(path)} (${kb} KB XML)`;
  const asJson = JSON.stringify(xmlToDrfObject(xml));
  Deno.bench({
    name: `JSON.parse of the same data (${Math.round(asJson.length / 1024)} K chars)`,
    group,
    baseline: true,
    fn: () => {
      JSON.parse(asJson);
    },
  });
  for (const [name, convert] of Object.entries(CANDIDATES)) {
    Deno.bench({
      name,
      group,
      fn: () => {
        convert(xml);
      },
    });
  }
}

for (const path of LARGE_JSON) {
  const json = readFixture(path);
  const kb = Math.round(new TextEncoder().encode(json).length / 1024);
  Deno.bench({
    name: `JSON.parse ${short(path)} (${kb} KB)`,
    group: "recorded JSON bodies",
    fn: () => {
      JSON.parse(json);
    },
  });
}
