/**
 * The analyses call the base tools by the typed tool map and read their answers as the types
 * the tools' output schemas give: a field a tool does not output, an argument name that is not
 * the tool's own, or a tool that does not exist fails to type-check (the `@ts-expect-error`
 * lines: `deno test` checks this file, and an unused directive is an error). At run time the
 * analyses are driven by a caller that answers from a table, so the calls they make and what
 * they read of the answers are seen exactly.
 */

import assert from "node:assert/strict";
import { impactMap } from "../../lib/analysis/impact_map.ts";
import {
  type AnalysisEnv,
  type AnalysisTools,
  type Answer,
  attempt,
} from "../../lib/analysis/run.ts";
import { verifyCitations } from "../../lib/analysis/verify.ts";
import type { BaseToolMap, BaseToolName } from "../../lib/tools/base_tools.ts";
import type { ToolOutcome } from "../../lib/tools/define.ts";

/** The answer of each tool the test serves, from the arguments it was called with. */
type Answers = { [N in BaseToolName]?: (args: BaseToolMap[N]["input"]) => Answer<N> };

interface Call {
  name: BaseToolName;
  args: unknown;
}

/** A caller that answers from `answers` (an unlisted tool answers NOT_FOUND) and notes calls. */
function tableTools(answers: Answers, calls: Call[]): AnalysisTools {
  const tools: AnalysisTools = {
    run<N extends BaseToolName>(name: N, args: BaseToolMap[N]["input"]) {
      calls.push({ name, args });
      const answer = answers[name] as ((a: typeof args) => Answer<N>) | undefined;
      const out: ToolOutcome<Answer<N>> = answer
        ? { ok: true, text: "", structured: answer(args) }
        : {
          ok: false,
          text: "",
          error: { code: "NOT_FOUND", message: `[NOT_FOUND] ${name}`, retryable: false },
        };
      return Promise.resolve(out);
    },
    runAny: () => Promise.reject(new Error("analyses call by the typed map")),
    with: () => tools,
    resolve: () => undefined,
    list: () => [],
    fit: (tool, args) => ({ tool, arguments: args }),
    takes: () => false,
  };
  return tools;
}

const meta = { upstreamCalls: 1, fromCache: false };

function env(tools: AnalysisTools): AnalysisEnv {
  return { tools, remainingMs: () => Infinity };
}

function article(label: string, n: number, text: string): Answer<"get_law_text">["articles"][0] {
  return {
    key: String(n).padStart(4, "0") + "00",
    article: n,
    branch: 0,
    label,
    text,
    paragraphs: [],
    changed: false,
    deleted: false,
    headingPath: [],
    flags: { hasTable: false, hasImage: false },
  };
}

// Compile-time: what an analysis may read of search_decisions, and what it may not.
async function readsDecisionRows(tools: AnalysisTools): Promise<string[]> {
  const r = await attempt(tools, "search_decisions", { domain: "prec", caseNumber: "2021다1" });
  if (!r.ok) return [];
  // @ts-expect-error search_decisions rows carry `title`; `caseName` is get_article_precedents'
  void r.data.rows[0]?.caseName;
  // @ts-expect-error the answer names its domain `domainName`, not `domainLabel`
  void r.data.domainLabel;
  return r.data.rows.map((x) => `${x.caseNumber ?? "?"} ${x.title} · ${r.data.domainName}`);
}

// Compile-time: arguments in the tool's own names, and tools that exist.
async function asksByOwnNames(tools: AnalysisTools): Promise<void> {
  await attempt(tools, "get_law_ordinance_links", {
    relation: "lnkLsOrdJo",
    lawId: "001823",
    // @ts-expect-error `jo` is a peer's name the alias table reads; the tool's own is `articles`
    jo: "제11조",
  });
  // @ts-expect-error no base tool is called get_law_txt
  await attempt(tools, "get_law_txt", { name: "민법" });
}

