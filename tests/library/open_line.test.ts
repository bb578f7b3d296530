/**
 * Without a key, a list answered from the law library offers the call that opens its first row:
 * the library holds that law, so the call runs (from the library) even though the demo
 * recordings lack it. Before the fix the line asked the recordings only and said "이 목록의
 * 문서는 데모에 기록되어 있지 않습니다" with no call.
 */

import assert from "node:assert/strict";
import { importLibrary } from "../../lib/library/mod.ts";
import { BUNDLE_DAY, gitCheckout, tempDir } from "./_fixture.ts";
import { spawnStdio } from "./_stdio.ts";

Deno.test({
  name:
    "library, no key: a search_law (body, both, name) open line prints a call that runs from the library",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const checkout = await gitCheckout();
    const file = `${tempDir("open-")}/law-library.db`;
    await importLibrary(checkout, { out: file, today: BUNDLE_DAY });
    await using s = await spawnStdio({ BEOPMANG_LIBRARY: file });
    // 국민연금법 is in the library, not among the demo recordings.
    for (const scope of ["body", "both", "name"]) {
      const query = scope === "name" ? "국민연금법" : "분할연금";
      const r = await s.call("search_law", { query, scope, display: 3 });
      assert.ok(!r.isError, r.text);
      assert.match(r.text, /국민연금법/);
      assert.doesNotMatch(r.text, /데모에 기록되어 있지 않습니다/);
      const line = r.text.match(/^본문: (get_law_text (\{.*\}))$/m);
      assert.ok(line, `an open line with a call: ${r.text}`);
      const opened = await s.call("get_law_text", JSON.parse(line[2]));
      assert.ok(!opened.isError, opened.text);
      assert.match(opened.text, /로컬 법령 사본/);
    }
  },
});
