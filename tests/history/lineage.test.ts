/**
 * list_law_versions follows a statute across a rename (same 법령ID, new 법령명): the name's list
 * starts with a 전부개정, so the 법령ID list is read too and its rows under the old name are kept
 * and labelled. Through MCP on the replay (rows 1250–1251; 법령ID 000388 and the rename are the
 * real 한국해양수산연수원법 body's, row 57).
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";

type Obj = Record<string, unknown>;

Deno.test("list_law_versions: a renamed statute's versions under its old name are followed", async () => {
  await using m = await mcpHarness();
  const r = await m.call("list_law_versions", { name: "한국해양수산연수원법" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Obj;
  assert.equal(s.lawId, "000388");
  assert.deepEqual(s.names, ["한국해양수산연수원법", "한국어업기술훈련소법"]);
  const v = s.rows as Obj[];
  assert.deepEqual(v.map((x) => [x.mst, x.name]), [
    ["990202", "한국해양수산연수원법"],
    ["990201", "한국해양수산연수원법"],
    ["990200", "한국어업기술훈련소법"],
  ]);
  assert.equal(v[1].renamedFrom, "한국어업기술훈련소법");
  assert.equal(v[2].formerName, true);
  assert.equal(v[0].formerName, undefined);
  assert.match(r.text, /※ 제명 변경: .*한국해양수산연수원법 ← 한국어업기술훈련소법/);
  assert.match(r.text, /MST 990201 〔제명 변경: 한국어업기술훈련소법 → 한국해양수산연수원법〕$/m);
  assert.match(r.text, /MST 990200 〔당시 이름: 한국어업기술훈련소법〕$/m);
  // The name list (JSON refused, then XML) and the 법령ID list once more.
  assert.equal((s.meta as Obj).upstreamCalls, 3);
});

Deno.test("list_law_versions: the 법령ID list failing leaves the name's versions, said", async () => {
  await using m = await mcpHarness();
  // The name list's two requests (JSON, then XML) pass; the 법령ID list's fail.
  m.replay.setFaults({ match: { target: "eflaw" }, after: 2, fault: { kind: "maintenance" } });
  const r = await m.call("list_law_versions", { name: "한국해양수산연수원법" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Obj;
  assert.deepEqual((s.rows as Obj[]).map((x) => x.mst), ["990202", "990201"]);
  assert.equal(s.names, undefined);
  assert.match(
    String(s.lineageNote),
    /전부개정이라 법령ID 000388로 .*실패했습니다 \(UPSTREAM_MAINTENANCE\)/,
  );
  assert.match(r.text, /※ 가장 오래된 판이 전부개정/);
});
