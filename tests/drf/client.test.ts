import assert from "node:assert/strict";
import { DrfClient, DrfError, RequestBudget } from "../../lib/mod.ts";
import { assertNoSecret, harness, TEST_OC } from "../_support.ts";
import { assertBudget, promptly, sleep, until } from "../_timing.ts";

async function rejectsWith(p: Promise<unknown>, code: string): Promise<DrfError> {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof DrfError, `expected DrfError, got ${e}`);
    assert.equal(e.code, code, e.message);
    assertNoSecret(e.message, "error message");
    assertNoSecret(e.details, "error details");
    return e;
  }
  assert.fail(`expected ${code}, got success`);
}

const lawBody = { endpoint: "service", target: "law", params: { ID: "001823" } } as const;
/** Recorded as JSON, so faults apply to the real body rather than to a 미신청 page. */
const jsonList = {
  endpoint: "search",
  target: "law",
  params: { query: "산업재해보상보험법" },
} as const;

Deno.test("browser-like headers and the key reach the upstream; the key is masked in results", async () => {
  await using h = await harness();
  const res = await h.runtime.client.call({
    endpoint: "search",
    target: "law",
    params: { query: "산업재해보상보험법" },
  });
  assert.equal(res.format, "JSON");
  const req = h.replay.stats.last()!;
  assert.equal(req.query.OC, TEST_OC);
  assert.match(req.userAgent ?? "", /Mozilla\/5\.0/);
  assert.equal(req.referer, "https://www.law.go.kr/");
  assert.ok(!res.url.includes(TEST_OC) && res.url.includes("OC=***"));
  // The recorded body echoes the recorder's key in 법령상세링크: masked on the way in.
  const text = JSON.stringify(res.data);
  assert.ok(text.includes("OC=***") && !/OC=x{4,}/.test(text));
});

Deno.test("미신청 page for JSON → XML fallback, remembered for the next call", async () => {
  await using h = await harness();
  // eflaw 001586 (국세기본법, pass 5) was only recorded as XML: the replay answers JSON with the
  // real 미신청 page.
  const res = await h.runtime.client.call({
    endpoint: "service",
    target: "eflaw",
    params: { ID: "001586" },
  });
  assert.equal(res.format, "XML");
  assert.equal(res.fellBackFrom, "JSON");
  assert.deepEqual(h.replay.stats.log.map((r) => r.query.type), ["JSON", "XML"]);
  assert.ok("법령" in res.data);
  // The next eflaw call goes straight to XML.
  await h.runtime.client.call({
    endpoint: "service",
    target: "eflaw",
    params: { ID: "001586", JO: "000200" },
  })
    .catch(() => {});
  assert.equal(h.replay.stats.log[2].query.type, "XML");
});

Deno.test("key approved for neither format → NOT_APPROVED naming the target", async () => {
  await using h = await harness();
  h.replay.setFaults({ fault: { kind: "unregistered" } });
  const e = await rejectsWith(h.runtime.client.call(lawBody), "NOT_APPROVED");
  assert.match(e.message, /'law'/);
  assert.equal(e.details.format, "JSON+XML");
  assert.equal(e.retryable, false);
  assert.equal(h.replay.stats.total, 2);
});

Deno.test("caller not verified → KEY_REJECTED, no fallback", async () => {
  await using h = await harness();
  h.replay.setFaults({ fault: { kind: "auth-failure" } });
  const e = await rejectsWith(h.runtime.client.call(lawBody), "KEY_REJECTED");
  assert.match(e.message, /IP/);
  assert.equal(h.replay.stats.total, 1);
});

Deno.test("a miss is re-checked once, then remembered briefly", async () => {
  await using h = await harness();
  const req = { endpoint: "service", target: "admrul", params: { ID: "2" } } as const;
  const e = await rejectsWith(h.runtime.client.call(req), "NOT_FOUND");
  assert.match(e.message, /일치하는 행정규칙이 없습니다/);
  assert.equal(e.retryable, false);
  assert.equal(h.replay.stats.total, 2);
  await rejectsWith(h.runtime.client.call(req), "NOT_FOUND");
  assert.equal(h.replay.stats.total, 2, "negative cache answers the repeat");
});

Deno.test("outage: 503 twice, then success within the retry budget", async () => {
  await using h = await harness();
  h.replay.setFaults({ fault: { kind: "status", status: 503 }, times: 2 });
  const res = await h.runtime.client.call({
    endpoint: "search",
    target: "law",
    params: { query: "산업재해보상보험법" },
  });
  assert.equal(res.format, "JSON");
  assert.equal(h.replay.stats.total, 3);
});

