/**
 * The CLI as a subprocess against the replay upstream: a table of natural-language lines and
 * direct tool calls (laws, articles incl. 가지조문, 항/호, annexes, precedents and other decisions,
 * case numbers, dates), checking stdout, `--json` against each tool's output schema, and exit
 * codes 0/2/3/4/5.
 */

import assert from "node:assert/strict";
import { findTool, TOOLS } from "../../lib/mod.ts";
import { argSpec } from "../../lib/vocab/mod.ts";
import { toolHelp, usage } from "../../cli/help.ts";
import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";
import { assertNoSecret } from "../_support.ts";
import { runCli } from "./_run.ts";

function includes(haystack: string, needle: string, msg = ""): void {
  assert.ok(haystack.includes(needle), `expected ${JSON.stringify(needle)}\n${msg || haystack}`);
}

interface Case {
  args: string[];
  code: number;
  /** Substrings stdout must contain. */
  out?: string[];
  /** Substrings stderr must contain. */
  err?: string[];
  /** With --json: the tool whose output schema stdout must satisfy. */
  schema?: string;
}

const TABLE: Case[] = [
  // laws
  { args: ["건축법"], code: 0, out: ["법령 검색", "법령ID 001823", "건축법 시행령"] },
  { args: ["산업재해보상보험법"], code: 0, out: ["산업재해보상보험법 시행규칙", "001760"] },
  { args: ["search_law", "--query", "민법"], code: 0, out: ["민법"] },
  { args: ["search_law", "건축법", "--json"], code: 0, schema: "search_law" },
  // articles
  {
    args: ["건축법 제4조의2"],
    code: 0,
    out: ["제4조의2(건축위원회의 건축 심의 등)", "① 대통령령으로"],
  },
  { args: ["건축법 제4조의2", "--json"], code: 0, schema: "get_law_text", out: ["001823"] },
  { args: ["건축법 제4조의2 제1항"], code: 0, out: ["제4조의2("] },
  {
    args: ["건축법 제2조 제1항 제11호"],
    code: 0,
    out: ["제2조(정의)", '  11.  "도로"란', "    가."],
  },
  {
    args: ["get_law_text", "--name", "건축법", "--articles", "제4조의2", "--articles", "제2조"],
    code: 0,
    out: ["제4조의2(", "제2조(정의)"],
  },
  {
    args: ["get_law_text", "--json-input", '{"lawId":"001823","articles":["제4조의2"]}', "--json"],
    code: 0,
    schema: "get_law_text",
  },
  // annexes
  { args: ["최저임금법 시행규칙 별표"], code: 0, out: ["최저임금법 시행규칙 별표·서식", "별표 1"] },
  { args: ["get_annexes", "--mst", "282351", "--annex", "별표 2"], code: 0, out: ["별표 2"] },
  { args: ["get_annexes", "--mst", "282351", "--json"], code: 0, schema: "get_annexes" },
  // precedents and other decisions
  { args: ["임금 판례"], code: 0, out: ["판례 검색 '임금'", "[614373]", "2021다248190"] },
  { args: ["search_precedents", "--query", "임금", "--json"], code: 0, schema: "search_decisions" },
  { args: ["임금 헌재 결정"], code: 0, out: ["헌재결정례 검색", "2012헌마1007"] },
  { args: ["임금 법령해석례"], code: 0, out: ["법령해석례 검색 '임금'"] },
  { args: ["해고 노동위원회"], code: 0, out: ["노동위원회 결정문 검색 '해고'"] },
  { args: ["search_nlrc_decisions", "--query", "해고"], code: 0, out: ["노동위원회"] },
  {
    args: ["search_decisions", "--domain", "decc", "--query", "임금", "--json"],
    code: 0,
    schema: "search_decisions",
  },
  {
    args: ["get_decision_text", "--domain", "prec", "--id", "614373"],
    code: 0,
    out: ["[판례] 임금등"],
  },
  {
    args: ["get_decision_text", "--domain", "detc", "--id", "22333", "--json"],
    code: 0,
    schema: "get_decision_text",
  },
  // case numbers
  { args: ["2021다248190"], code: 0, out: ["[판례] 임금등", "판례일련번호 614373"] },
  { args: ["대법원 2021다248190 판결", "--json"], code: 0, schema: "get_decision_text" },
  { args: ["조심 2020서1234"], code: 0, out: ["조세심판원", "조심 2020서1234"] },
  { args: ["2012헌마1007"], code: 0, out: ["2012헌마1007"] },
  { args: ["2099헌바9999"], code: 3, err: ["[NOT_FOUND]"] },
  // dates and versions
  { args: ["자동차관리법 연혁"], code: 0, out: ["연혁", "시행 2025-10-01", "[현행]"] },
  {
    args: ["list_law_versions", "--name", "자동차관리법", "--json"],
    code: 0,
    schema: "list_law_versions",
  },
  { args: ["건축법 2024년 1월 1일 시행 제4조"], code: 3, err: ["[NOT_FOUND]", "20240101"] },
  // terms
  { args: ["청원 법령용어"], code: 0, out: ["'청원' 법령용어", "청원경찰"] },
  // bad input and unknown tools
  { args: ["search_law", "--page", "x", "건축법"], code: 2, err: ["[BAD_INPUT]", "page"] },
  {
    args: ["search_decisions", "--domain", "nope", "--query", "임금"],
    code: 2,
    err: ["domain", "허용값: prec, detc"],
  },
  // unknown flags reach the registry's reader: the same refusal as every other face
  {
    args: ["search_law", "--bogus", "1", "건축법"],
    code: 2,
    err: ["[BAD_INPUT] search_law: 알 수 없는 인자 'bogus'", "받는 인자: query, "],
  },
  {
    args: ["search_law", "--quer", "건축법"],
    code: 2,
    err: ["알 수 없는 인자 'quer' (did you mean 'query'?)", "받는 인자: query"],
  },
  // old names go through the alias table, as written or in kebab case
  {
    args: ["get_law_text", "--lawName", "건축법", "--article", "제4조의2"],
    code: 0,
    out: ["제4조의2(건축위원회의 건축 심의 등)"],
  },
  {
    args: ["get_law_text", "--law-name", "건축법", "--jo", "제4조의2"],
    code: 0,
    out: ["제4조의2(건축위원회의 건축 심의 등)"],
  },
  { args: ["no_such_tool", "--query", "x"], code: 2, err: ["[UNKNOWN_TOOL]"] },
  { args: ["get_law_text", "--json-input", "{not json"], code: 2, err: ["--json-input"] },
  { args: ["list", "--category", "nope"], code: 2, err: ["nope"] },
  { args: ["help", "no_such_tool"], code: 2 },
  { args: [], code: 2, out: ["exit codes"] },
  // registry faces
  { args: ["list"], code: 0, out: ["[statutes]", "search_law", "[decisions]", "legal_research"] },
  { args: ["list", "--category", "annexes"], code: 0, out: ["get_annexes"] },
  {
    args: ["help", "search_precedents"],
    code: 0,
    out: [
      "search_decisions",
      "고정 인수",
      "--scope",
      "허용값: name, body",
      "기본 1",
      "옛 이름도 받음: ",
    ],
  },
  { args: ["--help"], code: 0, out: ["exit codes", "3  없음", "5  예산"] },
];

