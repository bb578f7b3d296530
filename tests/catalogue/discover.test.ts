/**
 * discover_tools against practitioner phrasings: the expected tool must rank first (and the
 * domain, where the phrase names a tribunal or committee). Runs through MCP like a client would.
 */

import assert from "node:assert/strict";
import type { z } from "zod";
import { findTool, TOOLS } from "../../lib/mod.ts";
import { EXPOSED_TOOL_NAMES, INTENT_RULES, rankTools } from "../../lib/tools/mod.ts";
import { mcpHarness } from "../_mcp.ts";

const TABLE: [string, string, string?][] = [
  ["건축법 찾아줘", "search_law"],
  ["화관법이 무슨 법인지 찾아줘", "search_law"],
  ["민법 제750조 조문 보여줘", "get_law_text"],
  ["근로기준법 제60조제1항 원문", "get_law_text"],
  ["2019년 당시 시행되던 법 조문", "get_law_text"],
  ["과태료 부과기준 별표 열어줘", "get_annexes"],
  ["수수료 기준표 서식", "get_annexes"],
  ["대법원 판례 검색", "search_decisions", "prec"],
  ["부당해고 관련 판결 찾아줘", "search_decisions"],
  ["헌재 위헌 결정 찾아줘", "search_decisions", "detc"],
  ["법제처 유권해석 사례", "search_decisions", "expc"],
  ["행정심판 재결례 검색", "search_decisions", "decc"],
  ["조심원 결정 찾아줘", "search_decisions", "ttSpecialDecc"],
  ["조세심판원 심판례", "search_decisions", "ttSpecialDecc"],
  ["공정위 과징금 의결서", "search_decisions", "ftc"],
  ["개인정보위 처분 결정문", "search_decisions", "ppc"],
  ["중노위 판정 검색", "search_decisions", "nlrc"],
  ["권익위 고충민원 결정", "search_decisions", "acr"],
  ["소청심사 결정례", "search_decisions", "adapSpecialDecc"],
  ["국가인권위원회 차별 진정 결정", "search_decisions", "nhrck"],
  ["중토위 수용재결", "search_decisions", "oclt"],
  ["환경분쟁조정 결정", "search_decisions", "ecc"],
  ["고용노동부 질의회시 찾기", "search_decisions", "moelCgmExpc"],
  ["관세청 해석 사례", "search_decisions", "kcsCgmExpc"],
  ["판시사항과 판결요지 전문 보기", "get_decision_text"],
  ["식약처 고시 검색", "search_admin_rules"],
  ["훈령 예규 찾아줘", "search_admin_rules"],
  ["광진구 조례 검색", "search_ordinances"],
  ["상위법 개정 반영 안 된 조례 찾기", "ordinance_radar"],
  ["대통령령으로 정하는 위임 조문", "get_delegated_laws"],
  ["관세법 체계도 상하위법", "get_law_system"],
  ["개정 전후 신구법 비교", "compare_old_new"],
  ["법률 시행령 시행규칙 3단 비교", "get_three_way_comparison"],
  ["자동차관리법 연혁 역대 버전", "list_law_versions"],
  ["제38조 조문 개정 이력", "get_article_history"],
  ["영문 법령 english translation", "search_english_laws"],
  ["법령 약칭 목록", "get_law_abbreviations"],
  ["임금 법령용어 뜻", "search_legal_terms"],
  ["한미 FTA 협정 조약", "search_treaties"],
  ["대학 학칙 검색", "search_institution_rules"],
  ["API 키 연결 확인 미신청 오류", "doctor"],
  ["근로기준법 관련법령", "get_related_laws"],
];

Deno.test("the intent table names only registered tools, with arguments those tools take", () => {
  for (const r of INTENT_RULES) {
    const tool = findTool(r.tool);
    assert.ok(tool, `intent rule names unknown tool ${r.tool}`);
    // Each fixed argument is a name the tool takes, with a value its schema accepts.
    const shape = (tool.input as unknown as { shape: Record<string, z.ZodType> }).shape;
    for (const [k, v] of Object.entries(r.args ?? {})) {
      assert.ok(shape[k], `${r.tool} takes ${k}`);
      assert.ok(shape[k].safeParse(v).success, `${r.tool}.${k} accepts ${JSON.stringify(v)}`);
    }
  }
  for (const n of EXPOSED_TOOL_NAMES) assert.ok(findTool(n), `exposed tool ${n} exists`);
  assert.equal(EXPOSED_TOOL_NAMES.length, 10);
});

Deno.test(`discover_tools ranks the expected tool first for ${TABLE.length} phrasings`, () => {
  assert.ok(TABLE.length >= 40);
  const wrong: string[] = [];
  for (const [intent, tool, domain] of TABLE) {
    const top = rankTools(intent, TOOLS)[0];
    if (!top || top.tool !== tool || (domain && top.args?.domain !== domain)) {
      wrong.push(
        `${intent} → ${top?.tool}${top?.args ? JSON.stringify(top.args) : ""} (want ${tool}${
          domain ? ` ${domain}` : ""
        })`,
      );
    }
  }
  assert.deepEqual(wrong, []);
});

Deno.test("discover_tools and execute_tool over MCP; aliases and validation through execute_tool", async () => {
  await using m = await mcpHarness();
  const d = await m.call("discover_tools", { query: "조심원 결정 찾아줘" });
  assert.ok(!d.isError, d.text);
  // korean-law-mcp's `intent` (and the generic `limit`) through the alias table
  const peer = await m.call("discover_tools", { intent: "조심원 결정 찾아줘", limit: 2 });
  assert.deepEqual(
    (peer.structuredContent as { matches: unknown[] }).matches,
    (d.structuredContent as { matches: unknown[] }).matches.slice(0, 2),
  );
  assert.doesNotMatch(d.text, /\{tool, args\}/, "no placeholder call");
  const top =
    (d.structuredContent as { matches: { tool: string; args?: { domain?: string } }[] }).matches[0];
  assert.equal(top.tool, "search_decisions");
  assert.equal(top.args?.domain, "ttSpecialDecc");
  const run = await m.call("execute_tool", {
    tool: "get_law_text",
    args: { lawId: "001823", articles: ["제1조"] },
  });
  assert.ok(!run.isError, run.text);
  assert.match(run.text, /제1조\(목적\)/);
  const legacy = await m.call("execute_tool", {
    tool_name: "get_article_detail",
    params: { lawId: "001823", jo: "제1조" },
  });
  assert.ok(!legacy.isError, legacy.text);
  const bad = await m.call("execute_tool", { tool: "get_law_text", args: { lawId: "x" } });
  assert.equal(bad.isError, true);
  assert.match(bad.text, /BAD_INPUT.*lawId/);
  const unknown = await m.call("execute_tool", { tool: "no_such_tool" });
  assert.match(unknown.text, /BAD_INPUT.*no_such_tool.*discover_tools/);
});

Deno.test("discover_tools points an everyday question no phrase names to legal_research, with the question as its query (issue 29 #8)", async () => {
  await using m = await mcpHarness();
  for (
    const intent of [
      "전세 보증금을 집주인이 안 돌려줘요",
      "회사에서 갑자기 잘렸는데 퇴직금 받을수있나요",
    ]
  ) {
    const d = await m.call("discover_tools", { intent });
    assert.ok(!d.isError, d.text);
    const top = (d.structuredContent as { matches: { tool: string; args?: { query?: string } }[] })
      .matches[0];
    assert.equal(top?.tool, "legal_research", d.text);
    assert.equal(top.args?.query, intent);
    assert.doesNotMatch(d.text, /맞는 도구를 찾지 못했습니다/);
  }
});
