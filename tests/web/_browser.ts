/**
 * Test support for the Chromium tests: the real `deno task start` wiring (serveHttp) on a
 * runtime pointed at the replay, Debian's headless Chromium driven by playwright-core, and
 * screenshots written to docs/screenshots/ only when BEOPMANG_SCREENSHOTS=1 (so test runs do
 * not rewrite tracked files).
 */

import { createRuntime } from "../../lib/mod.ts";
import { type HttpOptions, serveHttp } from "../../mcp/http.ts";
import { harness } from "../_support.ts";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** Chromium's path, or undefined (the tests skip, saying so). */
export const chromiumPath: string | undefined = CANDIDATES.find((p) => {
  try {
    return Deno.statSync(p).isFile;
  } catch {
    return false;
  }
});

const SHOTS = new URL("../../docs/screenshots/", import.meta.url);
const WRITE_SHOTS = Deno.env.get("BEOPMANG_SCREENSHOTS") === "1";

/** A page as the tests use it (playwright's Page, loosely typed). */
// deno-lint-ignore no-explicit-any
export type Page = any;

/** A running app and browser. */
export interface Session {
  url: string;
  page: Page;
  // deno-lint-ignore no-explicit-any
  browser: any;
  /** Saves a screenshot when BEOPMANG_SCREENSHOTS=1. */
  shot(page: Page, name: string, fullPage?: boolean): Promise<void>;
  /** Requests that left this server and script errors, for the final check. */
  external: string[];
  errors: string[];
  close(): Promise<void>;
}

/**
 * Starts the app on the replay (or, `demo`, as a newcomer runs it: no key, the demo set shipped
 * in lib/demo) and a headless Chromium with one page.
 */
export async function openSession(
  opts: {
    colorScheme?: "light" | "dark";
    bypassCSP?: boolean;
    demo?: boolean;
    /** With `demo`: `off` answers from the recordings alone, without the starter library. */
    library?: "off";
    serve?: Partial<HttpOptions>;
  } = {},
): Promise<Session> {
  // deno-lint-ignore no-import-prefix -- test-only: kept out of the app's imports (docs/DEMO.md)
  const { chromium } = await import("npm:playwright-core@1.65.1");
  const h = opts.demo
    ? {
      runtime: await createRuntime({ cacheDir: "off", library: opts.library }),
      [Symbol.asyncDispose]: () => Promise.resolve(),
    }
    : await harness({ timeoutMs: 10_000 });
  const server = await serveHttp({
    runtime: h.runtime,
    port: 0,
    quiet: true,
    log: () => {},
    // A walk opens a page (and its assets and API calls) faster than a person: the guards' rate
    // limits are tested in tests/mcp/guard_*.test.ts, not here (the demo walk opens 115 pages).
    rateLimit: { perClient: 100_000, sharedKey: 100_000 },
    ...opts.serve,
  });
  const profile = await Deno.makeTempDir({ prefix: "beopmang-chromium-" });
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    viewport: { width: 1200, height: 900 },
    locale: "ko-KR",
    colorScheme: opts.colorScheme ?? "light",
    // Only the audit injects a script (axe-core): the page's CSP allows none inline.
    bypassCSP: opts.bypassCSP === true,
  });
  if (WRITE_SHOTS) await Deno.mkdir(SHOTS, { recursive: true });
  const page = browser.pages()[0] ?? await browser.newPage();
  const external: string[] = [];
  const errors: string[] = [];
  page.on("request", (r: { url(): string }) => {
    if (!r.url().startsWith(server.url)) external.push(r.url());
  });
  page.on("pageerror", (e: Error) => errors.push(e.message));
  return {
    url: server.url,
    page,
    browser,
    external,
    errors,
    async shot(p, name, fullPage = false) {
      if (!WRITE_SHOTS) return;
      await p.screenshot({ path: new URL(`${name}.png`, SHOTS).pathname, fullPage });
    },
    async close() {
      await browser.close();
      await server.close();
      await h[Symbol.asyncDispose]();
      if (opts.demo) await h.runtime.close();
      await Deno.remove(profile, { recursive: true }).catch(() => {});
    },
  };
}

/** Warns once that the Chromium tests are skipped. */
export function warnSkip(file: string): void {
  if (!chromiumPath) {
    console.warn(
      `SKIP ${file}: Chromium not found at /usr/bin/chromium ` +
        "(install it: apt-get install -y chromium; .ci/run does this).",
    );
  }
}
