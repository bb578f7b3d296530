/**
 * Issue 28, findings 6 and 7 at the client: a `Law` envelope is a miss only when it says a known
 * miss sentence; a maintenance, permission, quota or unknown message gets its own code, is never
 * remembered (in memory or in KV), and the same call answers with data — and asks the upstream —
 * once the upstream recovers. And the request's circuit breaker: once one call of a request has
 * found the upstream down, its other calls fail fast with that label instead of retrying each
 * until the budget is spent.
 */

import assert from "node:assert/strict";
import { DrfError, RequestBudget } from "../../lib/mod.ts";
import { classifyBody, isMissSentence } from "../../lib/drf/mod.ts";
import { missSentence, TARGETS } from "../../lib/targets/mod.ts";
import { fixtureText, harness } from "../_support.ts";
import { KIND, MESSAGES, sentence } from "./_messages.ts";

for (const m of MESSAGES) {
  Deno.test(`classify: ${m.file} is ${m.code}, never NOT_FOUND`, async () => {
    const body = await fixtureText(m.file);
    const said = await sentence(m.file);
    const format = m.file.endsWith(".json") ? "JSON" : "XML";
    for (const target of ["law", "prec", "admrul", "nlrc"]) {
      assert.throws(() => classifyBody(body, format, target), (err: unknown) => {
        assert.ok(err instanceof DrfError);
        assert.equal(err.code, m.code, err.message);
        assert.equal(err.isMiss, false);
        assert.equal(err.details.upstreamKind, KIND[m.code]);
        assert.equal(err.details.upstreamMessage, said);
        assert.ok(err.message.includes("자료가 없다"), `says it is not a miss: ${err.message}`);
        return true;
      });
    }
  });
}

Deno.test("every target's own miss sentence, in JSON and XML, is still NOT_FOUND", () => {
  for (const t of TARGETS) {
    const s = missSentence(t.target);
    assert.ok(isMissSentence(s, t.target), s);
    for (
      const [body, format] of [
        [JSON.stringify({ Law: s }), "JSON"],
        [`<?xml version="1.0" encoding="utf-8"?><Law>${s}</Law>`, "XML"],
      ] as const
    ) {
      assert.throws(
        () => classifyBody(body, format, t.target),
        (e: unknown) => e instanceof DrfError && e.code === "NOT_FOUND",
        `${t.target} ${format}`,
      );
    }
  }
  // "일치하는 …" naming nothing the catalogue knows is no known miss.
  assert.equal(isMissSentence("일치하는 우주선이 없습니다.", "law"), false);
});

for (const m of MESSAGES.filter((x) => x.file.endsWith(".json"))) {
  Deno.test({
    name:
      `${m.code}: not remembered (memory and KV); after recovery the same call asks and answers`,
    sanitizeResources: false,
    sanitizeOps: false,
    async fn() {
      const dir = await Deno.makeTempDir({ prefix: "beopmang-outage-" });
      try {
        // A persistent cache: misses are remembered in KV as well as in memory.
        await using h = await harness({ cacheDir: dir, retries: 1 });
        const text = await sentence(m.file);
        h.replay.setFaults({ match: { endpoint: "service" }, fault: { kind: "message", text } });
        const req = { endpoint: "service", target: "law", params: { ID: "001823" } } as const;
        for (let i = 0; i < 2; i++) {
          await assert.rejects(h.runtime.client.call(req), (e: unknown) => {
            assert.ok(e instanceof DrfError);
            assert.equal(e.code, m.code, e.message);
            return true;
          });
        }
        h.replay.setFaults(null);
        const before = h.replay.stats.total;
        const res = await h.runtime.client.call(req);
        assert.ok(h.replay.stats.total > before, "the recovered call asked the upstream");
        assert.ok(Object.keys(res.data).length > 0);
        assert.equal(res.fromCache, false);
      } finally {
        await Deno.remove(dir, { recursive: true });
      }
    },
  });
}

Deno.test("a maintenance burst that recovers after N calls: the N+1st answers with data", async () => {
  await using h = await harness({ retries: 0 });
  const text = await sentence("upstream/law-message_maintenance_synthetic.json");
  h.replay.setFaults({ fault: { kind: "message", text }, times: 3 });
  const req = { endpoint: "service", target: "law", params: { ID: "001823" } } as const;
  const codes: string[] = [];
  for (let i = 0; i < 4; i++) {
    try {
      await h.runtime.client.call(req);
      codes.push("data");
    } catch (e) {
      codes.push((e as DrfError).code);
    }
  }
  assert.deepEqual(codes, [
    "UPSTREAM_MAINTENANCE",
    "UPSTREAM_MAINTENANCE",
    "UPSTREAM_MAINTENANCE",
    "data",
  ]);
  assert.equal(h.replay.stats.total, 4, "each call asked the upstream once: nothing was memoised");
});

Deno.test("breaker: with every call failing, the request's other calls fail fast with the cause", async () => {
  await using h = await harness({ retries: 2, backoffMs: 5 });
  h.replay.setFaults({ fault: { kind: "status", status: 503 } });
  const budget = new RequestBudget({ maxCalls: 20 });
  const queries = [
    "민법",
    "형법",
    "건축법",
    "상법",
    "헌법",
    "도로교통법",
    "근로기준법",
    "소득세법",
  ];
  const calls = (extra: string) =>
    queries.map((q) =>
      h.runtime.client.call({ endpoint: "search", target: "law", params: { query: q + extra } }, {
        budget,
      }).then(() => "data", (e: DrfError) => `${e.code}${e.details.failedFast ? "!" : ""}`)
    );
  const first = await Promise.all(calls(""));
  const later = await Promise.all(calls(" 시행령"));
  for (const c of [...first, ...later]) assert.match(c, /^UPSTREAM_HTTP!?$/, c);
  assert.ok(!first.includes("BUDGET_EXHAUSTED"));
  assert.ok(later.every((c) => c === "UPSTREAM_HTTP!"), later.join(","));
  // The first wave's attempts were already out; then one call retried (2 more attempts) while
  // the others waited for its verdict, and the second wave never asked. Before the breaker:
  // every call retried, 20 calls spent, the rest BUDGET_EXHAUSTED.
  const total = h.replay.stats.total;
  assert.ok(total >= 3 && total <= queries.length + 2, `${total} upstream calls`);
  assert.equal(budget.outage?.code, "UPSTREAM_HTTP");
});

Deno.test("breaker: a burst shorter than the retries is absorbed by every parallel call", async () => {
  await using h = await harness({ retries: 2, backoffMs: 5 });
  h.replay.setFaults({ fault: { kind: "status", status: 502 }, times: 1 });
  const budget = new RequestBudget({ maxCalls: 20 });
  const out = await Promise.all(
    ["민법", "건축법", "형법"].map((query) =>
      h.runtime.client.call({ endpoint: "search", target: "law", params: { query } }, { budget })
        .then(() => "data", (e: DrfError) => e.code)
    ),
  );
  assert.deepEqual(out, ["data", "data", "data"]);
  assert.equal(budget.outage, undefined);
});
