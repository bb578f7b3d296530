/**
 * search_decisions scope "both": the 사건명 and 본문 searches merged by 일련번호, each row tagged
 * with where it matched; display honoured and what did not fit said; one half failing is said.
 * Through MCP on the replay (real 임금 list + the synthetic 본문 list, row 1255).
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";

type Obj = Record<string, unknown>;

Deno.test("search_decisions scope both: merged by id, tagged 사건명/본문/both", async () => {
  await using m = await mcpHarness();
  const r = await m.call("search_decisions", { domain: "prec", query: "임금", scope: "both" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Obj;
  const rows = s.rows as Obj[];
  const tag = Object.fromEntries(rows.map((x) => [x.id, x.matchedIn]));
  assert.equal(tag["614373"], "both");
  assert.equal(tag["612991"], "both");
  assert.equal(tag["612887"], "name", "only in the 사건명 list");
  assert.equal(tag["614045"], "body", "only in the 본문 list");
  assert.equal(new Set(rows.map((x) => x.id)).size, rows.length, "no row twice");
  assert.deepEqual(rows.slice(0, 2).map((x) => x.matchedIn), ["both", "both"]);
  assert.equal(s.nameTotal, 1346);
  assert.equal(s.bodyTotal, 4);
  assert.equal(s.hidden, 0);
  assert.match(r.text, /〔사건명·본문〕/);
  assert.match(r.text, /2025도3844.*〔본문〕/);
});

Deno.test("search_decisions scope both: display cuts the merged page and says how many", async () => {
  await using m = await mcpHarness();
  const r = await m.call("search_decisions", {
    domain: "prec",
    query: "임금",
    scope: "both",
    display: 3,
  });
  const s = r.structuredContent as Obj;
  assert.equal((s.rows as Obj[]).length, 3);
  // 5 name rows + 4 body rows, 2 shared: 7 distinct, 3 shown.
  assert.equal(s.hidden, 4);
  assert.match(r.text, /4건은 display를 넘어 안 보임/);
});

Deno.test("search_decisions scope both: one search failing leaves the other, said partial", async () => {
  await using m = await mcpHarness();
  // The 사건명 search goes first; every later prec request (the 본문 one, and its retries) fails.
  m.replay.setFaults({ match: { target: "prec" }, after: 1, fault: { kind: "maintenance" } });
  const r = await m.call("search_decisions", { domain: "prec", query: "임금", scope: "both" });
  assert.ok(!r.isError, r.text);
  const s = r.structuredContent as Obj;
  assert.match(String(s.partial), /^본문 검색 실패/);
  assert.ok((s.rows as Obj[]).every((x) => x.matchedIn === "name"));
  assert.match(r.text, /※ 일부만: 본문 검색 실패/);
});
