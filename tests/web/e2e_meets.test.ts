/**
 * What a person meets (issue 29), in headless Chromium against the real `deno task start`
 * wiring: in demo mode every example on the home page is searched and every link of its result
 * page answers 200, or the row says it is not in the demo and has no link; case numbers read one
 * way and a case is listed once; the demo line is one short line for people; an annex is an HTML
 * table that scrolls inside itself on a phone; 신구법 keeps its 개정 전/후 headers on a phone; the
 * not-recorded page points to law.go.kr's own page and to what the demo holds; no request 404s
 * (favicon). On the replay (a key's view), a decision section pages forward and back.
 */

import assert from "node:assert/strict";
import { caseKey } from "../../lib/mod.ts";
import { chromiumPath, openSession, type Page, warnSkip } from "./_browser.ts";

warnSkip("tests/web/e2e_meets.test.ts");

const PHONE = { width: 390, height: 844 };

/** Responses of 400 and above while the page loads (a missing favicon shows here). */
function failures(page: Page): string[] {
  const bad: string[] = [];
  page.on(
    "response",
    (r: { status(): number; url(): string; request(): { resourceType(): string } }) => {
      if (r.status() >= 400 && r.request().resourceType() !== "document") {
        bad.push(`${r.status()} ${r.url()}`);
      }
    },
  );
  return bad;
}

/** The demo line: one line for people, no developer talk, one date style. */
async function checkDemoLine(page: Page, where: string) {
  const line: string = await page.locator(".demo").innerText();
  for (const dev of ["LAW_OC", "beopmang://", "beopmang demo", "데모 데모", "demo data", ".."]) {
    assert.ok(!line.includes(dev), `${where}: demo line says ${dev}: ${line}`);
  }
  assert.match(line, /\d{4}-\d{2}~\d{4}-\d{2}/, `${where}: the recording span`);
  assert.equal(await page.locator('.demo a[href="/#cat-h"]').count(), 1, `${where}: link to it`);
}

Deno.test({
  name: "e2e meets: every link of the home examples' search pages opens, or is marked",
  ignore: !chromiumPath,
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const session = await openSession({ demo: true });
    const { page, external, errors } = session;
    const bad = failures(page);
    try {
      await page.goto(`${session.url}/`);
      await checkDemoLine(page, "home");
      const examples: string[] = await page.locator('main a[href^="/search?q="]').evaluateAll(
        (as: HTMLAnchorElement[]) => as.map((a) => a.getAttribute("href")!),
      );
      assert.ok(examples.length >= 6, `${examples.length} examples`);
      // And the issue's own: 근로기준법 lists 근로기준법 시행령, recorded by MST.
      examples.push(`/search?q=${encodeURIComponent("근로기준법")}`);
      let walked = 0, marked = 0;
      for (const ex of examples) {
        await page.goto(`${session.url}${ex}`);
        assert.ok(
          page.url().includes("/search?") || (await page.title()).length > 0,
          `${ex}: answered`,
        );
        if (!page.url().includes("/search?")) continue; // opened straight (민법 제750조)
        const where = decodeURIComponent(ex);
        await checkDemoLine(page, where);
        const text: string = await page.locator("main").innerText();
        assert.ok(!text.includes("데모 기록에 없음"), `${where}: a badge per section`);
        assert.ok(!/[가-힣]+-\d{4}-[가-힣]+-\d+/.test(text), `${where}: a raw case number`);
        assert.ok(!text.includes("LAW_OC"), `${where}: developer talk`);
        // Rows the demo does not hold: named, marked, no link.
        const absent = page.locator("[data-demo=absent]");
        marked += await absent.count();
        assert.equal(await page.locator("[data-demo=absent] a, a [data-demo=absent]").count(), 0);
        // One row per case (court and number, whatever the format).
        const metas: string[] = await page.locator(".results li .meta").allInnerTexts();
        const keys = metas.map((m) => {
          const [court, num] = m.split(" · ");
          return num ? caseKey(num, court) : undefined;
        }).filter((k): k is string => !!k);
        assert.equal(new Set(keys).size, keys.length, `${where}: a case twice: ${keys}`);
        const hrefs: string[] = await page.locator("main a[href^='/']").evaluateAll(
          (as: HTMLAnchorElement[]) => as.map((a) => a.getAttribute("href")!),
        );
        for (const href of new Set(hrefs)) {
          const res = await page.request.get(`${session.url}${href}`);
          assert.equal(res.status(), 200, `${where}: ${decodeURIComponent(href)}`);
          walked++;
        }
      }
      assert.ok(walked >= 5, `${walked} links walked`);
      await page.goto(`${session.url}/search?q=${encodeURIComponent("근로기준법")}`);
      await session.shot(page, "30-search-law-after", true);
      assert.equal(
        await page.locator('[data-group="laws"] a', { hasText: "근로기준법 시행령" }).getAttribute(
          "href",
        ),
        "/law/003058?mst=270551",
        "the link carries what pins the recording",
      );
      assert.ok(marked >= 5, `${marked} rows marked as not in the demo`);
      // The home page's words example: its 판례 rows each open or say they will not.
      await page.goto(`${session.url}/search?q=${encodeURIComponent("상속세")}`);
      await session.shot(page, "31-search-words-after", true);
      const rows = page.locator('[data-group="prec"] li');
      const n = await rows.count();
      for (let i = 0; i < n; i++) {
        const row = rows.nth(i);
        const linked = await row.locator("a").count();
        const absent = await row.locator("[data-demo=absent]").count();
        assert.equal(linked + absent, 1, `row ${i}: a link or a mark`);
      }
      assert.deepEqual(bad, [], "no asset answers an error (favicon included)");
      assert.deepEqual(external, [], "no request leaves this server");
      assert.deepEqual(errors, [], "no script errors");
    } finally {
      await session.close();
    }
  },
});

