/**
 * Fuzzing the doors of the real server (issue 28): `mcp/start.ts` spawned in token mode on
 * loopback (so the Host check, the token, the sign-in and the redirect builder all run) takes
 * hostile `next` values, header values and Host values over raw sockets. Every `next` ends in a
 * 303 to a same-site path in visible ASCII; no answer is a 500 (the one 5xx is the labelled 503 of
 * the dead upstream); and the process keeps serving — before the fix, one control character in a
 * `Location` ended it.
 */

import assert from "node:assert/strict";
// deno-lint-ignore no-import-prefix -- test-only: kept out of the app's imports (docs/DEMO.md)
import fc from "npm:fast-check@4.11.0";
import { headerValue, hostValue, nextValue } from "./_arbitraries.ts";
import { startHttpProcess } from "../mcp/_servers.ts";
import { assertAlive, raw } from "../mcp/_doors.ts";

const TOKEN = "fuzz-token-0123456789";
const VISIBLE_PATH = /^\/(?![/\\])[\x21-\x7e]*$/;
const RUNS = 120;
const form = "application/x-www-form-urlencoded";

const HEADERS = [
  "cookie",
  "authorization",
  "origin",
  "x-forwarded-for",
  "x-forwarded-proto",
  "mcp-protocol-version",
  "content-type",
  "accept",
  "x-law-oc",
  "sec-fetch-site",
  "referer",
  "user-agent",
  "content-length",
];
const DOORS: [string, string][] = [
  ["GET", "/"],
  ["GET", "/search?q=%EB%AF%BC%EB%B2%95"],
  ["GET", "/api/suggest?q=x"],
  ["GET", "/health"],
  ["GET", "/signin"],
  ["POST", "/signin"],
  ["POST", "/signout"],
  ["POST", "/mcp"],
  ["GET", "/static/app.css"],
];

/** What an upstream outage is labelled (no upstream listens here, so `/api/suggest` sees one). */
const OUTAGE = /"code":\s*"(NETWORK|TIMEOUT|UPSTREAM_[A-Z_]+)"/;

/**
 * Status of an answer: a number below 500, or none when the server closed a malformed request.
 * The one 5xx allowed is the labelled 503 a door that asks the upstream gives for an outage
 * (issue 28, finding 7: `/api/suggest` no longer hides one as `[]`); never a 500.
 */
function assertNoServerError(status: number, what: string, text = "") {
  if (status === 503 && OUTAGE.test(text)) return;
  assert.ok(Number.isNaN(status) || (status >= 200 && status < 500), `${what}: ${status}`);
}

Deno.test({
  name:
    "fuzz (served): hostile next, header and Host values never end the process, never answer 500, never leave the site",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using s = await startHttpProcess({
      LAW_OC: "k",
      HOST: "127.0.0.1",
      BEOPMANG_AUTH_TOKEN: TOKEN,
      BEOPMANG_CACHE: "off",
      BEOPMANG_RATE_CLIENT: "100000",
      BEOPMANG_RATE_SHARED: "100000",
      LAW_API_BASE_URL: "http://127.0.0.1:9/", // nothing listens: no page reaches an upstream
    }, 60_000);
    const origin = s.url;
    const signin = await raw(
      s.url,
      "POST",
      "/signin",
      { origin, "content-type": form },
      `token=${TOKEN}`,
    );
    const cookie = signin.cookies[0]?.split(";")[0] ?? "";
    assert.match(cookie, /^beopmang_session=/);

    await fc.assert(
      fc.asyncProperty(nextValue, async (next) => {
        const body = `token=${TOKEN}&next=${encodeURIComponent(next.toWellFormed())}`;
        const post = await raw(s.url, "POST", "/signin", { origin, "content-type": form }, body);
        assert.equal(post.status, 303, `POST next=${JSON.stringify(next)}`);
        assert.match(post.headers.location ?? "", VISIBLE_PATH, JSON.stringify(next));
        const get = await raw(
          s.url,
          "GET",
          `/signin?next=${encodeURIComponent(next.toWellFormed())}`,
          { cookie },
        );
        assert.equal(get.status, 303, `GET next=${JSON.stringify(next)}`);
        assert.match(get.headers.location ?? "", VISIBLE_PATH, JSON.stringify(next));
      }),
      { numRuns: RUNS },
    );
    await assertAlive(s.url, "after the next values");

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...HEADERS),
        headerValue,
        fc.constantFrom(...DOORS),
        async (name, value, [method, path]) => {
          const res = await raw(s.url, method, path, { cookie, [name]: value }, "");
          assertNoServerError(
            res.status,
            `${name}: ${JSON.stringify(value.slice(0, 80))}`,
            res.text,
          );
        },
      ),
      { numRuns: RUNS },
    );
    await assertAlive(s.url, "after the header values");

    await fc.assert(
      fc.asyncProperty(hostValue, fc.constantFrom(...DOORS), async (host, [method, path]) => {
        const res = await raw(s.url, method, path, { host, cookie }, "");
        assertNoServerError(res.status, `Host ${JSON.stringify(host)} ${path}`, res.text);
      }),
      { numRuns: RUNS },
    );
    await assertAlive(s.url, "after the Host values");
    assert.doesNotMatch(s.stderr(), /panicked|invalid response header/);
    assert.ok(!s.stderr().includes(TOKEN));
  },
});
