/**
 * The demo as a newcomer meets it, in headless Chromium (Debian `chromium`, playwright-core): no
 * key, the demo set shipped in lib/demo, served by the real `deno task start` wiring. The home
 * lists what the demo holds and every listed document opens (200, no NOT_RECORDED); a search the
 * recordings hold no list of answers from their titles, labelled partial once; a search nothing
 * matches says NOT_RECORDED once, compactly. Never "0건", never a section-wide banner, every
 * section named (those without an answer on one line per kind of gap). Screenshots with BEOPMANG_SCREENSHOTS=1: 21-demo-home, 22-demo-search,
 * 23-demo-no-match.
 */

import assert from "node:assert/strict";
import { NOT_RECORDED_MESSAGE } from "../../lib/drf/mod.ts";
import { chromiumPath, openSession, type Page, warnSkip } from "./_browser.ts";

warnSkip("tests/web/e2e_demo.test.ts");

const count = (text: string, part: string) => text.split(part).length - 1;

/**
 * Every section of a results page: named, one layout; the sections without an answer are not
 * drawn as empty sections with a badge each but named on one line per kind of gap (issue 29).
 * Returns the names of the sections without an answer.
 */
async function checkSections(page: Page, where: string): Promise<string[]> {
  const sections = page.locator(".results section[data-group]");
  const n = await sections.count();
  for (let i = 0; i < n; i++) {
    const name = (await sections.nth(i).locator("h2").innerText()).trim();
    assert.match(name, /^[가-힣A-Za-z·][^\n]*$/, `${where}: section ${i} has a name`);
  }
  assert.equal(await page.locator(".results section[data-group] [data-code]").count(), 0);
  const lines: string[] = await page.locator(".results .gaps li").allInnerTexts();
  const kinds = lines.map((l) => l.split(":")[0]);
  assert.equal(new Set(kinds).size, kinds.length, `${where}: one line per kind: ${lines}`);
  assert.ok(n + lines.length >= 1, `${where}: ${n} sections, ${lines.length} gap lines`);
  assert.equal(await page.locator(".results [role=alert]").count(), 0, `${where}: an alert`);
  return lines.flatMap((l) => l.split(":").slice(1).join(":").split("·").map((t) => t.trim()));
}

Deno.test({
  name: "e2e demo: home catalogue opens every document; partial and no-match searches",
  ignore: !chromiumPath,
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    // The recordings alone: what a search of them says (the starter library is tested in
    // tests/library/starter_web.test.ts and e2e_meets.test.ts).
    const session = await openSession({ demo: true, library: "off" });
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
      assert.equal(await page.locator("[data-demo=partial]").count(), 1, partial);
      assert.equal(count(partial, "일부입니다"), 1, partial);
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
      assert.equal(await page.locator('[data-demo="not-recorded"]').count(), 1, none);
      assert.equal(count(none, "맞는 것이 없습니다"), 1, none);
      assert.ok(!/(^|[^\d,])0건/.test(none), `0건 in\n${none}`);
      assert.ok(!none.includes("찾은 것이 없습니다"), "a gap is not a miss");
      const all = await checkSections(page, "음주운전");
      assert.equal(await page.locator(".results section[data-group]").count(), 0);
      assert.ok(all.length >= 10, `every section named on the gap line: ${all}`);

      assert.deepEqual(external, [], "no request leaves this server");
      assert.deepEqual(errors, [], "no script errors");
    } finally {
      await session.close();
    }
  },
});
