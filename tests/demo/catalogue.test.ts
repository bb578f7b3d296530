/**
 * The demo catalogue (lib/demo/catalogue.json, built by make_demo from the recordings) lists at
 * least 40 readable documents, and every call it gives — documents and lists — answers in demo
 * mode through the tools, from the shipped recordings: no NOT_RECORDED, no error. matchDemo finds
 * documents by title and lists by their recorded rows, ignoring spaces and middle dots.
 */

import assert from "node:assert/strict";
import { createRuntime, demoCatalogue, matchDemo, runToolByName } from "../../lib/mod.ts";

Deno.test("the catalogue holds 40+ documents of every group, each with its title and ids", async () => {
  const cat = await demoCatalogue();
  assert.ok(cat.docs.length >= 40, `${cat.docs.length} documents`);
  const groups = new Set(cat.docs.map((d) => d.group));
  for (const g of ["law", "decision", "rule", "ordinance", "oldAndNew", "other"]) {
    assert.ok(groups.has(g as never), `group ${g}`);
  }
  const civil = cat.docs.find((d) => d.title === "민법");
  assert.deepEqual(civil?.call, { tool: "get_law_text", arguments: { lawId: "001706" } });
  const prec = cat.docs.find((d) => d.ids.id === "622257");
  assert.match(prec?.title ?? "", /\(2025두30615\)$/);
  assert.ok(cat.lists.length >= 10 && cat.lists.every((l) => l.rows === l.names.length));
  for (const l of cat.lists) assert.ok(l.rows > 0, `${l.target} ${l.query}: its rows are read`);
  assert.match(cat.recordedAt, /^\d{4}-\d{2}~\d{4}-\d{2}$/);
});

Deno.test("every catalogue call answers in demo mode from the shipped recordings", async () => {
  const rt = await createRuntime({ cacheDir: "off" });
  try {
    const cat = await demoCatalogue();
    const failed: string[] = [];
    for (const item of [...cat.docs, ...cat.lists]) {
      const out = await runToolByName(item.call.tool, item.call.arguments, rt.context());
      if (!out.ok || /\[NOT_RECORDED\]|\[[A-Z_]+\]/.test(out.text.split("\n")[1] ?? "")) {
        failed.push(`${JSON.stringify(item.call)} → ${out.text.split("\n")[1]}`);
      }
    }
    assert.deepEqual(failed, []);
  } finally {
    await rt.close();
  }
});

Deno.test("matchDemo folds spaces and middle dots, and searches list rows", () => {
  const a = matchDemo("주택 임대차 보호법");
  assert.ok(a.docs.some((d) => d.title === "주택임대차보호법"), a.docs.map((d) => d.title).join());
  const b = matchDemo("초·중등교육법");
  assert.ok(b.docs.some((d) => d.title.startsWith("초ㆍ중등교육법")));
  const rows = matchDemo("국세상담센터 사무처리규정");
  assert.ok(rows.lists.some((l) => l.call.tool === "search_admin_rules"));
  assert.deepEqual(matchDemo("  "), { docs: [], lists: [] });
  assert.deepEqual(matchDemo("음주운전"), { docs: [], lists: [] });
});
