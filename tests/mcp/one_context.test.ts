/**
 * One context for every way a tool runs (issue 29, finding 1): in demo mode, each tool of the
 * exposed profile (and legal_research) answers the same called directly and through
 * `execute_tool`: the same text (its source at the head — the demo banner, or the starter
 * library's label — once) and the same structured content. The real stdio server is spawned without LAW_OC and driven by the official SDK
 * client. Before the fix, `execute_tool` handed the tool a context without the demo notice: a
 * demo search lost its partial answer (`[NOT_RECORDED]`) and legal_research completed fewer
 * branches.
 */

import assert from "node:assert/strict";
import { type CallToolResult, Client, StdioClientTransport } from "../_mcp_client.ts";
import { childEnv } from "../_support.ts";
import { EXPOSED_TOOL_NAMES } from "../../lib/tools/mod.ts";

const root = new URL("../../", import.meta.url).pathname;

/** One call per exposed tool (execute_tool is the other path itself), plus legal_research. */
const CALLS: [string, Record<string, unknown>][] = [
  ["search_law", { query: "민법" }],
  ["get_law_text", { lawId: "001706", articles: ["제750조"] }],
  ["get_annexes", { name: "주택임대차보호법 시행령", annex: "별표 1" }],
  ["search_decisions", { domain: "prec", query: "보증금 반환", display: 5 }],
  ["search_decisions", { domain: "prec", query: "임금" }],
  ["get_decision_text", { domain: "prec", id: "622257" }],
  ["search_admin_rules", { query: "국세청" }],
  ["search_ordinances", { query: "광진구" }],
  ["get_delegated_laws", { lawId: "001586" }],
  ["discover_tools", { intent: "판례 검색" }],
  ["legal_research", { query: "전세 보증금 못 받았어요" }],
];

function text(r: CallToolResult): string {
  return r.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");
}

/** Structured content without its cost record (an upstream answer may be cached the 2nd time). */
function withoutMeta(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutMeta);
  if (!v || typeof v !== "object") return v;
  return Object.fromEntries(
    Object.entries(v).filter(([k]) => k !== "meta" && k !== "ms" && k !== "elapsedMs").map((
      [k, x],
    ) => [k, withoutMeta(x)]),
  );
}

/** Elapsed times differ between two runs of one chain; nothing else may. */
const untimed = (t: string) => t.replace(/\d+(?:\.\d+)?초/g, "N초");

Deno.test({
  name: "demo mode: every exposed tool answers the same directly and through execute_tool",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const transport = new StdioClientTransport({
      command: Deno.execPath(),
      args: ["run", "-A", "--quiet", "mcp/stdio.ts"],
      cwd: root,
      env: childEnv({ BEOPMANG_CACHE: "off", BEOPMANG_STRUCTURED_CONTENT: "always" }),
      stderr: "pipe",
    });
    const client = new Client({ name: "beopmang-test", version: "0" });
    await client.connect(transport);
    try {
      const covered = new Set(CALLS.map(([n]) => n));
      for (const n of EXPOSED_TOOL_NAMES) {
        if (n !== "execute_tool") assert.ok(covered.has(n), `${n} has a call here`);
      }
      for (const [name, args] of CALLS) {
        const direct = await client.callTool({ name, arguments: args }) as CallToolResult;
        const via = await client.callTool({
          name: "execute_tool",
          arguments: { tool: name, args },
        }) as CallToolResult;
        const d = text(direct);
        const v = text(via);
        // Its source heads it: the demo recordings, or the starter library (the default
        // library without a key) when that answered it whole — each label once either way.
        assert.match(
          d,
          /^〔(?:데모|로컬 법령 사본)/,
          `${name}: the direct answer names its source`,
        );
        assert.ok((d.match(/〔데모/g)?.length ?? 0) <= 1, `${name}: at most one demo banner`);
        assert.equal(
          v.match(/〔데모/g)?.length,
          d.match(/〔데모/g)?.length,
          `${name}: the demo banner as often through execute_tool as directly`,
        );
        assert.equal(
          v.match(/〔로컬 법령 사본/g)?.length,
          d.match(/〔로컬 법령 사본/g)?.length,
          `${name}: the library label as often through execute_tool as directly`,
        );
        assert.equal(untimed(v), untimed(d), `${name} ${JSON.stringify(args)}: same text`);
        assert.equal(!!via.isError, !!direct.isError, `${name}: same outcome`);
        if (!direct.isError) {
          const inner = via.structuredContent as { tool: string; result: unknown };
          assert.equal(inner.tool, name);
          assert.deepEqual(
            JSON.parse(untimed(JSON.stringify(withoutMeta(inner.result)))),
            JSON.parse(untimed(JSON.stringify(withoutMeta(direct.structuredContent)))),
            `${name}: same structured content`,
          );
        }
        if (name === "search_decisions" && args.query === "보증금 반환") {
          assert.ok(!via.isError, v);
          assert.match(v, /데모 부분 답/);
          assert.match(v, /2016다244224/);
        }
        if (name === "legal_research") {
          const done = (r: CallToolResult) =>
            (r.structuredContent as { branches: { status: string }[] }).branches
              .filter((b) => b.status === "ok").length;
          const inner = {
            structuredContent: (via.structuredContent as { result: unknown }).result,
          } as CallToolResult;
          assert.ok(done(direct) >= 3, `direct legal_research completes ≥3 branches: ${d}`);
          assert.equal(done(inner), done(direct), "same number of completed branches");
        }
      }
    } finally {
      await client.close();
    }
  },
});
