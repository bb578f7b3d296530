/**
 * The catalogue against the recordings (tests/fixtures/drf): every recorded list and body has a
 * door in lib/targets whose envelope it matches — root, row key, count field, required fields —
 * every recorded miss says the catalogue's sentence, and the catalogue marks as recorded exactly
 * the miss words a recording shows. A recording of a target the catalogue does not know fails.
 */

import assert from "node:assert/strict";
import { xmlToDrfObject } from "../../lib/parse/mod.ts";
import { checkEnvelope, doorOf, findTarget, missSentence, TARGETS } from "../../lib/targets/mod.ts";
import { defaultFixturesDir, directoryFiles, type FixtureEntry, FixtureIndex } from "../lab/mod.ts";

const dir = defaultFixturesDir();
const index = await FixtureIndex.loadFrom(directoryFiles(dir));

async function data(e: FixtureEntry): Promise<Record<string, unknown>> {
  const text = await Deno.readTextFile(new URL(e.file, dir));
  return e.type === "JSON" ? JSON.parse(text) : xmlToDrfObject(text);
}

Deno.test("every recorded target and endpoint is a door of the catalogue", () => {
  const unknown = index.entries
    .filter((e) => e.kind !== "unregistered" && !doorOf(e.endpoint, e.target))
    .map((e) => `${e.endpoint} ${e.target}: ${e.file}`);
  assert.deepEqual(unknown, []);
});

Deno.test("every recorded list and body matches its door: roots, row keys, count, fields", async () => {
  const drift: string[] = [];
  let checked = 0;
  for (const e of index.entries) {
    if (!["list", "zero", "body"].includes(e.kind)) continue;
    const door = doorOf(e.endpoint, e.target);
    if (!door) continue; // the test above names it
    if (e.type === "HTML") {
      if (!("html" in door && door.html)) {
        drift.push(`${e.file}: HTML, but the door has an envelope`);
      }
      continue;
    }
    if ("html" in door && door.html) {
      drift.push(`${e.file}: ${e.type}, but the door says HTML only`);
      continue;
    }
    const v = checkEnvelope(e.endpoint, door, await data(e));
    checked++;
    if (v.status === "drift") drift.push(`${e.file}: ${v.drift.join("; ")}`);
    if (e.kind === "zero" && v.status !== "empty") {
      drift.push(`${e.file}: zero, read as ${v.status}`);
    }
  }
  assert.deepEqual(drift, []);
  assert.ok(checked >= 150, `recordings checked: ${checked}`);
});

Deno.test("every recorded miss says the catalogue's sentence; recorded words are marked so", async () => {
  const wrong: string[] = [];
  const recorded = new Set<string>();
  for (const e of index.entries) {
    if (e.kind !== "miss") continue;
    const d = await data(e);
    const said = typeof d.Law === "string" ? d.Law : String(d.Law);
    recorded.add(e.target);
    if (said !== missSentence(e.target)) {
      wrong.push(`${e.target}: recorded "${said}", catalogue "${missSentence(e.target)}"`);
    }
    if (!findTarget(e.target)?.miss.recorded) wrong.push(`${e.target}: miss not marked recorded`);
  }
  const marked = TARGETS.filter((t) => t.miss.recorded).map((t) => t.target);
  const unbacked = marked.filter((t) => !recorded.has(t) && !sharesRecordedWords(t, recorded));
  assert.deepEqual(wrong, []);
  assert.deepEqual(unbacked, [], "marked recorded, but no recording of these words exists");
  assert.ok(recorded.size >= 7, `targets with a recorded miss: ${recorded.size}`);
});

/** A family's words count as recorded when one target of the same words has a recording. */
function sharesRecordedWords(target: string, recorded: ReadonlySet<string>): boolean {
  const words = findTarget(target)?.miss;
  return [...recorded].some((r) => {
    const m = findTarget(r)?.miss;
    return m?.noun === words?.noun && m?.check === words?.check;
  });
}

Deno.test("every probed door's probe is answered from a recording when its target has one", () => {
  const unanswered: string[] = [];
  for (const t of TARGETS) {
    for (const [endpoint, door] of [["search", t.search], ["service", t.service]] as const) {
      if (!door?.probe) continue;
      const recordings = index.of(endpoint, t.target, ["list", "body", "zero"]);
      if (!recordings.length) continue;
      const q = new URLSearchParams(door.probe);
      const found = index.lookup(endpoint, t.target, "JSON", q);
      const hit = found.exact ?? found.otherFormat;
      if (!hit) unanswered.push(`${endpoint} ${t.target} ${q}`);
    }
  }
  assert.deepEqual(unanswered, []);
});
