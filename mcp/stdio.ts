/**
 * stdio entry of the MCP server: `deno run -A --unstable-kv mcp/stdio.ts` (or `deno task mcp`;
 * from JSR `deno run -A --unstable-kv jsr:@beopmang/law/mcp`).
 *
 * The server (`stdio/serve.ts`) answers a 2025-era client's `initialize` and `tools/list` itself
 * from its handshake and the tools' briefs before the SDK and the tools load; the first other
 * message loads the SDK server, which then serves the session, and each tool is imported on its
 * first call. stdout carries the protocol; logs go to stderr.
 *
 * @module
 */

import { serveFullStdio } from "./stdio/serve.ts";

if (import.meta.main) await serveFullStdio();
