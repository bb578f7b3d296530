import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";
import { findTool, runTool } from "../../lib/mod.ts";
import { harness } from "../_support.ts";
import { withProgress } from "../../lib/research/mod.ts";

/** A fetch that records which upstream requests our side aborted before their body ended. */
function abortWatch(): { fetch: typeof fetch; aborted: string[] } {
  const aborted: string[] = [];
  return {
    aborted,
    fetch: async (input, init) => {
      const target = new URL(String(input instanceof Request ? input.url : input))
        .searchParams.get("target") ?? "?";
      let done = false;
      init?.signal?.addEventListener("abort", () => done || aborted.push(target), { once: true });
      const res = await fetch(input, init);
      if (!res.body) {
        done = true;
        return res;
      }
      const body = res.body.pipeThrough(new TransformStream({ flush: () => void (done = true) }));
      return new Response(body, { status: res.status, headers: res.headers });
    },
  };
}

type Call = { tool: string; arguments: Record<string, unknown> };
type Research = {
  branches: {
    id: string;
    call: Call;
    status: string;
    error?: { code: string };
    summary: string;
  }[];
  partial: boolean;
  unfinished: { call: Call; reason: string }[];
  stoppedBy?: string;
  elapsedMs: number;
};

Deno.test("deadline 5 s with one branch stalled for 60 s: partial results within 6 s, the stalled branch named", async () => {
  // a per-attempt timeout longer than the stall keeps the branch pending until the deadline
  const watch = abortWatch();
  await using m = await mcpHarness({ timeoutMs: 60_000, retries: 0, fetch: watch.fetch });
  m.replay.setFaults({ match: { target: "prec" }, fault: { kind: "stall" } });
  const t0 = Date.now();
  const r = await m.call("legal_research", { query: "건축법 제11조 임금", deadlineMs: 5_000 });
  const wall = Date.now() - t0;
  assert.ok(!r.isError, r.text);
  assert.ok(wall >= 4_900 && wall < 6_000, `wall ${wall} ms`);
  const s = r.structuredContent as Research;
  assert.equal(s.partial, true);
  assert.equal(s.stoppedBy, "deadline");
  assert.deepEqual(s.unfinished.map((u) => [u.call.tool, u.call.arguments.domain]), [[
    "search_decisions",
    "prec",
  ]]);
  assert.match(s.unfinished[0].reason, /시한 5초/);
  // what finished is there
  assert.equal(s.branches.find((b) => b.id === "text")?.status, "ok");
  assert.equal(s.branches.find((b) => b.id === "expc")?.status, "ok");
  assert.match(r.text, /직접 조회: search_decisions \{"domain":"prec"/);
  // the stalled request was aborted at the deadline, not left running
  assert.deepEqual(watch.aborted, ["prec"]);
});

Deno.test("an outage on every branch gives labelled failures, never 'nothing found'", async () => {
  await using m = await mcpHarness();
  m.replay.setFaults({ fault: { kind: "status", status: 503 } });
  for (const task of ["law_system", "dispute_prep"]) {
    const r = await m.call("legal_research", { task, query: "건축법 제11조 임금" });
    assert.ok(!r.isError, r.text);
    const s = r.structuredContent as Research;
    assert.ok(s.branches.every((b) => b.status === "failed" || b.status === "unfinished"));
    const failed = s.branches.filter((b) => b.status === "failed");
    assert.ok(failed.length >= 1);
    assert.ok(failed.every((b) => b.error?.code === "UPSTREAM_HTTP"), JSON.stringify(failed));
    assert.doesNotMatch(r.text, /0건|없습니다/);
    assert.match(r.text, /상위 API 오류입니다 \(결과 없음이 아님\)/);
    // branches waiting for the failed law lookup are named with their by-hand call
    if (task === "law_system") {
      assert.deepEqual(
        s.unfinished.map((u) => u.call.tool),
        ["get_law_system", "get_delegated_laws", "get_three_way_comparison"],
      );
      assert.equal(s.unfinished[0].call.arguments.name, "건축법");
    }
  }
});

Deno.test("cancellation stops every branch and the chain returns at once", async () => {
  const watch = abortWatch();
  await using h = await harness({ timeoutMs: 60_000, retries: 0, fetch: watch.fetch });
  // a 60 s wait before the headers: an aborted request shows as "aborted" in the replay log
  h.replay.setFaults({ fault: { kind: "latency", ms: 60_000 } });
  const ac = new AbortController();
  const t0 = Date.now();
  setTimeout(() => ac.abort(), 300);
  const out = await runTool(
    findTool("legal_research")!,
    { task: "dispute_prep", query: "임금 체불" },
    h.runtime.context({ signal: ac.signal }),
  );
  assert.ok(Date.now() - t0 < 1_500, `${Date.now() - t0} ms`);
  assert.ok(out.ok, out.text);
  const s = out.structured as Research;
  assert.equal(s.stoppedBy, "cancelled");
  assert.equal(s.unfinished.length, s.branches.length);
  await new Promise((res) => setTimeout(res, 50));
  assert.ok(h.replay.stats.total >= 3);
  assert.equal(watch.aborted.length, h.replay.stats.total, "every upstream call was aborted");
});

Deno.test("cancellation through MCP (notifications/cancelled) aborts the upstream calls", async () => {
  const watch = abortWatch();
  await using m = await mcpHarness({ timeoutMs: 60_000, retries: 0, fetch: watch.fetch });
  m.replay.setFaults({ fault: { kind: "latency", ms: 60_000 } });
  const ac = new AbortController();
  const call = m.client.callTool(
    { name: "legal_research", arguments: { task: "dispute_prep", query: "임금" } },
    undefined,
    { signal: ac.signal },
  );
  await new Promise((res) => setTimeout(res, 300));
  ac.abort();
  await assert.rejects(call);
  await new Promise((res) => setTimeout(res, 100));
  assert.ok(m.replay.stats.total >= 3);
  assert.equal(watch.aborted.length, m.replay.stats.total, "no request left running");
});

Deno.test("progress hook: one report per finished branch, total = branch count", async () => {
  await using h = await harness();
  const seen: [number, number, string][] = [];
  const ctx = withProgress(h.runtime.context(), (d, t, msg) => seen.push([d, t, msg]));
  const out = await runTool(
    findTool("legal_research")!,
    { task: "law_system", query: "건축법" },
    ctx,
  );
  assert.ok(out.ok, out.text);
  assert.deepEqual(seen.map(([d]) => d), [0, 1, 2, 3, 4, 4]);
  assert.ok(seen.every(([, t]) => t === 4));
  assert.match(seen[1][2], /법령 확인 \(search_law\): 완료/);
});

Deno.test("BEOPMANG_CHAIN_DEADLINE_MS sets the default deadline", async () => {
  const { chainDeadlineMs } = await import("../../lib/research/mod.ts");
  const old = Deno.env.get("BEOPMANG_CHAIN_DEADLINE_MS");
  Deno.env.set("BEOPMANG_CHAIN_DEADLINE_MS", "7000");
  try {
    assert.equal(chainDeadlineMs(), 7_000);
    assert.equal(chainDeadlineMs(2_000), 2_000);
    Deno.env.delete("BEOPMANG_CHAIN_DEADLINE_MS");
    assert.equal(chainDeadlineMs(), 45_000);
    assert.equal(chainDeadlineMs(10), 1_000);
  } finally {
    if (old) Deno.env.set("BEOPMANG_CHAIN_DEADLINE_MS", old);
  }
});
