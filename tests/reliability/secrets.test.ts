/**
 * Secrets: distinctive OC values go in through every door (server key, `X-Law-OC`, `?oc=`) and
 * every output channel is scanned for them — tool text, structured content, errors, resource
 * reads, the stderr of a spawned stdio server, and the HTTP server's log lines (of a spawned
 * `mcp/start.ts`) — while every tool runs, normally and under the faults whose pages or URLs
 * could echo a key.
 */

import assert from "node:assert/strict";
import { type CallToolResult, Client, StdioClientTransport } from "../_mcp_client.ts";
import { InMemoryTransport } from "../_mcp_client.ts";
import { createMcpServer } from "../../mcp/protocol/server.ts";
import { createRuntime, TOOLS } from "../../lib/mod.ts";
import type { ToolDef } from "../../lib/tools/define.ts";
import { defaultFixturesDir, type FaultPlan, startReplayServer } from "../lab/mod.ts";
import { z } from "zod";
import { FAMILY_CALLS } from "./_common.ts";
import { childEnv } from "../_support.ts";

const SERVER_OC = "srvCanary-Q7x2-OC";
const HEADER_OC = "hdrCanary-K9w4-OC";
const QUERY_OC = "qryCanary-Z3m8-OC";
const CANARIES = [SERVER_OC, HEADER_OC, QUERY_OC];

const root = new URL("../../", import.meta.url).pathname;

/** Each canary as it could appear: raw, URL-encoded, base64, lower-cased. */
function forms(s: string): string[] {
  return [s, encodeURIComponent(s), btoa(s), s.toLowerCase()];
}

function assertClean(haystack: string, where: string): void {
  for (const c of CANARIES) {
    for (const f of forms(c)) {
      const at = haystack.indexOf(f);
      assert.ok(at < 0, `${where} shows a key: …${haystack.slice(Math.max(0, at - 60), at + 60)}…`);
    }
  }
}

/** Arguments for a tool: the family call when there is one, else its required fields filled. */
function argsFor(tool: ToolDef): Record<string, unknown> {
  const known = FAMILY_CALLS.find((c) => c.tool === tool.name);
  if (known) return known.args;
  const js = z.toJSONSchema(tool.input as unknown as z.ZodType, {
    io: "input",
    unrepresentable: "any",
  }) as {
    properties?: Record<string, { enum?: unknown[]; type?: string }>;
    required?: string[];
  };
  const args: Record<string, unknown> = {};
  for (const k of js.required ?? []) {
    const p = js.properties?.[k] ?? {};
    args[k] = p.enum?.[0] ?? (p.type === "array" ? ["제1조"] : "민법");
  }
  if (js.properties?.lawId && !args.lawId) args.lawId = "001823";
  return args;
}

const FAULTS: Array<[string, FaultPlan | null]> = [
  ["normal", null],
  ["미신청", { fault: { kind: "unregistered" } }],
  ["verification failure", { fault: { kind: "auth-failure" } }],
  ["503", { fault: { kind: "status", status: 503 } }],
  ["truncated", { fault: { kind: "truncate" } }],
  ["reset", { fault: { kind: "reset" } }],
];

Deno.test({
  name: "secrets: every tool, every fault, in-process MCP — text, structured, errors, resources",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    const runtime = await createRuntime({
      oc: SERVER_OC,
      baseUrl: replay.baseUrl,
      cacheDir: "off",
      retries: 0,
      timeoutMs: 1_000,
    });
    // One server on the runtime's key, one answering with a caller's own key.
    const clients: Client[] = [];
    for (const oc of [undefined, HEADER_OC]) {
      const server = createMcpServer({ runtime, oc });
      const [a, b] = InMemoryTransport.createLinkedPair();
      const client = new Client({ name: "secrets", version: "0" });
      await Promise.all([server.connect(b), client.connect(a)]);
      clients.push(client);
    }
    let calls = 0;
    try {
      for (const [label, plan] of FAULTS) {
        replay.setFaults(plan);
        for (const client of clients) {
          await Promise.all(TOOLS.map(async (tool) => {
            const r = await client.callTool({ name: tool.name, arguments: argsFor(tool) })
              .catch((e: Error) => ({ thrown: e.message })) as CallToolResult | { thrown: string };
            calls++;
            assertClean(JSON.stringify(r), `${tool.name} under ${label}`);
          }));
          for (
            const uri of ["beopmang://guide", "law://001823", "law://nope", "decision://prec/1"]
          ) {
            const r = await client.readResource({ uri }).catch((e: Error) => ({
              thrown: e.message,
            }));
            assertClean(JSON.stringify(r), `resource ${uri} under ${label}`);
          }
        }
      }
      assert.ok(calls >= TOOLS.length * FAULTS.length * 2);
      // The upstream did get the keys: the scan is looking at real traffic.
      assert.ok(replay.stats.log.some((e) => e.query.OC === HEADER_OC));
    } finally {
      for (const c of clients) await c.close();
      await runtime.close();
    }
  },
});

