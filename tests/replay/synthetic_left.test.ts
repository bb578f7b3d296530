/**
 * Issue 14's closing note stays true: tests/fixtures/MANIFEST-synthetic.md lists, per target,
 * exactly the `_synthetic` fixtures the indexes hold, and each one's file name says so.
 */

import assert from "node:assert/strict";
import { FIXTURES, loadIndex } from "./_helpers.ts";

Deno.test("MANIFEST-synthetic.md lists exactly the synthetic fixtures, per target", async () => {
  const note = Deno.readTextFileSync(new URL("MANIFEST-synthetic.md", FIXTURES));
  const listed = [...note.matchAll(/^- `(drf\/[^`]+)`$/gm)].map((m) => m[1]).sort();
  const index = await loadIndex();
  const synthetic = index.entries.filter((e) => e.fidelity === "synthetic");
  assert.deepEqual(listed, synthetic.map((e) => e.file).sort());
  for (const e of synthetic) {
    assert.match(e.file, /_synthetic\.[a-z]+$/, e.file);
    const row = new RegExp(`^\\| ${e.target} \\| [^|]*\\b${e.row}\\b[^|]*\\|`, "m");
    assert.match(note, row, `row ${e.row} under target ${e.target}`);
  }
  // No file named synthetic passes for anything else.
  for (const e of index.entries.filter((x) => x.fidelity !== "synthetic")) {
    assert.ok(!e.file.includes("_synthetic"), e.file);
  }
});
