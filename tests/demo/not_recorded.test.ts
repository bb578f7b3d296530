/**
 * Demo mode (no LAW_OC) never reports "not among the recordings" as a miss, "0건" or an outage:
 * the replay marks the answers it makes up for unrecorded requests (`x-replay-unrecorded`), the
 * demo client turns them into `NOT_RECORDED`, and every face labels it — tools, search_all and
 * research sections, the CLI (exit 6), the web app. Against the replay as the upstream (a key
 * set) the same requests stay what upstream says: zero hits and misses.
 */

import assert from "node:assert/strict";
import { createRuntime, type Runtime, runToolByName } from "../../lib/mod.ts";
import { createReplayHandler, defaultFixturesDir, demoRuntime, isUnrecorded } from "../lab/mod.ts";
import { exitCode } from "../../cli/exit.ts";
import { usage } from "../../cli/help.ts";
import { createWebApp } from "../../web/mod.ts";
import { harness } from "../_support.ts";

const BASE = "http://replay.invalid/DRF";

/** Demo mode over the recorded upstream the package ships (every real recording). */
async function withDemo(
  fn: (rt: Runtime) => Promise<void>,
  opts: { synthetic?: boolean } = {},
): Promise<void> {
  // With `synthetic`, the lab's synthetic recordings are laid over the shipped set. The starter
  // library is off: these are the recordings' answers (tests/library/starter*.test.ts has it).
  const rt = opts.synthetic
    ? await demoRuntime({ cacheDir: "off", library: "off" })
    : await createRuntime({ cacheDir: "off", library: "off" });
  try {
    await fn(rt);
  } finally {
    await rt.close();
  }
}

Deno.test("the replay marks exactly the answers it makes up for unrecorded requests", async () => {
  const replay = createReplayHandler({ fixturesDir: defaultFixturesDir() });
  const ask = async (path: string) => {
    const res = await replay.fetch(new URL(path, `${BASE}/`));
    await res.body?.cancel();
    return [res.headers.get("x-replay-reason"), isUnrecorded(res.headers)];
  };
  const q = (s: string) => encodeURIComponent(s);
  // Recorded: a list, a body, a recorded miss (its own request recorded), the other format.
  assert.deepEqual(await ask(`lawSearch.do?OC=x&target=law&type=XML&query=${q("민법")}`), [
    "recorded",
    false,
  ]);
  assert.deepEqual(await ask("lawService.do?OC=x&target=prec&type=XML&ID=622257"), [
    "recorded",
    false,
  ]);
  assert.deepEqual(await ask("lawService.do?OC=x&target=prec&type=JSON&ID=1"), [
    "recorded",
    false,
  ]);
  assert.deepEqual(await ask(`lawSearch.do?OC=x&target=law&type=JSON&query=${q("민법")}`), [
    "unregistered-format",
    false,
  ]);
  // Unrecorded: a search, a body (even where the target has a recorded miss), an HTML page.
  assert.deepEqual(await ask(`lawSearch.do?OC=x&target=law&type=JSON&query=${q("음주운전")}`), [
    "zero-results",
    true,
  ]);
  assert.deepEqual(await ask("lawService.do?OC=x&target=prec&type=JSON&ID=999999"), [
    "miss",
    true,
  ]);
  assert.deepEqual(await ask("lawService.do?OC=x&target=detc&type=XML&ID=999999"), [
    "miss",
    true,
  ]);
  assert.deepEqual(await ask("../LSW/flDownload.do?flSeq=990000001"), ["unknown-flseq", true]);
  assert.deepEqual(await ask(`lawSearch.do?OC=x&target=lsHistory&type=HTML&query=${q("민법")}`), [
    "unregistered-format",
    true,
  ]);
});

Deno.test("demo: an unrecorded request is NOT_RECORDED in every tool, a recorded miss NOT_FOUND", async () => {
  await withDemo(async (rt) => {
    const run = (name: string, args: Record<string, unknown>) =>
      runToolByName(name, args, rt.context());
    for (
      const [name, args] of [
        ["search_law", { query: "음주운전" }],
        ["get_law_text", { name: "음주운전", articles: ["제1조"] }],
        ["get_law_text", { lawId: "999999" }],
        ["search_decisions", { domain: "prec", query: "음주운전" }],
        ["get_decision_text", { domain: "prec", id: "999999" }],
        ["get_decision_text", { caseNumber: "2025두30615" }],
      ] as const
    ) {
      const out = await run(name, args);
      assert.equal(out.ok, false, `${name} ${JSON.stringify(args)}: ${out.text}`);
      if (out.ok) continue;
      assert.equal(out.error.code, "NOT_RECORDED", out.text);
      assert.equal(out.error.retryable, false);
      assert.match(out.text, /\[NOT_RECORDED\] 데모 자료에 없는 요청입니다 — LAW_OC를 설정하면/);
      assert.doesNotMatch(out.text, /0건|일치하는|찾지 못했습니다/, out.text);
      assert.ok(!out.text.includes("OC=demo"), "the demo key is not shown");
    }
    // A file nobody recorded: NOT_RECORDED too, and the annex falls back to its body text.
    const annex = await run("get_annexes", { lawId: "003904", annex: "별표", open: true });
    assert.ok(annex.ok, annex.text);
    assert.match(
      annex.text,
      /\[NOT_RECORDED\] 데모 자료에 없는 요청입니다[^\n]*file \/LSW\/flDownload/,
    );
    assert.doesNotMatch(annex.text, /HTTP 404/);
    // The recorded "일치하는 판례가 없습니다" of prec ID=1 stays a miss.
    const miss = await run("get_decision_text", { domain: "prec", id: "1" });
    assert.equal(!miss.ok && miss.error.code, "NOT_FOUND", miss.text);
    // What is recorded answers, in the format it was recorded in.
    const ok = await run("get_decision_text", { domain: "prec", id: "622257" });
    assert.ok(ok.ok, ok.text);
  }); // the demo as shipped: 003904 (선박법 시행령, real) names a 별표 file nobody recorded
});

