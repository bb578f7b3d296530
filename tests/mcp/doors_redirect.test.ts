/**
 * Issue 28, finding 1: no redirect target can end the process. A `next` holding a control
 * character reached a `Location` header and Deno's HTTP writer panicked (the process exited);
 * a non-ASCII `next` gave a 500; an upstream 법령ID holding U+0001 did the same through the
 * search page's redirect. Here the real server (`mcp/start.ts`) takes each of them and keeps
 * answering, and every `Location` it sends is a same-site path in visible ASCII.
 */

import assert from "node:assert/strict";
import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";
import { TEST_OC } from "../_support.ts";
import { startHttpProcess } from "./_servers.ts";
import { assertAlive, raw } from "./_doors.ts";

const TOKEN = "S3cretTok_abcdef";
const form = "application/x-www-form-urlencoded";
const VISIBLE_PATH = /^\/(?![/\\])[\x21-\x7e]*$/;

/** `next` values as a form sends them (already percent-encoded for the body). */
const NEXTS = [
  "/%01",
  "/%7F",
  "/%1B%5B31m",
  "/%C2%85",
  "/%0D%0ASet-Cookie:%20x=1",
  "/%00",
  "/search?q=%EB%AF%BC%EB%B2%95", // 민법: non-ASCII once decoded
  "/%ED%95%9C%20%EA%B8%80#%EC%A0%9C1%EC%A1%B0",
  "/%ED%A0%80", // a lone surrogate's bytes
  "//evil.example/",
  "/%5Cevil.example",
  "/.//evil.example",
  "http://evil.example/",
];

Deno.test({
  name:
    "finding 1: next=/%01, non-ASCII and off-site nexts on /signin (POST, and GET with a session) → 303 to a safe path; the server lives",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using s = await startHttpProcess({
      LAW_OC: "k",
      HOST: "0.0.0.0",
      BEOPMANG_AUTH_TOKEN: TOKEN,
      BEOPMANG_CACHE: "off",
      BEOPMANG_RATE_CLIENT: "1000",
    }, 60_000);
    const base = s.url.replace("0.0.0.0", "127.0.0.1");
    const origin = base;
    let cookie = "";
    for (const next of NEXTS) {
      const res = await raw(base, "POST", "/signin", {
        origin,
        "content-type": form,
      }, `token=${TOKEN}&next=${next}`);
      assert.equal(res.status, 303, `POST next=${next}: ${res.text.slice(0, 200)}`);
      const location = res.headers.location ?? "";
      assert.match(location, VISIBLE_PATH, `POST next=${next} → ${location}`);
      assert.ok(!/evil/.test(location), `next=${next} left the site: ${location}`);
      cookie ||= res.cookies[0]?.split(";")[0] ?? "";
      await assertAlive(base, `after POST /signin next=${next}`);
    }
    assert.ok(cookie.startsWith("beopmang_session="), "signed in");
    // Non-ASCII keeps its meaning, encoded.
    const ko = await raw(
      base,
      "POST",
      "/signin",
      { origin, "content-type": form },
      `token=${TOKEN}&next=${NEXTS[6]}`,
    );
    assert.equal(ko.headers.location, "/search?q=%EB%AF%BC%EB%B2%95");
    for (const next of NEXTS) {
      const res = await raw(base, "GET", `/signin?next=${next}`, { cookie });
      assert.equal(res.status, 303, `GET next=${next}: ${res.text.slice(0, 200)}`);
      assert.match(res.headers.location ?? "", VISIBLE_PATH, `GET next=${next}`);
      await assertAlive(base, `after GET /signin?next=${next} with a session`);
    }
    // The form page without a session carries next in an attribute, escaped.
    const page = await raw(base, "GET", "/signin?next=/%22%3E%3Cscript%3E", {});
    assert.equal(page.status, 200);
    assert.doesNotMatch(page.body, /"><script>/);
    assert.doesNotMatch(s.stderr(), /panicked|invalid response header/);
  },
});

Deno.test({
  name:
    "finding 1: an upstream 법령ID holding U+0001 (_synthetic: the recorded 민법 search, rewritten) → /search?q=민법 제750조 redirects encoded; the server lives",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    // _synthetic: the real recording of lawSearch target=law query=민법 with a control
    // character put into 민법's 법령ID, as a broken or hostile upstream could send it.
    replay.setFaults({
      match: { endpoint: "search", target: "law" },
      fault: {
        kind: "rewrite",
        replace: [["<법령ID>001706</법령ID>", "<법령ID>\u0001001706</법령ID>"]],
      },
    });
    await using s = await startHttpProcess({
      LAW_OC: TEST_OC,
      LAW_API_BASE_URL: replay.baseUrl,
      BEOPMANG_CACHE: "off",
    }, 60_000);
    const res = await raw(s.url, "GET", `/search?q=${encodeURIComponent("민법 제750조")}`, {});
    assert.ok(
      replay.stats.log.some((e) => e.fault === "rewrite"),
      "the rewritten answer was served",
    );
    assert.equal(res.status, 303, res.text.slice(0, 300));
    const location = res.headers.location ?? "";
    assert.match(location, VISIBLE_PATH);
    assert.match(location, /^\/law\/%01001706\//, location);
    await assertAlive(s.url, "after the redirect built from 법령ID U+0001");
    // The id reaches links encoded too: the search results list it.
    const list = await raw(s.url, "GET", `/search?q=${encodeURIComponent("민법")}`, {});
    assert.equal(list.status, 200);
    assert.ok(!list.body.includes("\u0001"), "a raw U+0001 reached the page");
    await assertAlive(s.url, "after the result list");
    assert.doesNotMatch(s.stderr(), /panicked|invalid response header/);
  },
});
