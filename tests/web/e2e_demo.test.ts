/**
 * The demo as a newcomer meets it, in headless Chromium (Debian `chromium`, playwright-core): no
 * key, the demo set shipped in lib/demo, served by the real `deno task start` wiring. The home
 * lists what the demo holds and every listed document opens (200, no NOT_RECORDED); a search the
 * recordings hold no list of answers from their titles, labelled partial once; a search nothing
 * matches says NOT_RECORDED once, compactly. Never "0건", never a section-wide banner, every
 * section named. Screenshots with BEOPMANG_SCREENSHOTS=1: 21-demo-home, 22-demo-search,
 * 23-demo-no-match.
 */

import assert from "node:assert/strict";
import { NOT_RECORDED_MESSAGE } from "../../lib/drf/mod.ts";
import { chromiumPath, openSession, type Page, warnSkip } from "./_browser.ts";

warnSkip("tests/web/e2e_demo.test.ts");

const count = (text: string, part: string) => text.split(part).length - 1;

/** Every section of a results page: named, one layout, its gap (if any) inside its heading. */
async function checkSections(page: Page, where: string): Promise<string[]> {
  const main = await page.locator("main").boundingBox();
  const sections = page.locator(".results section[data-group]");
  const n = await sections.count();
  assert.ok(n >= 10, `${where}: ${n} sections`);
  const gaps: string[] = [];
  for (let i = 0; i < n; i++) {
    const s = sections.nth(i);
    const name = (await s.locator("h2").innerText()).trim();
    assert.match(name, /^[가-힣A-Za-z·][^\n]*$/, `${where}: section ${i} has a name`);
    const note = s.locator("[data-code]");
    if (await note.count() === 0) continue;
    // The notice sits in the section's own heading, and is a short tag, not a banner.
    assert.equal(await s.locator("h2 [data-code]").count(), 1, `${where}: ${name}: note in h2`);
    const box = await note.boundingBox();
    assert.ok(box.width < main.width / 3, `${where}: ${name}: note ${box.width}px wide`);
    gaps.push(name);
  }
  assert.equal(await page.locator(".results [role=alert]").count(), 0, `${where}: an alert`);
  return gaps;
}

Deno.test({
  name: "e2e demo: home catalogue opens every document; partial and no-match searches",
  ignore: !chromiumPath,
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const session = await openSession({ demo: true });
    const { page, shot, external, errors } = session;
    try {
      await page.goto(`${session.url}/`);
      await shot(page, "21-demo-home", true);
      const links: string[] = await page.locator(".catalogue a").evaluateAll(
        (as: HTMLAnchorElement[]) => as.map((a) => a.getAttribute("href")!),
      );
      assert.ok(links.length >= 40, `${links.length} documents listed`);
      // Every kind the demo holds is listed under its own heading.
      const kinds = await page.locator(".catalogue h3").allInnerTexts();
      for (const k of ["법령", "판례·결정", "행정규칙", "자치법규", "신구법 비교"]) {
        assert.ok(kinds.some((t: string) => t.startsWith(k)), `${k} in ${kinds.join(" | ")}`);
      }
      for (const href of links) {
        const res = await page.goto(`${session.url}${href}`, { waitUntil: "domcontentloaded" });
        assert.equal(res.status(), 200, href);
        const text: string = await page.locator("main").innerText();
        assert.ok(!text.includes("NOT_RECORDED"), `${href}: NOT_RECORDED`);
        assert.ok(!text.includes(NOT_RECORDED_MESSAGE), `${href}: not among the recordings`);
      }

      // A search the recordings hold no list of: answered from their titles, said partial once.
      await page.goto(`${session.url}/`);
      await page.locator("#q").fill("근로기준법");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/search\?q=/);
      await shot(page, "22-demo-search");
      const partial: string = await page.locator("main").innerText();
      assert.equal(count(partial, "데모 부분 답"), 1, partial);
      assert.ok(!/(^|[^\d,])0건/.test(partial), `0건 in\n${partial}`);
      assert.ok(
        await page.locator('[data-group="laws"] a', { hasText: "근로기준법 시행령" }).count() > 0,
        "the recorded 근로기준법 시행령 answers the statute section",
      );
      const gaps = await checkSections(page, "근로기준법");
      assert.ok(gaps.length > 0, "some sections are not among the recordings");

      // A word nothing recorded holds: NOT_RECORDED said once, compactly; each section named.
      await page.goto(`${session.url}/search?q=${encodeURIComponent("음주운전")}`);
      await shot(page, "23-demo-no-match");
      const none: string = await page.locator("main").innerText();
      assert.equal(count(none, NOT_RECORDED_MESSAGE), 1, none);
      assert.ok(!/(^|[^\d,])0건/.test(none), `0건 in\n${none}`);
      assert.ok(!none.includes("찾은 것이 없습니다"), "a gap is not a miss");
      const all = await checkSections(page, "음주운전");
      assert.equal(all.length, await page.locator(".results section[data-group]").count());

      assert.deepEqual(external, [], "no request leaves this server");
      assert.deepEqual(errors, [], "no script errors");
    } finally {
      await session.close();
    }
  },
});
