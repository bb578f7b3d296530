import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";
import { fitPointer, takesArg } from "../../lib/mod.ts";
import {
  type BranchOutput,
  type BranchTool,
  planTask,
  readQuery,
  RESEARCH_TASKS,
  SCENARIOS,
  taskOf,
} from "../../lib/research/mod.ts";
import { refusal } from "../catalogue/_calls.ts";
import { runToolByName } from "../../lib/mod.ts";

type Call = { tool: string; arguments: Record<string, unknown> };
type Branch = {
  id: string;
  call: Call;
  status: string;
  ok: boolean;
  summary: string;
  ids: Record<string, string | number>[];
  error?: { code: string };
  reason?: string;
};
type Research = {
  task: string;
  branches: Branch[];
  partial: boolean;
  unfinished: { call: Call; reason: string }[];
  understood: { name?: string; articles: string[]; area: string; topic: string };
  stoppedBy?: string;
  meta: { upstreamCalls: number };
};

const branch = (s: Research, id: string): Branch => {
  const b = s.branches.find((x) => x.id === id);
  assert.ok(b, `branch ${id} in ${s.branches.map((x) => x.id)}`);
  return b;
};

Deno.test("full_research: 건축법 제11조 — statute text, precedents and interpretations in one call", async () => {
  await using m = await mcpHarness();
  const r = await m.call("legal_research", { query: "건축법 제11조 임금" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Research;
  assert.equal(s.task, "full_research");
  assert.equal(s.understood.name, "건축법");
  assert.deepEqual(s.understood.articles, ["제11조"]);
  const text = branch(s, "text");
  assert.equal(text.status, "ok");
  assert.deepEqual(text.call, {
    tool: "get_law_text",
    arguments: { lawId: "001823", articles: ["제11조"] },
  });
  assert.match(text.summary, /제11조\(건축허가\)/);
  const prec = branch(s, "prec");
  assert.ok(prec.ids.some((i) => i.caseNumber === "2021다248190"), JSON.stringify(prec.ids));
  assert.equal(branch(s, "expc").status, "ok");
  assert.equal(s.partial, false);
  assert.deepEqual(s.unfinished, []);
  // each heading names the call its branch made, as it runs
  assert.ok(r.text.includes('## 2. 조문 — get_law_text {"lawId":"001823","articles":["제11조"]}'));
  // one search resolves the law for every branch that needs it (the admrul branch's zero asks
  // the known-answer probe, query 민법, besides)
  const lawCalls = m.replay.stats.log.filter((l) => l.target === "law" && l.query.query !== "민법");
  assert.equal(lawCalls.length, 2, JSON.stringify(m.replay.stats.byTarget));
  assert.equal(s.meta.upstreamCalls, m.replay.stats.total);
});

Deno.test("a scenario given as the task runs its task; chain_* aliases fix the task", async () => {
  await using m = await mcpHarness();
  const r = await m.call("legal_research", { task: "penalty", query: "건축법 제11조 허가 취소" });
  const s = r.structuredContent as Research & { scenario?: string };
  assert.equal(s.task, "action_basis");
  assert.equal(s.scenario, "penalty");
  assert.deepEqual(s.branches.map((b) => b.call.tool), [
    "search_law",
    "get_law_text",
    "get_delegated_laws",
    "get_annexes",
    "get_annexes",
    "search_admin_rules",
    "search_decisions",
    "search_decisions",
  ]);
  assert.equal(branch(s, "decc").call.arguments.domain, "decc");
  const c = await m.call("chain_law_system", { query: "건축법" });
  const cs = c.structuredContent as Research;
  assert.equal(cs.task, "law_system");
  const three = branch(cs, "threeway");
  assert.equal(three.status, "ok");
  assert.match(three.summary, /건축법 시행령/);
  // unrecorded targets come back labelled, never as "nothing found"
  const sys = branch(cs, "system");
  assert.equal(sys.status, "failed");
  assert.equal(sys.error?.code, "NOT_FOUND");
});

Deno.test("bad input: unknown task lists the allowed ones; query is required", async () => {
  await using m = await mcpHarness();
  const r = await m.call("legal_research", { task: "astrology", query: "건축법" });
  assert.ok(r.isError);
  assert.match(r.text, /\[BAD_INPUT\].*task.*full_research/);
  const q = await m.call("legal_research", { task: "law_system" });
  assert.ok(q.isError);
  assert.match(q.text, /query가 필요합니다/);
});

Deno.test("dispute_prep: appeal statutes, the area's tribunal, 행정심판 and precedents", async () => {
  await using m = await mcpHarness();
  const r = await m.call("legal_research", { task: "dispute_prep", query: "임금 체불 처분 불복" });
  const s = r.structuredContent as Research;
  assert.equal(s.understood.area, "labor");
  assert.deepEqual(branch(s, "appealPeriod").call.arguments, {
    name: "행정심판법",
    articles: ["제27조"],
  });
  assert.deepEqual(branch(s, "suitPeriod").call.arguments, {
    name: "행정소송법",
    articles: ["제20조"],
  });
  assert.equal(branch(s, "domain").call.arguments.domain, "nlrc");
  assert.equal(branch(s, "decc").call.arguments.domain, "decc");
  const tax = await m.call("legal_research", { task: "dispute_prep", query: "양도소득세 불복" });
  const ts = tax.structuredContent as Research;
  const tt = branch(ts, "domain");
  assert.equal(tt.call.arguments.domain, "ttSpecialDecc");
  assert.equal(tt.status, "ok");
  assert.ok(tt.ids.length > 1, tt.summary);
  const priv = await m.call("legal_research", {
    task: "dispute_prep",
    query: "임금",
    area: "competition",
  });
  assert.equal(branch(priv.structuredContent as Research, "domain").call.arguments.domain, "ftc");
  // korean-law-mcp's `domain` (its 5 areas, not a decision collection) is read as `area`
  const peer = await m.call("chain_dispute_prep", { query: "임금", domain: "competition" });
  assert.equal((peer.structuredContent as Research).understood.area, "competition");
});

Deno.test("amendment_track: versions, 신구법 and the cited article's history", async () => {
  await using m = await mcpHarness();
  const r = await m.call("legal_research", { task: "amendment_track", query: "건축법 제2조 개정" });
  const s = r.structuredContent as Research;
  assert.deepEqual(branch(s, "versions").call.arguments, { name: "건축법" });
  // 신구법 of 근로기준법 (a real recording; no 신구법 of 건축법 was recorded), its marks read.
  const real = await m.call("legal_research", {
    task: "amendment_track",
    query: "근로기준법 제37조 개정",
    lawId: "001872",
  });
  const oldNew = branch(real.structuredContent as Research, "oldNew");
  assert.equal(oldNew.status, "ok");
  assert.match(oldNew.summary, /MST 232199 → 신 .*MST 265959/);
  assert.match(oldNew.summary, /«/);
  assert.doesNotMatch(oldNew.summary, /<\/?P>/);
  const hist = branch(s, "history");
  assert.equal(hist.status, "ok");
  // written as { articles: ["제2조"] }, called under the names get_article_history takes
  assert.deepEqual(
    hist.call,
    fitPointer("get_article_history", { lawId: "001823", articles: ["제2조"] }),
  );
  assert.match(hist.summary, /제2조 변경 이력/);
  const without = await m.call("legal_research", {
    task: "amendment_track",
    query: "건축법 제2조 개정",
    includeHistory: false,
  });
  const ws = without.structuredContent as Research;
  assert.deepEqual(ws.branches.map((b) => b.id), ["law", "versions", "oldNew"]);
});

Deno.test("ordinance_compare: radar, parent law and the ordinance found by search", async () => {
  await using m = await mcpHarness();
  const r = await m.call("legal_research", {
    task: "ordinance_compare",
    query: "광진구 조례",
    parentLaw: "건축법",
  });
  const s = r.structuredContent as Research;
  assert.equal(s.understood.name, "건축법");
  const radar = branch(s, "radar");
  assert.equal(radar.status, "ok");
  // the radar is called under its own names (korean-law-mcp's parentLaw was read as name)
  assert.deepEqual(radar.call, fitPointer("ordinance_radar", { lawId: "001823", display: 20 }));
  const search = branch(s, "ordinSearch");
  assert.equal(search.call.arguments.query, "광진구");
  assert.equal(search.status, "ok");
  // the ordinance body is fetched for the first hit (unrecorded here: labelled NOT_FOUND)
  const body = branch(s, "ordinance");
  assert.deepEqual(body.call.arguments, { mst: String(search.ids[0].serial) });
  assert.ok(body.status === "ok" || body.error?.code === "NOT_FOUND", body.summary);
  // with the search down, the body has no call of its own to offer: it says to search first
  m.replay.setFaults({ match: { target: "ordin" }, fault: { kind: "status", status: 503 } });
  const down = await m.call("legal_research", {
    task: "ordinance_compare",
    query: "광진구 조례",
    parentLaw: "건축법",
  });
  const ds = down.structuredContent as Research;
  assert.equal(branch(ds, "ordinSearch").status, "failed");
  const orphan = branch(ds, "ordinance");
  assert.equal(orphan.status, "skipped");
  assert.equal(orphan.call, undefined);
  assert.match(orphan.reason ?? "", /선행 단계 search_ordinances/);
  assert.ok(ds.unfinished.every((u) => u.call.tool !== "get_ordinance"));
  assert.doesNotMatch(down.text, /get_ordinance \{\}/);
});

Deno.test("procedure_detail: forms of the statute and its 시행규칙; a law not found skips its branches", async () => {
  await using m = await mcpHarness();
  const r = await m.call("legal_research", {
    task: "procedure_detail",
    query: "최저임금법 시행규칙 인가 절차",
  });
  const s = r.structuredContent as Research;
  const forms = branch(s, "forms");
  // the replay has no search answer for this name: the law is not resolved, and the branch
  // says so (with the by-name call) instead of reporting "no forms"
  assert.equal(forms.status, "skipped");
  assert.match(forms.reason ?? "", /특정하지 못했습니다/);
  assert.deepEqual(forms.call.arguments, { name: "최저임금법 시행규칙", kind: "서식" });
  const by = await m.call("legal_research", { task: "manual", query: "건축법 제11조 허가 신청" });
  const bs = by.structuredContent as Research;
  assert.equal(bs.task, "procedure_detail");
  assert.deepEqual(bs.branches.map((b) => b.id), [
    "law",
    "text",
    "delegated",
    "forms",
    "ruleForms",
  ]);
});

Deno.test("document_review: delegates to analyze_document when registered, else a labelled pending branch", async () => {
  await using m = await mcpHarness();
  const { findTool } = await import("../../lib/mod.ts");
  const text = "제1조 회사는 언제든지 이 계약을 해지할 수 있다. 제2조 환불은 불가하다.";
  const r = await m.call("legal_research", { task: "document_review", text });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Research;
  const b = branch(s, "review");
  assert.equal(b.call.tool, "analyze_document");
  if (findTool("analyze_document")) assert.notEqual(b.status, "skipped");
  else {
    assert.equal(b.status, "unfinished");
    assert.equal(s.partial, true);
    assert.deepEqual(s.unfinished[0].call.tool, "analyze_document");
    assert.equal(m.replay.stats.total, 0);
  }
});

Deno.test("every branch call of every task, and every call derived from a parent, runs as written", () => {
  const fit = (tool: string, a: Record<string, unknown>) => fitPointer(tool, a).arguments;
  const queries = [
    "건축법 제11조 임금",
    "근로기준법 제23조 부당해고 불복 2023다12345",
    "광진구 주차장 조례",
    "양도소득세 경정청구",
  ];
  // what a parent branch hands its children: a found law, a found ordinance, typed by the map
  const meta = { upstreamCalls: 1, fromCache: false };
  const parents: { [N in BranchTool]?: BranchOutput<N> } = {
    search_law: {
      total: 2,
      page: 1,
      resolvedQuery: "건축법",
      rows: [{ lawId: "001823", name: "건축법" }, { lawId: "001872", name: "근로기준법" }],
      meta,
    },
    ai_search_law: {
      total: 1,
      page: 1,
      rows: [{ family: "법령", unit: "조문", lawId: "001823", name: "건축법" }],
      meta,
    },
    search_ordinances: { total: 1, page: 1, rows: [{ serial: "2000111", name: "조례" }], meta },
  };
  const bad: string[] = [];
  const tasks = [...RESEARCH_TASKS, ...SCENARIOS];
  for (const query of queries) {
    for (const name of tasks) {
      const { task, scenario } = taskOf(name);
      for (const law of [{}, { lawId: "001823" }, { mst: "276925" }]) {
        const specs = planTask(task, {
          q: readQuery(query),
          scenario,
          ...law,
          text: query,
          from: "20200101",
          to: "20241231",
          hasTool: () => true,
          fit,
          takes: takesArg,
        });
        for (const s of specs) {
          // a branch with no call of its own (its parent's call fetches it) prints none
          const why = s.args ? refusal(s.tool, s.args) : undefined;
          if (why) bad.push(`${name} '${query}' ${s.id} ${s.tool}: ${why}`);
          if (!s.after) continue;
          const parent = specs.find((p) => p.id === s.after?.id);
          assert.equal(parent?.tool, s.after.tool, `${s.id} awaits ${s.after.id}`);
          const given = parents[s.after.tool];
          assert.ok(given, `no typed parent answer of ${s.after.tool} for ${s.id}`);
          // The engine hands derive the awaited tool's answer (their tools match, as checked).
          const derived = (s.after.derive as (o: unknown) => string | Record<string, unknown>)(
            given,
          );
          if (typeof derived === "string") continue;
          const whyDerived = refusal(s.tool, derived);
          if (whyDerived) bad.push(`${name} '${query}' ${s.id} (derived): ${whyDerived}`);
        }
      }
    }
  }
  assert.deepEqual([...new Set(bad)], []);
});

Deno.test("old names (lawName, parentLaw, domain, fromDate/toDate, chain_* tools) answer like the vocabulary ones", async () => {
  await using m = await mcpHarness();
  // an answer carries its own timings: compare what it read and the calls it made
  const gist = async (args: Record<string, unknown>, tool = "legal_research") => {
    const r = await m.call(tool, args);
    assert.ok(!r.isError, r.text);
    const s = r.structuredContent as Research & { scenario?: string };
    return {
      task: s.task,
      scenario: s.scenario,
      understood: s.understood,
      branches: s.branches.map((b) => [b.id, b.call, b.status]),
    };
  };
  const pairs: [Record<string, unknown>, Record<string, unknown>][] = [
    [{ task: "ordinance_compare", query: "광진구 조례", parentLaw: "건축법" }, {
      task: "ordinance_compare",
      query: "광진구 조례",
      name: "건축법",
    }],
    [{ task: "amendment_track", query: "제2조 개정", lawName: "건축법" }, {
      task: "amendment_track",
      query: "제2조 개정",
      name: "건축법",
    }],
    [{ task: "dispute_prep", query: "임금", domain: "tax" }, {
      task: "dispute_prep",
      query: "임금",
      area: "tax",
    }],
    [{ task: "dispute_prep", query: "임금", fromDate: "20200101", toDate: "2024-12-31" }, {
      task: "dispute_prep",
      query: "임금",
      from: "2020-01-01",
      to: "20241231",
    }],
    [{ task: "penalty", query: "건축법 제11조" }, {
      task: "action_basis",
      scenario: "penalty",
      query: "건축법 제11조",
    }],
  ];
  for (const [old, now] of pairs) {
    assert.deepEqual(await gist(old), await gist(now), JSON.stringify(old));
  }
  // korean-law-mcp's chain_* tool names fix the task
  assert.deepEqual(
    await gist({ query: "임금", domain: "tax" }, "chain_dispute_prep"),
    await gist({ task: "dispute_prep", query: "임금", area: "tax" }),
  );
  // the period reaches every decision search whose collection is searched by date; the
  // committees' are not (search_decisions would refuse), and the answer says so
  const r = await m.call("legal_research", {
    task: "dispute_prep",
    query: "임금",
    from: "2020-01-01",
  });
  const s = r.structuredContent as Research;
  const searches = s.branches.flatMap((b) => b.call?.tool === "search_decisions" ? [b.call] : []);
  assert.deepEqual(
    searches.map((c) => [c.arguments.domain, c.arguments.from]),
    [["nlrc", undefined], ["decc", "20200101"], ["prec", "20200101"]],
  );
  assert.match(r.text, /기간\(from\/to\)은 날짜로 찾을 수 없는 결정례에는 걸지 않았습니다: nlrc/);
});

Deno.test("every call an answer prints is one its target tool takes (run through the registry)", async () => {
  await using m = await mcpHarness();
  const asks = [
    { task: "ordinance_compare", query: "광진구 조례", parentLaw: "건축법" },
    { task: "law_system", query: "건축법 제11조", scenario: "delegation" },
    { task: "amendment_track", query: "건축법 제2조 개정", mst: "276925" },
    { task: "dispute_prep", query: "임금 체불 2021다248190", from: "2020-01-01" },
    { task: "action_basis", query: "건축법 제11조 허가 취소", lawId: "001823" },
  ];
  for (const args of asks) {
    const r = await m.call("legal_research", args);
    assert.ok(!r.isError, r.text);
    const s = r.structuredContent as Research;
    const calls = [
      ...s.branches.flatMap((b) => b.call ? [b.call] : []),
      ...s.unfinished.map((u) => u.call),
    ];
    assert.ok(calls.length > 0);
    for (const c of calls) {
      assert.ok(
        r.text.includes(`${c.tool} ${JSON.stringify(c.arguments)}`),
        "printed as structured",
      );
      const out = await runToolByName(c.tool, c.arguments, m.runtime.context());
      // the replay may not hold the answer (NOT_FOUND), but the call itself is never refused
      assert.ok(
        out.ok || out.error.code !== "BAD_INPUT",
        `${JSON.stringify(args)} → ${c.tool} ${JSON.stringify(c.arguments)}: ${out.text}`,
      );
    }
  }
});
