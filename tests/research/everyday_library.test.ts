/**
 * Everyday questions with a law library (issue 30): legal_research chooses the article by the
 * library's text with the topic table, says which words chose it and offers the next two; no
 * branch searches a word of the question as a law's name; the CLI sends an everyday sentence to
 * legal_research, never whole to search_all. The library is built from the fixture slice
 * (tests/fixtures/library); the CLI gets it as `BEOPMANG_LIBRARY`, as a user would give it.
 */

import assert from "node:assert/strict";
import { importLibrary, openLibrary } from "../../lib/library/mod.ts";
import { libraryIndex, useArticleIndex } from "../../lib/retrieve/mod.ts";
import { BUNDLE_DAY, plainCopy } from "../library/_fixture.ts";
import { mcpHarness } from "../_mcp.ts";

const out = `${await Deno.makeTempDir()}/law-library.db`;
await importLibrary(await plainCopy(), { out, today: BUNDLE_DAY });
// This process's server reads it as the one BEOPMANG_LIBRARY opens (never Deno.env.set: test
// files share the process's environment); the CLI below gets it by its environment.
useArticleIndex(libraryIndex(openLibrary(out)));

type Pick = { name: string; article: string; title?: string; matched: string[] };
type Research = {
  branches: { id: string; call?: { tool: string; arguments: Record<string, unknown> } }[];
  understood: { route: string; candidates: { name: string }[]; picks: Pick[] };
};

const CASES: readonly [string, string, string, string][] = [
  [
    "집주인이 보증금 안 돌려줘서 먼저 이사가야 하는데 괜찮나요",
    "주택임대차보호법",
    "제3조의3",
    "임차권등기명령",
  ],
  ["알바 잘렸는데 예고도 없이 당일에 나가래요", "근로기준법", "제26조", "해고의 예고"],
  ["남편이 바람펴서 이혼하려고요", "민법", "제840조", "재판상 이혼원인"],
];

for (const [q, law, article, title] of CASES) {
  Deno.test(`legal_research '${q}' with a library: names ${law} ${article}, the words that chose it, and two more`, async () => {
    await using m = await mcpHarness();
    const r = await m.call("legal_research", { query: q });
    assert.ok(!r.isError, r.text);
    const s = r.structuredContent as Research;
    assert.equal(s.understood.candidates[0]?.name, law);
    const [first, ...next] = s.understood.picks;
    assert.equal(first.name, law);
    assert.equal(first.article, article);
    assert.equal(first.title, title);
    assert.ok(first.matched.length > 0, JSON.stringify(first));
    assert.equal(next.length, 2, JSON.stringify(s.understood.picks));
    // The answer says it, in words: the article, why, and the next candidates.
    assert.match(r.text, new RegExp(`고른 조문: ${law} ${article}\\(${title}\\) — 맞은 말: `));
    assert.match(r.text, /· 다음 후보: [^\n]+제\d+조/);
    // The statute text opens the chosen article; no law search is by a word of the question.
    const calls = s.branches.flatMap((b) => (b.call ? [b.call] : []));
    const text = calls.find((c) => c.tool === "get_law_text");
    assert.ok(
      (text?.arguments.articles as string[] | undefined)?.includes(article),
      JSON.stringify(text),
    );
    for (const c of calls.filter((c) => c.tool === "search_law")) {
      assert.equal(c.arguments.query, law, JSON.stringify(c));
    }
  });
}

Deno.test("CLI one-line mode: an everyday sentence goes to legal_research, not whole to search_all", async () => {
  const q = "옆집 나무가 우리 땅으로 넘어왔어요";
  const cmd = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "cli/main.ts", "--explain", q],
    cwd: new URL("../../", import.meta.url),
    env: { BEOPMANG_LIBRARY: out, LAW_OC: "" },
    stdout: "piped",
    stderr: "piped",
  });
  const res = await cmd.output();
  const err = new TextDecoder().decode(res.stderr);
  const first = err.split("\n").find((l) => l.startsWith("→")) ?? err;
  assert.match(first, /^→ legal_research /, err);
  assert.doesNotMatch(first, /search_all/);
  // And the answer names 민법's article on trees across the boundary.
  assert.match(new TextDecoder().decode(res.stdout), /고른 조문: 민법 제240조/);
});