Deno.test({
  name: "e2e meets: an annex is an HTML table (desktop and phone); 신구법 keeps its headers",
  ignore: !chromiumPath,
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const session = await openSession({ demo: true });
    const { page, errors } = session;
    try {
      const annex = `${session.url}/law/004950/annex/${encodeURIComponent("별표1")}`;
      for (const phone of [false, true]) {
        if (phone) await page.setViewportSize(PHONE);
        const res = await page.goto(annex);
        assert.equal(res.status(), 200);
        const table = page.locator(".annex-body table.annex-table").first();
        assert.equal(await table.count(), 1, "a table");
        assert.ok(await table.locator("th").count() >= 3, "header cells");
        assert.ok(await table.locator("caption").count() === 1, "a caption");
        assert.ok(await table.locator("td[rowspan]").count() >= 3, "merged cells");
        const text: string = await page.locator(".annex-body").innerText();
        for (const md of ["↑", "**표", "<br>", "| ---", "표 읽는 법"]) {
          assert.ok(!text.includes(md), `Markdown for agents on the page: ${md}`);
        }
        assert.ok(text.includes("서울중앙지부"), "the cells' text");
        const [docW, viewW] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          globalThis.innerWidth,
        ]);
        assert.ok(docW <= viewW + 1, `the page scrolls sideways: ${docW} > ${viewW}`);
        assert.equal(
          await table.evaluate((t: HTMLElement) => getComputedStyle(t).overflowX),
          "auto",
          "the table scrolls inside itself",
        );
      }
      // 신구법 on a phone: stacked, the versions still named.
      const res = await page.goto(`${session.url}/changes/270351`);
      assert.equal(res.status(), 200);
      const heads = page.locator("table.sxs thead th");
      assert.equal(await heads.count(), 2);
      for (const [i, label] of ["개정 전", "개정 후"].entries()) {
        assert.ok(await heads.nth(i).isVisible(), `${label} header visible`);
        assert.ok((await heads.nth(i).innerText()).startsWith(label));
      }
      const cellLabels: string[] = await page.locator("table.sxs tbody tr").first().locator("td")
        .evaluateAll((tds: HTMLElement[]) =>
          tds.map((td) => getComputedStyle(td, "::before").content)
        );
      assert.deepEqual(cellLabels, ['"개정 전"', '"개정 후"'], "each stacked cell says its side");
      const banner = await page.locator(".demo").boundingBox();
      // One line: well under a twentieth of the first screen (it filled a quarter).
      assert.ok(banner.height <= PHONE.height * 0.045, `demo line ${banner.height}px on a phone`);
      await checkDemoLine(page, "신구법");
      assert.deepEqual(errors, [], "no script errors");
    } finally {
      await session.close();
    }
  },
});

