/**
 * stdio entry of the MCP server: `deno run -A mcp/stdio.ts` (or `deno task mcp`).
 *
 * stdout carries the protocol, so every log line goes to stderr: one JSON line per tool call,
 * resource read and completion.
 *
 * @module
 */

import { StdioServerTransport } from "./sdk.ts";
import { configFromEnv, createRuntime } from "../lib/mod.ts";
import { createMcpServer } from "./server.ts";
import { stderrLog } from "./log.ts";

if (import.meta.main) {
  const config = configFromEnv();
  const runtime = await createRuntime(config);
  if (runtime.demoNotice) console.error(`[beopmang] ${runtime.demoNotice}`);
  const log = stderrLog(() => [config.oc]);
  const maxResponseBytes = Number(Deno.env.get("BEOPMANG_MAX_RESPONSE_BYTES")) || undefined;
  const server = createMcpServer({
    runtime,
    maxResponseBytes,
    onEvent: (e) => log({ transport: "stdio", ...e }),
  });
  const transport = new StdioServerTransport();
  transport.onclose = () => {
    runtime.close().finally(() => Deno.exit(0));
  };
  await server.connect(transport);
  console.error(`[beopmang] MCP server on stdio, upstream ${runtime.client.baseUrl}`);
}
