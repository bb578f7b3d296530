/**
 * End to end in headless Chromium (Debian `chromium`, driven by playwright-core): search
 * "건축법" → open the law → jump to an article by its permalink → open a 별표 of 최저임금법
 * 시행규칙 → read a merged cell. Served by the real `deno task start` wiring (serveHttp: the web
 * app at `/` beside `/mcp`) on a runtime pointed at the replay upstream. Screenshots of every
 * page go to docs/screenshots/ with BEOPMANG_SCREENSHOTS=1. Skipped, saying so, only when no
 * Chromium is installed (.ci/run installs it).
 */

import assert from "node:assert/strict";
import { chromiumPath, openSession, warnSkip } from "./_browser.ts";

warnSkip("tests/web/e2e.test.ts");

Deno.test({
  name: "e2e: search → law → article permalink → annex table merged cell (headless Chromium)",
  ignore: !chromiumPath,
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const session = await openSession();
    const { page, shot, external, errors } = session;
    const server = { url: session.url };
    try {
      await page.goto(`${server.url}/`);
      await shot(page, "01-home");
      // The island hydrates and suggests as you type.
      await page.locator("#q").pressSequentially("건축법", { delay: 30 });
      await page.locator("#q-list li a", { hasText: "건축법" }).first().waitFor({ timeout: 5000 });
      await shot(page, "02-suggestions");
      // Enter with no suggestion chosen submits the form (Escape would clear a search input).
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/search\?q=/);
      await shot(page, "03-search");
      assert.equal(
        await page.locator('[data-group="laws"] li').count(),
        3,
        `three statutes at ${page.url()}`,
      );

      await page.getByRole("link", { name: "건축법", exact: true }).click();
      await page.waitForURL(/\/law\/001823$/);
      assert.equal(await page.locator("h1").first().innerText(), "건축법 현행");
      await shot(page, "04-law");

      await page.locator('[id="제4조의2"] a.perma').click();
      await page.waitForURL(/\/law\/001823\/%EC%A0%9C4%EC%A1%B0%EC%9D%982$/);
      assert.match(
        await page.locator("article.jo h3").innerText(),
        /^제4조의2\(건축위원회의 건축 심의 등\)/,
      );
      await shot(page, "05-article");
      // The permalink's way back lands on the anchor in the whole law.
      await page.getByRole("link", { name: "법령 전체에서 이 조문 보기" }).click();
      await page.waitForURL(/#/);
      assert.ok(await page.locator('[id="제4조의2"]').isVisible());

      await page.goto(`${server.url}/law/008480?mst=282351`);
      await page.getByRole("link", { name: "별표 3", exact: true }).click();
      await page.waitForURL(/\/annex\//);
      const merged = page.locator('.annex-body td[rowspan="2"]').first();
      assert.equal((await merged.innerText()).trim(), "보도시점");
      await shot(page, "06-annex");

      // A real 판례 (MANIFEST-pass34.md row 800), not the synthetic 614373.
      await page.goto(`${server.url}/decision/prec/622257`);
      assert.match(await page.locator("section.lead h2").first().innerText(), /^판시사항/);
      await shot(page, "07-decision");

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${server.url}/law/001823`);
      await shot(page, "08-law-phone");
      // Keyboard: the skip link is the first stop and moves focus to <main>.
      await page.keyboard.press("Tab");
      assert.equal(await page.evaluate(() => document.activeElement?.className), "skip");

      assert.deepEqual(external, [], "no request leaves this server");
      assert.deepEqual(errors, [], "no script errors");
    } finally {
      await session.close();
    }
  },
});
