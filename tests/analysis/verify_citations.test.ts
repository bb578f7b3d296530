/**
 * verify_citations against the replay: real, fake and malformed citations of every form, an
 * outage (never "verified"), and the citation limit.
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";
import { runToolByName } from "../../lib/mod.ts";

const TEXT = [
  "「건축법」 제4조의2 및 제11조제1항에 따라 심의를 받는다.",
  "같은 법 제4조의9에 따른 절차와 같은 법 제11조제99항도 본다.",
  "「건축법」 제11조제2항제1호의 승인.",
  "「건축법 시행령」 제3조의 기준.",
  "「없는법률」 제1조.",
  "대법원 2099다99999 판결, 대법원 2021다248190 판결, 조심 2020서1234 결정.",
  "헌법재판소 2012헌마1007 결정과 헌재 2099헌바9999 결정.",
  "「건축법」 제0조 및 「건축법」 제10000조, 제12조의0.",
].join("\n");

interface Check {
  kind: string;
  text: string;
  law?: string;
  article?: string;
  caseNumber?: string;
  verdict: string;
  malformed?: string;
  source?: Record<string, string>;
  matchedText?: string;
  nearest?: string[];
  upstreamCode?: string;
}

function citations(r: { structuredContent?: unknown }): Check[] {
  return (r.structuredContent as { citations: Check[] }).citations;
}

function find(list: Check[], pred: (c: Check) => boolean, what: string): Check {
  const c = list.find(pred);
  assert.ok(c, `citation ${what} is listed: ${JSON.stringify(list.map((x) => x.text))}`);
  return c;
}

Deno.test("verify_citations: each citation form gets the right verdict", async () => {
  await using m = await mcpHarness();
  const r = await m.call("verify_citations", { text: TEXT });
  assert.ok(!r.isError, r.text);
  const list = citations(r);
  const art = (a: string, law = "건축법") => (c: Check) => c.law === law && c.article === a;

  // Real article with 가지번호: verified with the article's words and its source ids.
  const a42 = find(list, art("제4조의2"), "제4조의2");
  assert.equal(a42.verdict, "verified");
  assert.deepEqual(a42.source, { lawId: "001823", mst: "276925", article: "제4조의2" });
  assert.match(a42.matchedText!, /^제4조의2\(건축위원회의 건축 심의 등\)/);
  // 항 in a list after 및.
  const a11 = find(list, art("제11조 제1항"), "제11조제1항");
  assert.equal(a11.verdict, "verified");
  assert.match(a11.matchedText!, /허가를 받아야 한다/);
  // 호 under a 항.
  assert.equal(find(list, art("제11조 제2항 제1호"), "제11조제2항제1호").verdict, "verified");
  // 같은 법 → 건축법; a branch that does not exist: not_found with the nearest real ones.
  const fake = find(list, art("제4조의9"), "같은 법 제4조의9");
  assert.equal(fake.verdict, "not_found");
  assert.ok(fake.nearest?.includes("제4조의8"), JSON.stringify(fake.nearest));
  // A 항 the article does not have.
  const p99 = find(list, art("제11조 제99항"), "제11조제99항");
  assert.equal(p99.verdict, "not_found");
  assert.deepEqual(p99.nearest, ["제11조"]);
  // 시행령: found by name in the 건축법 search, but its body was never recorded → unverifiable.
  const decree = find(list, art("제3조", "건축법 시행령"), "건축법 시행령 제3조");
  assert.equal(decree.verdict, "unverifiable");
  assert.equal(decree.upstreamCode, "NOT_FOUND");
  // A law that does not exist.
  assert.equal(find(list, (c) => c.law === "없는법률", "없는법률").verdict, "not_found");
  // Case numbers: fake, real precedent, real tax-tribunal claim.
  const c2099 = find(list, (c) => c.caseNumber === "2099다99999", "2099다99999");
  assert.equal(c2099.verdict, "not_found");
  const real = find(list, (c) => c.caseNumber === "2021다248190", "2021다248190");
  assert.equal(real.verdict, "verified");
  assert.deepEqual(real.source, { domain: "prec", id: "614373" });
  assert.match(real.matchedText!, /임금등/);
  const ccourt = find(list, (c) => c.caseNumber === "2012헌마1007", "2012헌마1007");
  assert.equal(ccourt.verdict, "verified");
  assert.deepEqual(ccourt.source, { domain: "detc", id: "22333" });
  const fakeCc = find(list, (c) => c.caseNumber === "2099헌바9999", "2099헌바9999");
  assert.equal(fakeCc.verdict, "not_found");
  const tax = find(list, (c) => c.caseNumber === "조심 2020서1234", "조심 2020서1234");
  assert.equal(tax.verdict, "verified");
  assert.equal(tax.source?.domain, "ttSpecialDecc");
  // Malformed anchors: flagged, never verified.
  const bad = list.filter((c) => c.malformed);
  assert.deepEqual(bad.map((c) => c.text), [
    "「건축법」 제0조",
    "「건축법」 제10000조",
    "제12조의0",
  ]);
  assert.ok(bad.every((c) => c.verdict === "not_found"));
  // One search and one body read for 건축법 and its 시행령 together; one search per case; for
  // 없는법률, search_law's look in the version list (is it repealed?) and the zero's known-answer
  // probe (JSON refused by the replay, then XML).
  const meta = (r.structuredContent as { meta: { upstreamCalls: number } }).meta;
  assert.ok(meta.upstreamCalls <= 13, `upstream calls ${meta.upstreamCalls}`);
  assert.match(r.text, /\[✗ 없음\] 사건 2099다99999/);
  // A confirmed article reads as law, article and title; one call reads their wording.
  assert.match(r.text, /^- \[✓ 확인\] 건축법 제4조의2\(건축위원회의 건축 심의 등\)$/m);
  assert.match(r.text, /^- \[✓ 확인\] 건축법 제11조 제1항 · 제11조\(건축허가\)$/m);
  const reads = r.text.match(/^확인된 조문 원문: get_law_text (\{.*\})$/gm) ?? [];
  const calls = reads.map((l) => JSON.parse(l.slice(l.indexOf("{"))));
  const building = calls.find((c) => c.lawId === "001823");
  assert.ok(building?.articles.includes("제4조의2") && building.articles.includes("제11조"));
  assert.equal(new Set(building.articles).size, building.articles.length, "each article once");
});

Deno.test("verify_citations: '이 법' resolves from name; no citation is an empty list", async () => {
  await using m = await mcpHarness();
  const r = await m.call("legal_analysis", {
    mode: "verify_citations",
    text: "이 법 제11조에 따른 허가",
    name: "건축법",
  });
  const [c] = citations(r);
  assert.equal(c.verdict, "verified");
  assert.equal(c.source?.lawId, "001823");
  const unnamed = await m.call("verify_citations", { text: "이 법 제11조에 따른 허가" });
  assert.equal(citations(unnamed)[0].verdict, "unverifiable");
  const none = await m.call("verify_citations", { text: "인용이 없는 문장입니다." });
  assert.deepEqual(citations(none), []);
  assert.match(none.text, /인용을 찾지 못했습니다/);
  const bad = await m.call("verify_citations", {});
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT.*text/);
});

Deno.test("verify_citations: an upstream outage yields unverifiable, never verified", async () => {
  await using m = await mcpHarness();
  m.replay.setFaults({ fault: { kind: "status", status: 503 } });
  const r = await m.call("verify_citations", { text: TEXT });
  assert.ok(!r.isError, r.text);
  const list = citations(r);
  assert.ok(list.length >= 12);
  assert.ok(!list.some((c) => c.verdict === "verified"), "nothing verified during an outage");
  for (const c of list.filter((x) => !x.malformed)) {
    assert.equal(c.verdict, "unverifiable", `${c.text}: ${c.verdict}`);
    assert.ok(c.upstreamCode && c.upstreamCode !== "NOT_FOUND", c.upstreamCode);
  }
  assert.match(r.text, /확인 불가.*맞다는 뜻이 아닙니다/s);
  // each unverifiable article is named with the call that reads it
  assert.ok(r.text.includes('직접 확인: get_law_text {"name":"건축법","articles":["제4조의2"]}'));
});

Deno.test("verify_citations: citations past maxCitations are not asked and say so", async () => {
  await using m = await mcpHarness();
  const r = await m.call("verify_citations", { text: TEXT, maxCitations: 1 });
  const list = citations(r);
  assert.equal(list.filter((c) => c.verdict === "verified").length, 1);
  const notAsked = list.filter((c) => /한도\(maxCitations\) 밖/.test(JSON.stringify(c)));
  assert.ok(notAsked.length >= 8, JSON.stringify(list.map((c) => [c.text, c.verdict])));
  assert.ok(notAsked.every((c) => c.verdict === "unverifiable"));
});

Deno.test("verify_citations: past the request deadline nothing is asked and nothing verified", async () => {
  await using m = await mcpHarness();
  const ctx = m.runtime.context({ budget: { deadlineMs: 0 } });
  await new Promise((r) => setTimeout(r, 5));
  const out = await runToolByName("verify_citations", { text: TEXT }, ctx);
  assert.ok(out.ok, out.text);
  const list = (out.structured as { citations: Check[] }).citations;
  assert.ok(!list.some((c) => c.verdict === "verified"));
  assert.ok(list.filter((c) => !c.malformed).every((c) => c.verdict === "unverifiable"));
  assert.equal(ctx.budget.calls, 0);
});