Deno.test("typed reads: a decision search is read by its rows' own fields", async () => {
  const calls: Call[] = [];
  const tools = tableTools({
    search_decisions: (a) => ({
      total: 1,
      page: 1,
      rows: [{ domain: "prec", id: "614373", title: "임금", caseNumber: a.caseNumber }],
      meta,
      domain: "prec",
      domainName: "판례",
    }),
  }, calls);
  assert.deepEqual(await readsDecisionRows(tools), ["2021다1 임금 · 판례"]);
  await asksByOwnNames(tools);
  assert.deepEqual(calls.map((c) => c.name), [
    "search_decisions",
    "get_law_ordinance_links",
    "get_law_txt",
  ]);
});

Deno.test("verify_citations: a statute row without an MST (partial demo answer) is verified without inventing one", async () => {
  const calls: Call[] = [];
  const tools = tableTools({
    // A partial demo row: the recording read by 법령ID holds no MST.
    search_law: (a) => ({
      total: 1,
      page: 1,
      rows: [{ lawId: "003058", name: "근로기준법 시행령" }],
      meta,
      resolvedQuery: a.query,
    }),
    get_law_text: () => ({
      law: { lawId: "003058", name: "근로기준법 시행령", status: "현행" },
      articles: [article("제2조", 2, "제2조(정의) 이 영에서 사용하는 용어의 뜻은 다음과 같다.")],
      missing: [],
      meta,
    }),
  }, calls);
  const [check] = await verifyCitations(env(tools), "근로기준법 시행령 제2조에 따른다.", {
    max: 5,
  });
  assert.equal(check.verdict, "verified", check.reason);
  assert.equal(check.reason, "근로기준법 시행령 제2조 확인 (법령ID 003058).");
  assert.deepEqual(check.source, { lawId: "003058", mst: undefined, article: "제2조" });
  assert.deepEqual(calls, [
    { name: "search_law", args: { query: "근로기준법", display: 100 } },
    { name: "get_law_text", args: { lawId: "003058", articles: ["제2조"] } },
  ]);
});

Deno.test("impact_map: asks in each tool's own argument names and reads its typed rows", async () => {
  const calls: Call[] = [];
  const tools = tableTools({
    get_delegated_laws: () => ({
      law: { lawId: "001823", name: "건축법" },
      total: 1,
      page: 1,
      articles: [{
        article: 11,
        branch: 0,
        label: "제11조",
        targets: [{ kind: "시행령", name: "건축법 시행령", targetArticle: "제8조", serial: "9" }],
      }],
      meta,
    }),
    get_article_precedents: () => ({
      total: 1,
      page: 1,
      rows: [{ id: "228541", caseName: "건축허가취소처분취소", caseNumber: "2016두12345" }],
      meta,
      law: "건축법",
      article: "제11조",
    }),
    get_law_ordinance_links: () => ({
      relation: "lnkLsOrdJo",
      total: 1,
      page: 1,
      rows: [{
        ordinanceName: "서울특별시 건축 조례",
        ordinanceArticle: "제5조",
        ordinanceSerial: "7",
      }],
      notes: [],
      meta,
    }),
  }, calls);
  const map = await impactMap(env(tools), {
    name: "건축법",
    article: "제11조",
    includeOrdinances: true,
    includeMermaid: false,
    display: 10,
  });
  assert.deepEqual(map.unchecked, []);
  const leaves = Object.fromEntries(map.tree.map((b) => [b.label, b.children]));
  assert.deepEqual(leaves["위임 시행령"], [{ label: "건축법 시행령 제8조", ref: "9" }]);
  assert.deepEqual(leaves["연계 자치법규(조례)"], [{
    label: "서울특별시 건축 조례 제5조",
    ref: "7",
  }]);
  assert.deepEqual(leaves["이 조문을 인용한 판례"], [
    { label: "2016두12345 건축허가취소처분취소", ref: "228541" },
  ]);
  assert.deepEqual(calls.find((c) => c.name === "get_article_precedents")?.args, {
    name: "건축법",
    articles: ["제11조"],
    display: 10,
  });
  assert.deepEqual(calls.find((c) => c.name === "get_law_ordinance_links")?.args, {
    relation: "lnkLsOrdJo",
    lawId: "001823",
    articles: ["제11조"],
    display: 10,
  });
});
