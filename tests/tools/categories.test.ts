/**
 * The categories are the tool folders' lists: every tool is in exactly one, in listing order,
 * and the folder names are the categories (so a tool added to a folder's list needs no table).
 */

import assert from "node:assert/strict";
import { TOOL_CATEGORIES, toolCategory, TOOLS } from "../../lib/mod.ts";

Deno.test("the categories, read in order, are the tool list: each tool once", () => {
  assert.deepEqual(Object.values(TOOL_CATEGORIES).flat(), TOOLS.map((t) => t.name));
  for (const t of TOOLS) assert.ok(toolCategory(t.name), `${t.name} has a category`);
  assert.equal(toolCategory("no_such_tool"), undefined);
});

Deno.test("each category is the folder under lib/tools that holds its tools' definitions", async () => {
  const wrong: string[] = [];
  for (const [category, names] of Object.entries(TOOL_CATEGORIES)) {
    const dir = new URL(`../../lib/tools/${category}/`, import.meta.url);
    const sources: string[] = [];
    for await (const e of Deno.readDir(dir)) {
      if (e.isFile && e.name.endsWith(".ts")) {
        sources.push(await Deno.readTextFile(new URL(e.name, dir)));
      }
    }
    for (const n of names) {
      if (!sources.some((s) => s.includes(`name: "${n}"`))) wrong.push(`${category}: ${n}`);
    }
  }
  assert.deepEqual(wrong, []);
  assert.deepEqual(TOOL_CATEGORIES.english, ["search_english_laws", "get_english_law"]);
});
