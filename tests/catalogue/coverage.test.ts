/**
 * Every korean-law-mcp 4.14.0 tool (99 names, tests/catalogue/peer_tools.json) is a tool or alias
 * of ours, a documented replacement, or explicitly pending — and every registered tool has input
 * and output schemas, annotations and a Korean title.
 */

import assert from "node:assert/strict";
import { findTool, resolveTool, runToolByName, TOOLS } from "../../lib/mod.ts";
import { PEER_REPLACEMENTS, PENDING_PEER_TOOLS } from "../../lib/tools/mod.ts";
import { harness } from "../_support.ts";

const peer = JSON.parse(await Deno.readTextFile(new URL("peer_tools.json", import.meta.url))) as {
  tools: { name: string }[];
};

Deno.test("every peer tool is covered: by name/alias, by a documented replacement, or pending", () => {
  assert.equal(peer.tools.length, 99);
  const uncovered: string[] = [];
  for (const { name } of peer.tools) {
    const byName = resolveTool(name) !== undefined;
    const replaced = PEER_REPLACEMENTS[name] !== undefined;
    const pending = PENDING_PEER_TOOLS[name] !== undefined;
    assert.ok(
      Number(byName) + Number(replaced) + Number(pending) <= 1,
      `${name} is in one set only`,
    );
    if (replaced) assert.ok(findTool(PEER_REPLACEMENTS[name].use), `${name} → existing tool`);
    if (!byName && !replaced && !pending) uncovered.push(name);
  }
  assert.deepEqual(uncovered, []);
  const covered = peer.tools.filter((t) => resolveTool(t.name)).length;
  assert.ok(covered >= 98, `${covered} of 99 callable by their old name`);
});

Deno.test("every registered tool has schemas, annotations, a Korean title and a short description", () => {
  assert.ok(TOOLS.length >= 50, `${TOOLS.length} tools`);
  for (const t of TOOLS) {
    assert.match(t.name, /^[a-z][a-z0-9_]*$/);
    assert.match(t.title, /[가-힣]/, `${t.name} title is Korean`);
    assert.ok(t.description.length <= 200, `${t.name} description ${t.description.length} chars`);
    assert.equal(typeof t.input.safeParse, "function");
    assert.equal(typeof t.output.safeParse, "function");
    assert.equal(t.annotations.readOnlyHint, true);
    assert.equal(t.annotations.destructiveHint, false);
  }
});

Deno.test("nothing is pending; a replaced peer name answers with what to do instead", async () => {
  assert.deepEqual(Object.keys(PENDING_PEER_TOOLS), [], "every peer capability is built");
  await using h = await harness();
  const replaced = await runToolByName(
    "extract_precedent_keywords",
    { id: "1" },
    h.runtime.context(),
  );
  assert.equal(replaced.ok, false);
  assert.match(
    replaced.text,
    /^\[UNKNOWN_TOOL\] 'extract_precedent_keywords' 대신 get_decision_text/,
  );
});