async function readUntil(reader: ReadableStreamDefaultReader<string>, re: RegExp, log: string[]) {
  let buf = "";
  while (!re.test(buf)) {
    const { done, value } = await reader.read();
    if (done) throw new Error(`process ended before ${re}: ${buf}`);
    buf += value;
    log.push(value);
  }
  return re.exec(buf)!;
}

Deno.test({
  name: "secrets: spawned HTTP server — answers and its stderr log lines never show a key",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    const proc = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "--quiet", "mcp/start.ts"],
      cwd: root,
      clearEnv: true,
      env: childEnv({
        LAW_OC: SERVER_OC,
        LAW_API_BASE_URL: replay.baseUrl,
        BEOPMANG_CACHE: "off",
        BEOPMANG_TIMEOUT_MS: "1000",
        PORT: "0",
      }),
      stdout: "null",
      stderr: "piped",
    }).spawn();
    const stderr: string[] = [];
    const reader = proc.stderr.pipeThrough(new TextDecoderStream()).getReader();
    try {
      const [, url] = await readUntil(reader, /MCP over HTTP at (\S+)\/mcp/, stderr);
      const pump = (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          stderr.push(value);
        }
      })();
      const answers: string[] = [];
      const post = async (body: unknown, headers: Record<string, string> = {}, q = "") => {
        const res = await fetch(`${url}/mcp${q}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json, text/event-stream",
            ...headers,
          },
          body: JSON.stringify(body),
        });
        answers.push(await res.text());
      };
      for (const [label, plan] of FAULTS) {
        replay.setFaults(plan);
        let id = 0;
        for (const { tool, args } of FAMILY_CALLS) {
          const call = {
            jsonrpc: "2.0",
            method: "tools/call",
            params: { name: tool, arguments: args },
          };
          await post({ ...call, id: ++id });
          await post({ ...call, id: ++id }, { "x-law-oc": HEADER_OC });
          await post({ ...call, id: ++id }, {}, `?oc=${QUERY_OC}`);
        }
        await post({
          jsonrpc: "2.0",
          id: 999,
          method: "resources/read",
          params: { uri: "law://001823" },
        }, {
          "x-law-oc": HEADER_OC,
        });
        // A key that fails the format check is refused without being echoed.
        await post({ jsonrpc: "2.0", id: 1000, method: "tools/list" }, {
          "x-law-oc": `${HEADER_OC}<script>`,
        });
        assertClean(answers.join("\n"), `HTTP answers under ${label}`);
      }
      assert.ok(replay.stats.log.some((e) => e.query.OC === QUERY_OC), "?oc= reached upstream");
      proc.kill("SIGTERM");
      await proc.status;
      await pump;
      const log = stderr.join("");
      assert.ok(log.split("\n").filter((l) => l.startsWith("{")).length >= FAMILY_CALLS.length * 3);
      assertClean(log, "HTTP server stderr");
    } finally {
      try {
        proc.kill("SIGKILL");
      } catch { /* already gone */ }
      await proc.status;
    }
  },
});

Deno.test({
  name: "secrets: spawned stdio server — results and stderr never show the key, under faults",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    await using replay = await startReplayServer({ fixturesDir: defaultFixturesDir() });
    const transport = new StdioClientTransport({
      command: Deno.execPath(),
      args: ["run", "-A", "--quiet", "mcp/stdio.ts"],
      cwd: root,
      env: childEnv({
        BEOPMANG_CACHE: "off",
        BEOPMANG_TIMEOUT_MS: "1000",
        LAW_OC: SERVER_OC,
        LAW_API_BASE_URL: replay.baseUrl,
      }),
      stderr: "pipe",
    });
    let stderr = "";
    transport.stderr?.on("data", (d: Uint8Array) => (stderr += new TextDecoder().decode(d)));
    const client = new Client({ name: "secrets", version: "0" });
    await client.connect(transport);
    const outputs: string[] = [];
    try {
      for (const [label, plan] of FAULTS) {
        replay.setFaults(plan);
        // Concurrently: the stdio server keeps its default retries and backoff (not settable
        // from the environment), so retryable faults cost about a second per call.
        await Promise.all(FAMILY_CALLS.map(async ({ tool, args }) => {
          const r = await client.callTool({ name: tool, arguments: args })
            .catch((e: Error) => ({ thrown: e.message }));
          outputs.push(JSON.stringify(r));
        }));
        const res = await client.readResource({ uri: "law://001823" })
          .catch((e: Error) => ({ thrown: e.message }));
        outputs.push(JSON.stringify(res));
        assertClean(outputs.join("\n"), `stdio results under ${label}`);
      }
    } finally {
      await client.close();
    }
    assert.ok(replay.stats.log.some((e) => e.query.OC === SERVER_OC), "the key reached upstream");
    assert.ok(stderr.length > 0, "the stdio server logged something");
    assertClean(stderr, "stdio server stderr");
  },
});
