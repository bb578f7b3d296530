/**
 * The accessibility audit in headless Chromium: axe-core (npm, injected with playwright's
 * addScriptTag) on every page kind in light and dark colour schemes — zero serious or critical
 * violations; a keyboard-only walk (Tab, Enter, typing) from the search box to an article
 * permalink and to an annex table; dark mode by `prefers-color-scheme`; the print stylesheet
 * of a law page (navigation hidden, text black on white). Skipped only without Chromium.
 */

import assert from "node:assert/strict";
import { chromiumPath, openSession, type Page, warnSkip } from "./_browser.ts";
import { PAGE_KINDS } from "./pages_kinds.ts";

warnSkip("tests/web/a11y.test.ts");

interface AxeViolation {
  id: string;
  impact?: string;
  help: string;
  nodes: { target: string[] }[];
}

async function audit(page: Page, source: string): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: source });
  const result = await page.evaluate(() =>
    // deno-lint-ignore no-explicit-any
    (globalThis as any).axe.run(document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"],
      },
    })
  ) as { violations: AxeViolation[] };
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** Relative luminance contrast of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

const opts = { ignore: !chromiumPath, sanitizeOps: false, sanitizeResources: false };

Deno.test({
  name: "a11y: axe-core on every page kind, light and dark: no serious or critical violation",
  ...opts,
  async fn() {
    // deno-lint-ignore no-import-prefix -- test-only: kept out of the app's imports (docs/DEMO.md)
    const axe = (await import("npm:axe-core@4.10.3")).default as unknown as { source: string };
    const report: string[] = [];
    for (const scheme of ["light", "dark"] as const) {
      const s = await openSession({ colorScheme: scheme, bypassCSP: true });
      try {
        for (const [name, path] of PAGE_KINDS) {
          await s.page.goto(s.url + path);
          const bad = await audit(s.page, axe.source);
          for (const v of bad) {
            report.push(
              `${scheme} ${name}: ${v.id} (${v.impact}) ${v.help} — ${
                v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join("; ")
              }`,
            );
          }
        }
        assert.deepEqual(s.errors, [], "no script errors");
      } finally {
        await s.close();
      }
    }
    console.log(`axe-core: ${PAGE_KINDS.length} page kinds × 2 colour schemes audited`);
    assert.deepEqual(report, [], report.join("\n"));
  },
});

Deno.test({
  name: "a11y: keyboard only — search → law → article permalink; law → annex table",
  ...opts,
  async fn() {
    const s = await openSession();
    const { page } = s;
    /** Tabs until `pred` holds for the focused element (at most `max` presses). */
    const tabTo = async (pred: string, max = 600) => {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press("Tab");
        // deno-lint-ignore no-explicit-any
        if (await page.evaluate(pred as any)) return i + 1;
      }
      throw new Error(`never focused: ${pred}`);
    };
    try {
      await page.goto(s.url + "/");
      await page.keyboard.press("Tab");
      assert.equal(await page.evaluate(() => document.activeElement?.className), "skip");
      await tabTo("document.activeElement?.id === 'q'");
      await page.keyboard.type("건축법");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/search\?q=/);
      await tabTo("document.activeElement?.getAttribute('href') === '/law/001823'");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/law\/001823$/);
      const presses = await tabTo(
        "document.activeElement?.classList.contains('perma') && " +
          "document.activeElement.closest('article')?.id === '제4조의2'",
      );
      // Focus is visible: the outline the stylesheet draws.
      const outline = await page.evaluate(() =>
        getComputedStyle(document.activeElement!).outlineStyle
      );
      assert.equal(outline, "solid");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/law\/001823\/%EC%A0%9C4%EC%A1%B0%EC%9D%982$/);
      assert.match(await page.locator("article.jo h3").innerText(), /^제4조의2/);
      console.log(`keyboard: the 제4조의2 permalink is ${presses} Tab presses into 건축법`);

      // The annex: from the 최저임금법 시행규칙 reader (typed address), Tab to 별표 3, Enter.
      await page.goto(s.url + "/law/008480?mst=282351");
      await tabTo("document.activeElement?.textContent === '별표 3'");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/annex\//);
      assert.ok(await page.locator('.annex-body td[rowspan="2"]').first().isVisible());
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  },
});

Deno.test({
  name: "a11y: dark mode follows prefers-color-scheme; print shows the text black on white",
  ...opts,
  async fn() {
    const dark = await openSession({ colorScheme: "dark" });
    try {
      await dark.page.goto(dark.url + "/law/001248?mst=276291");
      const c = await dark.page.evaluate(() => {
        const b = getComputedStyle(document.body);
        const a = getComputedStyle(document.querySelector("a.cite")!);
        return { fg: b.color, bg: b.backgroundColor, link: a.color };
      });
      assert.ok(contrast(c.bg, "rgb(0, 0, 0)") < 1.5, `dark background: ${c.bg}`);
      assert.ok(contrast(c.fg, c.bg) >= 7, `body text ${c.fg} on ${c.bg}`);
      assert.ok(contrast(c.link, c.bg) >= 4.5, `links ${c.link} on ${c.bg}`);
      await dark.shot(dark.page, "19-law-dark");
    } finally {
      await dark.close();
    }
    const s = await openSession();
    try {
      await s.page.goto(s.url + "/law/001248?mst=276291");
      await s.page.emulateMedia({ media: "print" });
      const p = await s.page.evaluate(() => {
        const shown = (sel: string) => {
          const el = document.querySelector(sel);
          return !!el && getComputedStyle(el).display !== "none";
        };
        const b = getComputedStyle(document.body);
        return {
          header: shown("header.top"),
          toc: shown("nav.toc"),
          footer: shown("footer"),
          text: shown("article.jo"),
          fg: b.color,
          bg: b.backgroundColor,
          link: getComputedStyle(document.querySelector("a.cite")!).color,
        };
      });
      assert.deepEqual(
        { header: p.header, toc: p.toc, footer: p.footer, text: p.text },
        { header: false, toc: false, footer: false, text: true },
      );
      assert.equal(p.fg, "rgb(0, 0, 0)");
      assert.equal(p.link, "rgb(0, 0, 0)");
      assert.match(p.bg, /rgb\(255, 255, 255\)|rgba\(0, 0, 0, 0\)/);
      if (Deno.env.get("BEOPMANG_SCREENSHOTS") === "1") {
        await s.page.pdf?.({ path: "/dev/null" }).catch(() => {});
        await s.shot(s.page, "20-law-print");
      }
    } finally {
      await s.close();
    }
  },
});
