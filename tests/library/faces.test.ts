/**
 * The library through the other faces: the web's statute page (the app handler over HTTP
 * requests, as tests/web does) and the CLI as a subprocess.
 */

import assert from "node:assert/strict";
import { importLibrary } from "../../lib/library/mod.ts";
import { createWebApp } from "../../web/mod.ts";
import { harness } from "../_support.ts";
import { runCli } from "../cli/_run.ts";
import { BUNDLE_DAY, plainCopy } from "./_fixture.ts";

async function library(): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "libuse-faces-" });
  globalThis.addEventListener("unload", () => Deno.removeSync(dir, { recursive: true }));
  const copy = await plainCopy();
  await importLibrary(copy, { out: `${dir}/law-library.db`, today: BUNDLE_DAY });
  await Deno.remove(copy, { recursive: true });
  return `${dir}/law-library.db`;
}

Deno.test({
  name: "library: the web statute page and the CLI read it, labelled, with no upstream call",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const file = await library();
    await using h = await harness({ library: file, libraryMaxAgeDays: 100000 });
    const app = createWebApp({ runtime: h.runtime });
    const res = await app(
      new Request(`http://127.0.0.1/law/001706/${encodeURIComponent("제750조")}`),
    );
    const body = await res.text();
    assert.equal(res.status, 200, body.slice(0, 500));
    assert.match(
      body,
      /<p class="source" role="note">로컬 법령 사본 · \d{4}-\d{2}-\d{2} 공포분까지<\/p>/,
    );
    assert.ok(body.includes("타인에게 손해를 가한 자는"), "the article's text");
    const whole = await app(new Request("http://127.0.0.1/law/001706"));
    assert.equal(whole.status, 200);
    assert.match(await whole.text(), /로컬 법령 사본/);
    assert.equal(h.replay.stats.total, 0, "no upstream call");

    const cli = await runCli(h.replay.baseUrl, [
      "get_law_text",
      "--name",
      "민법",
      "--articles",
      "제750조",
    ], {
      BEOPMANG_LIBRARY: file,
      BEOPMANG_LIBRARY_MAX_AGE_DAYS: "100000",
    });
    assert.equal(cli.code, 0, cli.stderr);
    assert.match(cli.stdout, /^〔로컬 법령 사본 · [\d-]+ 공포분까지 · 확인: get_law_text /);
    assert.match(cli.stdout, /제750조\(불법행위의 내용\)/);
    assert.equal(h.replay.stats.total, 0, "no upstream call from the CLI either");
  },
});
