/**
 * Server features through the in-memory harness: the doctor tool's verdicts for each failure,
 * resource URIs and links, decision resources, prompts and their errors, completions edge cases.
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";
import { TEST_OC } from "../_support.ts";
import {
  canonicalAnnex,
  canonicalArticle,
  parseResourceUri,
  resourceUri,
} from "../../mcp/protocol/links.ts";
import { resultLinks } from "../../mcp/protocol/tool_links.ts";
import { complete, matchLawNames } from "../../mcp/protocol/completions.ts";
import { matchMunicipalities, MUNICIPALITIES } from "../../mcp/protocol/places.ts";
import { RateLimiter } from "../../mcp/http/rate_buckets.ts";
import { isLoopback, originAllowed } from "../../mcp/http/checks.ts";
import { toolListings } from "../../mcp/protocol/server.ts";
import { TOOLS } from "../../lib/mod.ts";
import { EXPOSED_TOOL_NAMES } from "../../lib/tools/mod.ts";

type DoctorOut = {
  ok: boolean;
  keySource: string;
  checks: { format: string; ok: boolean; code?: string; fix?: string }[];
};

Deno.test("doctor: a working key passes both formats with real calls, key never shown", async () => {
  await using m = await mcpHarness();
  const before = m.replay.stats.total;
  const r = await m.call("doctor", {});
  assert.ok(!r.isError, r.text);
  const sc = r.structuredContent as DoctorOut;
  assert.equal(sc.ok, true);
  assert.equal(sc.keySource, "server");
  assert.deepEqual(sc.checks.map((c) => [c.format, c.ok]), [["JSON", true], ["XML", true]]);
  assert.equal(m.replay.stats.total - before, 3, "one list call per format, one body call");
  assert.ok(m.replay.stats.log.slice(-3).every((e) => e.query.OC === TEST_OC));
  assert.equal(m.replay.stats.last()?.endpoint, "service", "the key is proven by a body");
  assert.match(r.text, /정상/);
});

Deno.test("doctor: NOT_APPROVED per format, KEY_REJECTED, NO_KEY, NETWORK — each with its fix", async () => {
  {
    await using m = await mcpHarness();
    m.replay.setFaults({ match: { type: "JSON" }, fault: { kind: "unregistered" } });
    const sc = (await m.call("doctor", {})).structuredContent as DoctorOut;
    assert.equal(sc.ok, false);
    assert.deepEqual(sc.checks.map((c) => [c.format, c.ok, c.code]), [
      ["JSON", false, "NOT_APPROVED"],
      ["XML", true, undefined],
    ]);
    assert.match(sc.checks[0].fix ?? "", /출력형태/);
    m.replay.setFaults({ fault: { kind: "auth-failure" } });
    const rejected = await m.call("doctor", { format: "XML" });
    const rc = rejected.structuredContent as DoctorOut;
    assert.equal(rc.checks[0].code, "KEY_REJECTED");
    assert.match(rc.checks[0].fix ?? "", /IP/);
    assert.match(rejected.text, /해결:/);
  }
  {
    await using m = await mcpHarness({ oc: undefined });
    const sc = (await m.call("doctor", { format: "JSON" })).structuredContent as DoctorOut;
    assert.equal(sc.checks[0].code, "NO_KEY");
    assert.match(sc.checks[0].fix ?? "", /LAW_OC/);
  }
  {
    await using m = await mcpHarness({ baseUrl: "http://127.0.0.1:9/DRF", retries: 0 });
    const sc = (await m.call("doctor", { format: "JSON" })).structuredContent as DoctorOut;
    assert.equal(sc.checks[0].code, "NETWORK");
    assert.match(sc.checks[0].fix ?? "", /LAW_API_BASE_URL/);
  }
  {
    await using m = await mcpHarness();
    const bad = await m.call("doctor", { format: "HTML" });
    assert.equal(bad.isError, true);
    assert.match(bad.text, /BAD_INPUT.*format/);
  }
});

Deno.test("resource URIs: parse, canonicalise, build; junk refused", () => {
  assert.deepEqual(parseResourceUri("law://001823/제4조의2"), {
    kind: "law",
    lawId: "001823",
    asOf: undefined,
    article: "제4조의2",
  });
  assert.deepEqual(parseResourceUri(`law://001823@2020-01-01/${encodeURIComponent("4조의2")}`), {
    kind: "law",
    lawId: "001823",
    asOf: "20200101",
    article: "제4조의2",
  });
  assert.equal(canonicalArticle("제2조 제1항 제11호"), "제2조제1항제11호");
  assert.equal(canonicalArticle("제4조-2"), null);
  assert.equal(canonicalAnnex("[별표 1의2]"), "별표1의2");
  assert.equal(canonicalAnnex("별지 제3호서식"), "별지3");
  assert.deepEqual(parseResourceUri("decision://prec/228541"), {
    kind: "decision",
    domain: "prec",
    id: "228541",
  });
  for (const bad of ["law://abc", "law://001823/제10000조", "http://x", "annex://1/표", ""]) {
    assert.equal(parseResourceUri(bad), null, bad);
  }
  assert.equal(resourceUri({ kind: "law", lawId: "1", asOf: "20200101" }), "law://1@20200101");
});

Deno.test("resource links: laws, articles, dated versions, search rows, decisions; capped", () => {
  // Read per tool: the same fields under another tool's name (or none) give no links.
  const statute = {
    law: { lawId: "001823", name: "건축법", status: "연혁", effectiveDate: "20200101" },
    articles: [{ label: "제4조의2", title: "심의" }, { label: "제2조" }],
  };
  assert.deepEqual(resultLinks("get_law_text", statute).map((l) => l.uri), [
    "law://001823@20200101",
    "law://001823@20200101/제4조의2",
    "law://001823@20200101/제2조",
  ]);
  assert.deepEqual(resultLinks("get_ordinance", statute), []);
  const rows = resultLinks("search_law", {
    rows: Array.from({ length: 30 }, (_, i) => ({ lawId: String(i + 1), name: `법${i}` })),
  });
  assert.equal(rows.length, 20);
  const dec = resultLinks("get_decision_text", {
    decision: { domain: "prec", id: "228541", title: "임금 사건" },
  });
  const list = resultLinks("search_precedents", {
    rows: [{ domain: "detc", id: "22333", title: "헌재" }],
  });
  assert.deepEqual([...dec, ...list].map((l) => [l.uri, l.name]), [
    ["decision://prec/228541", "임금 사건"],
    ["decision://detc/22333", "헌재"],
  ]);
  assert.deepEqual(resultLinks("search_law", null), []);
  assert.deepEqual(resultLinks("no_such_tool", statute), []);
});

Deno.test("resources through MCP: guide, whole law, unknown URI, annex, decision", async () => {
  await using m = await mcpHarness();
  const guide = await m.client.readResource({ uri: "beopmang://guide" });
  assert.match((guide.contents[0] as { text: string }).text, /law:\/\/\{lawId\}\/\{article\}/);
  const law = await m.client.readResource({ uri: "law://001823" });
  assert.match((law.contents[0] as { text: string }).text, /제1조\(목적\)/);
  await assert.rejects(
    m.client.readResource({ uri: "law://nope" }),
    (e: Error & { code?: number }) => e.code === -32602 && /Resource not found/.test(e.message),
  );
  // An annex is read by the annex tool; a statute without that annex is a miss.
  await assert.rejects(
    m.client.readResource({ uri: "annex://001823/별표99" }),
    (e: Error & { code?: number }) => typeof e.code === "number",
  );
  // Decisions go through get_decision_text (its result links back to the same URI); an unknown
  // id is a labelled miss or failure.
  const dec = await m.client.readResource({ uri: "decision://prec/614373" });
  const decJson = JSON.parse((dec.contents[1] as { text: string }).text);
  assert.equal(decJson.decision.id, "614373");
  const decCall = await m.call("get_decision_text", { domain: "prec", id: "614373" });
  assert.ok(
    (decCall.content as { type: string; uri?: string }[]).some((c) =>
      c.uri === "decision://prec/614373"
    ),
  );
  await assert.rejects(
    m.client.readResource({ uri: "decision://prec/1" }),
    (e: Error & { code?: number }) => typeof e.code === "number" && e.message.length > 10,
  );
});

Deno.test("prompts: every prompt renders its arguments; missing ones are named", async () => {
  await using m = await mcpHarness();
  const { prompts } = await m.client.listPrompts();
  for (const p of prompts) {
    const args = Object.fromEntries((p.arguments ?? []).map((a) => [a.name, `값-${a.name}`]));
    const got = await m.client.getPrompt({ name: p.name, arguments: args });
    const text = (got.messages[0].content as { text: string }).text;
    for (const a of p.arguments ?? []) {
      if (a.required) assert.ok(text.includes(`값-${a.name}`), `${p.name} shows ${a.name}`);
    }
  }
  await assert.rejects(
    m.client.getPrompt({ name: "prepare_appeal", arguments: {} }),
    /disposition/,
  );
  await assert.rejects(m.client.getPrompt({ name: "nope", arguments: {} }), /verify_citations/);
});

Deno.test("completions: names, ids, articles by law name, domains, dates; no upstream when limited", async () => {
  assert.ok(matchLawNames("중처").includes("중대재해 처벌 등에 관한 법률"));
  assert.equal(MUNICIPALITIES.length, 17 + 226);
  assert.ok(matchMunicipalities("강남").includes("서울특별시 강남구"));
  await using m = await mcpHarness();
  const ref = { type: "ref/resource" as const, uri: "law://{lawId}" };
  const ids = await m.client.complete({ ref, argument: { name: "lawId", value: "건축법" } });
  assert.ok(ids.completion.values.includes("001823"));
  const byName = await m.client.complete({
    ref: { type: "ref/prompt", name: "law_as_of" },
    argument: { name: "article", value: "4조의" },
    context: { arguments: { lawName: "건축법" } },
  });
  assert.ok(byName.completion.values.includes("제4조의2"), byName.completion.values.join());
  const dom = await m.client.complete({
    ref: { type: "ref/resource", uri: "decision://{domain}/{id}" },
    argument: { name: "domain", value: "pre" },
  });
  assert.equal(dom.completion.values[0], "prec");
  const date = await m.client.complete({
    ref: { type: "ref/prompt", name: "law_as_of" },
    argument: { name: "date", value: "" },
  });
  assert.match(date.completion.values[0], /^\d{8}$/);
  // A client over its rate budget gets the local values only, and no upstream call is made.
  const before = m.replay.stats.total;
  const limited = await complete(
    { ref, argument: { name: "lawName", value: "화관" } },
    { context: (signal) => m.runtime.context({ signal }), allowUpstream: () => false },
  );
  assert.ok(limited.completion.values.includes("화학물질관리법"));
  const noIds = await complete(
    { ref, argument: { name: "lawId", value: "건축법" } },
    { context: (signal) => m.runtime.context({ signal }), allowUpstream: () => false },
  );
  assert.deepEqual(noIds.completion.values, []);
  assert.equal(m.replay.stats.total, before);
  const other = await m.client.complete({
    ref: { type: "ref/prompt", name: "law_as_of" },
    argument: { name: "unknown", value: "x" },
  });
  assert.deepEqual(other.completion.values, []);
});

Deno.test("rate limiter and guards: token bucket refills; loopback and origin rules", () => {
  let now = 0;
  const rl = new RateLimiter({ perMinute: 60 }, { now: () => now });
  for (let i = 0; i < 60; i++) {
    assert.equal(rl.wait("a"), 0);
    rl.take("a");
  }
  assert.equal(rl.wait("a"), 1000);
  assert.equal(rl.wait("b"), 0);
  now += 1000;
  assert.equal(rl.wait("a"), 0);
  for (const h of ["127.0.0.1", "localhost", "[::1]", "::1", "127.1.2.3"]) assert.ok(isLoopback(h));
  for (const h of ["0.0.0.0", "10.0.0.1", "evil.localhost.example", ""]) assert.ok(!isLoopback(h));
  assert.ok(originAllowed(null, []));
  assert.ok(originAllowed("http://127.0.0.1:6274", []));
  assert.ok(!originAllowed("https://evil.example", []));
  assert.ok(!originAllowed("null", []));
});

Deno.test("tool profiles: the exposed listing is a subset; `all` lists every tool incl. doctor", async () => {
  const exposed = (await toolListings("exposed")).map((t) => t.name);
  const all = (await toolListings("all")).map((t) => t.name);
  assert.ok(all.includes("doctor") && all.length === TOOLS.length);
  assert.ok(exposed.length > 0 && exposed.every((n) => all.includes(n)));
  assert.ok(exposed.length <= EXPOSED_TOOL_NAMES.length);
});
