/**
 * Server-side tests of the web app: each page's HTML against the replay upstream, the app
 * handler in-process on a runtime pointed at the replay (tests/_support.ts harness()).
 */

import assert from "node:assert/strict";
import { createRuntime } from "../../lib/mod.ts";
import { createWebApp } from "../../web/mod.ts";
import { assertNoSecret, harness } from "../_support.ts";

function assertStringIncludes(haystack: string, needle: string): void {
  assert.ok(haystack.includes(needle), `expected to find ${JSON.stringify(needle)}`);
}

async function get(app: ReturnType<typeof createWebApp>, path: string) {
  const res = await app(new Request(`http://127.0.0.1${path}`));
  const body = await res.text();
  assertNoSecret(body, path);
  assertNoSecret(JSON.stringify([...res.headers]), `${path} headers`);
  if (res.headers.get("content-type")?.startsWith("text/html")) {
    assertStringIncludes(body, '<html lang="ko">');
    assert(!/\bat [\w./]+\.tsx?:\d+/.test(body), `${path} shows a stack trace`);
    // Assets only from this server: no CDN, no font host.
    for (const m of body.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/g)) {
      assert(m[1].startsWith("/"), `${path} loads ${m[1]}`);
    }
  }
  return { res, body, status: res.status };
}

Deno.test("search: results grouped by kind with status and dates; shortcuts redirect", async () => {
  await using h = await harness();
  const app = createWebApp({ runtime: h.runtime });
  const home = await get(app, "/");
  assert.equal(home.status, 200);
  assertStringIncludes(home.body, 'role="search"');
  assertStringIncludes(home.body, 'action="/search"');
  assert(!home.body.includes('class="demo"'), "no demo banner with a key");
  assert(!home.body.includes('class="catalogue"'), "no demo catalogue with a key");

  const s = await get(app, "/search?q=" + encodeURIComponent("건축법"));
  assert.equal(s.status, 200);
  assert.match(s.body, /data-group="laws".*3건/s);
  assertStringIncludes(s.body, '<a href="/law/001823">건축법</a>');
  assertStringIncludes(s.body, '<a href="/law/002118">건축법 시행령</a>');
  assertStringIncludes(s.body, '<span class="badge now">현행</span>');
  assertStringIncludes(s.body, "시행 2025-10-31");
  for (const g of ["admrul", "ordin", "prec", "detc", "expc"]) {
    assertStringIncludes(s.body, `data-group="${g}"`);
  }

  const w = await get(app, "/search?q=" + encodeURIComponent("임금"));
  assertStringIncludes(w.body, 'href="/decision/prec/614373"');
  assertStringIncludes(w.body, "2021다248190");
  assert.match(w.body, /data-group="prec".*1,346건/s);

  const art = await get(app, "/search?q=" + encodeURIComponent("민법 제750조"));
  assert.equal(art.status, 303);
  assert.equal(
    decodeURIComponent(art.res.headers.get("location")!),
    "/law/001706/제750조#제750조",
  );
  const annex = await get(app, "/search?q=" + encodeURIComponent("건축법 별표 1"));
  assert.equal(decodeURIComponent(annex.res.headers.get("location")!), "/law/001823/annex/별표1");
});

