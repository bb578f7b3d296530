/**
 * The connector profile (`BEOPMANG_TOOL_PROFILE=connector`) through both transports, as a
 * connector client sees it: the real stdio server and the real HTTP server (mcp/start.ts), each
 * spawned, driven by the official SDK client. tools/list is exactly search and fetch; every
 * answer is ONE text item whose text is JSON of the documented shape (checked with Ajv against
 * the shapes written below, not against our own zod); ids from search open with fetch, across
 * statutes, articles, decisions, admin rules, ordinances and annexes. Demo mode (no key) answers
 * from the bundled recordings, and what they lack is NOT_RECORDED, never an empty result.
 */

import assert from "node:assert/strict";
import { Ajv } from "ajv";
import {
  type CallToolResult,
  Client,
  StdioClientTransport,
  StreamableHTTPClientTransport,
} from "../_mcp_client.ts";
import { defaultFixturesDir, startReplayServer } from "../lab/mod.ts";
import { startHttpProcess, stdioLaunch } from "./_servers.ts";
import { assertNoSecret, TEST_OC } from "../_support.ts";

/** The documented shapes (README "Connector profile"). */
const ajv = new Ajv({ strict: false, allErrors: true });
const ID = { type: "string", pattern: "^[a-zA-Z]+:[0-9]+(:[^\\s:]+|@[0-9]+)?$" };
const URL_ = { type: "string", pattern: "^https://www\\.law\\.go\\.kr/" };
const searchShape = ajv.compile({
  type: "object",
  required: ["results"],
  additionalProperties: false,
  properties: {
    results: {
      type: "array",
      items: {
        type: "object",
        required: ["id", "title", "url"],
        additionalProperties: false,
        properties: { id: ID, title: { type: "string", minLength: 1 }, url: URL_ },
      },
    },
    notes: { type: "array", items: { type: "string" } },
  },
});
const fetchShape = ajv.compile({
  type: "object",
  required: ["id", "title", "text", "url", "metadata"],
  additionalProperties: false,
  properties: {
    id: ID,
    title: { type: "string", minLength: 1 },
    text: { type: "string", minLength: 1 },
    url: URL_,
    metadata: {
      type: "object",
      required: ["kind"],
      properties: {
        kind: { enum: ["statute", "article", "decision", "admin_rule", "ordinance", "annex"] },
      },
    },
  },
});

type Hit = { id: string; title: string; url: string };
type Doc = {
  id: string;
  title: string;
  text: string;
  url: string;
  metadata: Record<string, unknown>;
};

/** The one text item of a result, parsed and checked against its shape. */
function json(r: CallToolResult, tool: "search" | "fetch"): unknown {
  assert.equal(r.isError, undefined, JSON.stringify(r.content));
  assert.equal(r.content.length, 1, "one content item");
  assert.equal(r.content[0].type, "text");
  assert.equal(r.structuredContent, undefined, "JSON in the text item only");
  const data = JSON.parse((r.content[0] as { text: string }).text);
  const check = tool === "search" ? searchShape : fetchShape;
  assert.ok(check(data), `${tool} shape: ${ajv.errorsText(check.errors)}`);
  return data;
}

function errorText(r: CallToolResult): string {
  assert.equal(r.isError, true, JSON.stringify(r.content));
  return (r.content[0] as { text: string }).text;
}

const spawnHttp = (env: Record<string, string>) =>
  startHttpProcess({ BEOPMANG_CACHE: "off", ...env });

async function connect(transport: StdioClientTransport | StreamableHTTPClientTransport) {
  const client = new Client({ name: "connector-test", version: "0" });
  await client.connect(transport);
  return client;
}

