/**
 * verify_citations on 행정규칙 citations and on suspicious zeros, against the replay: a real
 * rule body (국세상담센터 기본운영규정, pass 5) found by name, fake articles and 항 of it, a rule
 * that does not exist, statute names that are not swallowed; and a zero-hit search that the
 * known-answer probe flags (fault injection) or that misses a law the alias table knows.
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";
import { fixtureText } from "../_support.ts";
import { findCitations } from "../../lib/analysis/citations.ts";

interface Check {
  kind: string;
  text: string;
  law?: string;
  article?: string;
  verdict: string;
  source?: Record<string, string>;
  matchedText?: string;
  reason: string;
  upstreamCode?: string;
}

const citations = (r: { structuredContent?: unknown }) =>
  (r.structuredContent as { citations: Check[] }).citations;

function find(list: Check[], law: string, article: string): Check {
  const c = list.find((x) => x.law === law && x.article === article);
  assert.ok(c, `${law} ${article} listed: ${JSON.stringify(list.map((x) => [x.law, x.article]))}`);
  return c;
}

const RULE = "국세상담센터 기본운영규정";

Deno.test("verify_citations: 행정규칙 citations by name and article, three-valued", async () => {
  await using m = await mcpHarness();
  const text = [
    `이 경우 ${RULE} 제3조제2항에 따라 운영한다.`,
    `「${RULE}」 제2조와 ${RULE} 제99조, ${RULE} 제3조제5항을 본다.`,
    "사업자는 식품등의 표시기준 제2조를 지킨다.",
  ].join("\n");
  const r = await m.call("legal_analysis", { mode: "verify_citations", text });
  assert.ok(!r.isError, r.text);
  const list = citations(r);
  const ok = find(list, RULE, "제3조 제2항");
  assert.equal(ok.kind, "rule");
  assert.equal(ok.verdict, "verified");
  assert.deepEqual(ok.source, { domain: "admrul", id: "2100000271542", article: "제3조" });
  assert.match(ok.matchedText!, /^제3조\(운영원칙\) ① 상담센터는/);
  assert.equal(find(list, RULE, "제2조").verdict, "verified", "quoted name");
  const fake = find(list, RULE, "제99조");
  assert.equal(fake.verdict, "not_found");
  assert.match(fake.reason, /제99조가 없습니다/);
  const para = find(list, RULE, "제3조 제5항");
  assert.equal(para.verdict, "not_found", "제3조 has ① and ② only");
  // No such rule in the admrul search (and the probe answers): 없음.
  const food = find(list, "식품등의 표시기준", "제2조");
  assert.equal(food.kind, "rule");
  assert.equal(food.verdict, "not_found");
  assert.match(
    r.text,
    /^- \[✓ 확인\] 행정규칙 국세상담센터 기본운영규정 제3조 제2항 · 제3조\(운영원칙\)$/m,
  );
  assert.match(
    r.text,
    /^확인된 행정규칙 원문: get_admin_rule \{"id":"2100000271542","articles":\["제3조","제2조"\]\}$/m,
  );
  // One body read for every cited article of the rule.
  const bodies = m.replay.stats.log.filter((l) =>
    l.endpoint === "service" && l.target === "admrul"
  );
  assert.equal(bodies.length, 1, JSON.stringify(bodies.map((b) => b.query)));
});

Deno.test("citations: 행정규칙 names are recognised without swallowing statute names", () => {
  const of = (t: string) => findCitations(t).statutes.map((s) => [s.law, s.ruleFamily ?? "law"]);
  assert.deepEqual(of("「건축물의 설비기준 등에 관한 규칙」 제3조"), [[
    "건축물의 설비기준 등에 관한 규칙",
    "law",
  ]]);
  assert.deepEqual(of("「건축법」 제11조 및 식품등의 표시기준 제2조"), [
    ["건축법", "law"],
    ["식품등의 표시기준", "rule"],
  ]);
  // …규정 may be a 대통령령: asked of both.
  assert.deepEqual(of("국가공무원 복무규정 제3조"), [["국가공무원 복무규정", "either"]]);
  // A bare ending is no name; "이 규정" is the text's own rule, not a named one.
  assert.deepEqual(of("같은 규정 제3조"), [[undefined, "law"]]);
  assert.deepEqual(of("이 고시 제3조"), [[undefined, "law"]]);
  assert.deepEqual(of("근로기준법 제2조"), [["근로기준법", "law"]]);
});

Deno.test("suspicious zero: a law the name table knows is 확인 불가, never 없음", async () => {
  await using m = await mcpHarness();
  // 주택임대차보호법 has no recorded search: the replay answers totalCnt 0, as a block would.
  const r = await m.call("verify_citations", { text: "「주택임대차보호법」 제3조의2에 따라" });
  assert.ok(!r.isError, r.text);
  const [c] = citations(r);
  assert.equal(c.verdict, "unverifiable", c.reason);
  assert.match(c.reason, /있는 법령인데 검색\(search_law\)이 찾지 못했습니다/);
  assert.doesNotMatch(r.text, /없음\] 주택임대차보호법/);
  // An unknown name with a trusted zero (the probe answers) stays 없음.
  const fake = await m.call("verify_citations", { text: "「가나다관리법」 제3조" });
  assert.equal(citations(fake)[0].verdict, "not_found");
});

Deno.test("suspicious zero: when the known-answer probe finds nothing too, it is a block, not 0건", async () => {
  await using m = await mcpHarness();
  // The real 민법 list, emptied the way a blocked cloud host gets it: totalCnt 0, no rows.
  const minbeop = await fixtureText("drf/law/search_query-minbeop_display5.xml");
  const total = /<totalCnt>(\d+)<\/totalCnt>/.exec(minbeop)![1];
  m.replay.setFaults({
    match: { endpoint: "search" },
    fault: {
      kind: "rewrite",
      replace: [
        [`<totalCnt>${total}</totalCnt>`, "<totalCnt>0</totalCnt>"],
        ["<law id=", "<x id="],
        [
          "</law>",
          "</x>",
        ],
      ],
    },
  });
  const r = await m.call("verify_citations", { text: "「가나다관리법」 제3조" });
  assert.ok(!r.isError, r.text);
  const [c] = citations(r);
  assert.equal(c.verdict, "unverifiable", c.reason);
  assert.equal(c.upstreamCode, "UPSTREAM_BLOCKED");
  assert.match(c.reason, /확인 검색\(target=law, query=민법\)도 0건/);
  assert.match(c.reason, /Referer|IP/);
  // The search tool itself: a labelled possible block with the fix, not "0건".
  const s = await m.call("search_law", { query: "가나다관리법" });
  assert.ok(s.isError, s.text);
  assert.match(s.text, /^\[UPSTREAM_BLOCKED\] '가나다관리법' 검색이 0건이지만/);
  assert.doesNotMatch(s.text, /0건 중|일치하는 법령이 없습니다/);
  // The probe is asked once per request, not once per zero.
  const probes = m.replay.stats.log.filter((l) => l.query.query === "민법");
  assert.ok(probes.length <= 4, `probe requests ${probes.length}`);
  // Recovered upstream: the same zero is a plain miss again, and the server still serves.
  m.replay.setFaults(null);
  const again = await m.call("search_law", { query: "가나다관리법" });
  assert.ok(!again.isError, again.text);
  assert.match(again.text, /일치하는 법령이 없습니다/);
});
