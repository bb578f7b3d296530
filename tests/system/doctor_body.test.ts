/**
 * doctor's verdict rests on a lawService.do body: a list that answers while the body call is
 * refused ("사용자 정보 검증에 실패") is reported as such, with the fix, and is never "확인됨";
 * a zero-hit list for 건축법 is a possible block, not a pass. Through the MCP harness on the
 * replay, faults injected per endpoint.
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";
import { fixtureText } from "../_support.ts";

type Out = {
  ok: boolean;
  checks: { format: string; ok: boolean; code?: string; fix?: string }[];
  body: { ok: boolean; code?: string; format?: string; message: string; fix?: string };
};

Deno.test("doctor: '확인됨' only when the body call answers with a body", async () => {
  await using m = await mcpHarness();
  const good = await m.call("doctor", {});
  assert.ok(!good.isError, good.text);
  const g = good.structuredContent as Out;
  assert.equal(g.ok, true);
  assert.equal(g.body.ok, true);
  assert.match(g.body.message, /lawService\.do\(target=lawjosub, XML\) 본문 응답 \(건축법 제1조\)/);
  assert.match(good.text, /^- 본문: OK .*키와 IP 등록 확인됨/m);
  const lists = good.text.split("\n").filter((l) => /^- (JSON|XML):/.test(l));
  assert.ok(lists.every((l) => !l.includes("확인됨")), "a list answer confirms nothing");
});

Deno.test("doctor: a list that answers while the body is refused is reported, with the fix", async () => {
  await using m = await mcpHarness();
  m.replay.setFaults({ match: { endpoint: "service" }, fault: { kind: "auth-failure" } });
  const r = await m.call("doctor", {});
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Out;
  assert.equal(s.ok, false);
  assert.deepEqual(s.checks.map((c) => c.ok), [true, true], "the lists still answer");
  assert.equal(s.body.ok, false);
  assert.equal(s.body.code, "KEY_REJECTED");
  assert.match(
    s.body.message,
    /^목록\(lawSearch\.do\)은 답하지만 본문\(lawService\.do\)은 거부됩니다/,
  );
  assert.match(s.body.fix ?? "", /IP/);
  assert.match(r.text, /^진단: 문제 있음/);
  assert.doesNotMatch(r.text, /확인됨/);
  assert.match(r.text, /- 본문: \[KEY_REJECTED\][^\n]*\n {2}해결: .*IP/);
});

Deno.test("doctor: a zero-hit list for 건축법 is a possible block with the header/IP fix", async () => {
  await using m = await mcpHarness();
  // The recorded 건축법 lists (XML and JSON), emptied as a blocked cloud host receives them.
  const xml = await fixtureText("drf/law/search_query-geonchukbeop_synthetic.xml");
  const json = await fixtureText("drf/law/search_type-json_query-geonchukbeop_synthetic.json");
  const n = /<totalCnt>(\d+)<\/totalCnt>/.exec(xml)![1];
  const jsonTotal = /"totalCnt":\s*"(\d+)"/.exec(json)!;
  m.replay.setFaults({
    match: { endpoint: "search" },
    fault: {
      kind: "rewrite",
      replace: [
        [`<totalCnt>${n}</totalCnt>`, "<totalCnt>0</totalCnt>"],
        ["<law id=", "<x id="],
        ["</law>", "</x>"],
        [jsonTotal[0], '"totalCnt": "0"'],
        ['"law":', '"x":'],
      ],
    },
  });
  const r = await m.call("doctor", {});
  const s = r.structuredContent as Out;
  assert.equal(s.ok, false, r.text);
  for (const c of s.checks) {
    assert.equal(c.code, "UPSTREAM_BLOCKED", `${c.format}: ${JSON.stringify(c)}`);
    assert.match(c.fix ?? "", /User-Agent|Referer/);
  }
  assert.doesNotMatch(r.text, /응답 0건/);
});