Deno.test({
  name: "e2e meets: a not-recorded page names law.go.kr's page and what the demo holds",
  ignore: !chromiumPath,
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const session = await openSession({ demo: true });
    const { page } = session;
    try {
      const res = await page.goto(`${session.url}/decision/prec/622625`);
      assert.equal(res.status(), 404);
      const text: string = await page.locator("main").innerText();
      for (const dev of ["lawService.do", "LAW_OC", "NOT_RECORDED", "target="]) {
        assert.ok(!text.includes(dev), `says ${dev}:\n${text}`);
      }
      assert.equal(text.split("데모에 들어 있지 않습니다").length - 1, 1, "said once");
      assert.equal(
        await page.locator('main a[href="https://www.law.go.kr/LSW/precInfoP.do?precSeq=622625"]')
          .count(),
        1,
        "law.go.kr's own page for it",
      );
      const near: string[] = await page.locator("main .near a[href^='/']").evaluateAll(
        (as: HTMLAnchorElement[]) => as.map((a) => a.getAttribute("href")!),
      );
      assert.ok(near.some((h) => h.startsWith("/decision/")), `decisions the demo holds: ${near}`);
      for (const href of near) {
        const r = await page.request.get(`${session.url}${href}`);
        assert.equal(r.status(), 200, href);
      }
      // A page that names no icon (the guard's refusals) makes the browser ask /favicon.ico.
      for (const icon of ["/favicon.ico", "/static/favicon.svg"]) {
        const r = await page.request.get(`${session.url}${icon}`);
        assert.equal(r.status(), 200, icon);
        assert.equal(r.headers()["content-type"], "image/svg+xml", icon);
      }
    } finally {
      await session.close();
    }
  },
});

Deno.test({
  name: "e2e meets: a decision section pages forward and back; a case is listed once",
  ignore: !chromiumPath,
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const session = await openSession();
    const { page } = session;
    try {
      await page.goto(`${session.url}/search?q=${encodeURIComponent("근로기준법")}`);
      const text: string = await page.locator('[data-group="prec"]').innerText();
      // The recorded list holds 2024노3424 twice (ids 606941 and 614505): one row.
      assert.equal(text.split("2024노3424").length - 1, 1, text);
      const next = page.locator('[data-group="prec"] a[rel=next]');
      assert.equal(await next.count(), 1, "a next page");
      await next.click();
      await page.waitForURL(/page=2/);
      assert.match(page.url(), /kind=prec&page=2/);
      const prev = page.locator('[data-group="prec"] a[rel=prev]');
      assert.equal(await prev.count(), 1, "a previous page");
      await prev.click();
      await page.waitForURL(/page=1/);
      assert.equal(await page.locator('[data-group="prec"] li').count() > 0, true);
    } finally {
      await session.close();
    }
  },
});

Deno.test({
  name:
    "e2e meets: a person reads 100 demo pages from the home page's links with the server's own limits: no 429",
  ignore: !chromiumPath,
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    // The server's own rate limits (none set here): what `deno task start` gives a keyless demo.
    const session = await openSession({ demo: true, serve: { rateLimit: undefined } });
    const { page } = session;
    try {
      await page.goto(`${session.url}/`);
      const hrefs: string[] = await page.locator("main a[href^='/']").evaluateAll(
        (as: { getAttribute(n: string): string | null }[]) => as.map((a) => a.getAttribute("href")),
      );
      const links = [...new Set(hrefs.filter((h) => h && !h.startsWith("/#")))];
      assert.ok(links.length >= 100, `${links.length} links on the home page`);
      const statuses: number[] = [];
      for (const href of links.slice(0, 100)) {
        const res = await page.goto(`${session.url}${href}`, { waitUntil: "domcontentloaded" });
        statuses.push(res.status());
      }
      assert.equal(statuses.length, 100);
      assert.ok(!statuses.includes(429), `429 among ${statuses.join(",")}`);
    } finally {
      await session.close();
    }
  },
});
