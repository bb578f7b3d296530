/**
 * get_annexes with asOf: the 별표·서식 of the statute version in force on that date, resolved
 * like get_law_text's asOf (the eflaw list, then that version's body). Through MCP on the replay
 * (rows 1256–1257: the real 최저임금법 시행규칙 body under eflaw, synthetic list).
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";

type Obj = Record<string, unknown>;

Deno.test("get_annexes asOf: the annexes of the version in force then, said which", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_annexes", { name: "최저임금법 시행규칙", asOf: "2026-06-01" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Obj;
  assert.deepEqual(s.subject, {
    family: "law",
    name: "최저임금법 시행규칙",
    lawId: "008480",
    seq: "282351",
  });
  const labels = (s.annexes as Obj[]).map((a) => a.label);
  assert.ok(labels.includes("별표 3"), labels.join(","));
  assert.match(
    (s.notes as string[])[0],
    /^2026-06-01 당시 시행 판 \(시행 2026-01-02, .*MST 282351\)/,
  );
  assert.match(r.text, /※ 2026-06-01 당시 시행 판/);
  // The printed open call keeps the date, so it opens that version's annex.
  assert.match(
    r.text,
    /열기: get_annexes \{"name":"최저임금법 시행규칙","asOf":"20260601","annex":"[^"]+","open":true\}/,
  );
  // The version list and the version's body, each after one format fallback (the replay holds
  // each in one format); no current body is read.
  assert.equal((s.meta as Obj).upstreamCalls, 4);
});

Deno.test("get_annexes asOf: before the first version a clear miss; not for admin rules", async () => {
  await using m = await mcpHarness();
  const early = await m.call("get_annexes", { name: "최저임금법 시행규칙", asOf: "2000-01-01" });
  assert.ok(early.isError);
  assert.match(
    early.text,
    /^\[NOT_FOUND\] 20000101 당시 시행 중이던 '최저임금법 시행규칙' 판을 찾지 못했습니다/,
  );
  const rule = await m.call("get_annexes", { family: "행정규칙", id: "62505", asOf: "2024-01-01" });
  assert.ok(rule.isError);
  assert.match(rule.text, /^\[BAD_INPUT\].*asOf는 법령/);
});
