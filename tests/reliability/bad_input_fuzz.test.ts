/**
 * Bad input through every face: random argument names (the three reserved ones among them) and
 * strings carrying control and bidi characters, over MCP (HTTP, both eras; the spawned stdio
 * server), the CLI (a subprocess, few runs) and the web app (fetch). Properties: the answer is a
 * labelled error or a normal answer — never a crash, a 500 or an unlabelled failure; a reserved
 * name or a refused character is always `[BAD_INPUT]`; the raw character never comes back in the
 * output; and the process keeps serving (a plain call answers afterwards).
 */

import assert from "node:assert/strict";
// deno-lint-ignore no-import-prefix -- test-only: kept out of the app's imports (docs/DEMO.md)
import fc from "npm:fast-check@4.11.0";
import { harness } from "../_support.ts";
import { testHttp } from "../mcp/_servers.ts";
import { serveHttp } from "../../mcp/http.ts";
import { runCli } from "../cli/_run.ts";
import { childEnv } from "../_support.ts";

const root = new URL("../../", import.meta.url).pathname;
const RESERVED = ["__proto__", "constructor", "prototype"];
/** Every refused character class, one or two of each. */
const BAD_CHARS = [
  "\u0000",
  "\u0007",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009f",
  "\u061c",
  "\u200e",
  "\u200f",
  "\u202a",
  "\u202e",
  "\u2066",
  "\u2069",
];
const BAD = new RegExp(`[${BAD_CHARS.join("")}]`, "u");

const goodText = fc.constantFrom("건축법", "민법 제750조", "근로기준법", "a\tb", "주택\u200d법");
const badText = fc.tuple(
  fc.constantFrom("건축", "민법 ", ""),
  fc.constantFrom(...BAD_CHARS),
  goodText,
)
  .map(([a, c, b]) => a + c + b);
const text = fc.oneof(goodText, badText);
const name = fc.oneof(
  fc.constantFrom(...RESERVED),
  // Names the tools and pages take (search_law: query, lawName; /search: q; /law: asOf).
  fc.constantFrom("query", "query", "lawName", "q", "q", "asOf", "bogus"),
  fc.tuple(fc.constantFrom("q", "x"), fc.constantFrom(...BAD_CHARS)).map(([a, c]) => a + c),
);
/** Argument lists as JSON text, so that `__proto__` is an own key wherever it is parsed. */
// Distinct names: JSON.parse keeps the last of a repeated key, and the property reads them all.
const entries = fc.uniqueArray(fc.tuple(name, text), {
  minLength: 1,
  maxLength: 3,
  selector: ([k]) => k,
});
const asJson = (es: [string, string][]) =>
  `{${es.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(",")}}`;
const mustRefuse = (es: [string, string][]) =>
  es.some(([k, v]) => RESERVED.includes(k) || BAD.test(k) || BAD.test(v));

const LABEL = /\[[A-Z_]+\]/;

/** Cases random sampling may miss: a reserved name beside arguments that are otherwise right. */
const FIXED: [string, string][][] = RESERVED.flatMap((r) => [
  [[r, "x"], ["query", "건축법"]],
  [["q", "건축법"], [r, "1"]],
]);

/** One JSON-RPC tools/call over HTTP with `argsJson` spliced in as text; returns the text seen. */
async function callHttp(url: string, modern: boolean, id: number, argsJson: string) {
  const meta = modern
    ? `,"_meta":${
      JSON.stringify({
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {},
        "io.modelcontextprotocol/clientInfo": { name: "fuzz", version: "0" },
      })
    }`
    : "";
  const res = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": modern ? "2026-07-28" : "2025-06-18",
      ...(modern ? { "mcp-method": "tools/call", "mcp-name": "search_law" } : {}),
    },
    body: `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"search_law",` +
      `"arguments":${argsJson}${meta}}}`,
  });
  const raw = await res.text();
  assert.notEqual(res.status, 500, raw);
  assert.ok(res.status < 500, `${res.status} ${raw}`);
  const body = JSON.parse(raw) as {
    result?: { isError?: boolean; content?: { text?: string }[] };
    error?: { message: string };
  };
  const said = body.error?.message ??
    (body.result?.content ?? []).map((c) => c.text ?? "").join("\n");
  return { said, failed: Boolean(body.error || body.result?.isError) };
}

