/**
 * Every fault mode through a real socket: error statuses, bad 200 bodies, truncated, oversized,
 * slow, stalled and reset bodies, first-N faults that recover, latency, and a clean close()
 * while a stalled body is in flight.
 */

import assert from "node:assert/strict";
import {
  BROWSER_HEADERS,
  fixtureBytes,
  get,
  OC,
  serve,
  text,
  unregisteredBytes,
} from "./_helpers.ts";
import { assertSameBytes } from "./_helpers.ts";
import { promptly, sleep, until } from "../_timing.ts";

/** A latency no test waits out: whatever ends it first is what the test checks. */
const HOLD_MS = 600_000;

const LNK = "drf/lnkLs/search_query-geonchukbeop_display5.xml";
const lnkPath = `/lawSearch.do?OC=${OC}&target=lnkLs&query=${encodeURIComponent("건축법")}`;

Deno.test("status faults: 500/502/503/404 with synthetic pages, Retry-After", async () => {
  await using server = await serve();
  for (const status of [500, 502, 503, 404]) {
    server.setFaults({
      fault: { kind: "status", status, retryAfter: status === 503 ? 7 : undefined },
    });
    const res = await get(server.baseUrl + lnkPath);
    assert.equal(res.status, status);
    assert.match(text(res.body), new RegExp(`HTTP Status ${status}`));
    assert.equal(res.headers.get("x-replay-synthetic"), "1");
    assert.equal(res.headers.get("x-replay-fault"), "status");
    assert.equal(res.headers.get("retry-after"), status === 503 ? "7" : null);
    assert.equal(server.stats.last()?.status, status);
    assert.equal(server.stats.last()?.fault, "status");
  }
  assert.throws(() => server.setFaults({ fault: { kind: "status", status: 9000 } }), RangeError);
});

Deno.test("bad 200 bodies: empty, maintenance, anti-bot, 미신청, verification failure", async () => {
  await using server = await serve();
  const expect: Array<[string, (body: string, raw: Uint8Array) => void]> = [
    ["empty", (b) => assert.equal(b, "")],
    ["maintenance", (b) => assert.match(b, /시스템 점검 안내[\s\S]*<\/html>\n$/)],
    ["antibot", (b) => assert.match(b, /비정상적인 접근이 감지되었습니다/)],
    ["auth-failure", (b) => assert.match(b, /사용자 정보 검증에 실패하였습니다/)],
  ];
  for (const [kind, check] of expect) {
    server.setFaults({ fault: { kind } as never });
    const res = await get(server.baseUrl + lnkPath);
    assert.equal(res.status, 200, kind);
    check(text(res.body), res.body);
    assert.equal(res.headers.get("x-replay-synthetic"), "1", kind);
  }
  server.setFaults({ fault: { kind: "unregistered" } });
  const res = await get(server.baseUrl + lnkPath);
  assertSameBytes(res.body, await unregisteredBytes());
  assert.equal(res.headers.get("x-replay-synthetic"), null, "the real page, byte-exact");
});

Deno.test("truncate serves the first half of the real body", async () => {
  await using server = await serve();
  server.setFaults({ fault: { kind: "truncate" } });
  const full = await fixtureBytes(LNK);
  const res = await get(server.baseUrl + lnkPath);
  assertSameBytes(res.body, full.slice(0, Math.floor(full.length / 2)));
  assert.equal(res.headers.get("x-replay-synthetic"), "1");
  const json = await get(`${server.baseUrl}/lawService.do?OC=${OC}&target=nlrc&type=JSON&ID=1`);
  assert.throws(() => JSON.parse(text(json.body)), SyntaxError);
});

Deno.test("oversize streams a body larger than the limit (valid document + whitespace)", async () => {
  await using server = await serve();
  const full = await fixtureBytes(LNK);
  server.setFaults({ fault: { kind: "oversize", totalBytes: 3_000_000 } });
  const res = await get(server.baseUrl + lnkPath);
  assert.equal(res.body.length, 3_000_000);
  assertSameBytes(res.body.slice(0, full.length), full);
  assert.equal(text(res.body).trim(), text(full).trim());
  assert.equal(res.headers.get("content-length"), null, "streamed without a declared length");

  server.setFaults({ fault: { kind: "oversize", totalBytes: 200_000, declareLength: true } });
  const declared = await fetch(server.baseUrl + lnkPath, { headers: BROWSER_HEADERS });
  assert.equal(declared.headers.get("content-length"), "200000");
  await declared.body?.cancel();

  // A client enforcing a limit can stop reading early; the server must not mind.
  server.setFaults({ fault: { kind: "oversize", totalBytes: 50_000_000 } });
  const big = await fetch(server.baseUrl + lnkPath, { headers: BROWSER_HEADERS });
  const reader = big.body!.getReader();
  let seen = 0;
  while (seen < 1_000_000) seen += (await reader.read()).value!.length;
  await reader.cancel();
});

Deno.test("trickle delivers the real bytes slowly", async () => {
  await using server = await serve();
  server.setFaults({ fault: { kind: "trickle", chunkBytes: 200, intervalMs: 15 } });
  const started = performance.now();
  const res = await get(server.baseUrl + lnkPath);
  const elapsed = performance.now() - started;
  assertSameBytes(res.body, await fixtureBytes(LNK));
  assert.ok(elapsed >= 90, `1,268 B in 200 B chunks every 15 ms takes ≥ 105 ms (took ${elapsed})`);
  assert.equal(res.headers.get("x-replay-synthetic"), null, "bytes unaltered");
  assert.equal(res.headers.get("x-replay-fault"), "trickle");
});

