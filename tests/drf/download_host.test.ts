/**
 * Annex downloads fetch only from the configured upstream's host: links from answers or
 * recordings that point elsewhere — another host, loopback, private or link-local addresses,
 * other schemes — are refused before any request is made, and so is a redirect off the host.
 * law.go.kr links are re-pointed at the configured upstream. A recording fetch stands in for the
 * network, so nothing here leaves the process.
 */

import assert from "node:assert/strict";
import { DrfClient, DrfError } from "../../lib/mod.ts";
import { createReplayHandler, defaultFixturesDir } from "../lab/mod.ts";

const BASE = "https://upstream.example/DRF";

function client(answer?: (url: URL) => Response | undefined) {
  const replay = createReplayHandler({ fixturesDir: defaultFixturesDir() });
  const asked: string[] = [];
  const fetch = (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    asked.push(url.href);
    const own = answer?.(url);
    if (own) return Promise.resolve(own);
    // Everything on the upstream host is the replay (it routes by path).
    return replay.fetch(new Request(url, init));
  };
  return { asked, c: new DrfClient({ baseUrl: BASE, oc: "k-test", fetch, retries: 0 }) };
}

Deno.test("downloads: off-host links are refused before any request", async () => {
  const { asked, c } = client();
  for (
    const link of [
      "http://127.0.0.1:8000/LSW/flDownload.do?flSeq=159941939",
      "http://[::1]/x",
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/flDownload.do?flSeq=1",
      "http://192.168.1.1/a.hwp",
      "https://evil.example/LSW/flDownload.do?flSeq=159941939",
      "http://upstream.example/LSW/flDownload.do?flSeq=159941939", // same host, other scheme
      "file:///etc/passwd",
      "http://law.go.kr.evil.example/x",
    ]
  ) {
    await assert.rejects(c.download(link), (e: unknown) => {
      assert.ok(e instanceof DrfError, String(e));
      assert.equal(e.code, "UPSTREAM_MALFORMED", link);
      assert.match(e.message, /refused/);
      return true;
    });
  }
  assert.deepEqual(asked, [], "no request was made");
});

Deno.test("downloads: relative and law.go.kr links go to the configured upstream", async () => {
  const { asked, c } = client();
  const rel = await c.download("/LSW/flDownload.do?flSeq=159941939");
  assert.ok(rel.bytes.length > 1000);
  const elis = await c.download("http://www.law.go.kr/flDownload.do?gubun=ELIS&flSeq=155147979");
  assert.ok(elis.bytes.length > 1000);
  assert.ok(asked.every((u) => u.startsWith("https://upstream.example/")), asked.join());
});

Deno.test("downloads: a redirect is followed on the upstream host only", async () => {
  const to = (location: string) => new Response(null, { status: 302, headers: { location } });
  const { asked, c } = client((url) => {
    if (url.pathname === "/away") return to("http://127.0.0.1:9/secret");
    if (url.pathname === "/meta") return to("http://169.254.169.254/latest/");
    if (url.pathname === "/moved") return to("/LSW/flDownload.do?flSeq=159941939");
  });
  for (const link of ["/away", "/meta"]) {
    await assert.rejects(c.download(link), /redirect to http:\/\/(127\.0\.0\.1|169\.254)/);
  }
  assert.ok(!asked.some((u) => /127\.0\.0\.1|169\.254/.test(u)), asked.join());
  const moved = await c.download("/moved");
  assert.ok(moved.bytes.length > 1000);
  assert.equal(asked.at(-1), "https://upstream.example/LSW/flDownload.do?flSeq=159941939");
});
