/**
 * Request counting and the request log: tests elsewhere rely on it to prove that every upstream
 * call carried the right key and browser-like headers.
 */

import assert from "node:assert/strict";
import { BROWSER_HEADERS, get, OC, serve } from "./_helpers.ts";

Deno.test("counts per endpoint and target, and logs query (with OC), User-Agent and Referer", async () => {
  await using server = await serve();
  const q = encodeURIComponent("민법");
  await get(`${server.baseUrl}/lawSearch.do?OC=${OC}&target=law&query=${q}&display=5`);
  await get(`${server.baseUrl}/lawService.do?OC=${OC}&target=law&ID=001823`);
  await get(`${server.baseUrl}/lawService.do?OC=other-key&target=prec&type=JSON&ID=1`);
  const bare = await fetch(`${server.origin}/lawSearch.do?OC=${OC}&target=admrul&query=x`);
  await bare.body?.cancel();
  const flDown = await fetch(`${server.origin}/LSW/flDownload.do?flSeq=1`);
  await flDown.body?.cancel();

  const s = server.stats;
  assert.equal(s.total, 5);
  assert.deepEqual(s.byEndpoint, { search: 2, service: 2, download: 1, other: 0 });
  assert.deepEqual(s.byTarget, { law: 2, prec: 1, admrul: 1 });
  assert.equal(s.log.length, 5);
  assert.deepEqual(s.log.map((e) => e.seq), [1, 2, 3, 4, 5]);

  const [first, , third, fourth] = s.log;
  assert.deepEqual(first.query, { OC, target: "law", query: "민법", display: "5" });
  assert.equal(first.userAgent, BROWSER_HEADERS["user-agent"]);
  assert.equal(first.referer, BROWSER_HEADERS.referer);
  assert.equal(first.headers["user-agent"], BROWSER_HEADERS["user-agent"]);
  assert.equal(first.status, 200);
  assert.equal(first.reason, "recorded");
  assert.equal(first.fixture, "drf/law/search_query-minbeop_display5.xml");
  assert.equal(first.synthetic, false);
  assert.equal(first.path, "/DRF/lawSearch.do");
  assert.ok(first.url.includes(`OC=${OC}`));
  assert.equal(third.query.OC, "other-key");
  assert.equal(fourth.referer, null, "a request without Referer is visible in the log");
  assert.match(fourth.userAgent ?? "", /^Deno\//);
  assert.equal(fourth.synthetic, true);
  assert.equal(s.last()?.endpoint, "download");
  assert.equal(s.last()?.status, 404);
});

Deno.test("the log is bounded and reset() clears counts", async () => {
  await using server = await serve({ logLimit: 3 });
  for (let i = 0; i < 5; i++) {
    await get(`${server.baseUrl}/lawSearch.do?OC=k${i}&target=law&query=q`);
  }
  assert.equal(server.stats.total, 5);
  assert.deepEqual(server.stats.log.map((e) => e.query.OC), ["k2", "k3", "k4"]);
  server.reset();
  assert.equal(server.stats.total, 0);
  assert.deepEqual(server.stats.byTarget, {});
  assert.equal(server.stats.log.length, 0);
  assert.equal(server.stats.last(), undefined);
  await get(`${server.baseUrl}/lawSearch.do?OC=again&target=law&query=q`);
  assert.equal(server.stats.last()?.seq, 1);
});