Deno.test({
  name:
    "fuzz, MCP over HTTP (both eras): reserved names and control/bidi text are labelled refusals",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using h = await harness();
    const server = await testHttp(h.runtime);
    const url = `${server.url}/mcp`;
    try {
      let id = 0;
      await fc.assert(
        fc.asyncProperty(entries, fc.boolean(), async (es, modern) => {
          const { said, failed } = await callHttp(url, modern, ++id, asJson(es));
          assert.doesNotMatch(said, BAD, `raw character echoed: ${JSON.stringify(said)}`);
          if (mustRefuse(es)) {
            assert.ok(failed, said);
            assert.match(said, /\[BAD_INPUT\]/, said);
          } else if (failed) assert.match(said, LABEL, said);
        }),
        { numRuns: 60, examples: FIXED.map((es) => [es, false] as [typeof es, boolean]) },
      );
      // Still serving.
      const plain = await callHttp(url, false, ++id, `{"query":"건축법"}`);
      assert.ok(!plain.failed, plain.said);
    } finally {
      await server.close();
    }
  },
});

Deno.test({
  name: "fuzz, MCP over stdio (spawned): the same refusals, and the server keeps serving",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using h = await harness();
    const samples = [...FIXED, ...fc.sample(entries, { numRuns: 30, seed: 20 })];
    const child = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "--quiet", `${root}mcp/stdio.ts`],
      cwd: root,
      clearEnv: true,
      env: childEnv({
        LAW_OC: "tk-fuzz",
        LAW_API_BASE_URL: h.replay.baseUrl,
        BEOPMANG_CACHE: "off",
      }),
      stdin: "piped",
      stdout: "piped",
      stderr: "null",
    }).spawn();
    const init = {
      jsonrpc: "2.0",
      id: 0,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "f", version: "0" },
      },
    };
    const lines = [
      JSON.stringify(init),
      `{"jsonrpc":"2.0","method":"notifications/initialized"}`,
      ...samples.map((es, i) =>
        `{"jsonrpc":"2.0","id":${i + 1},"method":"tools/call","params":{"name":"search_law",` +
        `"arguments":${asJson(es)}}}`
      ),
      `{"jsonrpc":"2.0","id":999,"method":"tools/call","params":{"name":"search_law",` +
      `"arguments":{"query":"건축법"}}}`,
    ];
    const w = child.stdin.getWriter();
    await w.write(new TextEncoder().encode(lines.join("\n") + "\n"));
    const answers = new Map<number, Record<string, unknown>>();
    let buf = "";
    const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
    try {
      while (answers.size < samples.length + 2) {
        const { done, value } = await reader.read();
        if (done) break;
        buf += value;
        let nl;
        while ((nl = buf.indexOf("\n")) >= 0) {
          const line = buf.slice(0, nl);
          buf = buf.slice(nl + 1);
          assert.doesNotMatch(line.replace(/\\u00[0-9a-f]{2}/g, ""), BAD, line);
          const m = JSON.parse(line);
          if (typeof m.id === "number") answers.set(m.id, m);
        }
      }
    } finally {
      await w.close().catch(() => {});
      await reader.cancel().catch(() => {});
      child.kill();
      await child.status;
    }
    assert.equal(answers.size, samples.length + 2, "every request answered");
    samples.forEach((es, i) => {
      const m = answers.get(i + 1) as {
        error?: { message: string };
        result?: { isError?: boolean; content?: { text?: string }[] };
      };
      const said = m.error?.message ?? m.result?.content?.map((c) => c.text).join("\n") ?? "";
      assert.doesNotMatch(said, BAD, said);
      if (mustRefuse(es)) assert.match(said, /\[BAD_INPUT\]/, `${asJson(es)} → ${said}`);
      else if (m.error || m.result?.isError) assert.match(said, LABEL, said);
    });
    const last = answers.get(999) as { result?: { isError?: boolean } };
    assert.ok(last.result && !last.result.isError, JSON.stringify(last));
  },
});

