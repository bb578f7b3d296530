/**
 * MCP SDK clients for tests: v1 (`@modelcontextprotocol/sdk`, 2025 revisions only; its package
 * exports map `*.js` subpaths to type files that do not exist, hence the `@ts-types` lines) and v2.
 */

export { Client } from "@modelcontextprotocol/sdk/client";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
export { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
export { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
export type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
// @ts-types="@modelcontextprotocol/sdk/inMemory"
export { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";

/** The official SDK v2 client (speaks 2026-07-28 after `server/discover`, else the 2025 handshake). */
export {
  Client as ClientV2,
  StreamableHTTPClientTransport as StreamableHTTPClientTransportV2,
} from "@modelcontextprotocol/client";
export { StdioClientTransport as StdioClientTransportV2 } from "@modelcontextprotocol/client/stdio";
