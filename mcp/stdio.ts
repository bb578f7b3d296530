/**
 * stdio entry of the MCP server: `deno run -A --unstable-kv mcp/stdio.ts` (or `deno task mcp`;
 * from JSR `deno run -A --unstable-kv jsr:@beopmang/law/mcp`).
 *
 * The front (`stdio/front.ts`) answers a 2025-era client's `initialize` and `tools/list` from
 * answers taken from the real server, so a client sees the tools without waiting for the SDK,
 * the tool registry and the cache to load; the first other message hands the session to the full
 * server (`stdio/serve.ts`), which then serves it as a whole — 2026-07-28 clients, which open with
 * `server/discover`, go to it at once. stdout carries the protocol; logs go to stderr.
 *
 * @module
 */

import { serveStdioFront } from "./stdio/front.ts";

if (import.meta.main) await serveStdioFront();