Deno.test({
  name: "fuzz, CLI (subprocess): refused names and characters are a labelled exit 2, never echoed",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using h = await harness();
    const cases = fc.sample(
      fc.tuple(
        // A NUL cannot be a command-line argument at all (execve); it still can in JSON.
        entries.filter((es) => mustRefuse(es) && !es.some(([k, v]) => /\0/.test(k + v))),
        fc.constantFrom("json-input", "flags"),
      ),
      { numRuns: 6, seed: 7 },
    );
    for (const [es, how] of cases) {
      const args = how === "json-input"
        ? ["search_law", "--json-input", asJson(es)]
        : ["search_law", ...es.flatMap(([k, v]) => [`--${k}`, v])];
      const out = await runCli(h.replay.baseUrl, args);
      const said = out.stdout + out.stderr;
      assert.equal(out.code, 2, `${JSON.stringify(args)} → ${said}`);
      assert.doesNotMatch(said, BAD, said);
      assert.match(said, /\[BAD_INPUT\]/, said);
    }
    const bogus = await runCli(h.replay.baseUrl, ["--bogus"]);
    assert.equal(bogus.code, 2);
    assert.match(bogus.stderr, /\[BAD_INPUT\] 알 수 없는 플래그 '--bogus'/);
    assert.ok(bogus.stdout.length + bogus.stderr.length < 400, "short, not the whole help");
  },
});

Deno.test({
  name: "fuzz, web (fetch): query parameters with reserved names or control/bidi text are a 400",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using h = await harness();
    const server = await serveHttp({ runtime: h.runtime, port: 0, quiet: true, log: () => {} });
    try {
      const page = fc.constantFrom("/search", "/law/001823", "/");
      await fc.assert(
        fc.asyncProperty(page, entries, async (path, es) => {
          const qs = es.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
            .join("&");
          const res = await fetch(`${server.url}${path}?${qs}`, { redirect: "manual" });
          const body = await res.text();
          assert.ok(res.status < 500, `${res.status} ${path}?${qs}`);
          assert.doesNotMatch(body, BAD, `raw character echoed by ${path}?${qs}`);
          if (mustRefuse(es)) {
            assert.equal(res.status, 400, `${path}?${qs}`);
            assert.match(body, /BAD_INPUT/, body.slice(0, 300));
          }
        }),
        {
          numRuns: 40,
          examples: FIXED.map((es) => ["/search", es] as [string, typeof es]),
        },
      );
      const plain = await fetch(`${server.url}/search?q=${encodeURIComponent("건축법")}`);
      assert.equal(plain.status, 200);
      await plain.body?.cancel();
    } finally {
      await server.close();
    }
  },
});

Deno.test({
  name: "fuzz, MCP over HTTP: prompts/get arguments and resources/read URIs follow the same rule",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using h = await harness();
    const server = await testHttp(h.runtime);
    const url = `${server.url}/mcp`;
    const rpc = async (method: string, params: Record<string, unknown>) => {
      const res = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "mcp-protocol-version": "2025-06-18",
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
      });
      assert.ok(res.status < 500, `${method}: ${res.status}`);
      return await res.json() as { result?: unknown; error?: { message: string } };
    };
    try {
      await fc.assert(
        fc.asyncProperty(badText, fc.boolean(), async (s, prompt) => {
          const r = prompt
            ? await rpc("prompts/get", { name: "verify_citations", arguments: { draft: s } })
            : await rpc("resources/read", { uri: `law://001823/${s}` });
          const said = JSON.stringify(r).replace(/\\u00[0-9a-f]{2}/g, "");
          assert.doesNotMatch(said, BAD, said);
          assert.match(r.error?.message ?? "", /\[BAD_INPUT\]/, said);
        }),
        { numRuns: 20 },
      );
      const fine = await rpc("prompts/get", {
        name: "verify_citations",
        arguments: { draft: "민법 제750조" },
      });
      assert.ok(fine.result, JSON.stringify(fine));
    } finally {
      await server.close();
    }
  },
});