Deno.test("law reader: TOC, 항/호/목, permalinks, 부칙, status; article page and misses", async () => {
  await using h = await harness();
  const app = createWebApp({ runtime: h.runtime });
  const t0 = performance.now();
  const law = await get(app, "/law/001823");
  const ms = performance.now() - t0;
  assert.equal(law.status, 200);
  assertStringIncludes(law.body, '<h1>건축법 <span class="badge now">현행</span></h1>');
  assertStringIncludes(law.body, 'aria-label="차례"');
  assertStringIncludes(law.body, '<li class="lv-장"><a href="#제1조">제1장 총칙</a></li>');
  assertStringIncludes(law.body, '<h2 class="heading">제1장 총칙</h2>');
  assert.equal(law.body.match(/<article class="jo/g)?.length, 166, "every article of 건축법");
  assertStringIncludes(law.body, 'id="제4조의2"');
  assertStringIncludes(law.body, 'href="/law/001823/%EC%A0%9C4%EC%A1%B0%EC%9D%982"');
  assertStringIncludes(law.body, '<p class="ho">11.  &quot;도로&quot;란');
  assertStringIncludes(law.body, '<p class="mok">가.  「국토의 계획');
  assertStringIncludes(law.body, 'id="supp-h">부칙</h2>');
  assertStringIncludes(law.body, 'name="asOf" type="date"');
  console.log(
    `law reader 건축법: ${new TextEncoder().encode(law.body).length} bytes, ` +
      `${ms.toFixed(0)} ms (server-timing ${law.res.headers.get("server-timing")})`,
  );

  const one = await get(app, "/law/001823/" + encodeURIComponent("제4조의2"));
  assert.equal(one.status, 200);
  assertStringIncludes(one.body, "제4조의2(건축위원회의 건축 심의 등)");
  assertStringIncludes(one.body, '<p class="heading">제1장 총칙</p>');
  assertStringIncludes(one.body, "[본조신설 2014.5.28]");
  assert.equal(one.body.match(/<article class="jo/g)?.length, 1);

  const gone = await get(app, "/law/001823/" + encodeURIComponent("제999조"));
  assert.equal(gone.status, 404);
  assertStringIncludes(gone.body, "건축법에 제999조가 없습니다");

  const none = await get(app, "/law/999999");
  assert.equal(none.status, 404);
  assertStringIncludes(none.body, 'class="error miss"');
  assertStringIncludes(none.body, 'data-code="NOT_FOUND"');

  // An as-of date the data does not hold is a labelled miss with the way back to 현행.
  const past = await get(app, "/law/001823?asOf=2020-01-01");
  assert.equal(past.status, 404);
  assertStringIncludes(past.body, "2020-01-01에 시행 중이던 법령 001823");
  assertStringIncludes(past.body, '<a href="/law/001823">현행 법령 보기</a>');

  // A pinned version (the demo data holds 최저임금법 시행규칙 only by MST) lists its 별표.
  const mst = await get(app, "/law/008480?mst=282351");
  assert.equal(mst.status, 200);
  assertStringIncludes(mst.body, '<a href="/law/008480/annex/별표3?mst=282351">별표 3</a>');
});

Deno.test("annex viewer: merged cells as rowspan/colspan, original link, misses", async () => {
  await using h = await harness();
  const app = createWebApp({ runtime: h.runtime });
  const a = await get(app, "/law/008480/annex/" + encodeURIComponent("별표3") + "?mst=282351");
  assert.equal(a.status, 200);
  assertStringIncludes(a.body, "[별표 3] 최저임금 적용 제외의 인가 기준(제3조제1항 관련)");
  assertStringIncludes(a.body, '<td rowspan="2">보도시점</td>');
  assert.match(a.body, /<td colspan="3">• 범정부/);
  assertStringIncludes(a.body, 'href="https://www.law.go.kr/LSW/flDownload.do?flSeq=159941951"');
  assertStringIncludes(a.body, 'data-stand-in="1"');
  assertStringIncludes(a.body, 'data-format="hwpx"');

  const pdfOnly = await get(
    app,
    "/law/008480/annex/" + encodeURIComponent("별표1") + "?mst=282351",
  );
  assert.equal(pdfOnly.status, 200);
  assert.match(pdfOnly.body, /data-format="(hwp5|pdf)"/);

  const miss = await get(app, "/law/008480/annex/" + encodeURIComponent("별표9") + "?mst=282351");
  assert.equal(miss.status, 404);
  assertStringIncludes(miss.body, 'data-code="NOT_FOUND"');
  const bad = await get(app, "/law/008480/annex/" + encodeURIComponent("그림1"));
  assert.equal(bad.status, 404);
});

Deno.test("decision reader: 판시사항·판결요지 first; a miss is labelled", async () => {
  await using h = await harness();
  const app = createWebApp({ runtime: h.runtime });
  const d = await get(app, "/decision/prec/614373");
  assert.equal(d.status, 200);
  assertStringIncludes(d.body, '<h1 id="d-h">임금등</h1>');
  assertStringIncludes(d.body, "대법원 · 2021다248190 · 2025-12-11");
  const i1 = d.body.indexOf('id="s-판시사항"');
  const i2 = d.body.indexOf('id="s-판결요지"');
  assert(i1 > 0 && i2 > i1, "판시사항 then 판결요지");
  const ids = [...d.body.matchAll(/<section(?: class="lead")? id="(s-[^"]+)"/g)].map((m) => m[1]);
  const later = ids.filter((x) => x !== "s-판시사항" && x !== "s-판결요지");
  assert(later.length > 0, "the rest of the decision follows");
  assert(d.body.indexOf(`id="${later.at(-1)}"`) > i2, "other sections after the summaries");
  // Each section has an anchor in the TOC; citations are links (a case number here).
  assertStringIncludes(d.body, 'aria-label="차례"');
  assertStringIncludes(d.body, 'href="#s-%ED%8C%90%EC%8B%9C%EC%82%AC%ED%95%AD"');
  assert.match(d.body, /<a class="cite" href="\/cite\/case\/[^"]+" data-cite="case"/);
  // The page shows the decision whole: the full text the tool keeps behind a call, once.
  assertStringIncludes(d.body, "상고를 기각한다");
  assertStringIncludes(d.body, "(단락 12)");
  assert.equal(d.body.match(/\(단락 7\)/g)?.length, 1);

  const miss = await get(app, "/decision/prec/1");
  assert.equal(miss.status, 404);
  assertStringIncludes(miss.body, 'data-code="NOT_FOUND"');
  assertStringIncludes(miss.body, "결정문을 찾지 못했습니다");
});

Deno.test("outage is not a miss; demo banner; suggestions JSON; static assets", async () => {
  const down = await createRuntime({
    oc: "tk-SECRET-9f3a1c",
    baseUrl: "http://127.0.0.1:9/DRF",
    cacheDir: "off",
    retries: 0,
    timeoutMs: 500,
  });
  try {
    const app = createWebApp({ runtime: down });
    const r = await get(app, "/law/001823");
    assert.equal(r.status, 503);
    assertStringIncludes(r.body, 'class="error outage"');
    assertStringIncludes(r.body, "법제처 서버에서 답을 받지 못했습니다");
  } finally {
    await down.close();
  }

  const demo = await createRuntime({ cacheDir: "off" });
  try {
    const app = createWebApp({ runtime: demo });
    const r = await get(app, "/law/001823/" + encodeURIComponent("제1조"));
    assertStringIncludes(r.body, '<div class="demo" role="note">');
    // The demo home lists what the demo holds (the Chromium walk opens every link).
    const home = await get(app, "/");
    const listed = [...home.body.matchAll(/class="cat-list">(.*?)<\/ul>/gs)]
      .flatMap((m) => [...m[1].matchAll(/<a href="/g)]);
    assert.ok(listed.length >= 40, `${listed.length} documents on the demo home`);
    // 민법: a real recorded search (the demo ships no synthetic one).
    const s = await get(app, "/api/suggest?q=" + encodeURIComponent("민법"));
    const j = JSON.parse(s.body) as { suggestions: { name: string; href: string }[] };
    assert(j.suggestions.some((x) => x.name === "민법" && x.href === "/law/001706"), s.body);
    const js = await get(app, "/static/islands.js");
    assert.equal(js.status, 200);
    assertStringIncludes(js.body, "data-island");
    const css = await get(app, "/static/app.css");
    assertStringIncludes(css.res.headers.get("content-type")!, "text/css");
    const nf = await get(app, "/nope");
    assert.equal(nf.status, 404);
    const post = await app(new Request("http://127.0.0.1/", { method: "POST" }));
    assert.equal(post.status, 405);
  } finally {
    await demo.close();
  }
});

Deno.test("the committed island bundle is what `deno task web:bundle` builds now", async () => {
  const { buildIslands, BUNDLE } = await import("../../web/build.ts");
  const tmp = await Deno.makeTempFile({ suffix: ".js" });
  try {
    const fresh = await buildIslands(new URL(`file://${tmp}`));
    assert.equal(await Deno.readTextFile(BUNDLE), fresh, "run `deno task web:bundle`");
    assert.ok(fresh.length < 40_000, `bundle stays small (${fresh.length} bytes)`);
  } finally {
    await Deno.remove(tmp);
  }
});
