/**
 * Statutes answered from a law library built from the fixture slice (tests/fixtures/library, a
 * two-commit git checkout like the bundle's), through the spawned stdio server against the replay
 * upstream on a real port: the replay's request log counts every upstream call.
 *
 * - a fresh library with a key: get_law_text, list_law_articles, get_batch_articles, search_law
 *   (name and body), the citation check and the delegations answer with zero upstream calls,
 *   each labelled with the library's date and the live call that confirms it (which runs);
 * - no key: the statute the demo recordings lack is no longer [NOT_RECORDED], and no demo label;
 * - a key and a library older than its limit: exactly one list call; a newer version upstream is
 *   read live and labelled so.
 */

import assert from "node:assert/strict";
import { importLibrary } from "../../lib/library/mod.ts";
import { defaultFixturesDir, type ReplayServer, startReplayServer } from "../lab/mod.ts";
import { TEST_OC } from "../_support.ts";
import { BUNDLE_DAY, gitCheckout } from "./_fixture.ts";
import { spawnStdio } from "./_stdio.ts";

const LABEL = /〔로컬 법령 사본 · \d{4}-\d{2}-\d{2} 공포분까지 · 확인: /;

let built: Promise<string> | undefined;
/** The slice's library, built once per file (import of a git checkout). */
function library(): Promise<string> {
  return built ??= (async () => {
    const dir = await Deno.makeTempDir({ prefix: "libuse-" });
    globalThis.addEventListener("unload", () => Deno.removeSync(dir, { recursive: true }));
    const checkout = await gitCheckout();
    await importLibrary(checkout, { out: `${dir}/law-library.db`, today: BUNDLE_DAY });
    await Deno.remove(checkout, { recursive: true });
    return `${dir}/law-library.db`;
  })();
}

/** Requests the upstream answered (a format refusal before the fallback is not a call made). */
function calls(replay: ReplayServer, endpoint?: "search" | "service"): number {
  return replay.stats.log.filter((e) =>
    (!endpoint || e.endpoint === endpoint) && e.reason !== "unregistered-format"
  ).length;
}

type Meta = { upstreamCalls: number; library?: string; confirm?: string; demo?: string };
const metaOf = (r: { structuredContent?: unknown }) => (r.structuredContent as { meta: Meta }).meta;

Deno.test({
  name: "library: statutes answer from it with zero upstream calls, labelled with its date",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const file = await library();
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    await using s = await spawnStdio({
      LAW_OC: TEST_OC,
      LAW_API_BASE_URL: replay.baseUrl,
      BEOPMANG_LIBRARY: file,
      BEOPMANG_LIBRARY_MAX_AGE_DAYS: "100000",
    });

    const text = await s.call("get_law_text", { name: "민법", articles: ["제750조"] });
    assert.ok(!text.isError, text.text);
    assert.match(text.text, LABEL);
    assert.match(text.text, /제750조\(불법행위의 내용\) 고의 또는 과실로/);
    const meta = metaOf(text);
    assert.equal(meta.upstreamCalls, 0);
    assert.match(meta.library ?? "", /^로컬 법령 사본 · \d{4}-\d{2}-\d{2} 공포분까지$/);
    assert.equal(
      meta.confirm,
      'get_law_text {"name":"민법","articles":["제750조"],"source":"live"}',
    );

    // A version promulgated, not yet in force, is named with its date beside the text in force.
    const labor = await s.call("get_law_text", { name: "근로기준법", articles: ["제2조"] });
    assert.ok(!labor.isError, labor.text);
    assert.match(labor.text, /〔시행 예정: 근로기준법 \d{4}-\d{2}-\d{2} 시행분/);
    assert.match(labor.text, /근로기준법 \(법률 [^)]*현행\)/);

    const toc = await s.call("list_law_articles", { name: "주택임대차보호법", display: 5 });
    assert.ok(!toc.isError, toc.text);
    assert.match(toc.text, /제1조\(목적\)/);
    const batch = await s.call("get_batch_articles", {
      laws: [{ name: "민법", articles: ["제750조"] }, { name: "국민연금법", articles: ["제64조"] }],
    });
    assert.ok(!batch.isError, batch.text);
    assert.match(batch.text, /분할연금/);
    const names = await s.call("search_law", { query: "근로기준법" });
    assert.match(names.text, /근로기준법 시행령/);
    // Words of a body, in no title: the article that holds them.
    const body = await s.call("search_law", { query: "위법행위로 타인에게 손해", scope: "body" });
    assert.ok(!body.isError, body.text);
    assert.match(body.text, /- 민법 제750조\(불법행위의 내용\): .*«위법행위»/);
    // Its confirming call reads the top hit live (law.go.kr has no article search).
    assert.match(
      body.text,
      /확인: get_law_text \{"lawId":"001706","articles":\["제750조"\],"source":"live"\}/,
    );
    const both = await s.call("search_law", { query: "주택임대차", scope: "both", display: 3 });
    assert.match(both.text, /^- 주택임대차보호법 \[법률/m);
    const check = await s.call("legal_analysis", {
      mode: "verify_citations",
      text: "민법 제750조와 근로기준법 제23조, 근로기준법 시행령 제7조에 따라",
    });
    assert.ok(!check.isError, check.text);
    assert.match(check.text, /확인 3/);
    assert.match(check.text, LABEL);
    const deleg = await s.call("get_delegated_laws", { name: "근로기준법", articles: ["제11조"] });
    assert.ok(!deleg.isError, deleg.text);
    assert.match(deleg.text, /\[시행령\] 근로기준법 시행령 제7조\(적용범위\)/);

    assert.equal(calls(replay), 0, JSON.stringify(replay.stats.log.map((e) => e.url)));

    // The confirm call runs as printed and asks law.go.kr (here the replay).
    const live = await s.call("get_law_text", {
      name: "민법",
      articles: ["제750조"],
      source: "live",
    });
    assert.ok(!live.isError, live.text);
    assert.doesNotMatch(live.text, /로컬 법령 사본/);
    assert.ok(calls(replay) > 0, "the live call reached the upstream");
  },
});

