/**
 * The MCP SDK pieces this server uses, imported in one place: the official TypeScript SDK v2
 * (`@modelcontextprotocol/server`, which serves the 2026-07-28 revision and the 2024-11-05 …
 * 2025-11-25 ones from one server definition). Its package ships real `.d.mts` type files, so no
 * type redirections are needed.
 *
 * @module
 */

export {
  createMcpHandler,
  isLegacyRequest,
  LATEST_PROTOCOL_VERSION,
  ProtocolError,
  ProtocolErrorCode,
  ResourceNotFoundError,
  Server,
  SUPPORTED_PROTOCOL_VERSIONS,
  WebStandardStreamableHTTPServerTransport,
} from "@modelcontextprotocol/server";
export type {
  CallToolResult,
  CompleteRequest,
  CompleteResult,
  DiscoverResult,
  GetPromptResult,
  JSONRPCMessage,
  McpHttpHandler,
  McpRequestContext,
  Prompt,
  ReadResourceResult,
  Resource,
  ResourceTemplateType as ResourceTemplate,
  ServerContext,
  Tool,
  Transport,
} from "@modelcontextprotocol/server";
export { serveStdio, type StdioServerHandle } from "@modelcontextprotocol/server/stdio";

// Which versions we speak is ours to say (versions.ts): the stdio server negotiates them, and
// answers tool calls, before this module loads.
export {
  DEFAULT_LEGACY_VERSION,
  MODERN_PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
  RESOURCE_LINK_SINCE,
} from "./versions.ts";
