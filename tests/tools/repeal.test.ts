/**
 * Repeal detection through MCP on the replay (rows 1252–1254, synthetic: no real recording of a
 * repealed statute exists): search_law and get_law_text give the 폐지일, the 제개정구분, the
 * successor the 폐지 version's 부칙 names, the reason, and the call that reads the last version.
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";
import { successorOf } from "../../lib/tools/statutes/repeal.ts";

type Obj = Record<string, unknown>;

Deno.test("search_law: a repealed statute is told, not a bare 0건", async () => {
  await using m = await mcpHarness();
  const r = await m.call("search_law", { query: "국토이용관리법" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Obj;
  assert.equal(s.total, 0);
  const rep = s.repealed as Obj;
  assert.equal(rep.lawId, "990300");
  assert.equal(rep.revisionType, "타법폐지");
  assert.equal(rep.repealDate, "20030101");
  assert.equal(rep.successor, "국토의 계획 및 이용에 관한 법률");
  assert.equal(rep.successorFrom, "부칙");
  assert.match(String(rep.reason), /통합함에 따라 이 법을 폐지함/);
  assert.deepEqual(rep.lastVersion, { mst: "990302", effectiveDate: "20020717" });
  assert.deepEqual(rep.read, {
    tool: "get_law_text",
    arguments: { name: "국토이용관리법", asOf: "20021231" },
  });
  assert.match(
    r.text,
    /^※ 국토이용관리법 \(법령ID 990300\)은 2003-01-01 폐지된 법령입니다 \(타법폐지\)\.$/m,
  );
  assert.match(r.text, /^후속 법령: 국토의 계획 및 이용에 관한 법률 \(부칙에 따름\)$/m);
  assert.match(r.text, /^마지막 판: get_law_text \{"name":"국토이용관리법","asOf":"20021231"\}$/m);
  assert.match(r.text, /현행 법령 중 일치하는 법령이 없습니다/);
});

Deno.test("search_law: the 폐지 body unreadable — the repeal still told, partial said", async () => {
  await using m = await mcpHarness();
  m.replay.setFaults({
    match: { endpoint: "service", target: "eflaw" },
    fault: { kind: "maintenance" },
  });
  const r = await m.call("search_law", { query: "국토이용관리법" });
  const rep = (r.structuredContent as Obj).repealed as Obj;
  assert.equal(rep.repealDate, "20030101");
  assert.equal(rep.successor, undefined);
  assert.match(String(rep.note), /폐지 판 본문을 읽지 못해 .*\(UPSTREAM_MAINTENANCE\)/);
  assert.doesNotMatch(r.text, /후속 법령: 데이터에 명시 없음/, "unknown is not 'none'");
});

Deno.test("get_law_text by the name of a repealed statute: NOT_FOUND that tells the repeal", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_law_text", { name: "국토이용관리법" });
  assert.ok(r.isError);
  assert.match(r.text, /^\[NOT_FOUND\]/);
  assert.match(r.text, /2003-01-01 폐지된 법령입니다 \(타법폐지\)/);
  assert.match(r.text, /후속 법령: 국토의 계획 및 이용에 관한 법률/);
  assert.match(r.text, /마지막 판: get_law_text \{"name":"국토이용관리법","asOf":"20021231"\}/);
});

Deno.test("successorOf: the reason's 「name」 when the 부칙 is the law's own", () => {
  assert.deepEqual(
    successorOf(
      "갑법",
      ["부칙 <제1호,2000.1.1>\n이 법은 공포한 날부터 시행한다."],
      "「을법」으로 통합함에 따라 폐지",
    ),
    { name: "을법", from: "제개정이유" },
  );
  assert.equal(successorOf("갑법", ["부칙 <제1호,2000.1.1>"], "「갑법」을 폐지함"), undefined);
});

Deno.test("get_law_text asOf on or after the repeal: says it was repealed, points at the last text", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_law_text", { name: "국토이용관리법", asOf: "2005-01-01" });
  assert.ok(!r.isError, r.text);
  assert.deepEqual(
    (r.structuredContent as Obj).articles,
    [],
    "the 폐지 version has no text in force",
  );
  assert.match(
    r.text,
    /※ 20050101 당시 국토이용관리법은 이미 폐지되었습니다 \(타법폐지, 2003-01-01 시행\)\. 마지막 판: get_law_text \{"name":"국토이용관리법","asOf":"20021231"\}/,
  );
});
