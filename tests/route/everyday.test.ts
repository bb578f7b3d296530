/**
 * The router reads everyday sentences the way legal_research does (issue 30): a sentence the
 * topic table has no word for goes to legal_research, never whole to search_all, and a short
 * keyword typed alone stays a search.
 */

import assert from "node:assert/strict";
import { routeQuery } from "../../lib/mod.ts";

Deno.test("router: everyday sentences go to legal_research with the sentence as its query; fragments are no law names", () => {
  for (
    const q of [
      "옆집 나무가 우리 땅으로 넘어왔어요",
      "애가 학교에서 맞고 왔어요",
      "검찰이라면서 전화가 왔는데 돈을 보내래요",
      "주차된 차 긁고 그냥 갔는데 어떻게 됨",
    ]
  ) {
    const r = routeQuery(q);
    assert.equal(r.tool, "legal_research", `${q}: ${r.rule}`);
    assert.equal(r.args.query, q);
    assert.deepEqual(r.extracted.laws, [], `${q}: no law named`);
  }
  // A word typed alone is still a search, not research.
  assert.equal(routeQuery("우주항공").tool, "search_all");
});
