import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";
import { readQuery } from "../../lib/research/mod.ts";
import { EVERYDAY } from "./everyday_golden.ts";

type Call = { tool: string; arguments: Record<string, unknown> };
type Research = {
  branches: { id: string; call?: Call; status: string }[];
  understood: {
    route: string;
    topic: string;
    candidates: { name: string; articles: string[]; topic: string }[];
  };
  meta: { upstreamCalls: number };
};

Deno.test("everyday questions: the planner's first candidate laws include the statute a lawyer opens first (≥90%)", () => {
  assert.ok(EVERYDAY.length >= 150, `only ${EVERYDAY.length} questions`);
  assert.equal(new Set(EVERYDAY.map(([q]) => q)).size, EVERYDAY.length, "duplicate questions");
  const misses = EVERYDAY.filter(([q, law]) =>
    !readQuery(q).candidates.some((c) => c.name === law)
  );
  const rate = (EVERYDAY.length - misses.length) / EVERYDAY.length;
  console.log(
    `hit rate ${(rate * 100).toFixed(1)}% (${EVERYDAY.length - misses.length}/${EVERYDAY.length})`,
  );
  for (const [q, law] of misses) {
    console.log(
      `  miss: ${q} → ${
        readQuery(q).candidates.map((c) => c.name).join(", ") || "—"
      } (want ${law})`,
    );
  }
  assert.ok(rate >= 0.9, `hit rate ${(rate * 100).toFixed(1)}%`);
});

/** Words of the question that are not a law's name: any search_law or get_law_text using one is a wasted branch. */
const LAW_NAME = /(?:법|법률|령|규칙)$/;

const THREE: readonly [string, string, string][] = [
  ["퇴직금은 어떻게 계산하나요", "근로자퇴직급여 보장법", "퇴직금"],
  ["출퇴근하다 다치면 산재 되나요", "산업재해보상보험법", "출퇴근 재해"],
  ["주택임대차 보증금 반환과 대항력", "주택임대차보호법", "보증금 반환"],
];

for (const [q, law, term] of THREE) {
  Deno.test(`legal_research '${q}': reaches ${law} by the topic table; no branch searches a sentence fragment`, async () => {
    await using m = await mcpHarness();
    const r = await m.call("legal_research", { query: q });
    assert.ok(!r.isError, r.text);
    const s = r.structuredContent as Research;
    assert.equal(s.understood.route, "topic");
    assert.equal(s.understood.candidates[0].name, law);
    // The answer says which route found the law.
    assert.match(r.text.split("\n")[0], new RegExp(`법령 ${law} \\(주제표 '`));
    const calls = s.branches.flatMap((b) => (b.call ? [b.call] : []));
    const lawCalls = calls.filter((c) => c.tool === "search_law" || c.tool === "get_law_text");
    assert.ok(lawCalls.length >= 2, JSON.stringify(calls));
    for (const c of lawCalls) {
      const named = (c.arguments.query ?? c.arguments.name ?? c.arguments.lawId) as string;
      assert.ok(
        named === law || /^\d+$/.test(named),
        `${c.tool} called with '${named}', not the law's name`,
      );
      assert.match(String(c.arguments.query ?? c.arguments.name ?? law), LAW_NAME);
    }
    // The statute text opens the topic's article.
    const text = calls.find((c) => c.tool === "get_law_text");
    assert.ok((text?.arguments.articles as string[] | undefined)?.length, JSON.stringify(text));
    // Decisions and rules are searched by the topic's word, never the sentence as written.
    for (const c of calls.filter((c) => c.tool === "search_decisions")) {
      assert.equal(c.arguments.query, term);
    }
    for (const c of calls) {
      for (const v of Object.values(c.arguments)) {
        if (typeof v !== "string") continue;
        assert.ok(!/(?:하나요|되나요|하면|다치면|반환과)/.test(v), `${c.tool}: '${v}'`);
      }
    }
    // 지능형 검색 is not repeated once the table has the law and its article.
    assert.ok(!calls.some((c) => c.tool === "ai_search_law"), JSON.stringify(calls));
    // Five branches where the sentence-as-a-name plan had six; upstream calls measured 7–8 on
    // the replay (search_law alone spends 3–5: the name, the eflaw list, the repeal check).
    assert.equal(s.branches.length, 5, JSON.stringify(s.branches.map((b) => b.id)));
    assert.ok(s.meta.upstreamCalls <= 8, `${s.meta.upstreamCalls} upstream calls`);
  });
}

Deno.test("legal_research with no law named and no topic: 지능형 검색 finds the law, and no word of the question is searched as a law name", async () => {
  await using m = await mcpHarness();
  // 뺑소니 is a topic; "도주 사건 처리" is not, so the plan goes through aiSearch first.
  const r = await m.call("legal_research", { query: "뺑소니", task: "law_system" });
  const s = r.structuredContent as Research;
  assert.equal(s.understood.route, "topic");
  const q = await m.call("legal_research", { query: "우주 쓰레기 처리 문제" });
  const qs = q.structuredContent as Research;
  const ids = qs.branches.map((b) => b.id);
  assert.deepEqual(ids.slice(0, 2), ["ai", "law"]);
  const ai = qs.branches[0];
  assert.equal(ai.call?.tool, "ai_search_law");
  // With no hit, no word of the question is searched as a law's name (issue 30: "옆집", "애가").
  const law = qs.branches[1];
  assert.ok(!law.call || law.call.arguments.query !== "우주", JSON.stringify(law.call));
  assert.equal(qs.understood.route, "none");
  assert.equal(qs.understood.topic, "우주 쓰레기");
});