Deno.test("cli: the table of lines against the replay", async (t) => {
  await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
  assert(TABLE.length >= 30);
  const results: Awaited<ReturnType<typeof runCli>>[] = [];
  for (let i = 0; i < TABLE.length; i += 4) {
    results.push(
      ...await Promise.all(TABLE.slice(i, i + 4).map((c) => runCli(replay.baseUrl, c.args))),
    );
  }
  for (const [i, c] of TABLE.entries()) {
    await t.step(`beopmang ${c.args.join(" ")}`, () => {
      const r = results[i];
      const ctx = `stdout:\n${r.stdout.slice(0, 800)}\nstderr:\n${r.stderr.slice(0, 800)}`;
      assert.equal(r.code, c.code, ctx);
      for (const s of c.out ?? []) includes(r.stdout, s, ctx);
      for (const s of c.err ?? []) includes(r.stderr, s, ctx);
      assert(!r.stdout.includes("\x1b["), "no colour when stdout is not a terminal");
      assertNoSecret(r.stdout + r.stderr);
      if (c.schema) {
        const parsed = findTool(c.schema)!.output.safeParse(JSON.parse(r.stdout));
        assert(
          parsed.success,
          `${c.schema} output schema: ${parsed.success ? "" : JSON.stringify(parsed.error.issues)}`,
        );
      }
    });
  }
});