Deno.test("persistent outage is an outage, never 'nothing found'", async () => {
  await using h = await harness();
  h.replay.setFaults({ fault: { kind: "status", status: 502 } });
  const e = await rejectsWith(
    h.runtime.client.call({
      endpoint: "search",
      target: "law",
      params: { query: "산업재해보상보험법" },
    }),
    "UPSTREAM_HTTP",
  );
  assert.equal(e.details.status, 502);
  assert.equal(e.details.attempts, 3);
  assert.equal(e.retryable, true);
});

for (
  const [fault, code] of [
    [{ kind: "empty" }, "UPSTREAM_EMPTY"],
    [{ kind: "maintenance" }, "UPSTREAM_MAINTENANCE"],
    [{ kind: "antibot" }, "UPSTREAM_BLOCKED"],
    [{ kind: "truncate" }, "UPSTREAM_MALFORMED"],
    [{ kind: "reset" }, "NETWORK"],
  ] as const
) {
  Deno.test(`fault ${fault.kind} → ${code} after retries`, async () => {
    await using h = await harness();
    h.replay.setFaults({ fault });
    const e = await rejectsWith(h.runtime.client.call(jsonList), code);
    assert.ok(e.retryable);
    assert.ok(h.replay.stats.total >= 3, `retried (${h.replay.stats.total} calls)`);
  });
}

Deno.test("stalled body → TIMEOUT within the attempt timeouts", async () => {
  await using h = await harness({ timeoutMs: 200, retries: 1 });
  h.replay.setFaults({ fault: { kind: "stall", afterBytes: 10 } });
  const t0 = performance.now();
  await rejectsWith(h.runtime.client.call(lawBody), "TIMEOUT");
  // Two 200 ms attempts; the stall itself never ends, so a missed timeout hangs far beyond this.
  assertBudget(performance.now() - t0, 2_000, "two timed-out attempts");
  assert.equal(h.replay.stats.total, 2);
});

Deno.test("budget: call cap and body cap are typed errors", async () => {
  await using h = await harness();
  h.replay.setFaults({ fault: { kind: "status", status: 503 } });
  const budget = new RequestBudget({ maxCalls: 2 });
  await rejectsWith(h.runtime.client.call(lawBody, { budget }), "BUDGET_EXHAUSTED");
  assert.equal(h.replay.stats.total, 2);
  h.replay.setFaults([]);
  await rejectsWith(
    h.runtime.client.call(lawBody, { budget: new RequestBudget({ maxBodyBytes: 10_000 }) }),
    "BODY_TOO_LARGE",
  );
  h.replay.setFaults({ fault: { kind: "oversize", totalBytes: 3_000_000 } });
  await rejectsWith(
    h.runtime.client.call(lawBody, { budget: new RequestBudget({ maxBodyBytes: 1_000_000 }) }),
    "BODY_TOO_LARGE",
  );
});

Deno.test("caller abort → ABORTED, no further retries", async () => {
  // The attempt timeout and the budget are far beyond the test's waits: only the caller's abort
  // can end the stalled request, and it is sent once the request is held upstream (a timer
  // could fire before the request left, or after a timeout on a loaded machine).
  await using h = await harness({ timeoutMs: 600_000, budget: { deadlineMs: 600_000 } });
  h.replay.setFaults({ fault: { kind: "stall" } });
  const ac = new AbortController();
  const call = rejectsWith(h.runtime.client.call(lawBody, { signal: ac.signal }), "ABORTED");
  // the headers are out and the body stalls: the abort ends the read of the body
  await until("the stalled answer", () => h.replay.stats.last()?.status === 200);
  ac.abort();
  await promptly(call, 2_000, "the aborted call"); // else it would wait out the 10 min timeout
  await sleep(100);
  assert.equal(h.replay.stats.total, 1, "no retry after the abort");
});

Deno.test("network failure keeps host and cause, never the key", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  const client = new DrfClient({
    baseUrl: `http://127.0.0.1:${port}/DRF`,
    oc: TEST_OC,
    retries: 1,
    backoffMs: 1,
  });
  const e = await rejectsWith(client.call(lawBody), "NETWORK");
  assert.equal(e.details.host, `127.0.0.1:${port}`);
  assert.ok(e.details.cause);
});

Deno.test("no key → NO_KEY before any request", async () => {
  const client = new DrfClient({ baseUrl: "http://127.0.0.1:9/DRF" });
  await rejectsWith(client.call(lawBody), "NO_KEY");
});

Deno.test("per-call key overrides the default and reaches the upstream", async () => {
  await using h = await harness();
  await h.runtime.client.call({ endpoint: "search", target: "law", params: { query: "민법" } }, {
    oc: "other-key-77",
  });
  assert.equal(h.replay.stats.last()!.query.OC, "other-key-77");
});