Deno.test("with a key the replay is law.go.kr: the same requests are zero hits and misses", async () => {
  await using h = await harness();
  const ctx = () => h.runtime.context();
  const list = await runToolByName("search_law", { query: "음주운전" }, ctx());
  assert.ok(list.ok, list.text);
  assert.match(list.text, /0건/);
  const body = await runToolByName("get_decision_text", { domain: "prec", id: "999999" }, ctx());
  assert.equal(!body.ok && body.error.code, "NOT_FOUND");
});

Deno.test("demo: search_all and research chains say it per section", async () => {
  await withDemo(async (rt) => {
    const all = await runToolByName("search_all", { query: "음주운전" }, rt.context());
    assert.ok(all.ok, all.text);
    const sections = all.text.split("\n").filter((l) => l.startsWith("■"));
    assert.equal(sections.length, 3);
    for (const s of sections) assert.match(s, /: \[NOT_RECORDED\] 데모 자료에 없는 요청입니다/);
    assert.doesNotMatch(all.text, /0건|조회 실패/);

    const chain = await runToolByName("legal_research", { query: "음주운전" }, rt.context());
    assert.ok(chain.ok, chain.text);
    assert.doesNotMatch(chain.text, /0건|⚠ 실패|상위 API 오류|일치하는/);
    assert.match(chain.text, /· 데모 자료에 없음/);
    assert.match(chain.text, /데모 자료에 없어 실행하지 않았습니다 \(NOT_RECORDED\)/);
    assert.match(chain.text, /데모 자료에 없는 갈래 \d+개 \(결과 없음이 아님/);
    const branches = (chain.structured as { branches: { error?: { code: string } }[] }).branches;
    assert.ok(branches.some((b) => b.error?.code === "NOT_RECORDED"));

    // A chain over what is recorded answers its recorded branches.
    const mixed = await runToolByName("legal_research", { query: "상속세 판례" }, rt.context());
    assert.ok(mixed.ok, mixed.text);
    assert.match(mixed.text, /2025두30615|상속세부과처분취소/);
  });
});

Deno.test("demo: the CLI exits 6 and says so; --help documents it", () => {
  assert.equal(exitCode("NOT_RECORDED"), 6);
  assert.equal(exitCode("NOT_FOUND"), 3);
  assert.match(usage(), /6 {2}데모 자료에 없음 \(NOT_RECORDED/);
});

Deno.test("demo: the web app labels the gap, per section, never '0건'", async () => {
  await withDemo(async (rt) => {
    const app = createWebApp({ runtime: rt });
    const get = async (path: string) => {
      const res = await app(new Request(`http://127.0.0.1${path}`));
      return { status: res.status, body: await res.text() };
    };
    const search = await get(`/search?q=${encodeURIComponent("음주운전")}`);
    assert.equal(search.status, 200);
    assert.doesNotMatch(search.body, /0건|찾은 것이 없습니다|답을 받지 못했습니다/);
    // The sections the recordings hold nothing for are named on one line (issue 29: not a badge
    // per section), and what the demo cannot know is said once, above.
    const codes = [...search.body.matchAll(/data-code="([A-Z_]+)"/g)].map((m) => m[1]);
    assert.ok(codes.length >= 2, `${codes.length} labels`);
    assert.deepEqual(codes, codes.map(() => "NOT_RECORDED"), "each label says it");
    const line = /<li class="gap-line not-recorded" data-code="NOT_RECORDED">(.*?)<\/li>/.exec(
      search.body,
    );
    assert.ok(line, search.body);
    const named = line[1].replace(/<[^>]+>/g, "").split(":")[1].split("·");
    assert.ok(named.length >= 6, `every section named on the line: ${named}`);
    assert.equal(search.body.split("맞는 것이 없습니다").length - 1, 1, "the message once");
    assert.doesNotMatch(search.body, /LAW_OC/, "no developer talk");
    assert.doesNotMatch(search.body, /role="alert"/, "no section is an alert banner");

    const mixed = await get(`/search?q=${encodeURIComponent("상속세")}`);
    assert.match(mixed.body, /data-group="prec"><h2[^>]*>판례 <span class="count">720건/);
    assert.match(mixed.body, /data-code="NOT_RECORDED"/);
    assert.equal(mixed.body.split('class="gap-line').length - 1, 1, "one line for the gaps");

    const body = await get("/decision/prec/999999");
    assert.equal(body.status, 404);
    assert.match(body.body, /class="error not-recorded"/);
    assert.match(body.body, /데모에 들어 있지 않습니다/);
    assert.match(
      body.body,
      /href="https:\/\/www\.law\.go\.kr\/LSW\/precInfoP\.do\?precSeq=999999"/,
    );
    assert.doesNotMatch(body.body, /lawService\.do|LAW_OC/);
    assert.doesNotMatch(body.body, /찾지 못했습니다|답을 받지 못했습니다/);
  });
});
