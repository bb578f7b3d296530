/**
 * Demo search answers from the recordings (issue 20): a search the demo holds no recording of
 * answers, through the spawned stdio MCP server with no key, from the demo's documents whose
 * titles match — labelled a partial demo answer once, never "0건", never a count of law.go.kr —
 * and stays `[NOT_RECORDED]` when nothing matches. The CLI and the web reach the same tools.
 */

import assert from "node:assert/strict";
import { Client, StdioClientTransport } from "../_mcp_client.ts";
import type { CallToolResult } from "../_mcp_client.ts";
import { stdioLaunch } from "../mcp/_servers.ts";

const PARTIAL = "데모 부분 답";

type Structured = {
  total?: number;
  rows?: { name?: string; title?: string; lawId?: string; id?: string }[];
  demo?: { partial: boolean; lists: { tool: string }[] };
  laws?: { total: number; rows: { name: string }[]; demo?: { partial: boolean }; error?: unknown };
  adminRules?: { error?: { code: string } };
};

Deno.test("demo over MCP: unrecorded searches answer partially from the recordings' titles", async () => {
  const client = new Client({ name: "partial-test", version: "1" });
  // The recordings' partial answers, with the starter library off (it would answer 근로기준법).
  await client.connect(new StdioClientTransport(stdioLaunch({ BEOPMANG_LIBRARY: "off" })));
  const run = async (name: string, args: Record<string, unknown>) => {
    const r = await client.callTool({ name, arguments: args }) as CallToolResult;
    const text = r.content.map((c) => c.type === "text" ? c.text : "").join("\n");
    return { r, text, s: r.structuredContent as Structured };
  };
  try {
    // 근로기준법: no recorded statute search, but the demo holds 근로기준법 시행령.
    const law = await run("search_law", { query: "근로기준법" });
    assert.ok(!law.r.isError, law.text);
    assert.match(law.text, /'근로기준법' 법령 검색: 데모 부분 답 — 기록에서 1건/);
    assert.match(law.text, /- 근로기준법 시행령 · 법령ID 003058/);
    assert.match(law.text, /law\.go\.kr의 나머지는 검색하지 않았습니다/);
    assert.equal(law.text.split(PARTIAL).length - 1, 2, "the count line and the one caveat");
    assert.doesNotMatch(law.text, /0건|NOT_RECORDED|일치하는 법령이 없습니다/);
    assert.equal(law.s.demo?.partial, true);
    assert.equal(law.s.total, law.s.rows?.length, "counts the matched rows, not law.go.kr");

    // search_all: the statute section answers partially, the others keep NOT_RECORDED.
    const all = await run("search_all", { query: "근로기준법" });
    assert.ok(!all.r.isError, all.text);
    assert.match(all.text, /■ 법령: 데모 부분 답 — 기록에서 1건\n- 근로기준법 시행령/);
    assert.match(all.text, /■ 행정규칙: \[NOT_RECORDED\]/);
    assert.equal(all.s.laws?.demo?.partial, true);
    assert.equal(all.s.adminRules?.error?.code, "NOT_RECORDED");
    assert.equal(all.text.split("law.go.kr의 나머지는 검색하지 않았습니다").length - 1, 1);
    assert.doesNotMatch(all.text, /0건/);

    // A decision domain: the recorded 손해배상 판례 answers a 손해배상 search nobody recorded.
    const prec = await run("search_decisions", { domain: "prec", query: "손해배상" });
    assert.ok(!prec.r.isError, prec.text);
    assert.match(prec.text, /데모 부분 답 — 기록에서 \d+건/);
    assert.ok(prec.s.rows?.some((r) => r.id && r.title?.startsWith("손해배상")), prec.text);
    assert.match(prec.text, /본문: get_decision_text \{"domain":"prec","id":"\d+"\}/);

    // 행정규칙 and 자치법규 searches nobody recorded answer from the demo's rules and ordinances;
    // the rows print no empty facts ("[]") or dates they do not have.
    const rule = await run("search_admin_rules", { query: "국세상담센터" });
    assert.ok(!rule.r.isError, rule.text);
    assert.match(
      rule.text,
      /데모 부분 답 — 기록에서 1건\n- 국세상담센터 기본운영규정 · 일련번호 \d+/,
    );
    assert.match(rule.text, /본문: get_admin_rule \{"id":"\d+"\}/);
    const ordin = await run("search_ordinances", { query: "광진구의회" });
    assert.ok(!ordin.r.isError, ordin.text);
    assert.match(
      ordin.text,
      /데모 부분 답 — 기록에서 1건\n- 서울특별시 광진구의회 지방공무원 복무 조례 · MST \d+/,
    );
    for (const t of [rule.text, ordin.text]) assert.doesNotMatch(t, /\[\]|undefined|0건/);

    // Nothing recorded matches: NOT_RECORDED, never a miss or "0건".
    const none = await run("search_law", { query: "음주운전" });
    assert.equal(none.r.isError, true);
    assert.match(none.text, /\[NOT_RECORDED\] 데모 자료에 없는 요청입니다/);
    assert.doesNotMatch(none.text, /0건|데모 부분 답|일치하는 법령이 없습니다/);
  } finally {
    await client.close();
  }
});