Deno.test("stall: headers arrive, the body never does; the client's AbortSignal ends it", async () => {
  await using server = await serve();
  server.setFaults({ fault: { kind: "stall", afterBytes: 10 } });
  // Aborted once the body is being read (a 300 ms timer could instead fire before the headers
  // on a loaded machine); the stall never ends by itself, so ending at all is the abort's doing.
  const ac = new AbortController();
  const res = await fetch(server.baseUrl + lnkPath, {
    headers: BROWSER_HEADERS,
    signal: ac.signal,
  });
  assert.equal(res.status, 200);
  const body = res.bytes();
  await sleep(50); // lets the read park on the stall; if it has not yet, the abort still ends it
  ac.abort();
  await promptly(
    assert.rejects(body, (e: Error) => e.name === "AbortError"),
    1_000,
    "the stalled body after the client's abort",
  );
  // The server stays healthy for the next request.
  server.setFaults(null);
  assert.equal((await get(server.baseUrl + lnkPath)).status, 200);
});

Deno.test("reset: the body errors mid-stream like a dropped connection", async () => {
  await using server = await serve();
  server.setFaults({ fault: { kind: "reset" } });
  const res = await fetch(server.baseUrl + lnkPath, { headers: BROWSER_HEADERS });
  assert.equal(res.status, 200);
  await assert.rejects(res.bytes(), TypeError);
  server.setFaults({ fault: { kind: "reset", afterBytes: 0 } });
  const res2 = await fetch(server.baseUrl + lnkPath, { headers: BROWSER_HEADERS });
  await assert.rejects(res2.text(), TypeError);
});

Deno.test("first-N faults then recovery; after; match on endpoint/target/type", async () => {
  await using server = await serve({
    faults: { fault: { kind: "status", status: 503 }, times: 2 },
  });
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await get(server.baseUrl + lnkPath)).status);
  assert.deepEqual(statuses, [503, 503, 200, 200]);

  server.setFaults({ fault: { kind: "status", status: 502 }, after: 1, times: 1 });
  const s2 = [];
  for (let i = 0; i < 3; i++) s2.push((await get(server.baseUrl + lnkPath)).status);
  assert.deepEqual(s2, [200, 502, 200]);

  server.setFaults([
    { match: { endpoint: "service", target: "law" }, fault: { kind: "empty" } },
    { match: { type: "JSON" }, fault: { kind: "status", status: 500 } },
  ]);
  const body = await get(`${server.baseUrl}/lawService.do?OC=${OC}&target=law&ID=1823`);
  assert.equal(body.body.length, 0);
  const search = await get(server.baseUrl + lnkPath);
  assert.equal(search.status, 200);
  assert.ok(search.body.length > 0);
  const json = await get(`${server.baseUrl}/lawService.do?OC=${OC}&target=nlrc&type=JSON&ID=1`);
  assert.equal(json.status, 500);

  // reset() restores the plan given at start (2 × 503).
  server.reset();
  assert.equal((await get(server.baseUrl + lnkPath)).status, 503);
});

Deno.test("latency per endpoint and as a fault; aborted while waiting", async () => {
  await using server = await serve({ latency: { search: 120 } });
  const service = `${server.baseUrl}/lawService.do?OC=${OC}&target=law&ID=1823`;
  // Lower bounds only: a loaded machine makes a delay longer, never shorter.
  let t0 = performance.now();
  await get(server.baseUrl + lnkPath);
  assert.ok(performance.now() - t0 >= 110, "search latency applied");

  server.setLatency({ service: 150 });
  server.setFaults({ fault: { kind: "latency", ms: 100 }, times: 1 });
  t0 = performance.now();
  await get(service);
  assert.ok(performance.now() - t0 >= 240, "configured + fault latency add up");

  // Per endpoint: with search held for 10 min, a service request is still answered (no wall
  // clock: a latency applied to every endpoint would hold it as long).
  server.setFaults(null);
  server.setLatency({ search: HOLD_MS });
  const ac = new AbortController();
  const search = fetch(server.baseUrl + lnkPath, { headers: BROWSER_HEADERS, signal: ac.signal });
  const searchEntry = await until(
    "the held search",
    () => server.stats.log.find((e) => e.endpoint === "search" && e.reason === "pending"),
  );
  assert.equal((await get(service)).status, 200, "service has none");
  assert.equal(searchEntry.reason, "pending", "the search is still held");

  // The caller's signal ends the wait: nothing else would before 10 min.
  ac.abort();
  await promptly(
    assert.rejects(search, (e: Error) => e.name === "AbortError"),
    2_000,
    "the held search after the abort",
  );
  await until("the replay to log the abort", () => searchEntry.reason === "aborted");
});

Deno.test("close() with a stalled body and a delayed answer in flight finishes promptly", async () => {
  const server = await serve();
  server.setFaults({ match: { endpoint: "search" }, fault: { kind: "stall" } });
  server.setLatency({ service: HOLD_MS });
  const stalled = await fetch(server.baseUrl + lnkPath, { headers: BROWSER_HEADERS });
  assert.equal(stalled.status, 200);
  const delayed = fetch(`${server.baseUrl}/lawService.do?OC=${OC}&target=law&ID=1823`, {
    headers: BROWSER_HEADERS,
  }).then((r) => r.bytes(), (e) => e);
  // close() once the delayed answer is held (a fixed sleep could close before it arrives)
  await until("the delayed request", () => server.stats.last()?.endpoint === "service");
  // Neither would end by itself within 10 min: finishing at all is close()'s doing.
  await promptly(server.close(), 2_000, "close() with a stalled body in flight");
  await promptly(assert.rejects(stalled.bytes()), 2_000, "the stalled body");
  await promptly(delayed, 2_000, "the delayed answer");
  await server.close(); // idempotent
});
