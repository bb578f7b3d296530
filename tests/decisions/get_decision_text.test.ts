import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";

type Out = {
  decision: {
    domain: string;
    domainName: string;
    id: string;
    title: string;
    caseNumber?: string;
    date?: string;
    org?: string;
    kind?: string;
    facts: { key: string; value: string }[];
  };
  sections: { key: string; text: string; partial?: boolean }[];
  truncated?: {
    shown: number;
    total: number;
    next: { tool: string; arguments: { offset: number } & Record<string, unknown> };
  };
};

Deno.test("nlrc ID=1 (the one real committee body): sections and facts", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_decision_text", { domain: "nlrc", id: "1" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Out;
  assert.equal(s.decision.title, "(제조업)상여금의 통상임금 전환시기에 대한 노사 자율합의 지원");
  assert.equal(s.decision.caseNumber, "중앙 2014조정OO");
  assert.equal(s.decision.date, "20150130", "2015.1.30. normalised");
  assert.equal(s.decision.kind, "조정사례");
  // Empty 판정사항/판정요지/판정결과 are not shown as sections.
  assert.deepEqual(s.sections, [{ key: "내용", text: "조정위원회의 설득과 대안제시로 자율타결" }]);
  assert.ok(s.decision.facts.some((f) => f.key === "담당부서" && f.value === "중앙노동위원회"));
  assert.match(r.text, /【내용】\n조정위원회의 설득과 대안제시로 자율타결/);
});

Deno.test("prec body: summaries and the 주문 first, 판례내용 by the printed call; <br/> become newlines", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_precedent_text", { id: 614373 });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Out;
  assert.deepEqual(s.sections.map((x) => x.key), [
    "판시사항",
    "판결요지",
    "참조조문",
    "참조판례",
    "판례내용",
  ]);
  assert.equal(s.decision.caseNumber, "2021다248190");
  assert.equal(s.decision.date, "20251211");
  assert.equal(s.decision.org, "대법원");
  assert.ok(s.decision.facts.some((f) => f.key === "판결유형" && f.value === "판결"));
  // Of the 판례내용, only its 주문 is shown; the rest is one printed call away.
  assert.deepEqual(s.sections.at(-1), {
    key: "판례내용",
    text: "상고를 기각한다. 상고비용은 피고가 부담한다.",
    partial: true,
  });
  assert.match(r.text, /【주문】\(판례내용에서\)\n상고를 기각한다\. 상고비용은 피고가 부담한다\./);
  assert.doesNotMatch(r.text, /\(단락 1\)/, "the reasons are not in the first answer");
  const next = s.truncated!.next;
  assert.deepEqual(next, {
    tool: "get_decision_text",
    arguments: { domain: "prec", id: "614373", offset: next.arguments.offset },
  });
  assert.ok(r.text.includes(`get_decision_text ${JSON.stringify(next.arguments)}`), r.text);
  const full = await m.call(next.tool, next.arguments);
  const f = full.structuredContent as Out;
  assert.deepEqual(f.sections.map((x) => x.key), ["판례내용"]);
  const body = f.sections[0].text;
  assert.ok(!body.includes("<br"), "no markup left");
  // The letter-spaced heading 【주    문】 is written once, as 【주문】.
  assert.match(body, /\n【주문】\n상고를 기각한다/);
  assert.match(body, /\(단락 12\)/);
  assert.ok(s.decision.facts.some((f) => f.key === "판결유형" && f.value === "판결"));
  assert.equal(f.truncated, undefined);
});

Deno.test("long body is cut at the budget with the offset call that continues it", async () => {
  await using m = await mcpHarness({ maxChars: 1_500 });
  const first = await m.call("get_decision_text", { domain: "prec", id: "614373" });
  const a = first.structuredContent as Out;
  assert.equal(a.sections[0].key, "판시사항", "summary comes first");
  assert.ok(a.sections.at(-1)!.partial);
  // The full text starts at the pointer's offset; from there the budget cuts it in windows.
  const start = a.truncated!.next.arguments.offset;
  const second = await m.call("get_decision_text", { domain: "prec", id: "614373", offset: start });
  const b = second.structuredContent as Out;
  assert.ok(b.truncated, "cut");
  const offset = b.truncated.next.arguments.offset;
  assert.deepEqual(b.truncated.next, {
    tool: "get_decision_text",
    arguments: { domain: "prec", id: "614373", offset },
  });
  assert.match(second.text, /응답 길이 제한으로 본문 \d+자 중 \d+–\d+자만 보였습니다/);
  assert.ok(
    second.text.includes(
      `나머지: get_decision_text {"domain":"prec","id":"614373","offset":${offset}}`,
    ),
    "the text prints the same call",
  );
  const seen = [b.sections.map((x) => x.text).join("")];
  let next: number | undefined = offset;
  for (let i = 0; next !== undefined && i < 20; i++) {
    const r = await m.call("get_decision_text", { domain: "prec", id: "614373", offset: next });
    const s = r.structuredContent as Out;
    seen.push(s.sections.map((x) => x.text).join(""));
    next = s.truncated?.next.arguments.offset;
  }
  assert.equal(next, undefined, "the pages end");
  const all = seen.join("");
  assert.ok(all.includes("(단락 1)") && all.includes("(단락 12)"), "every paragraph is reachable");
  assert.equal(all.match(/\(단락 7\)/g)?.length, 1, "no paragraph shown twice");
});

