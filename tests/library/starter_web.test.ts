/**
 * The web home of a fresh machine (no LAW_OC, no BEOPMANG_LIBRARY, an empty cache directory)
 * lists the starter library by field, and every link opens: the server is spawned as
 * `deno task serve` runs it, each statute page is fetched over its socket and must answer 200
 * from the starter library (its label, never the demo's NOT_RECORDED page).
 */

import assert from "node:assert/strict";
import { starterCatalogue } from "../../lib/mod.ts";
import { childEnv } from "../_support.ts";

const ROOT = new URL("../../", import.meta.url).pathname;

function freePort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}

Deno.test({
  name: "starter: the web home lists it by field and every link opens from it",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const home = await Deno.makeTempDir({ prefix: "starter-web-" });
    const port = freePort();
    const child = new Deno.Command(Deno.execPath(), {
      args: ["serve", "-A", "--host", "127.0.0.1", "--port", String(port), "mcp/http.ts"],
      cwd: ROOT,
      env: childEnv({
        HOME: home,
        XDG_CACHE_HOME: `${home}/.cache`,
        BEOPMANG_CACHE_DIR: `${home}/cache`,
        // One visitor opening every link in a row: not what the per-client limit is for.
        BEOPMANG_RATE_CLIENT: "100000",
        // Nor what the shared (demo key) limit is for: 360 links pass its 300 a minute.
        BEOPMANG_RATE_SHARED: "100000",
        // The first link waits for the starter file's first build, however long it takes here.
        BEOPMANG_LIBRARY_WAIT_MS: "900000",
      }),
      clearEnv: true,
      stdin: "null",
      stdout: "null",
      stderr: "null",
    }).spawn();
    const url = `http://127.0.0.1:${port}`;
    try {
      for (let i = 0;; i++) {
        const up = await fetch(`${url}/health`).then((r) => r.body?.cancel().then(() => true))
          .catch(() => false);
        if (up) break;
        if (i > 600) throw new Error("the server did not come up");
        await new Promise((r) => setTimeout(r, 100));
      }
      const page = await (await fetch(`${url}/`)).text();
      const section = page.slice(page.indexOf('<section class="catalogue starter"'));
      assert.ok(section.length < page.length, "the home lists the starter library");
      const fields = starterCatalogue();
      for (const f of fields) {
        assert.ok(section.includes(`data-starter-field="${f.field}"`), f.field);
      }
      const end = section.indexOf('<section class="catalogue"', 10);
      const links = [
        ...(end > 0 ? section.slice(0, end) : section).matchAll(/<a href="(\/law\/[^"]+)"/g),
      ].map((m) => m[1]);
      const total = fields.reduce((n, f) => n + f.laws.length, 0);
      assert.equal(links.length, total, "one link per statute");
      const failed: string[] = [];
      for (const link of links) {
        const res = await fetch(`${url}${link}`);
        const body = await res.text();
        if (
          res.status !== 200 || !/로컬 법령 사본\(내장 스타터\)/.test(body) ||
          body.includes("NOT_RECORDED")
        ) failed.push(`${link} ${res.status}`);
      }
      assert.deepEqual(failed, [], `${failed.length} of ${links.length} links did not open`);
    } finally {
      child.kill();
      await child.status;
    }
  },
});