Deno.test("cli: --explain prints the route on stderr, stdout stays the answer", async () => {
  await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
  const r = await runCli(replay.baseUrl, ["--explain", "건축법 제4조의2"]);
  assert.equal(r.code, 0);
  assert.match(r.stderr, /→ get_law_text \{"name":"건축법","articles":\["제4조의2"\]\}/);
  includes(r.stderr, "법령: 건축법");
  assert(!r.stdout.includes("→ get_law_text"));
});

Deno.test("cli: colour only when forced or on a TTY, and NO_COLOR wins", async () => {
  await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
  const forced = await runCli(replay.baseUrl, ["건축법 제4조의2"], { FORCE_COLOR: "1" });
  includes(forced.stdout, "\x1b[1;36m제4조의2(");
  const off = await runCli(replay.baseUrl, ["건축법 제4조의2"], {
    FORCE_COLOR: "1",
    NO_COLOR: "1",
  });
  assert(!off.stdout.includes("\x1b["));
  const json = await runCli(replay.baseUrl, ["건축법 제4조의2", "--json"], { FORCE_COLOR: "1" });
  JSON.parse(json.stdout);
});

Deno.test("cli: upstream failure exits 4, budget and timeout exit 5", async () => {
  await using broken = await startReplayServer({
    fixturesDir: defaultFixturesDir(),
    faults: { fault: { kind: "status", status: 503 } },
  });
  const down = await runCli(broken.baseUrl, ["건축법"], { BEOPMANG_TIMEOUT_MS: "2000" });
  assert.equal(down.code, 4, down.stderr);
  assert.match(down.stderr, /\[UPSTREAM[A-Z_]*\]|\[[A-Z_]+\]/);
  const downJson = await runCli(broken.baseUrl, ["건축법", "--json"]);
  assert.equal(downJson.code, 4);
  assert(typeof JSON.parse(downJson.stdout).error.code === "string");

  await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
  const budget = await runCli(replay.baseUrl, ["건축법 제4조의2"], { BEOPMANG_MAX_CALLS: "1" });
  assert.equal(budget.code, 5, budget.stderr);
  includes(budget.stderr, "[BUDGET_EXHAUSTED]");

  await using stalled = await startReplayServer({
    fixturesDir: defaultFixturesDir(),
    faults: { fault: { kind: "stall" } },
  });
  const slow = await runCli(stalled.baseUrl, ["건축법"], { BEOPMANG_TIMEOUT_MS: "300" });
  assert.equal(slow.code, 5, slow.stderr);
  includes(slow.stderr, "[TIMEOUT]");
});

Deno.test("cli: every example line of --help answers from the recordings", async () => {
  await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
  const examples = [...usage().matchAll(/^ {2}beopmang "([^"]+)"/gm)].map((m) => m[1]);
  assert.ok(examples.length > 0, "usage shows an example");
  for (const line of examples) {
    const r = await runCli(replay.baseUrl, [line]);
    assert.equal(r.code, 0, `beopmang "${line}": ${r.stderr}`);
    assert.ok(r.stdout.trim().length > 0);
  }
});

Deno.test("cli: help names only flags the tool's reader takes (its names and old names)", () => {
  for (const tool of TOOLS) {
    const spec = argSpec(tool.name, tool.input);
    const help = toolHelp(tool.name)!;
    for (const m of help.matchAll(/--([A-Za-z_][\w]*)/g)) {
      const flag = m[1];
      if (["json", "json-input"].includes(flag) || flag === "json") continue;
      assert.ok(
        spec.kinds.has(flag) || spec.aliases.has(flag),
        `${tool.name} help names --${flag}, which its reader refuses`,
      );
    }
  }
});
