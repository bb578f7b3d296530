/**
 * The handler used directly as a `fetch` replacement (demo mode): no socket, same answers, same
 * faults, abort signals honoured; plus the flDownload route and startup errors.
 */

import assert from "node:assert/strict";
import { createReplayHandler, type ReplayHandler } from "../lab/mod.ts";
import { BROWSER_HEADERS, fixtureBytes, FIXTURES, OC, serve, text, within } from "./_helpers.ts";
import { assertSameBytes } from "./_helpers.ts";

const BASE = "https://www.law.go.kr/DRF";
const MINBEOP = `${BASE}/lawSearch.do?OC=${OC}&target=law&type=XML&query=${
  encodeURIComponent("민법")
}`;

Deno.test("works as a fetch function without a server", async () => {
  const handler = createReplayHandler({ fixturesDir: FIXTURES });
  // Compile-time proof that it can be handed to code expecting `fetch`.
  const f: typeof fetch = handler.fetch;
  const res = await f(new URL(MINBEOP), { headers: BROWSER_HEADERS });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "text/xml;charset=UTF-8");
  assert.deepEqual(
    await res.bytes(),
    await fixtureBytes("drf/law/search_query-minbeop_display5.xml"),
  );
  const viaRequest = await handler.fetch(
    new Request(`${BASE}/lawService.do?OC=${OC}&target=law&ID=1823`),
  );
  assert.equal((await viaRequest.bytes()).length, 511112);
  const viaString = await handler.fetch(
    `http://anything.invalid/lawService.do?OC=${OC}&target=nlrc&type=JSON&ID=1`,
  );
  assert.equal(JSON.parse(await viaString.text()).NlrcService.결정문일련번호, "1");
  assert.equal(handler.stats.total, 3);
  assert.equal(handler.stats.log[0].referer, BROWSER_HEADERS.referer);
});

Deno.test("direct mode: stall ends with the caller's abort, reset is a TypeError", async () => {
  const handler = createReplayHandler({
    fixturesDir: FIXTURES,
    faults: [{ fault: { kind: "stall", afterBytes: 5 }, times: 1 }, {
      fault: { kind: "reset" },
      times: 1,
    }],
  });
  const ac = new AbortController();
  const res = await handler.fetch(MINBEOP, { signal: ac.signal });
  const reader = res.body!.getReader();
  assert.equal(text((await reader.read()).value!), "<?xml");
  const pending = reader.read();
  setTimeout(() => ac.abort(new DOMException("gave up", "AbortError")), 30);
  await within(
    assert.rejects(pending, (e: Error) => e.name === "AbortError"),
    2000,
    "aborted read",
  );

  const reset = await handler.fetch(MINBEOP);
  await assert.rejects(reset.bytes(), TypeError);
  // Both rules used up: back to normal.
  assert.equal((await (await handler.fetch(MINBEOP)).bytes()).length, 4168);
});

Deno.test("direct mode: latency honours the signal; abortInFlight ends stalls", async () => {
  const handler: ReplayHandler = createReplayHandler({
    fixturesDir: FIXTURES,
    // held 10 min: ending at all is the signal's doing; the bound only catches a hang
    latency: { search: 600_000 },
  });
  await within(
    assert.rejects(
      handler.fetch(MINBEOP, { signal: AbortSignal.timeout(50) }),
      (e: Error) => e.name === "TimeoutError",
    ),
    1_000,
    "the held answer after the signal's timeout",
  );
  assert.equal(handler.stats.last()?.reason, "aborted");

  handler.setLatency({});
  handler.setFaults({ fault: { kind: "stall" } });
  const res = await handler.fetch(MINBEOP);
  const body = res.bytes();
  handler.abortInFlight(new Error("shutting down"));
  await within(assert.rejects(body, /shutting down/), 2000, "body after abortInFlight");
  // Still usable afterwards.
  handler.setFaults(null);
  assert.equal((await handler.fetch(MINBEOP)).status, 200);
});

Deno.test("flDownload.do serves files from the downloads table; unknown flSeq → 404", async () => {
  const file = "annex/income-tax-act_law-print.pdf";
  await using server = await serve({
    downloads: { "164115145": { file, fileName: "소득세법.pdf" } },
  });
  for (
    const path of [
      "/LSW/flDownload.do?flSeq=164115145",
      "/flDownload.do?gubun=ELIS&flSeq=164115145",
    ]
  ) {
    const res = await fetch(server.origin + path);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get("content-type"), "application/octet-stream");
    assert.equal(
      res.headers.get("content-disposition"),
      `attachment; filename*=UTF-8''${encodeURIComponent("소득세법.pdf")}`,
    );
    assertSameBytes(await res.bytes(), await fixtureBytes(file));
  }
  const miss = await fetch(`${server.origin}/LSW/flDownload.do?flSeq=1`);
  assert.equal(miss.status, 404);
  await miss.body?.cancel();
  assert.equal(server.stats.byEndpoint.download, 3);
  // The built-in table maps real flSeq values to stand-in files (no fixture is a real law.go.kr
  // download, see MANIFEST-annexes.md); every entry must name a file that exists.
  const { ANNEX_DOWNLOADS } = await import("../lab/mod.ts");
  for (const [flSeq, d] of Object.entries(ANNEX_DOWNLOADS)) {
    assert.match(flSeq, /^\d+$/);
    assert.ok((await fixtureBytes(d.file)).length > 0, d.file);
  }
});

Deno.test("a missing fixtures directory is reported at start, not as 500s later", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const handler = createReplayHandler({ fixturesDir: dir });
    await assert.rejects(handler.ready(), /replay index: cannot read/);
    await assert.rejects(serve({ fixturesDir: dir }), /replay index/);
    // A string path works as well as a URL once the index is there.
    await Deno.mkdir(`${dir}/drf`);
    await Deno.copyFile(new URL("drf/index.json", FIXTURES), `${dir}/drf/index.json`);
    await handler.ready();
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