Deno.test("detc, expc, decc, tribunal and ministry bodies: documented section order", async () => {
  await using m = await mcpHarness();
  const keys = async (args: Record<string, unknown>, tool = "get_decision_text") => {
    const r = await m.call(tool, args);
    assert.ok(!r.isError, r.text);
    return r.structuredContent as Out;
  };
  const detc = await keys({ id: "22333" }, "get_constitutional_decision_text");
  assert.deepEqual(detc.sections.map((x) => x.key), [
    "판시사항",
    "결정요지",
    "참조조문",
    "참조판례",
    "전문",
  ]);
  assert.equal(detc.decision.caseNumber, "2012헌마1007");
  const expc = await keys({ domain: "법제처", id: "315371" });
  assert.deepEqual(expc.sections.map((x) => x.key), ["질의요지", "회답", "이유"]);
  assert.equal(expc.decision.org, "법제처");
  const decc = await keys({ id: "257427" }, "get_admin_appeal_text");
  assert.deepEqual(decc.sections.map((x) => x.key), ["재결요지", "주문", "청구취지", "이유"]);
  assert.equal(decc.decision.kind, "각하");
  const tt = await keys({ domain: "조심원", id: "1018160" });
  assert.deepEqual(tt.sections.map((x) => x.key), [
    "재결요지",
    "주문",
    "청구취지",
    "관련법령",
    "따른결정",
    "참조결정",
    "이유",
  ]);
  assert.ok(tt.decision.facts.some((f) => f.key === "세목" && f.value === "양도"));
  const moel = await keys({ domain: "moelCgmExpc", id: "17076" });
  assert.deepEqual(moel.sections.map((x) => x.key), ["질의요지", "회답", "관련법령", "이유"]);
  assert.equal(moel.decision.caseNumber, "근로기준정책과-5546");
});

Deno.test("by case number: search, exact match, then the body (2 upstream calls)", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_decision_text", { caseNumber: "조심 2020서1234" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Out & { meta: { upstreamCalls: number } };
  assert.equal(s.decision.domain, "ttSpecialDecc");
  assert.equal(s.decision.id, "1018160");
  assert.equal(s.meta.upstreamCalls, 2);
  // Cut by case number, the pointer reads by id: no second search.
  await using small = await mcpHarness({ maxChars: 1_500 });
  const cut = await small.call("get_decision_text", { caseNumber: "2021다248190" });
  assert.ok(!cut.isError, cut.text);
  const t = (cut.structuredContent as Out).truncated!;
  assert.deepEqual(Object.keys(t.next.arguments).sort(), ["domain", "id", "offset"]);
  assert.equal(t.next.arguments.id, "614373");
  const none = await m.call("get_decision_text", { caseNumber: "2099다1" });
  assert.ok(none.isError);
  assert.match(none.text, /NOT_FOUND.*2099다1/);
});

Deno.test("misses: the recorded miss envelopes and ftc's {} are NOT_FOUND with a hint", async () => {
  await using m = await mcpHarness();
  for (
    const [domain, id] of [
      ["prec", "1"],
      ["expc", "1"],
      ["decc", "1"],
      ["nlrc", "2"],
      ["eiac", "1"],
      ["iaciac", "1"],
      ["ftc", "1"],
    ]
  ) {
    const r = await m.call("get_decision_text", { domain, id });
    assert.ok(r.isError, `${domain} ${id}`);
    assert.match(r.text, /^(?:〔[^〕]*〕\n)?\[NOT_FOUND\]/, r.text);
    assert.match(r.text, /행 번호/);
  }
});

Deno.test("korean-law-mcp's names: options lifted, caseName/full accepted and said unused", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_precedent_text", { id: "614373", caseName: "임금등", full: true });
  assert.ok(!r.isError, r.text);
  assert.match(r.text, /'caseName' 인자는 쓰지 않았습니다/);
  assert.match(r.text, /'full' 인자는 쓰지 않았습니다/);
  const opt = await m.call("get_decision_text", { domain: "prec", options: { id: "614373" } });
  assert.ok(!opt.isError, opt.text);
  assert.equal((opt.structuredContent as Out).decision.id, "614373");
  const clash = await m.call("get_decision_text", {
    domain: "prec",
    id: "614373",
    options: { id: "1" },
  });
  assert.match(clash.text, /BAD_INPUT.*하나만 주세요/);
});

Deno.test("bad input: id must be digits, domain required without a case number", async () => {
  await using m = await mcpHarness();
  const r = await m.call("get_decision_text", { domain: "prec", id: "abc" });
  assert.ok(r.isError);
  assert.match(r.text, /BAD_INPUT.*id/);
  const noDomain = await m.call("get_decision_text", { id: "614373" });
  assert.match(noDomain.text, /BAD_INPUT.*domain/);
});