/** The whole tour on one connected client (recordings of the full fixture set behind it). */
async function tour(client: Client, seen: string[]) {
  const call = async (name: string, args: Record<string, unknown>) => {
    const r = await client.callTool({ name, arguments: args }) as CallToolResult;
    seen.push(JSON.stringify(r));
    return r;
  };
  const listed = await client.listTools();
  assert.deepEqual(listed.tools.map((t) => t.name), ["search", "fetch"]);
  assert.ok(JSON.stringify(listed).length < 1500, "the connector listing is small");

  // An article: its id, then its text.
  const art = json(await call("search", { query: "민법 제750조" }), "search") as { results: Hit[] };
  assert.equal(art.results[0].id, "law:001706:제750조");
  const doc = json(await call("fetch", { id: art.results[0].id }), "fetch") as Doc;
  assert.match(doc.text, /고의 또는 과실로 인한 위법행위로 타인에게 손해를 가한 자는/);
  assert.equal(doc.metadata.kind, "article");
  assert.equal(doc.metadata.lawId, "001706");
  assert.equal(doc.url, "https://www.law.go.kr/법령/민법/제750조");

  // A statute by name, and the whole statute.
  const law = json(await call("search", { query: "민법" }), "search") as { results: Hit[] };
  assert.ok(law.results.some((h) => h.id === "law:001706"), JSON.stringify(law.results));
  const whole = json(await call("fetch", { id: "law:001706" }), "fetch") as Doc;
  assert.equal(whole.metadata.kind, "statute");
  assert.match(whole.text, /제1조\(법원\)/);
  // 민법 is cut at the answer cap: the rest is a fetch id this profile serves, never a call of a
  // tool it does not list.
  assert.equal(whole.metadata.truncated, true);
  assert.doesNotMatch(whole.text, /get_law_text/);
  const onward = /fetch \{"id":"(law:001706@\d+)"\}/.exec(whole.text);
  assert.ok(onward, whole.text.slice(-300));
  const rest = json(await call("fetch", { id: onward[1] }), "fetch") as Doc;
  assert.equal(rest.id, onward[1]);
  assert.doesNotMatch(rest.text, /제1조\(법원\)/);
  assert.match(rest.text, /^제\d+조/m);

  // A case number → the decision, then its body (all sections, not just the opening).
  const cases = json(await call("search", { query: "대법원 2021다248190" }), "search") as {
    results: Hit[];
  };
  assert.equal(cases.results[0].id, "prec:614373");
  const dec = json(await call("fetch", { id: "prec:622257" }), "fetch") as Doc;
  assert.equal(dec.metadata.kind, "decision");
  assert.equal(dec.metadata.caseNumber, "2025두30615");
  assert.match(dec.text, /【판결요지】/);
  assert.equal(dec.url, "https://www.law.go.kr/LSW/precInfoP.do?precSeq=622257");

  // Plain words: precedents among the results.
  const words = json(await call("search", { query: "임금" }), "search") as { results: Hit[] };
  assert.ok(words.results.some((h) => h.id.startsWith("prec:")), JSON.stringify(words));

  // Ordinances, admin rules, annexes.
  const ord = json(await call("search", { query: "광진구 자치법규" }), "search") as {
    results: Hit[];
  };
  assert.ok(ord.results.length > 0 && ord.results.every((h) => h.id.startsWith("ordin:")));
  const ordDoc = json(await call("fetch", { id: "ordin:1941163" }), "fetch") as Doc;
  assert.equal(ordDoc.metadata.kind, "ordinance");
  assert.match(ordDoc.title, /광진구의회 지방공무원 복무 조례/);
  const rule = json(await call("fetch", { id: "admrul:62505" }), "fetch") as Doc;
  assert.equal(rule.metadata.kind, "admin_rule");
  assert.match(rule.url, /admRulInfoP\.do\?admRulSeq=62505$/);
  const annex = json(await call("fetch", { id: "annex:004950:별표1" }), "fetch") as Doc;
  assert.equal(annex.metadata.kind, "annex");
  assert.match(annex.text, /조정위원회의 설치 및 관할구역/);

  // Bad input is labelled and the server keeps serving.
  assert.match(errorText(await call("fetch", { id: "nope" })), /^\[BAD_INPUT\].*law:\{법령ID\}/);
  assert.match(errorText(await call("search", { query: "민법", page: 2 })), /^\[BAD_INPUT\]/);
  assert.match(errorText(await call("fetch", { id: "law:001706:제1200조" })), /^\[NOT_FOUND\]/);
  await assert.rejects(() => call("search_law", { query: "민법" }), /Unknown tool/);
  json(await call("search", { query: "민법" }), "search");
}

Deno.test({
  name: "connector profile over stdio and HTTP: search/fetch shapes across kinds",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    const env = {
      LAW_OC: TEST_OC,
      LAW_API_BASE_URL: replay.baseUrl,
      BEOPMANG_TOOL_PROFILE: "connector",
    };
    const seen: string[] = [];
    const stdio = await connect(new StdioClientTransport(stdioLaunch(env)));
    try {
      await tour(stdio, seen);
    } finally {
      await stdio.close();
    }
    await using http = await spawnHttp(env);
    const client = await connect(new StreamableHTTPClientTransport(new URL(`${http.url}/mcp`)));
    try {
      await tour(client, seen);
    } finally {
      await client.close();
    }
    assertNoSecret(seen.join("\n"), "connector answers");
    assertNoSecret(http.stderr(), "HTTP log");
  },
});

Deno.test({
  name: "connector profile in demo mode: the bundled recordings answer, the rest is NOT_RECORDED",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const client = await connect(
      new StdioClientTransport(stdioLaunch({ BEOPMANG_TOOL_PROFILE: "connector" })),
    );
    try {
      const found = json(
        await client.callTool({
          name: "search",
          arguments: { query: "민법 제750조" },
        }) as CallToolResult,
        "search",
      ) as { results: Hit[]; notes?: string[] };
      assert.equal(found.results[0].id, "law:001706:제750조");
      assert.match(found.notes?.[0] ?? "", /데모 모드/);
      const doc = json(
        await client.callTool({
          name: "fetch",
          arguments: { id: found.results[0].id },
        }) as CallToolResult,
        "fetch",
      ) as Doc;
      assert.match(String(doc.metadata.demo), /데모 모드/);
      const missing = await client.callTool({
        name: "search",
        // Nothing the demo holds matches (its 광진구 ordinance list answers "광진구 자치법규").
        arguments: { query: "음주운전" },
      }) as CallToolResult;
      assert.match(errorText(missing), /^\[NOT_RECORDED\]/);
      assert.doesNotMatch(errorText(missing), /0건|"results"/);
    } finally {
      await client.close();
    }
  },
});
