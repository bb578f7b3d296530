/**
 * An MCP client connected in-process to our server (official SDK on both ends, linked in-memory
 * transports), over a runtime pointed at the replay upstream. The server lists every tool with
 * its output schema (the `all` profile) and the client has read that list, so the SDK client
 * itself checks each `structuredContent`; `call()` checks it again against the published JSON
 * Schema with Ajv and scans every answer for the test key.
 */

import assert from "node:assert/strict";
import { type CallToolResult, Client, InMemoryTransport } from "./_mcp_client.ts";
import { createMcpServer, type ToolProfile } from "../mcp/protocol/server.ts";
import { findTool, type RuntimeConfig } from "../lib/mod.ts";
import { assertNoSecret, type Harness, harness } from "./_support.ts";
import { assertPublishedOutput } from "./_schema.ts";

/** A connected client plus the replay it talks to. */
export interface McpHarness extends Harness {
  client: Client;
  /** Calls a tool; validates structuredContent of successes against the output schema. */
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult & { text: string }>;
}

/** Connects a client to a fresh server and replay; dispose with `await using`. */
export async function mcpHarness(
  config: Partial<RuntimeConfig> = {},
  opts: { profile?: ToolProfile } = {},
): Promise<McpHarness> {
  const h = await harness(config);
  const server = createMcpServer({ runtime: h.runtime, toolProfile: opts.profile ?? "all" });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: "beopmang-test", version: "0" });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  await client.listTools(); // from here on the client validates structuredContent itself
  return {
    ...h,
    client,
    async call(name, args = {}) {
      const r = await client.callTool({ name, arguments: args }) as CallToolResult;
      const text = r.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");
      assertNoSecret(JSON.stringify(r), `${name} result`);
      if (!r.isError) {
        const tool = findTool(name); // aliases resolve to their tool
        assert.ok(tool, `tool ${name} is registered`);
        assertPublishedOutput(name, r.structuredContent);
      }
      return { ...r, text };
    },
    async [Symbol.asyncDispose]() {
      await client.close();
      await server.close();
      await h[Symbol.asyncDispose]();
    },
  };
}
