import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";
import { findTool, runTool } from "../../lib/mod.ts";
import { harness } from "../_support.ts";
import { withProgress } from "../../lib/research/mod.ts";
import { assertBudget, promptly, until } from "../_timing.ts";

/**
 * A fetch that records which upstream requests our side started, and which of them it aborted
 * before their body ended (a signal already aborted when the call is made counts as aborted).
 */
function abortWatch(): { fetch: typeof fetch; started: string[]; aborted: string[] } {
  const started: string[] = [];
  const aborted: string[] = [];
  return {
    started,
    aborted,
    fetch: async (input, init) => {
      const target = new URL(String(input instanceof Request ? input.url : input))
        .searchParams.get("target") ?? "?";
      started.push(target);
      let done = false;
      if (init?.signal?.aborted) aborted.push(target);
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

/**
 * The upstream hold, and the attempt timeout and budget of the tests that cancel: far beyond
 * every wait here, so an upstream request that ends was ended by the deadline or the cancel.
 */
const HOLD_MS = 600_000;
const HOLDING = { timeoutMs: HOLD_MS, budget: { deadlineMs: HOLD_MS }, retries: 0 } as const;

/** Every request the replay saw was abandoned by its client, and every call our side made. */
async function everyCallAborted(
  replay: { stats: { log: readonly { reason: string }[]; total: number } },
  watch: { started: string[]; aborted: string[] },
) {
  await until(
    "every upstream request to see its client leave",
    () => replay.stats.log.every((e) => e.reason === "aborted"),
  );
  assert.ok(replay.stats.total >= 3, `${replay.stats.total} upstream requests`);
  assert.deepEqual(
    [...watch.aborted].sort(),
    [...watch.started].sort(),
    "every upstream call was aborted",
  );
}

/** Resolves once `n` upstream requests are held by the replay. */
function held(replay: { stats: { log: readonly { reason: string }[] } }, n: number) {
  return until(
    `${n} upstream requests`,
    () => replay.stats.log.filter((e) => e.reason === "pending").length >= n,
  );
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

Deno.test("deadline with one branch stalled: partial results at the deadline, the stalled branch named", async () => {
  const query = "건축법 제11조 임금";
  // The deadline must leave the other branches time to finish however loaded the machine is:
  // it scales with the same research run just now without the stall (a fresh harness, so no
  // answer is cached), 5 s at least; under 60 s, the SDK client's own request timeout.
  let fullMs: number;
  {
    await using b = await mcpHarness();
    const t0 = performance.now();
    const r = await b.call("legal_research", { query });
    fullMs = performance.now() - t0;
    assert.equal((r.structuredContent as Research).partial, false, r.text);
  }
  const deadlineMs = Math.min(50_000, Math.max(5_000, Math.ceil((4 * fullMs) / 1_000) * 1_000));
  const watch = abortWatch();
  // The stall never ends and the attempt timeout is 10 min: only the deadline ends the branch.
  await using m = await mcpHarness({ ...HOLDING, fetch: watch.fetch });
  m.replay.setFaults({ match: { target: "prec" }, fault: { kind: "stall" } });
  const t0 = performance.now();
  const r = await m.call("legal_research", { query, deadlineMs });
  const wall = performance.now() - t0;
  assert.ok(!r.isError, r.text);
  assert.ok(
    wall >= deadlineMs - 100,
    `returned after ${wall} ms, before the ${deadlineMs} ms deadline`,
  );
  assertBudget(wall - deadlineMs, 2_000, "returning once the deadline passed");
  const s = r.structuredContent as Research;
  assert.equal(s.partial, true);
  assert.equal(s.stoppedBy, "deadline");
  assert.deepEqual(s.unfinished.map((u) => [u.call.tool, u.call.arguments.domain]), [[
    "search_decisions",
    "prec",
  ]]);
  assert.match(s.unfinished[0].reason, new RegExp(`시한 ${deadlineMs / 1_000}초`));
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
  await using h = await harness({ ...HOLDING, fetch: watch.fetch });
  // a 10 min wait before the headers: an aborted request shows as "aborted" in the replay log
  h.replay.setFaults({ fault: { kind: "latency", ms: HOLD_MS } });
  const ac = new AbortController();
  const run = runTool(
    findTool("legal_research")!,
    { task: "dispute_prep", query: "임금 체불" },
    h.runtime.context({ signal: ac.signal }),
  );
  // cancel once the first branches are held upstream, not after a guessed delay
  await held(h.replay, 3);
  ac.abort();
  const out = await promptly(run, 1_000, "the chain returning after the cancel");
  assert.ok(out.ok, out.text);
  const s = out.structured as Research;
  assert.equal(s.stoppedBy, "cancelled");
  assert.equal(s.unfinished.length, s.branches.length);
  await everyCallAborted(h.replay, watch);
});

Deno.test("cancellation through MCP (notifications/cancelled) aborts the upstream calls", async () => {
  const watch = abortWatch();
  await using m = await mcpHarness({ ...HOLDING, fetch: watch.fetch });
  m.replay.setFaults({ fault: { kind: "latency", ms: HOLD_MS } });
  const ac = new AbortController();
  const call = m.client.callTool(
    { name: "legal_research", arguments: { task: "dispute_prep", query: "임금" } },
    undefined,
    { signal: ac.signal },
  );
  await held(m.replay, 3);
  ac.abort();
  await assert.rejects(call);
  await everyCallAborted(m.replay, watch);
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