Deno.test({
  name: "library: without a key, a statute the demo lacks answers from it (no NOT_RECORDED)",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const file = await library();
    await using s = await spawnStdio({ BEOPMANG_LIBRARY: file });
    const r = await s.call("get_law_text", { name: "국민연금법", articles: ["제64조"] });
    assert.ok(!r.isError, r.text);
    assert.doesNotMatch(r.text, /NOT_RECORDED|데모 모드/);
    assert.match(r.text, LABEL);
    const meta = metaOf(r);
    assert.equal(meta.upstreamCalls, 0);
    assert.equal(meta.demo, undefined);
    // A later page of a body search shows its own hits' snippets (only that page is read).
    const first = await s.call("search_law", { query: "근로자 임금", scope: "body", display: 5 });
    const second = await s.call("search_law", {
      query: "근로자 임금",
      scope: "body",
      display: 5,
      page: 2,
    });
    for (const page of [first, second]) {
      const hits = page.text.split("\n").filter((l) => /^- .+ 제\d+조/.test(l));
      assert.equal(hits.length, 5, page.text);
      for (const h of hits) assert.match(h, /«[^»]+»/, page.text);
    }
    // What the library lacks still goes to the recordings, with their label.
    const prec = await s.call("search_decisions", { domain: "prec", query: "불법행위" });
    assert.match(prec.text, /데모/);
  },
});

Deno.test({
  name: "library: with a key and a library past its age, one list call; newer upstream is live",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const file = await library();
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    await using s = await spawnStdio({
      LAW_OC: TEST_OC,
      LAW_API_BASE_URL: replay.baseUrl,
      BEOPMANG_LIBRARY: file,
      BEOPMANG_LIBRARY_MAX_AGE_DAYS: "1",
    });
    // The recorded list's 민법 (공포 2024-09-20) is older than the library's: the library answers.
    const same = await s.call("get_law_text", { name: "민법", articles: ["제750조"] });
    assert.ok(!same.isError, same.text);
    assert.equal(calls(replay, "search"), 1, "one list call");
    assert.equal(calls(replay, "service"), 0, "no body read");
    assert.match(same.text, LABEL);

    // law.go.kr lists a newer 민법: it is read live and labelled so.
    replay.setFaults({
      match: { endpoint: "search", target: "law" },
      fault: {
        kind: "rewrite",
        replace: [["<공포일자>20240920</공포일자>", "<공포일자>20261120</공포일자>"]],
      },
    });
    const before = { search: calls(replay, "search"), service: calls(replay, "service") };
    const newer = await s.call("get_law_text", { name: "민법", articles: ["제750조"] });
    assert.ok(!newer.isError, newer.text);
    assert.equal(calls(replay, "search") - before.search, 1, "one list call");
    assert.equal(calls(replay, "service") - before.service, 1, "the newer text read live");
    assert.match(
      newer.text,
      /〔law\.go\.kr 실시간 · 민법: 로컬 사본\(.*\)보다 새 판 \(2026-11-20 공포\)〕/,
    );
    assert.doesNotMatch(newer.text, LABEL);
    assert.match(newer.text, /제750조\(불법행위의 내용\)/);
  },
});
