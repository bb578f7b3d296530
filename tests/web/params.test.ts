/**
 * The web app over HTTP (the real `deno task start` wiring on the replay upstream): pages and
 * forms take only the query parameters they use, read by the tools' argument reader — an
 * unknown one is a labelled 400 naming it and the accepted ones, old names come through the
 * alias table — and every example the pages print (the search box placeholder, the home page
 * links) answers from the recordings.
 */

import assert from "node:assert/strict";
import { serveHttp } from "../../mcp/http.ts";
import { harness } from "../_support.ts";

async function web() {
  const h = await harness();
  // Limits count upstream calls now (issue 28): these tests walk many pages, not the limits.
  const server = await serveHttp({
    runtime: h.runtime,
    port: 0,
    quiet: true,
    log: () => {},
    rateLimit: { perClient: 100_000, sharedKey: 100_000 },
  });
  const get = async (path: string) => {
    const res = await fetch(server.url + path, { redirect: "manual" });
    return { status: res.status, body: await res.text(), location: res.headers.get("location") };
  };
  return {
    get,
    async [Symbol.asyncDispose]() {
      await server.close();
      await h[Symbol.asyncDispose]();
    },
  };
}

const enc = encodeURIComponent;

Deno.test("an unknown query parameter is a labelled 400 naming it and the accepted ones", async () => {
  await using w = await web();
  const bogus = await w.get(`/search?q=${enc("민법")}&bogus=1`);
  assert.equal(bogus.status, 400);
  assert.match(bogus.body, /data-code="BAD_INPUT"/);
  assert.ok(bogus.body.includes("알 수 없는 인자 'bogus'"), bogus.body);
  assert.ok(bogus.body.includes("받는 인자: q"), bogus.body);
  // a misspelling names the closest parameter
  const near = await w.get(`/law/001823?asof=2024-01-01`);
  assert.equal(near.status, 400);
  assert.ok(near.body.includes("'asof' (did you mean 'asOf'?)"), near.body);
  assert.ok(near.body.includes("받는 인자: mst, asOf"), near.body);
  // a page that takes none says so; an annex is read as it stands, without a date
  const dec = await w.get("/decision/prec/614373?x=1");
  assert.equal(dec.status, 400);
  assert.ok(dec.body.includes("받는 인자: (없음)"), dec.body);
  const annex = await w.get(`/law/008480/annex/${enc("별표3")}?mst=282351&asOf=2024-01-01`);
  assert.equal(annex.status, 400);
  assert.ok(annex.body.includes("'asOf'"), annex.body);
  // an empty unknown parameter is refused too; a repeated one is not silently halved
  assert.equal((await w.get("/?x=")).status, 400);
  const twice = await w.get("/law/001823?mst=276925&mst=1");
  assert.equal(twice.status, 400);
  assert.ok(twice.body.includes("'mst'가 두 번"), twice.body);
  // values are read like any tool's: an impossible date is refused, not ignored
  const feb = await w.get("/law/001823?asOf=2024-02-31");
  assert.equal(feb.status, 400);
  assert.ok(feb.body.includes("2월에는 31일이 없습니다"), feb.body);
  // the JSON endpoint answers in JSON
  const api = await w.get(`/api/suggest?q=${enc("건축법")}&limit=3`);
  assert.equal(api.status, 400);
  const j = JSON.parse(api.body) as { error: { code: string; message: string } };
  assert.equal(j.error.code, "BAD_INPUT");
  assert.match(j.error.message, /'limit'.*받는 인자: q/);
});

Deno.test("old parameter names come through the alias table; the forms' own fields are taken", async () => {
  await using w = await web();
  // `date` is an old name of asOf: the same labelled miss as ?asOf= (no such version recorded)
  const old = await w.get("/law/001823?date=2020-01-01");
  const now = await w.get("/law/001823?asOf=2020-01-01");
  assert.equal(old.status, 404);
  assert.equal(now.status, 404);
  assert.ok(old.body.includes("2020-01-01에 시행 중이던 법령 001823"), old.body);
  // the law page's as-of form submits asOf (empty when untouched) and its hidden mst
  const law = await w.get("/law/008480?mst=282351");
  assert.equal(law.status, 200);
  const form = /<form class="asof"[^>]*>([\s\S]*?)<\/form>/.exec(law.body)?.[1] ?? "";
  const fields = [...form.matchAll(/name="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(fields.sort(), ["asOf", "mst"]);
  const submitted = await w.get("/law/008480?mst=282351&asOf=");
  assert.equal(submitted.status, 200);
  // the search box submits q
  const home = await w.get("/");
  assert.match(home.body, /<form[^>]*action="\/search"[^>]*>[\s\S]*?name="q"/);
});

Deno.test("every example the pages print answers from the recordings", async () => {
  await using w = await web();
  const home = await w.get("/");
  const placeholder = /placeholder="([^"]+)"/.exec(home.body)?.[1] ?? "";
  // "법령명, 건축법 제4조의2, 2021다248190 …": the concrete examples after the word 법령명
  const examples = placeholder.replace(/\s*…$/, "").split(", ").slice(1);
  assert.ok(examples.length >= 2, placeholder);
  const links = [...home.body.matchAll(/<a href="(\/search\?q=[^"]+)"/g)].map((m) => m[1]);
  assert.ok(links.length >= 3, "home page example links");
  const paths = [...examples.map((e) => `/search?q=${enc(e)}`), ...links];
  for (const path of paths) {
    let r = await w.get(path);
    for (let hops = 0; r.status === 303 && hops < 3; hops++) r = await w.get(r.location!);
    assert.equal(r.status, 200, `${decodeURIComponent(path)} → ${r.status}`);
    assert.doesNotMatch(r.body, /class="error/, `${decodeURIComponent(path)} shows an error`);
  }
});
