/**
 * stdio entry of the MCP server: `deno run -A mcp/stdio.ts` (or `deno task mcp`).
 *
 * stdout carries the protocol, so every log line goes to stderr.
 *
 * @module
 */

import { StdioServerTransport } from "./sdk.ts";
import { configFromEnv, createRuntime } from "../lib/mod.ts";
import { createMcpServer } from "./server.ts";

if (import.meta.main) {
  const runtime = await createRuntime(configFromEnv());
  if (runtime.demoNotice) console.error(`[beopmang] ${runtime.demoNotice}`);
  const server = createMcpServer({ runtime });
  const transport = new StdioServerTransport();
  transport.onclose = () => {
    runtime.close().finally(() => Deno.exit(0));
  };
  await server.connect(transport);
  console.error(`[beopmang] MCP server on stdio, upstream ${runtime.client.baseUrl}`);
}
