/**
 * stdio entry of the MCP server: `deno run -A --unstable-kv mcp/stdio.ts` (or `deno task mcp`;
 * from JSR `deno run -A --unstable-kv jsr:@beopmang/law/mcp`).
 *
 * The SDK's stdio entry decides the connection's era from its first message: a client that
 * probes with `server/discover` speaks 2026-07-28 (stateless, per-request `_meta`); one that
 * sends `initialize` gets the 2025-era handshake it asked for. One server definition serves both.
 *
 * stdout carries the protocol, so every log line goes to stderr: one JSON line per tool call,
 * resource read and completion.
 *
 * @module
 */

import { serveStdio } from "./sdk.ts";
import { configFromEnv, createRuntime } from "../lib/mod.ts";
import { createMcpServer } from "./server.ts";
import { stderrLog } from "./log.ts";
import { DenoStdioTransport } from "./stdio_transport.ts";

if (import.meta.main) {
  const config = configFromEnv();
  const runtime = await createRuntime(config);
  for (const n of runtime.notices) console.error(`[beopmang] ${n}`);
  const log = stderrLog(() => [config.oc]);
  const maxResponseBytes = Number(Deno.env.get("BEOPMANG_MAX_RESPONSE_BYTES")) || undefined;
  const transport = new DenoStdioTransport();
  const closeTransport = transport.close.bind(transport);
  // The entry owns the transport's callbacks; the end of stdin ends the process.
  transport.close = async () => {
    await closeTransport();
    await runtime.close().catch(() => {});
    Deno.exit(0);
  };
  serveStdio(
    () =>
      createMcpServer({
        runtime,
        maxResponseBytes,
        onEvent: (e) => log({ transport: "stdio", ...e }),
      }),
    { transport, onerror: (e) => log({ transport: "stdio", error: e.message }) },
  );
  console.error(`[beopmang] MCP server on stdio, upstream ${runtime.client.baseUrl}`);
}
