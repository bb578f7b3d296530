/**
 * analyze_document: clause splitting (제N조, "1.", ①), risky patterns with their governing
 * articles, "needs more facts" where the rule depends on them, and bad input.
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";
import { splitClauses } from "../../lib/analysis/clauses.ts";
import { findCitations } from "../../lib/analysis/citations.ts";
import { RISK_PATTERNS } from "../../lib/analysis/risk_patterns.ts";

const TERMS = `서비스 이용약관
제1조(목적) 이 약관은 회사가 제공하는 서비스의 이용조건을 정한다.
제2조(계약의 해지) 회사는 사전 통지 없이 언제든지 이용계약을 해지할 수 있다.
제3조(자동갱신) 이용기간이 끝나면 같은 조건으로 자동으로 갱신된다.
제4조(환불) 결제 후에는 어떠한 경우에도 환불이 불가합니다.
제5조(면책) 회사는 서비스 장애로 인한 손해에 대하여 일체의 책임을 지지 않는다.
제6조(위약금) 회원이 중도 해지하면 잔여 이용료의 50%를 위약금으로 지급한다.
제7조(개인정보) 회사는 회원의 개인정보를 제휴사 등 제3자에게 제공할 수 있다.
제8조(관할) 이 약관에 관한 분쟁은 회사 본점 소재지 법원을 전속 관할 법원으로 한다.
제9조(경업금지) 회원은 탈퇴 후 3년간 동종 업체에 취업할 수 없다.`;

interface Risk {
  id: string;
  law?: string;
  article?: string;
  needsFacts?: string;
}
interface Clause {
  number?: string;
  heading?: string;
  risks: Risk[];
}

Deno.test("analyze_document: risky clauses with the governing article, facts still needed", async () => {
  await using m = await mcpHarness();
  const r = await m.call("analyze_document", { text: TERMS });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as { clauseCount: number; clauses: Clause[]; meta: S };
  assert.equal(s.clauseCount, 10); // title line + 9 articles
  const by = (n: string) => s.clauses.find((c) => c.number === n)!;
  const first = (n: string) => by(n).risks[0];
  assert.deepEqual(by("제1조").risks, []);
  assert.equal(by("제2조").heading, "계약의 해지");
  assert.deepEqual(
    [first("제2조").id, first("제2조").law, first("제2조").article],
    ["one_sided_termination", "약관의 규제에 관한 법률", "제9조"],
  );
  assert.equal(first("제3조").article, "제12조");
  assert.deepEqual([first("제4조").law, first("제4조").article], [
    "전자상거래 등에서의 소비자보호에 관한 법률",
    "제17조",
  ]);
  assert.match(first("제4조").needsFacts!, /통신판매/);
  assert.equal(first("제5조").article, "제7조");
  assert.deepEqual([first("제6조").law, first("제6조").article], ["민법", "제398조"]);
  assert.deepEqual([first("제7조").law, first("제7조").article], ["개인정보 보호법", "제17조"]);
  assert.equal(by("제8조").risks.find((x) => x.id === "jurisdiction")?.article, "제14조");
  // No certain article for non-compete clauses: none is given, the missing facts are named.
  const nc = by("제9조").risks.find((x) => x.id === "non_compete")!;
  assert.equal(nc.article, undefined);
  assert.match(nc.needsFacts!, /기간/);
  assert.match(r.text, /근거 조문 특정 불가/);
  assert.match(r.text, /추가 사실 필요/);
  assert.equal(s.meta.upstreamCalls, 0);
  // the governing articles end the answer as calls that read them, one per law
  assert.ok(
    r.text.includes(
      '근거 조문 원문: get_law_text {"name":"약관의 규제에 관한 법률","articles":["제9조","제12조","제7조","제14조"]}',
    ),
    r.text,
  );
  assert.doesNotMatch(r.text, /\{mode:/, "no placeholder call");
  // fewer clauses listed than there are: the answer says so and how to list more
  const cut = await m.call("analyze_document", { text: TERMS, maxClauses: 3 });
  const cs = cut.structuredContent as { clauseCount: number; clauses: Clause[] };
  assert.equal(cs.clauseCount, 10);
  assert.equal(cs.clauses.length, 3);
  assert.ok(cs.clauses.every((c) => c.risks.length > 0), "flagged clauses first");
  assert.match(cut.text, /조항 10개 중 3개만 실었습니다.*maxClauses/);
});

type S = Record<string, unknown>;

Deno.test("analyze_document: numbered and ① documents, nothing flagged, bad input", async () => {
  await using m = await mcpHarness();
  const numbered = await m.call("analyze_document", {
    text:
      "1. 임대료는 매월 말일에 지급한다.\n2. 임차인은 계약 종료 시 원상회복한다.\n3. 연대보증인은 임차인의 채무를 보증한다.",
  });
  const n = numbered.structuredContent as { clauseCount: number; clauses: Clause[] };
  assert.equal(n.clauseCount, 3);
  assert.deepEqual(n.clauses.map((c) => c.number), ["1.", "2.", "3."]);
  assert.equal(n.clauses[2].risks[0].article, "제428조의2");
  const circled = splitClauses("① 갑은 물품을 공급한다.\n② 을은 대금을 지급한다.");
  assert.deepEqual(circled.map((c) => c.number), ["①", "②"]);
  const plain = await m.call("analyze_document", { text: "물품을 공급하고 대금을 받는다." });
  assert.equal((plain.structuredContent as { clauseCount: number }).clauseCount, 1);
  assert.match(plain.text, /위험 문구를 찾지 못했습니다/);
  const bad = await m.call("analyze_document", { text: "" });
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT/);
});

Deno.test("risk table: every article given is a well-formed 제N조 of a named law", () => {
  for (const p of RISK_PATTERNS) {
    if (!p.article) {
      assert.ok(p.needsFacts, `${p.id}: no article, so the missing facts must be named`);
      continue;
    }
    assert.ok(p.law, p.id);
    const f = findCitations(`「${p.law}」 ${p.article}`);
    assert.equal(f.statutes.length, 1, `${p.id}: ${p.law} ${p.article}`);
  }
});

Deno.test("findCitations: malformed anchors and case numbers of every court kind", () => {
  const f = findCitations(
    "제0조, 제10000조, 제3조의100, 제5조제0항, 2021헌마123, 조심 2020서1234, 96누1234",
  );
  assert.equal(f.statutes.length, 0);
  assert.equal(f.malformed.length, 4);
  assert.deepEqual(f.cases.map((c) => [c.text, c.parsed.domain]), [
    ["2021헌마123", "detc"],
    ["조심 2020서1234", "ttSpecialDecc"],
    ["96누1234", "prec"],
  ]);
});
