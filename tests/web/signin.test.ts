/**
 * Token-required mode in headless Chromium: a server with `BEOPMANG_AUTH_TOKEN` shows a browser
 * without a session the 401 page with its way in; the sign-in form with a wrong token says so;
 * the right one lands back on the page asked for, and the session cookie (HttpOnly,
 * SameSite=Strict, never the token) carries the page's own `/api/*` calls (the search box's
 * suggestions) too.
 */

import assert from "node:assert/strict";
import { chromiumPath, openSession, warnSkip } from "./_browser.ts";

warnSkip("tests/web/signin.test.ts");

const TOKEN = "tok-e2e-5d1f0c9a7b";

Deno.test({
  name: "sign-in: 401 page → /signin → wrong token refused → right token → page and api (Chromium)",
  ignore: !chromiumPath,
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const session = await openSession({ serve: { authToken: TOKEN } });
    const { page, browser, errors } = session;
    try {
      const wanted = `/search?q=${encodeURIComponent("건축법")}`;
      const first = await page.goto(session.url + wanted);
      assert.equal(first.status(), 401);
      assert.match(await page.locator("h1").innerText(), /로그인이 필요합니다/);
      await page.getByRole("link", { name: /로그인 · Sign in/ }).click();
      await page.waitForURL(/\/signin\?next=/);

      await page.locator('input[name="token"]').fill("not-the-token");
      await page.getByRole("button", { name: "로그인" }).click();
      await page.locator('[data-code="UNAUTHORIZED"]').waitFor({ timeout: 5000 });
      assert.deepEqual(await browser.cookies(), [], "a wrong token set a cookie");

      await page.locator('input[name="token"]').fill(TOKEN);
      await page.getByRole("button", { name: "로그인" }).click();
      await page.waitForURL((u: URL) => u.pathname === "/search");
      assert.equal(
        await page.locator('[data-group="laws"] li').count(),
        3,
        `the search asked for, at ${page.url()}`,
      );
      const cookies = await browser.cookies();
      assert.equal(cookies.length, 1);
      assert.equal(cookies[0].name, "beopmang_session");
      assert.equal(cookies[0].httpOnly, true);
      assert.equal(cookies[0].sameSite, "Strict");
      assert.ok(!cookies[0].value.includes(TOKEN), "the cookie holds the token");
      assert.equal(await page.evaluate(() => document.cookie), "", "a script can read the session");

      // The page's own script calls /api/suggest with the session.
      await page.goto(session.url + "/");
      await page.locator("#q").pressSequentially("건축법", { delay: 30 });
      await page.locator("#q-list li a", { hasText: "건축법" }).first().waitFor({ timeout: 5000 });
      assert.deepEqual(errors, [], "no script errors");
    } finally {
      await session.close();
    }
  },
});
